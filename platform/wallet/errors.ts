import { AppError, badRequest, conflict } from '../http'

/**
 * Wallet errors. Insufficient funds answer 403: the spec's chat streams read a 403
 * body's `error` field and show it ('Insufficient credits.').
 */
const paymentRefused = (code: string, message: string, details?: unknown) =>
  new AppError({ status: 403, code, message, details })

export const walletErrors = {
  keyReused: (key: string) =>
    conflict(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for a different request.',
      { key },
    ),
  insufficientCredits: () => paymentRefused('INSUFFICIENT_CREDITS', 'Insufficient credits.'),
  notEnoughCoins: () => paymentRefused('NOT_ENOUGH_COINS', 'Not enough coins'),
  notEnoughBonusCoins: () => paymentRefused('NOT_ENOUGH_BONUS_COINS', 'Not enough Bonus coins'),
  bonusDailyLimit: () =>
    paymentRefused(
      'BONUS_CREDIT_DAILY_LIMIT',
      'The daily usage limit for bonus credits has been exceeded.',
    ),
  insufficientBalance: () =>
    paymentRefused('INSUFFICIENT_BALANCE', 'The balance is too low for this operation.'),
  conversionFailed: (reason: string, details?: unknown) =>
    badRequest('CONVERSION_FAILED', 'Failed to convert credits.', { reason, ...(details ?? {}) }),
  unbalanced: () =>
    badRequest('UNBALANCED_TRANSACTION', 'The entries of a transaction must sum to zero per unit.'),
}
