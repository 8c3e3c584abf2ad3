/** Live ads texts in Korean (see en.ts). */
export const liveadsErrorsKo = {
  LIVEAD_NOT_FOUND: '광고를 찾을 수 없습니다.',
}

export const liveadsKo = {
  liveAds: {
    label: '광고',
    skip: '광고 건너뛰기',
    skipIn: '{{seconds}}초 후 건너뛰기',
    learnMore: '자세히 보기',
  },
}
