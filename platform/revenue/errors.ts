/** Revenue error answers (texts in web/i18n/resources/errors). */
import { AppError, conflict, notFound } from '../http'

export const revenueErrors = {
  outsideWindow: () =>
    conflict(
      'SETTLEMENT_OUTSIDE_WINDOW',
      'Settlement can be requested from the 25th to the end of the month (UTC).',
    ),
  alreadyRequested: () =>
    conflict('SETTLEMENT_ALREADY_REQUESTED', 'A settlement was already requested this month.'),
  belowMinimum: (minimumCoins: number) =>
    conflict(
      'SETTLEMENT_BELOW_MINIMUM',
      `Settlement needs at least ${minimumCoins} coins of revenue.`,
      { minimumCoins },
    ),
  payoutAccountRequired: () =>
    conflict(
      'PAYOUT_ACCOUNT_REQUIRED',
      'Register a payout account before requesting a settlement.',
    ),
  settlementNotFound: () => notFound('Settlement not found', 'SETTLEMENT_NOT_FOUND'),
  alreadyComplete: () =>
    conflict('SETTLEMENT_ALREADY_COMPLETE', 'This settlement is already complete.'),
  rateMissing: () =>
    new AppError({
      status: 503,
      code: 'EXCHANGE_RATE_MISSING',
      message: 'No exchange rate is known for this month yet.',
    }),
  /** The spec's text for statistics at peak hours. */
  peakHours: () =>
    new AppError({
      status: 503,
      code: 'STATISTICS_PEAK_HOURS',
      message: 'unavailable 10:00 PM to 2:00 AM',
    }),
  /** The payouts screen of someone else: not found (the spec), so nothing is revealed. */
  payoutsNotFound: () => notFound('Not found', 'NOT_FOUND'),
}
