import type { PaymentsTexts } from './en'

export const paymentsKo: PaymentsTexts = {
  charge: {
    title: '코인 충전',
    lead: '코인으로 스토리, 채팅, 후원을 이용할 수 있습니다. 10코인은 1,000원, 100엔 또는 1달러입니다.',
    balance: '보유 코인',
    currency: '통화',
    packageCoins: '{{coins}} 코인',
    netPrice: '{{price}} + 부가세 및 수수료',
    buyerPrice: '결제 금액 {{price}}',
    buy: '구매',
    buyLabel: '{{coins}} 코인을 {{price}}에 구매',
    vatNote: '표시된 가격에는 부가세 및 수수료 10%가 포함되어 있지 않으며, 결제 시 추가됩니다.',
    sandboxNote: '테스트 모드: 결제 페이지는 샌드박스이며 실제로 돈이 오가지 않습니다.',
    signedOut: '코인을 충전하려면 로그인하세요.',
    noMethods: '지금은 사용할 수 있는 결제 수단이 없습니다.',
    redirecting: '결제 페이지를 여는 중…',
    packagesLabel: '코인 상품',
  },
  /** Payment texts for codes whose chat meaning differs (`errorText(t, e, 'payments')`). */
  paymentErrors: {
    PROVIDER_ERROR: '결제사가 응답하지 않았습니다. 다시 시도하세요.',
  },
  chargeResult: {
    backToChat: '채팅으로 돌아가기',
    successTitle: '결제 완료',
    successText: '{{coins}} 코인이 지갑에 추가되었습니다.',
    pendingTitle: '결제 진행 중',
    pendingText: '결제 대행사의 응답을 기다리고 있습니다. 이 페이지는 자동으로 갱신됩니다.',
    failTitle: '결제 실패',
    failText: '결제가 완료되지 않았습니다. 청구된 금액은 없습니다.',
    cancelledText: '결제를 취소했습니다. 청구된 금액은 없습니다.',
    missing: '결제를 찾을 수 없습니다.',
    balance: '코인 잔액',
    historyTitle: '최근 구매 내역',
    historyEmpty: '아직 구매 내역이 없습니다.',
    historyDate: '날짜',
    historyCoins: '코인',
    historyPaid: '결제 금액',
    again: '코인 더 충전하기',
    retry: '다시 시도',
  },
}
