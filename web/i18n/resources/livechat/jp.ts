/** ライブチャットのテキスト：サーバーのライブチャットのエラーコード（platform/livechat）とチャットパネル。 */
export const livechatErrorsJp = {
  LIVECHAT_LOGIN_REQUIRED: 'ログインが必要です',
  LIVECHAT_NOT_MODERATOR: 'このチャットを管理できるのはクリエイターとマネージャーだけです。',
  LIVECHAT_NOT_OWNER: 'このチャット設定を変更できるのはクリエイターだけです。',
  LIVECHAT_NOT_FOUND: 'このクリエイターはライブ配信をしていません。',
  LIVECHAT_USER_NOT_FOUND: 'ユーザーが見つかりません。',
  LIVECHAT_EMPTY: 'メッセージを入力してください。',
  LIVECHAT_RESTRICTED: '禁止ワードの乱用により、30分間チャットが制限されました',
  LIVECHAT_BANNED: '現在このチャットには参加できません。',
  LIVECHAT_CANNOT_BAN: 'クリエイターと管理者はチャットから禁止できません。',
  LIVECHAT_SERVER_ERROR: '不明なサーバーエラー',
}

export const livechatJp = {
  livechat: {
    title: 'ライブチャット',
    placeholder: 'メッセージを送信',
    send: '送信',
    loginToChat: 'ログインしてチャット',
    connecting: '接続中…',
    reconnecting: '再接続中…',
    hideName: '名前を隠す',
    anonymous: '匿名',
    creator: 'クリエイター',
    manager: 'マネージャー',
    admin: '管理者',
    kicked: 'このチャットから退出させられました。',
    blocked: 'このチャットからブロックされています。',
    closed: 'チャットは終了しました。',
    empty: 'まだメッセージはありません。あいさつしましょう！',
    emoticons: 'スタンプ',
    insertEmoticon: 'スタンプを入れる :{{name}}:',
  },
}
