/** The adult-verification area's refusals. */
import { AppError, notFound, unauthorized } from '../http'
import { NOT_VERIFIED_TEXT } from './contract'

export const ADULT_VERIFICATION_ERRORS = {
  /** No Yoti on this server (the step is hidden): nothing to find. */
  notConfigured: () =>
    notFound(
      'Adult verification is not available on this server.',
      'ADULT_VERIFICATION_NOT_CONFIGURED',
    ),
  sessionNotFound: () => notFound('Verification session not found.', 'YOTI_SESSION_NOT_FOUND'),
  /** A notification whose signature does not check, or too old to be Yoti's latest. */
  badSignature: () => unauthorized('Invalid notification signature.', 'YOTI_SIGNATURE_INVALID'),
  replayed: () =>
    new AppError({
      status: 409,
      code: 'YOTI_NOTIFICATION_REPLAYED',
      message: 'This notification was already received.',
    }),
  providerFailed: () =>
    new AppError({ status: 502, code: 'YOTI_UNAVAILABLE', message: NOT_VERIFIED_TEXT }),
}
