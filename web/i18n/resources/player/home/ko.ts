import type { Texts } from '../../texts'
import type { homeEn } from './en'

export const homeKo: Texts<typeof homeEn> = {
  home: {
    eyebrow: '인터랙티브 스토리 채팅',
    title: '대답하는 이야기 속으로 들어가 보세요',
    lead: '크리에이터가 쓴 이야기 속 캐릭터들과 대화하세요. 모든 답장은 당신의 선택에 맞춰 쓰이고, 이야기는 당신이 한 일을 기억합니다.',
    startCta: '무료 계정 만들기',
    seeAll: '모두 보기',
    fromSubscriptions: '구독 중인 채널의 새 콘텐츠',
    channelsToFollow: '팔로우할 만한 채널',
  },
  liveHome: {
    title: '지금 라이브',
    all: '전체',
    featured: '추천',
    adult: '19세 이상',
    onAir: '생방송',
    empty: '지금 방송 중인 라이브가 없습니다.',
    emptyTag: '이 해시태그로 방송 중인 라이브가 없습니다.',
    chips: '라이브 해시태그',
  },
  banners: {
    label: '추천 배너',
  },
}
