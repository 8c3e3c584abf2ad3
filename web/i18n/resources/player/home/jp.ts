import type { Texts } from '../../texts'
import type { homeEn } from './en'

export const homeJp: Texts<typeof homeEn> = {
  home: {
    eyebrow: 'インタラクティブ・ストーリーチャット',
    title: '語りかけてくる物語の中へ',
    lead: 'クリエイターが書いた物語のキャラクターと会話しましょう。返事はすべてあなたの選択に合わせて書かれ、物語はあなたの行動を覚えています。',
    startCta: '無料アカウントを作成',
    seeAll: 'すべて見る',
    fromSubscriptions: '加入中のチャンネルから',
    channelsToFollow: 'フォローしたいチャンネル',
  },
  liveHome: {
    title: 'ライブ配信中',
    all: 'すべて',
    featured: 'おすすめ',
    adult: '成人向け',
    onAir: 'ライブ中',
    empty: '現在配信中のライブはありません。',
    emptyTag: 'このハッシュタグで配信中のライブはありません。',
    chips: 'ライブのハッシュタグ',
  },
  banners: {
    label: 'おすすめバナー',
  },
}
