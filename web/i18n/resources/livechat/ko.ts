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

export const livechatKo = {
  livechat: {
    title: '라이브 채팅',
    placeholder: '메시지 보내기',
    send: '보내기',
    loginToChat: '로그인하고 채팅하기',
    connecting: '연결 중…',
    reconnecting: '다시 연결 중…',
    hideName: '이름 숨기기',
    anonymous: '익명',
    creator: '크리에이터',
    manager: '매니저',
    admin: '관리자',
    kicked: '이 채팅에서 내보내졌어요.',
    blocked: '이 채팅에서 차단되었어요.',
    closed: '채팅이 닫혔어요.',
    empty: '아직 메시지가 없어요. 인사해 보세요!',
    emoticons: '이모티콘',
    insertEmoticon: '이모티콘 넣기 :{{name}}:',
  },
}
