/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsKo = {
  LIVEDONATION_FAILED: '후원에 실패했어요',
  LIVEDONATION_MISSION_FORBIDDEN: '이 미션 상태로 바꿀 수 없어요.',
  LIVEDONATION_MISSION_LIMIT: '스트리머의 미션 수가 한도에 도달했어요.',
  LIVEDONATION_MISSION_MINIMUM: '보상이 최소 참가비보다 적어요.',
  LIVEDONATION_MISSION_NOT_FOUND: '미션을 찾을 수 없어요.',
  LIVEDONATION_MISSION_STATE: '미션을 더 이상 이 상태로 바꿀 수 없어요.',
  LIVEDONATION_NO_CREATOR: '이 크리에이터는 라이브 방송을 하지 않아요.',
  LIVEDONATION_NOT_FOUND: '후원을 찾을 수 없어요.',
  LIVEDONATION_NOT_OWNER: '크리에이터만 후원을 관리할 수 있어요.',
  LIVEDONATION_ROULETTE: '룰렛을 돌릴 수 없어요',
  LIVEDONATION_TYPE_OFF: '크리에이터가 이 종류의 후원을 받지 않아요.',
}
