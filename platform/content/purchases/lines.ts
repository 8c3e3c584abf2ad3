/**
 * A sale's lines, pure: each content priced (with its discount code), the coins the wallet
 * may take for it, its co-creators' shares, and the answer the buyer gets.
 */

import type { PurchaseAnswer } from './contract'
import { PURCHASE_ERRORS } from './errors'
import type { BonusUse, SaleLineInput, SaleOutcome } from './ports'
import { allowsBonus, BONUS_USE, type ContentFacts, type PurchaseMode, priceOf } from './rules'
import type { PurchaseSource } from './tables'

export type { PurchaseAnswer }

/** One content of a sale, priced and with the coins the wallet may take. */
export interface Line {
  content: ContentFacts
  price: number
  code: string | null
  /** The buyer asked for bonus coins but this content refuses them. */
  bonusRefused: boolean
  bonusUse: BonusUse
}

export function lineFor(content: ContentFacts, mode: PurchaseMode, discountCode?: string): Line {
  const { price, code } = priceOf(content, discountCode)
  const wanted = BONUS_USE[mode]
  const allowed = allowsBonus(content)
  if (wanted === 'only' && !allowed) {
    throw PURCHASE_ERRORS.notEnoughBonusCoins({ reason: 'BONUS_NOT_ALLOWED' })
  }
  return {
    content,
    price,
    code,
    bonusRefused: wanted !== 'never' && !allowed,
    bonusUse: allowed ? wanted : 'never',
  }
}

/** The line as the wallet books it: the creator's coins and the co-creators' shares. */
export function walletLine(line: Line): SaleLineInput {
  return {
    contentOid: line.content.oid,
    creatorOid: line.content.creator_oid,
    coins: line.price,
    bonusUse: line.bonusUse,
    ...collaboratorsOf(line.content),
  }
}

/** Co-creators with a positive share, other than the creator; nothing when there are none. */
export function collaboratorsOf(content: ContentFacts) {
  const collaborators = (content.collaborators ?? []).filter(
    (entry) =>
      typeof entry?.userOid === 'string' &&
      entry.userOid !== content.creator_oid &&
      Number.isFinite(entry.share) &&
      entry.share > 0,
  )
  return collaborators.length > 0
    ? {
        collaborators: collaborators.map((entry) => ({
          userOid: entry.userOid,
          share: entry.share,
        })),
      }
    : {}
}

export function answerFor(
  line: Line,
  sold: { outcome: SaleOutcome | null; now: Date },
  source: PurchaseSource,
): PurchaseAnswer {
  const paid = sold.outcome?.lines.find((entry) => entry.contentOid === line.content.oid)
  return {
    contentOid: line.content.oid,
    creatorOid: line.content.creator_oid,
    price: line.price,
    listPrice: line.content.price,
    discountCode: line.code,
    paid: { coins: paid?.paidCoins ?? 0, bonusCoins: paid?.bonusCoins ?? 0 },
    purchasedAt: sold.now.toISOString(),
    source,
  }
}
