/** 홈 화면의 라이브 줄, 라이브 분석, 월간 방송 시간, 썸네일 업로드. */
export const liveHomeErrorsKo = {
  LIVE_ALLOWANCE_USED: '이번 달 방송 가능 시간을 모두 사용했습니다. 매월 1일(UTC)에 초기화됩니다.',
  LIVE_THUMBNAIL_TOO_LARGE: '라이브 썸네일은 3MB 이하여야 합니다.',
  LIVE_THUMBNAIL_TYPE: '이미지는 jpg, jpeg, png, webp, gif만 업로드할 수 있습니다.',
  LIVE_THUMBNAIL_DIMENSIONS: '썸네일은 최대 2000×2000 픽셀입니다.',
  LIVE_THUMBNAIL_EMPTY: '이미지 파일을 요청 본문으로 보내 주세요.',
  LIVE_THUMBNAIL_NOT_FOUND: '썸네일을 찾을 수 없습니다',
}

export const liveHomeKo = {
  liveHome: {
    title: '지금 라이브',
    all: '전체',
    featured: '추천',
    adult: '19세 이상',
    onAir: '생방송',
    empty: '지금 방송 중인 라이브가 없습니다.',
    emptyTag: '이 해시태그로 방송 중인 라이브가 없습니다.',
    chips: '라이브 해시태그',
  },
  liveAnalytics: {
    title: '라이브',
    streams: '방송 수',
    streamHours: '방송 시간(시간)',
    peakViewers: '최고 시청자',
    totalViewers: '누적 시청자',
    streamMinutes: '방송 시간(분)',
    streamTimeChart: '일별 방송 시간(분)',
    viewersChart: '방송별 시청자',
  },
  liveAllowance: {
    title: '이번 달 방송 가능 시간',
    remaining: '{{total}}시간 중 {{hours}}시간 {{minutes}}분 남음.',
    usedUp: '이번 달 방송 가능 시간을 모두 사용했습니다.',
    resets: '{{date}}(UTC)에 초기화됩니다.',
    upload: '이미지 업로드',
    uploading: '업로드 중…',
    uploadHint: 'jpg, png, webp, gif · 3MB 이하 · 최대 2000×2000',
  },
}
