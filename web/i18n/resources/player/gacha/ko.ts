import type { Texts } from '../../texts'
import type { gachaEn } from './en'

/** 채널의 가챠 탭: 아이템과 확률, 뽑기, 결과, 내 뽑기 기록. */
export const gachaKo: Texts<typeof gachaEn> = {
  channelGacha: {
    empty: '아직 판매 중인 가챠가 없습니다.',
    items: '아이템과 확률',
    state_hidden: '숨김',
    state_incomplete: '아직 비공개',
    pull_one: '{{count}}회 뽑기 · {{coins}}코인',
    pull_other: '{{count}}회 뽑기 · {{coins}}코인',
    confirmTitle: '가챠를 뽑을까요?',
    confirmText_one: '“{{title}}”을(를) {{coins}}코인으로 1회 뽑을까요?',
    confirmText_other: '“{{title}}”을(를) {{coins}}코인으로 {{count}}회 뽑을까요?',
    confirm: '{{coins}}코인 결제',
    own: '자신의 가챠는 구매할 수 없습니다.',
    notEnoughCoins: '코인이 부족합니다',
    charge: '코인 충전',
    revealTitle_one: '아이템 {{count}}개를 뽑았습니다',
    revealTitle_other: '아이템 {{count}}개를 뽑았습니다',
    revealPaid: '{{coins}}코인을 결제했습니다.',
    revealRefund: '{{coins}}코인이 환급되었습니다.',
    records_one: '내 뽑기 기록 ({{count}})',
    records_other: '내 뽑기 기록 ({{count}})',
    noRecords: '아직 뽑기 기록이 없습니다.',
    recordLine_one: '{{count}}회, {{coins}}코인:',
    recordLine_other: '{{count}}회, {{coins}}코인:',
  },
}
