/** Live ads texts in Japanese (see en.ts). */
export const liveadsErrorsJp = {
  LIVEAD_NOT_FOUND: '広告が見つかりません。',
  LIVEAD_MEDIA_HOST: '広告動画のホストはこのサイトの広告サーバーではありません。',
}

export const liveadsJp = {
  liveAds: {
    label: '広告',
    skip: '広告をスキップ',
    skipIn: '{{seconds}}秒後にスキップ',
    learnMore: '詳しく見る',
  },
}
