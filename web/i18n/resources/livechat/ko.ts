/** 라이브 채팅 텍스트: 서버의 라이브 채팅 오류 코드(platform/livechat)와 채팅 패널. */
export const livechatErrorsKo = {
  LIVECHAT_LOGIN_REQUIRED: '로그인이 필요합니다',
  LIVECHAT_NOT_MODERATOR: '크리에이터와 매니저만 이 채팅을 관리할 수 있어요.',
  LIVECHAT_NOT_OWNER: '크리에이터만 이 채팅 설정을 바꿀 수 있어요.',
  LIVECHAT_NOT_FOUND: '라이브 방송을 하지 않는 크리에이터예요.',
  LIVECHAT_USER_NOT_FOUND: '사용자를 찾을 수 없어요.',
  LIVECHAT_EMPTY: '메시지를 먼저 입력해 주세요.',
  LIVECHAT_RESTRICTED: '금지어 남용으로 30분 동안 채팅이 제한되었습니다',
  LIVECHAT_BANNED: '지금은 이 채팅에 참여할 수 없어요.',
  LIVECHAT_CANNOT_BAN: '크리에이터와 관리자는 채팅에서 차단할 수 없어요.',
  LIVECHAT_SERVER_ERROR: '알 수 없는 서버 오류',
}
