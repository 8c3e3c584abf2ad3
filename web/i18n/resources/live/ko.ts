/** 라이브 텍스트: 서버의 라이브 오류 코드와 시청 페이지. */
export const liveErrorsKo = {
  LIVE_NOT_LIVESTREAMER: '라이브 스트리머만 라이브 스튜디오를 사용할 수 있습니다.',
  LIVE_NOT_FOUND: '이 크리에이터는 라이브 방송을 하지 않습니다.',
  LIVE_STREAM_NOT_FOUND: '라이브 방송을 찾을 수 없습니다.',
  LIVE_KEY_INVALID: '스트림 키가 올바르지 않습니다.',
  LIVE_NOT_LIVE: '라이브가 방송 중이 아닙니다.',
  LIVE_LOGIN_REQUIRED: '로그인이 필요합니다',
  LIVE_TICKET_NOT_SOLD: '지금 이 라이브는 티켓을 판매하지 않습니다.',
  LIVE_TICKETING_UNAVAILABLE: '지금은 이곳에서 티켓을 구매할 수 없습니다.',
  LIVE_TOOL_KEY_INVALID: '잘못된 접근입니다',
  LIVE_TOOL_KEY_NOT_LIVESTREAMER: '라이브 스트리머만 툴 키를 가질 수 있습니다.',
  LIVE_TICKET_REQUIRED: '이 라이브를 보려면 티켓이 필요합니다.',
}

export const liveKo = {
  live: {
    title: '라이브',
    chat: '라이브 채팅',
    onAir: '생방송',
    offline: '크리에이터가 오프라인입니다.',
    offlineHint: '라이브가 시작되면 이 페이지에서 바로 재생됩니다.',
    viewers_one: '시청자 {{count}}명',
    viewers_other: '시청자 {{count}}명',
    startedAt: '{{time}} 시작',
    adult: '19세 이상',
    playerError: '라이브를 재생할 수 없습니다. 다시 시도하는 중…',
    notFound: '이 크리에이터는 라이브 방송을 하지 않습니다.',
    retry: '다시 시도',
    muted: '탭하여 음소거 해제',
  },
}
