import type { platformLinksEn } from './en'

export const platformLinksKo: typeof platformLinksEn = {
  xLink: {
    title: 'X(트위터) 연동',
    lead: '팔로워 100명 이상인 X 계정을 연동하세요. 팔로워 100명이면 100코인, 500명이면 500코인을 X 계정당 한 번 드립니다.',
    link: 'X 계정 연동',
    unlink: '연동 해제',
    linkedAs: '@{{handle}} · 팔로워 {{count}}명',
    rewardPaid: '팔로워 보상 {{coins}}코인 지급 완료',
    linked: 'X 계정이 연동되었습니다.',
    reward: '팔로워 보상으로 {{coins}}코인을 받았습니다.',
    cancelled: '연결이 취소되었습니다',
    failed: '연동 오류',
    taken: '이 X 계정은 이미 다른 계정에 연동되어 있습니다.',
    tooFewFollowers: 'X 계정을 연동하려면 팔로워가 100명 이상이어야 합니다.',
  },
  adultVerification: {
    title: '성인 인증',
    lead: 'Yoti로 나이를 인증하세요. Yoti가 성인임을 확인해야 성인 콘텐츠가 열립니다.',
    start: 'Yoti로 인증하기',
    orYoti: '생년월일 대신 Yoti로 나이를 인증할 수도 있습니다.',
    state_unverified: '아직 인증하지 않았습니다.',
    state_sent: '인증 메시지를 보냈습니다. Yoti 페이지에서 확인을 마쳐 주세요.',
    state_verified: '성인 인증이 완료되었습니다.',
    state_not_adult: '본인 인증에 실패했습니다.',
    check: '결과 확인',
    callbackTitle: '본인 인증 결과',
    continue: '계속',
    signedOut: '나이를 인증하려면 로그인하세요.',
  },
}
