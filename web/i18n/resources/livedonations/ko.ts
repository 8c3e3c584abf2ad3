/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsKo = {
  LIVEDONATION_FAILED: '후원에 실패했어요',
  LIVEDONATION_NO_CREATOR: '이 크리에이터는 라이브 방송을 하지 않아요.',
  LIVEDONATION_NOT_FOUND: '후원을 찾을 수 없어요.',
  LIVEDONATION_NOT_OWNER: '크리에이터만 후원을 관리할 수 있어요.',
  LIVEDONATION_ROULETTE: '룰렛을 돌릴 수 없어요',
  LIVEDONATION_TYPE_OFF: '크리에이터가 이 종류의 후원을 받지 않아요.',
}
