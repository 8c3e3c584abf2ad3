import type { ChannelErrorTexts } from './en'

export const channelErrorsKo: ChannelErrorTexts = {
  CREATOR_TERMS_REQUIRED: '크리에이터로 등록하려면 약관에 동의해야 합니다.',
  SOCIAL_LINK_INVALID: '해당 서비스 주소(https)로 시작하는 올바른 URL을 입력해 주세요.',
  CHANNEL_TABS_INVALID: '모든 채널 탭을 한 번씩 지정해야 하며, 홈 탭은 항상 표시됩니다.',
  NOT_A_CREATOR: '등록된 크리에이터만 할 수 있습니다.',
  CHANNEL_NOT_FOUND: '아직 공개되지 않은 채널입니다.',
  TIER_NOT_FOUND: '존재하지 않는 구독 등급입니다.',
  TIER_LIMIT: '채널의 구독 등급은 최대 10개까지 만들 수 있습니다.',
  FREE_TIER_PRICED: '무료 등급에는 가격이 없습니다. 먼저 코인 판매를 끈 뒤 무료로 바꿔 주세요.',
  FREE_TIER_ENABLED: '코인 판매를 켜기 전에 무료 등급을 먼저 꺼 주세요.',
  FREE_TIER_WHILE_LIVE_TICKET: '등급을 무료로 바꾸기 전에 라이브 티켓 판매를 먼저 중지하세요.',
  TIER_ICON_INVALID: '등급 아이콘은 64x64 PNG 이미지여야 합니다.',
  TIER_HAS_SUBSCRIBERS: '이 등급에 아직 구독자가 있습니다. 구독이 모두 끝난 뒤 삭제할 수 있습니다.',
  NOT_FREE_TIER: '무료 등급이 아닙니다. 결제로 구독해 주세요.',
  SUBSCRIPTION_CLOSED_LAST_DAY: '매월 마지막 날에는 구독할 수 없습니다. 1일에 다시 시도해 주세요.',
  OWN_CHANNEL: '자신의 채널은 구독할 수 없습니다.',
  ALREADY_SUBSCRIBED: '이미 이 채널을 구독 중입니다.',
  DONATION_FAILED: '후원에 실패했습니다.',
}
