import type { Texts } from '../../texts'
import type { widgetEn } from './en'

/** アプリシェルのチャットウィジェットと、ホームのおすすめファイル。 */
export const widgetJp: Texts<typeof widgetEn> = {
  chatWidget: {
    open: 'チャットを開く',
    openUnread_one: 'チャットを開く、未読メッセージ{{count}}件',
    openUnread_other: 'チャットを開く、未読メッセージ{{count}}件',
    close: 'チャットを閉じる',
    title: 'チャット',
    allChats: 'すべてのチャット',
    openFull: 'チャットページへ',
    back: 'チャット一覧へ',
    empty: 'まだチャットはありません。クリエイターのチャンネルやチャットページから始めましょう。',
  },
  recommendedFiles: {
    title: 'おすすめファイル',
    lead: 'Taleloomチームがクリエイターのチャンネルから選びました。',
    by: '{{nickname}}',
    open: 'チャンネルで見る',
    download: 'ダウンロード',
  },
}
