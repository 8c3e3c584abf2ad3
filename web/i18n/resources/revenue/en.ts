/** Error texts of revenue, settlements and analytics (platform/revenue); the peak-hours text is the spec's. */
export const revenueErrorsEn = {
  SETTLEMENT_OUTSIDE_WINDOW:
    'Settlement can be requested from the 25th to the end of the month (UTC).',
  SETTLEMENT_ALREADY_REQUESTED: 'A settlement was already requested this month.',
  SETTLEMENT_BELOW_MINIMUM: 'Your revenue is below the minimum settlement amount.',
  PAYOUT_ACCOUNT_REQUIRED: 'Register a payout account before requesting a settlement.',
  SETTLEMENT_NOT_FOUND: 'Settlement not found.',
  SETTLEMENT_ALREADY_COMPLETE: 'This settlement is already complete.',
  EXCHANGE_RATE_MISSING: 'No exchange rate is known for this month yet.',
  STATISTICS_PEAK_HOURS: 'unavailable 10:00 PM to 2:00 AM',
}

export type RevenueErrorTexts = {
  readonly [Code in keyof typeof revenueErrorsEn]: string
}
