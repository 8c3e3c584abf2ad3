import { AppError, badRequest, notFound } from '../http'

/** Payment errors; the spec's texts where it has them, precise English otherwise. */
export const paymentErrors = {
  notFound: () => notFound('Payment not found', 'PAYMENT_NOT_FOUND'),
  cancelFailed: () => badRequest('CANCEL_FAILED', 'Failed to cancel. Please try again.'),
  oneTouchKrw: () =>
    badRequest('ONE_TOUCH_KRW', 'A one-touch card cannot be used for KRW payments.'),
  methodCurrency: (method: string, currency: string) =>
    badRequest('METHOD_CURRENCY', `${method} cannot pay in ${currency}.`),
  providerUnavailable: (provider: string) =>
    new AppError({
      status: 503,
      code: 'PROVIDER_UNAVAILABLE',
      message: `The ${provider} payment provider is not configured.`,
    }),
  providerFailed: (cause?: unknown) =>
    new AppError({
      status: 502,
      code: 'PROVIDER_ERROR',
      message: 'The payment provider did not answer. Please try again.',
      cause,
    }),
  mismatch: () => badRequest('PAYMENT_MISMATCH', 'The provider reported a different amount.'),
  badSignature: () => badRequest('INVALID_SIGNATURE', 'The webhook signature is invalid.'),
  badToken: () => notFound('Checkout not found', 'CHECKOUT_NOT_FOUND'),
  cardNotFound: () => notFound('Card not found', 'CARD_NOT_FOUND'),
  idempotencyKeyRequired: () =>
    badRequest(
      'IDEMPOTENCY_KEY_REQUIRED',
      'An Idempotency-Key header (or idempotencyKey field) is required.',
    ),
  idempotencyKeyInvalid: () =>
    badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      'The Idempotency-Key must be 8 to 100 letters, digits or _ . : - (and the header and field must agree).',
    ),
  noItemSelected: () => badRequest('NO_ITEM_SELECTED', 'No item selected'),
  giftCardUnavailable: () =>
    badRequest('GIFT_CARD_UNAVAILABLE', 'This gift card is not available.'),
  noMatchingCoupon: () => badRequest('NO_MATCHING_COUPON', 'There are no matching coupon codes'),
  couponExpiryPast: () =>
    badRequest('COUPON_EXPIRY_PAST', 'The expiry date must be in the future.'),
  couponFieldsRequired: () =>
    badRequest('COUPON_FIELDS_REQUIRED', 'Code, expiry date and price are required.'),
  couponExists: () => badRequest('COUPON_EXISTS', 'This coupon code already exists.'),
}
