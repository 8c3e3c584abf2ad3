import type { platformLinksEn } from './en'

export const platformLinksKo: typeof platformLinksEn = {
  platformLinks: {
    tab: '플랫폼',
    title: '연동한 플랫폼',
    lead: 'Twitch와 YouTube를 연동하면 시청자 수를 여기서 보고, 채팅을 라이브 채팅으로 가져올 수 있습니다.',
    link: '{{platform}} 연동',
    unlink: '연동 해제',
    linkedAs: '{{name}} · 팔로워 {{count}}명',
    notLinked: '연동 안 됨',
    watching: '지금 {{count}}명 시청 중',
    offline: '오프라인',
    multichat: '멀티채팅',
    multichatHint:
      'Twitch와 YouTube 채팅을 라이브 채팅에 읽기 전용 메시지로 보여 줍니다. 진행 중인 방송에 적용됩니다.',
    multichatOn: '멀티채팅이 켜져 있습니다.',
    multichatOff: '멀티채팅이 꺼져 있습니다.',
    linked: '{{platform}} 연동이 완료되었습니다.',
    alreadyLinked: '이미 연동된 Twitch 또는 YouTube 계정입니다',
    cancelled: '연결이 취소되었습니다',
    failed: '연동 오류',
    unavailable: '이 서버에서는 플랫폼 연동을 사용할 수 없습니다.',
  },
}
