/**
 * Buying contents: one purchase, the shopping cart and gifts, and what the caller owns.
 * Each use case lives in its own module over one context; every sale goes through
 * `sale.ts` (one ledger transaction that also writes the entitlements).
 */
import type { SessionUser } from '../../http'
import { addToCart, getCart, removeFromCart } from './cart'
import { type CartPurchaseInput, purchaseCart } from './cart-purchase'
import type { PurchasesContext } from './context'
import { creatorList } from './creator-list'
import { type GiftInput, gift } from './gift'
import { hasPurchased } from './lookups'
import { findEntitlements, listPurchased } from './owned'
import { type PurchaseInput, purchase } from './purchase'

export function createPurchasesService(context: PurchasesContext) {
  return {
    purchase: (user: SessionUser, input: PurchaseInput) => purchase(context, user, input),
    gift: (user: SessionUser, input: GiftInput) => gift(context, user, input),
    purchaseCart: (user: SessionUser, input: CartPurchaseInput) =>
      purchaseCart(context, user, input),
    getCart: (user: SessionUser) => getCart(context, user),
    addToCart: (user: SessionUser, contentOid: string) => addToCart(context, user, contentOid),
    removeFromCart: (user: SessionUser, contentOid: string) =>
      removeFromCart(context, user, contentOid),
    hasPurchased: (userOid: string, contentOid: string) =>
      hasPurchased(context, userOid, contentOid),
    findEntitlements: (userOid: string, contents: readonly { contentOid: string }[]) =>
      findEntitlements(context, userOid, contents),
    listPurchased: (userOid: string, options: { count?: number; before?: string } = {}) =>
      listPurchased(context, userOid, options),
    creatorList: (input: { page: number; count: number }) => creatorList(context, input),
  }
}

export type PurchasesService = ReturnType<typeof createPurchasesService>
