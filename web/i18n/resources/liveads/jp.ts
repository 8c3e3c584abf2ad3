/** Live ads texts in Japanese (see en.ts). */
export const liveadsErrorsJp = {
  LIVEAD_NOT_FOUND: '広告が見つかりません。',
  LIVEAD_MEDIA_HOST: '広告動画のホストはこのサイトの広告サーバーではありません。',
  STREAMS_NOT_STREAMER: 'このクリエイターはライブ配信をしていません。',
  STREAMS_USER_NOT_FOUND: 'ユーザーが見つかりません',
  STREAMS_STREAM_NOT_FOUND: 'ライブ配信が見つかりません。',
  STREAMS_NO_STUDIO: 'クリエイターのライブスタジオはまだ設定されていません。',
  STREAMS_ALREADY_LIVE: 'すでに配信中です。',
  STREAMS_NOT_LIVE: '配信中ではありません。',
  STREAMS_WHITELIST_INVALID: 'ホワイトリストを読み取れませんでした。',
}

export const liveadsJp = {
  liveAds: {
    label: '広告',
    skip: '広告をスキップ',
    skipIn: '{{seconds}}秒後にスキップ',
    learnMore: '詳しく見る',
  },
}
