/** Coupon codes: how they are written and compared, and the spec's answer for an unknown one. */
import { randomBytes } from 'node:crypto'
import { AppError, notFound } from '../../http'

/** The spec's coupon text, word for word: unknown, expired and withdrawn codes alike. */
export const NO_MATCHING_COUPON = 'There are no matching coupon codes'

export const couponNotFound = () => notFound(NO_MATCHING_COUPON, 'COUPON_NOT_FOUND')
export const couponExhausted = () =>
  new AppError({
    status: 409,
    code: 'COUPON_EXHAUSTED',
    message: 'This coupon has been fully redeemed.',
  })

/** Codes are compared in upper case, so players may type them either way. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/

/** 10 characters from an alphabet without look-alikes (0/O, 1/I). */
export function newCouponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(10)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}
