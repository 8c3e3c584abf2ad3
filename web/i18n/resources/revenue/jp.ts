import type { RevenueErrorTexts } from './en'

export const revenueErrorsJp: RevenueErrorTexts = {
  SETTLEMENT_OUTSIDE_WINDOW: '精算の申請は毎月25日から月末まで(UTC)受け付けます。',
  SETTLEMENT_ALREADY_REQUESTED: '今月はすでに精算を申請しています。',
  SETTLEMENT_BELOW_MINIMUM: '収益が最低精算額に達していません。',
  PAYOUT_ACCOUNT_REQUIRED: '精算を申請する前に振込口座を登録してください。',
  SETTLEMENT_NOT_FOUND: '精算が見つかりません。',
  SETTLEMENT_ALREADY_COMPLETE: 'この精算はすでに完了しています。',
  EXCHANGE_RATE_MISSING: '今月の為替レートはまだありません。',
  STATISTICS_PEAK_HOURS: '午後10時から午前2時まではご利用いただけません',
}
