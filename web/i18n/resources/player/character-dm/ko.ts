import type { Texts } from '../../texts'
import type { characterDmEn } from './en'

/** 캐릭터와의 다이렉트 채팅: 스토리 페이지의 버튼, 대화방, 기억. */
export const characterDmKo: Texts<typeof characterDmEn> = {
  characterDm: {
    message: '{{name}}에게 메시지',
    priceFree: '무료',
    pricePerMessage_one: '메시지당 {{count}} 크레딧',
    pricePerMessage_other: '메시지당 {{count}} 크레딧',
    opening: '여는 중…',
    signInToMessage: '{{name}}에게 메시지를 보내려면 로그인하세요',
    roomsTitle: '캐릭터',
    roomStory: '{{title}}',
    roomLabel: '{{title}}의 캐릭터 {{name}}',
    memoriesLink: '기억',
    memoriesTitle: '{{name}}이(가) 기억하는 나',
    memoriesTitleFallback: '기억',
    memoryToggle: '{{name}}이(가) 우리 대화를 기억하게 하기',
    memoryExplain:
      '켜 두면 새 대화방마다 이 캐릭터와 나눈 이전 대화의 짧은 요약으로 시작합니다. 나만 볼 수 있습니다.',
    memorySaved: '저장했습니다.',
    noMemories: '아직 기억이 없습니다. 기억을 켜면 새 대화방을 열 때 이전 대화가 기억됩니다.',
    memoryFrom: '{{date}}에 기억함',
    openRoom: '그 대화 열기',
    deleteMemory: '삭제',
    deleteQuestion: '이 기억을 삭제할까요?',
    deleteQuestionText: '{{name}}은(는) 더 이상 이 내용을 알지 못합니다. 되돌릴 수 없습니다.',
    deleteConfirm: '기억 삭제',
    deleted: '기억을 삭제했습니다.',
    export: '내 기억 내보내기',
    exportHint: '모든 캐릭터가 기억하는 나에 대한 내용을 JSON 파일로 내려받습니다.',
    exported: '기억을 내려받았습니다.',
    notOffered: '이 스토리는 더 이상 캐릭터에게 메시지를 받지 않습니다.',
    backToStory: '스토리로 돌아가기',
    signedOut: '캐릭터가 기억하는 내용을 보려면 로그인하세요.',
    loadFailed: '불러오지 못했습니다: {{reason}}',
    retry: '다시 시도',
    myInfoTitle: '캐릭터가 기억하는 나',
    myInfoText:
      '허락하면 메시지를 주고받은 캐릭터가 대화를 기억할 수 있습니다. 캐릭터별로 기억을 읽거나 삭제하고, 전부 내려받을 수 있습니다.',
    myInfoNone: '아직 캐릭터에게 메시지를 보낸 적이 없습니다.',
  },
}
