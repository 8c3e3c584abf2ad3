import { describe, expect, it } from 'vitest'
import { AppError } from '../../http'
import { PURCHASE_ERRORS } from './errors'
import type { Line } from './lines'
import { giftRefusal, ownedError, refuse, translateWalletError } from './refusals'

const BUYER = 'b'.repeat(24)
const OTHER = 'o'.repeat(24)
const line = (oid: string, bonusRefused = false) =>
  ({ content: { oid }, price: 10, code: null, bonusRefused, bonusUse: 'never' }) as unknown as Line
const walletError = (code: string) => new AppError({ status: 409, code, message: code })

describe('purchase refusals', () => {
  it('says who owns it already', () => {
    expect(ownedError({ ownerOid: BUYER, buyerOid: BUYER }).code).toBe('ALREADY_OWNED')
    expect(ownedError({ ownerOid: OTHER, buyerOid: BUYER }).code).toBe('RECIPIENT_ALREADY_OWNS')
  })

  it('names every refused item of a cart, and answers a single sale’s own refusal', () => {
    const soldOut = PURCHASE_ERRORS.soldOut()
    expect(refuse('purchase', ['x'], soldOut)).toBe(soldOut)
    const cart = refuse('cart', ['x', 'y'], soldOut)
    expect(cart.code).toBe('CART_ITEMS_REFUSED')
    expect(cart.details).toEqual({
      items: [
        { contentOid: 'x', code: 'SOLD_OUT', reason: soldOut.message },
        { contentOid: 'y', code: 'SOLD_OUT', reason: soldOut.message },
      ],
    })
  })

  it('translates a reused wallet key into "owned", and short coins where bonus was refused', () => {
    const sale = { ownerOid: BUYER, buyerOid: BUYER, source: 'purchase' as const }
    expect(
      (translateWalletError(walletError('IDEMPOTENCY_KEY_REUSED'), [line('x')], sale) as AppError)
        .code,
    ).toBe('ALREADY_OWNED')
    expect(
      (translateWalletError(walletError('NOT_ENOUGH_COINS'), [line('x', true)], sale) as AppError)
        .code,
    ).toBe('NOT_ENOUGH_BONUS_COINS')
    const short = walletError('NOT_ENOUGH_COINS')
    expect(translateWalletError(short, [line('x')], sale)).toBe(short)
    const crash = new Error('down')
    expect(translateWalletError(crash, [line('x')], sale)).toBe(crash)
  })

  it('tells a gift’s refusal of the recipient', () => {
    expect(giftRefusal(PURCHASE_ERRORS.alreadyOwned()).code).toBe('RECIPIENT_ALREADY_OWNS')
    expect(giftRefusal(PURCHASE_ERRORS.ownContent()).code).toBe('RECIPIENT_ALREADY_OWNS')
    expect(giftRefusal(PURCHASE_ERRORS.adultGated()).code).toBe(
      'RECIPIENT_ADULT_VERIFICATION_REQUIRED',
    )
    const soldOut = PURCHASE_ERRORS.soldOut()
    expect(giftRefusal(soldOut)).toBe(soldOut)
  })
})
