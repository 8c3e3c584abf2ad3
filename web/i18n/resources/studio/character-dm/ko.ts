import type { Texts } from '../../texts'
import type { characterDmSettingEn } from './en'

/** 스토리 설정 페이지의 "캐릭터와 다이렉트 메시지" 섹션. */
export const characterDmSettingKo: Texts<typeof characterDmSettingEn> = {
  characterDmSetting: {
    title: '캐릭터와 다이렉트 메시지',
    lead: '팬이 게시된 스토리의 캐릭터 한 명에게 자기만의 대화방에서 메시지를 보낼 수 있습니다. 메시지 하나가 스토리 채팅의 한 턴입니다.',
    enabled: '팬이 캐릭터에게 메시지를 보낼 수 있게 하기',
    character: '캐릭터',
    price: '메시지당 크레딧',
    priceHint: '0이면 모두에게 무료입니다(최대 {{max}}).',
    priceProblem: '0부터 {{max}}까지의 정수를 입력하세요.',
    freeTiers: '무료로 이용할 구독 등급',
    freeTiersHint: '선택한 등급의 구독자는 무료로 메시지를 보내고, 그 외에는 가격을 냅니다.',
    noTiers: '아직 구독 등급이 없습니다.',
    save: '저장',
    saved: '저장했습니다. 팬은 스토리 페이지에서 “{{name}}에게 메시지”를 봅니다.',
    savedOff: '저장했습니다. 팬은 이 스토리의 캐릭터에게 메시지를 보낼 수 없습니다.',
    notPublished: '먼저 스토리를 게시하세요. 팬은 게시된 스토리의 캐릭터에게 메시지를 보냅니다.',
    notOwner: '스토리 제작자만 이 설정을 바꿀 수 있습니다.',
    noCast: '게시된 스토리에 캐릭터가 없습니다.',
    loading: '불러오는 중…',
  },
}
