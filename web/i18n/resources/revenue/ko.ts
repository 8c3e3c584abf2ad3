import type { RevenueErrorTexts } from './en'

export const revenueErrorsKo: RevenueErrorTexts = {
  SETTLEMENT_OUTSIDE_WINDOW: '정산 신청은 매월 25일부터 말일까지(UTC) 가능합니다.',
  SETTLEMENT_ALREADY_REQUESTED: '이번 달에는 이미 정산을 신청했습니다.',
  SETTLEMENT_BELOW_MINIMUM: '수익이 최소 정산 금액보다 적습니다.',
  PAYOUT_ACCOUNT_REQUIRED: '정산을 신청하려면 먼저 지급 계좌를 등록하세요.',
  SETTLEMENT_NOT_FOUND: '정산 내역을 찾을 수 없습니다.',
  SETTLEMENT_ALREADY_COMPLETE: '이미 완료된 정산입니다.',
  EXCHANGE_RATE_MISSING: '이번 달의 환율이 아직 없습니다.',
  STATISTICS_PEAK_HOURS: '오후 10시부터 오전 2시까지는 이용할 수 없습니다',
}
