import type { Texts } from '../../texts'
import type { characterDmEn } from './en'

/** キャラクターとのダイレクトチャット:ストーリーページのボタン、ルーム、記憶。 */
export const characterDmJp: Texts<typeof characterDmEn> = {
  characterDm: {
    message: '{{name}}にメッセージ',
    priceFree: '無料',
    pricePerMessage_one: '1メッセージ{{count}}クレジット',
    pricePerMessage_other: '1メッセージ{{count}}クレジット',
    opening: '開いています…',
    signInToMessage: '{{name}}にメッセージを送るにはログインしてください',
    roomsTitle: 'キャラクター',
    roomStory: '{{title}}より',
    roomLabel: '{{title}}のキャラクター、{{name}}',
    memoriesLink: '記憶',
    memoriesTitle: '{{name}}があなたについて覚えていること',
    memoriesTitleFallback: '記憶',
    memoryToggle: '{{name}}に会話を覚えてもらう',
    memoryExplain:
      'オンにすると、新しいルームはこのキャラクターとの以前の会話の短い要約から始まります。読めるのはあなただけです。',
    memorySaved: '保存しました。',
    noMemories:
      'まだ記憶はありません。記憶をオンにすると、新しいルームを開いたときに会話が記憶されます。',
    memoryFrom: '{{date}}に記憶',
    openRoom: 'その会話を開く',
    deleteMemory: '削除',
    deleteQuestion: 'この記憶を削除しますか?',
    deleteQuestionText: '{{name}}はこの内容を忘れます。元に戻せません。',
    deleteConfirm: '記憶を削除',
    deleted: '記憶を削除しました。',
    export: '記憶をエクスポート',
    exportHint: 'すべてのキャラクターのあなたについての記憶をJSONファイルでダウンロードします。',
    exported: '記憶をダウンロードしました。',
    notOffered: 'このストーリーでは、キャラクターへのメッセージは終了しました。',
    backToStory: 'ストーリーに戻る',
    signedOut: 'キャラクターの記憶を見るにはログインしてください。',
    loadFailed: '読み込めませんでした:{{reason}}',
    retry: '再試行',
    myInfoTitle: 'キャラクターの記憶',
    myInfoText:
      '許可すると、メッセージしたキャラクターが会話を覚えます。キャラクターごとに記憶を読んだり削除したり、すべてダウンロードしたりできます。',
    myInfoNone: 'まだキャラクターにメッセージしていません。',
  },
}
