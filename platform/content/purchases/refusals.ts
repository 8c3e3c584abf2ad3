/**
 * A sale's refusals, pure: how an owned content, a cart's refused items, the wallet's
 * errors and a gift's recipient are told to the buyer.
 */
import { AppError } from '../../http'
import { PURCHASE_ERRORS } from './errors'
import type { Line } from './lines'
import type { PurchaseSource } from './tables'

export interface SaleParties {
  ownerOid: string
  buyerOid: string
}

/** The owner has it already: the buyer, or a gift's recipient. */
export const ownedError = (sale: SaleParties) =>
  sale.ownerOid === sale.buyerOid ? PURCHASE_ERRORS.alreadyOwned() : PURCHASE_ERRORS.recipientOwns()

/** A cart names every refused item; a single sale answers its own refusal. */
export function refuse(source: PurchaseSource, contentOids: string[], error: AppError): AppError {
  if (source !== 'cart') return error
  return PURCHASE_ERRORS.cartRefused({
    items: contentOids.map((contentOid) => ({
      contentOid,
      code: error.code,
      reason: error.message,
    })),
  })
}

/** The wallet's refusal as the buyer hears it; anything else passes unchanged. */
export function translateWalletError(
  error: unknown,
  lines: Line[],
  sale: SaleParties & { source: PurchaseSource },
): unknown {
  if (!AppError.isInstance(error)) return error
  if (error.code === 'IDEMPOTENCY_KEY_REUSED') {
    return refuse(
      sale.source,
      lines.map((line) => line.content.oid),
      ownedError(sale),
    )
  }
  // Coins fell short where bonus coins were asked for but this content refuses them.
  if (error.code === 'NOT_ENOUGH_COINS' && lines.some((line) => line.bonusRefused)) {
    return PURCHASE_ERRORS.notEnoughBonusCoins({ reason: 'BONUS_NOT_ALLOWED' })
  }
  return error
}

/** A recipient's refusal says it is the recipient who owns it or is not verified. */
export function giftRefusal(refusal: AppError): AppError {
  if (refusal.code === 'ALREADY_OWNED') return PURCHASE_ERRORS.recipientOwns()
  if (refusal.code === 'ADULT_VERIFICATION_REQUIRED') return PURCHASE_ERRORS.recipientAdultGated()
  if (refusal.code === 'OWN_CONTENT') return PURCHASE_ERRORS.recipientOwns()
  return refusal
}
