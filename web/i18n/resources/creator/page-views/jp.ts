import type { Texts } from '../../texts'
import type { pageViewsEn } from './en'

export const pageViewsJp: Texts<typeof pageViewsEn> = {
  creatorPageViews: {
    title: 'ページビュー',
    lead: '直近30日間に、プレイヤーであなたのコンテンツのページが開かれた回数です。',
    total: '{{count}} ページビュー',
    top: 'よく見られたコンテンツ',
    none: 'まだページビューはありません。',
  },
}
