/** ライブのテキスト: サーバーのライブのエラーコードと視聴ページ。 */
export const liveErrorsJp = {
  LIVE_NOT_LIVESTREAMER: 'ライブスタジオはライブ配信者のみ利用できます。',
  LIVE_NOT_FOUND: 'このクリエイターはライブ配信をしていません。',
  LIVE_STREAM_NOT_FOUND: 'ライブ配信が見つかりません。',
  LIVE_KEY_INVALID: 'ストリームキーが正しくありません。',
  LIVE_NOT_LIVE: 'ライブは配信中ではありません。',
  LIVE_LOGIN_REQUIRED: 'ログインが必要です',
  LIVE_TICKET_NOT_SOLD: 'このライブは現在チケットを販売していません。',
  LIVE_TICKETING_UNAVAILABLE: '現在ここではチケットを購入できません。',
  LIVE_TOOL_KEY_INVALID: '不正なアクセスです',
  LIVE_TOOL_KEY_NOT_LIVESTREAMER: 'ツールキーはライブ配信者のみが持てます。',
  LIVE_TICKET_REQUIRED: 'このライブを視聴するにはチケットが必要です。',
}

export const liveJp = {
  live: {
    title: 'ライブ',
    chat: 'ライブチャット',
    onAir: 'ライブ中',
    offline: 'クリエイターはオフラインです。',
    offlineHint: 'ライブが始まるとこのページで再生されます。',
    viewers_one: '視聴者 {{count}}人',
    viewers_other: '視聴者 {{count}}人',
    startedAt: '{{time}} 開始',
    adult: '成人向け',
    playerError: 'ライブを再生できません。再試行しています…',
    notFound: 'このクリエイターはライブ配信をしていません。',
    retry: '再試行',
    muted: 'タップしてミュート解除',
  },
}
