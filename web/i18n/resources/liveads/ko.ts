/** Live ads texts in Korean (see en.ts). */
export const liveadsErrorsKo = {
  LIVEAD_NOT_FOUND: '광고를 찾을 수 없습니다.',
  LIVEAD_MEDIA_HOST: '광고 영상의 호스트가 이 사이트의 광고 서버가 아닙니다.',
}

export const liveadsKo = {
  liveAds: {
    label: '광고',
    skip: '광고 건너뛰기',
    skipIn: '{{seconds}}초 후 건너뛰기',
    learnMore: '자세히 보기',
  },
}
