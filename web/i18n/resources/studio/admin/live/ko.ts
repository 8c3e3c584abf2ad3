import type { adminLiveEn } from './en'

export const adminLiveKo: typeof adminLiveEn = {
  'page_manage-discord': 'Discord 멤버',
  'title_manage-discord': 'Discord 봇 멤버',
  'lead_manage-discord':
    'Discord 봇에 연결된 크리에이터와 연결된 멤버를 보고, 크리에이터 서버에서 멤버를 내보냅니다.',
  discordCreators: '봇에 연결된 크리에이터',
  discordCreatorSearch: '크리에이터 찾기',
  discordCreatorSearchHint: '이메일, 닉네임 앞부분, 크리에이터 ID 또는 Discord 서버·멤버 ID.',
  discordNoCreators: '서버를 연결한 크리에이터가 없습니다.',
  discordPending_one: '봇 호출 {{count}}건 대기 중',
  discordPending_other: '봇 호출 {{count}}건 대기 중',
  discordCreatorMeta:
    '서버 {{server}} · 연결 멤버 {{members}}명 · 티어 역할 {{roles}}개 · {{date}} 연결',
  discordShowMembers: '멤버 보기',
  discordMembersOf: '{{creator}} 서버의 멤버',
  discordMemberSearch: '멤버 찾기',
  discordMemberSearchHint: 'Discord 이름 앞부분, 이메일·닉네임 앞부분, 사용자 ID 또는 Discord ID.',
  discordNoMembers: '일치하는 연결 멤버가 없습니다.',
  discordMemberMeta: 'Discord {{username}} ({{discordId}}) · {{date}} 연결',
  discordRole_none: '티어 역할 없음',
  discordRole_pending: '역할 부여 중',
  discordRole_granted: '역할 부여됨',
  discordRole_removed: '역할 회수됨',
  discordKick: '서버에서 내보내기',
  discordKickConfirm:
    '{{member}} 님을 {{creator}}의 Discord 서버에서 내보낼까요? 봇이 내보내며, 새 초대로만 다시 들어올 수 있습니다.',
  discordKicked:
    '{{member}} 님을 내보냅니다. 봇이 지금 Discord에 요청하고, Discord가 바쁘면 다시 시도합니다.',
  'page_rtc-livestream': 'RTC 송출',
  'title_rtc-livestream': '라이브 송출 방식과 WebRTC',
  'lead_rtc-livestream':
    '이 서버에서 방송이 라이브 영역에 들어오는 방식과 WebRTC 송출이 연결될 자리입니다. WebRTC 송출은 동작하지 않습니다.',
  rtcIngests: '송출 방식',
  rtcKind_embedded: '내장 RTMP 송출',
  rtcKind_nginx: 'nginx-rtmp 송출',
  rtcKind_rtc: 'WebRTC 송출 (WHIP)',
  rtcRunning: '동작 중',
  rtcOff: '이 서버에서 동작하지 않음',
  rtcNotBuilt: '확장 지점: 구현되지 않음',
  rtcFigures: '{{protocol}} · 지금 방송 {{live}}개 · 최근 {{days}}일간 시작 {{recent}}개',
  rtcPublishUrl: '송출 주소 {{url}}',
  rtcPlugTitle: 'WebRTC 송출이 연결되는 곳',
  rtcPlugLead:
    '송출 방식은 하나의 방송 처리 핵심 앞에 놓인 어댑터입니다. WebRTC(WHIP) 송출도 RTMP 송출과 같은 일을 합니다.',
  rtcStepVerify:
    '방송인의 스트림 키를 확인하고, 라이브 영역의 키 확인을 거쳐 방송을 시작·종료합니다(내장·nginx에 이은 세 번째 송출 방식).',
  rtcStepControl: '송출 제어 포트를 구현합니다: 송출자 끊기, 시청자 연결, HLS 파일 위치 알리기.',
  rtcStepRecord: 'RTMP 송출처럼 방송을 다시보기 녹화와 월간 방송 허용량 확인에 넘깁니다.',
  rtcStepPlay:
    '시청자는 같은 플레이어(FLV 또는 HLS)로 계속 봅니다. 시청자에게는 바뀌는 것이 없습니다.',
  rtcNone:
    'WebRTC 송출은 구현되지 않았습니다. 방송인은 RTMP로 송출합니다. 확장 지점은 라이브 문서에 설명되어 있습니다.',
}
