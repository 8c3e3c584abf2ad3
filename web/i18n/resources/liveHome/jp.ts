/** ホームのライブ一覧、ライブ分析、月間配信時間、サムネイルのアップロード。 */
export const liveHomeErrorsJp = {
  LIVE_ALLOWANCE_USED: '今月の配信可能時間を使い切りました。毎月1日(UTC)にリセットされます。',
  LIVE_THUMBNAIL_TOO_LARGE: 'ライブのサムネイルは3MB以下にしてください。',
  LIVE_THUMBNAIL_TYPE: '画像はjpg、jpeg、png、webp、gifのみアップロードできます。',
  LIVE_THUMBNAIL_DIMENSIONS: 'サムネイルは最大2000×2000ピクセルです。',
  LIVE_THUMBNAIL_EMPTY: '画像ファイルをリクエスト本文として送ってください。',
  LIVE_THUMBNAIL_NOT_FOUND: 'サムネイルが見つかりません',
}

export const liveHomeJp = {
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
  liveAnalytics: {
    title: 'ライブ',
    streams: '配信数',
    streamHours: '配信時間(時間)',
    peakViewers: '最大同時視聴者',
    totalViewers: '累計視聴者',
    streamMinutes: '配信時間(分)',
    streamTimeChart: '日別の配信時間(分)',
    viewersChart: '配信ごとの視聴者',
  },
  liveAllowance: {
    title: '今月の配信可能時間',
    remaining: '{{total}}時間中 残り{{hours}}時間{{minutes}}分。',
    usedUp: '今月の配信可能時間を使い切りました。',
    resets: '{{date}}(UTC)にリセットされます。',
    upload: '画像をアップロード',
    uploading: 'アップロード中…',
    uploadHint: 'jpg・png・webp・gif、3MB以下、最大2000×2000',
  },
}
