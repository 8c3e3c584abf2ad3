/** Buying every item in the cart in one transaction: all of them, or none with the reasons. */
import { createHash } from 'node:crypto'
import type { SessionUser } from '../../http'
import { type CartItem, readCart } from './cart'
import { type PurchasesContext, requirePorts } from './context'
import type { CartPurchaseAnswer } from './contract'
import { PURCHASE_ERRORS } from './errors'
import { answerFor, type Line, lineFor } from './lines'
import { notifySafely } from './notify'
import { allowsBonus, type ContentFacts, type PurchaseMode } from './rules'
import { sell } from './sale'

export interface CartPurchaseInput {
  coins?: number | undefined
  mode?: PurchaseMode | undefined
}

export async function purchaseCart(
  context: PurchasesContext,
  user: SessionUser,
  input: CartPurchaseInput,
): Promise<CartPurchaseAnswer> {
  requirePorts(context)
  const items = await readCart(context, user)
  const lines = cartLines(items, input.mode ?? 'coin')
  const total = lines.reduce((sum, line) => sum + line.price, 0)
  if (input.coins !== undefined && input.coins !== total) {
    throw PURCHASE_ERRORS.priceMismatch(total)
  }
  const sold = await sell(context, {
    buyer: user,
    ownerOid: user.oid,
    lines,
    source: 'cart',
    key: cartKey(user.oid, lines),
  })
  for (const line of lines) {
    await notifySafely(context, line.content.creator_oid, 'purchase', {
      contentOid: line.content.oid,
      title: line.content.title,
      coins: line.price,
    })
  }
  return {
    purchases: lines.map((line) => answerFor(line, sold, 'cart')),
    total,
    paid: { coins: sold.paidCoins, bonusCoins: sold.bonusCoins },
  }
}

/** The cart's lines, or a refusal naming every item that cannot be bought. */
export function cartLines(items: readonly CartItem[], mode: PurchaseMode): Line[] {
  if (items.length === 0) throw PURCHASE_ERRORS.cartEmpty()
  const refused = items.flatMap((item) =>
    item.refusal
      ? [{ contentOid: item.contentOid, code: item.refusal.code, reason: item.refusal.message }]
      : [],
  )
  if (refused.length > 0) throw PURCHASE_ERRORS.cartRefused({ items: refused })
  return items.map((item) => {
    const content = item.content as ContentFacts
    // A bonus-only cart pays bonus where allowed and coins elsewhere.
    return lineFor(content, mode === 'bonus' && !allowsBonus(content) ? 'coin' : mode)
  })
}

/** The wallet key of a cart: the same items at the same prices are one sale. */
export function cartKey(userOid: string, lines: readonly Line[]): string {
  const oids = lines.map((line) => `${line.content.oid}:${line.price}`).sort()
  const digest = createHash('sha256').update(oids.join(',')).digest('base64url').slice(0, 22)
  return `content-cart:${userOid}:${digest}`
}
