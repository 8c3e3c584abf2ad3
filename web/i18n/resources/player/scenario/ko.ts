/** 시나리오 플레이어(혼자, 함께). */
export const scenarioPlayerKo = {
  scenarioPlayer: {
    title: '시나리오',
    multiplayTitle: '함께 플레이',
    step: '{{step}}단계',
    options: '어떻게 할까요?',
    showOptions: '선택지 보기',
    ending: '엔딩',
    theEnd: '끝.',
    restart: '처음부터',
    playTogether: '함께 플레이',
    playAlone: '혼자 플레이',
    lockedPaid: '시나리오 구매자만 볼 수 있는 페이지입니다({{price}}코인).',
    lockedTier: '크리에이터의 티어 구독자만 볼 수 있는 페이지입니다.',
    buy: '시나리오 구매',
    subscribe: '티어 보기',
    members_one: '방에 {{count}}명',
    members_other: '방에 {{count}}명',
    voteHint:
      '투표하세요. {{seconds}}초 뒤(또는 모두 투표하면) 다수의 선택으로 모두 함께 진행합니다.',
    votes_one: '{{count}}표',
    votes_other: '{{count}}표',
    copyInvite: '초대 링크 복사',
  },
}
