/**
 * Buying a paid story with coins. The price goes from the buyer's coins to the
 * creator's earnings (minus the platform fee) as one wallet transaction of type
 * `chat_content`, keyed per buyer and story, so a retry, a double click or a crash between
 * the payment and the purchase row never charges twice: the retry replays the payment and
 * writes the missing row. A purchase is an entitlement: `can-view` answers 'purchased'.
 *
 * Bonus coins pay only for a story whose pricing allows them (`allowBonus`, the spec's
 * content field), and only when the buyer asks (`mode`): 'bonus' pays with bonus coins
 * alone ('Not enough Bonus coins' when short), 'bonus-first' spends them before paid coins.
 */
import { z } from 'zod'
import { AppError, badRequest, type SessionUser } from '../http'
import { findContent, isListed } from './content-rows'
import { contentOidBody } from './contract'
import { STORY_ERRORS } from './errors'
import { canManage } from './permissions'
import type { StoriesContext } from './ports'

export const PURCHASE_MODES = ['coin', 'bonus', 'bonus-first'] as const
export type PurchaseMode = (typeof PURCHASE_MODES)[number]

/** Which coins the wallet may take, per mode (the wallet's `bonusUse`). */
const BONUS_USE = { coin: 'never', bonus: 'only', 'bonus-first': 'first' } as const

export const purchaseRequest = contentOidBody.extend({
  mode: z.enum(PURCHASE_MODES).default('coin'),
  /** The price the buyer was shown: a story priced otherwise now is refused, nothing paid. */
  price: z.number().int('price must be a whole number.').min(0).max(10_000_000).optional(),
})

/** Moves the price; given by the composition (the wallet's creator transfer). */
export interface ContentPaymentPort {
  payForContent(input: {
    key: string
    buyerOid: string
    creatorOid: string
    coins: number
    contentOid: string
    bonusUse: (typeof BONUS_USE)[PurchaseMode]
  }): Promise<{ replayed: boolean; bonusCoins?: number; paidCoins?: number }>
}

export interface PurchaseAnswer {
  contentOid: string
  price: number
  purchasedAt: string
  /** False when this call found the story already bought and charged nothing. */
  charged: boolean
  /** How this call paid (absent when it charged nothing). */
  paid?: { coins: number; bonusCoins: number }
}

export async function purchaseContent(
  context: StoriesContext,
  user: SessionUser,
  contentOid: string,
  mode: PurchaseMode = 'coin',
  shownPrice?: number,
): Promise<PurchaseAnswer> {
  const row = await findContent(context.db, contentOid)
  if (!row || row.status === 'deleted') throw STORY_ERRORS.contentNotFound()
  if (canManage(user, row)) throw badRequest('ALREADY_YOURS', 'You can already play this story.')
  if (!isListed(row)) throw STORY_ERRORS.contentNotFound()
  if (row.adult && !user.isAdult) throw STORY_ERRORS.adultGated()
  if (row.price === 0) throw badRequest('CONTENT_IS_FREE', 'This story is free.')
  const existing = await findPurchase(context, user.oid, contentOid)
  if (existing) {
    return { contentOid, price: existing.price, purchasedAt: existing.purchasedAt, charged: false }
  }
  if (shownPrice !== undefined && shownPrice !== row.price) throw priceChanged(row.price)
  if (mode !== 'coin' && !allowsBonus(row.metadata)) {
    throw badRequest('BONUS_NOT_ALLOWED', 'This story cannot be bought with bonus coins.')
  }
  if (!context.payments) {
    throw badRequest('PURCHASE_UNAVAILABLE', 'Stories cannot be bought on this server.')
  }
  // One key per buyer and story: a retry replays the first payment. (Were the price changed
  // between a crash and the retry, the wallet refuses the key with 409 rather than charge.)
  const payment = await context.payments.payForContent({
    key: `chat-content:${contentOid}:${user.oid}`,
    buyerOid: user.oid,
    creatorOid: row.creator_oid,
    coins: row.price,
    contentOid,
    bonusUse: BONUS_USE[mode],
  })
  const now = context.clock.now()
  await context.db
    .insertInto('story_purchases')
    .values({ user_oid: user.oid, content_oid: contentOid, price: row.price, purchased_at: now })
    .onConflict((conflict) => conflict.columns(['user_oid', 'content_oid']).doNothing())
    .execute()
  const stored = await findPurchase(context, user.oid, contentOid)
  return {
    contentOid,
    price: stored?.price ?? row.price,
    purchasedAt: stored?.purchasedAt ?? now.toISOString(),
    charged: !payment.replayed,
    ...(payment.replayed
      ? {}
      : {
          paid: {
            coins: payment.paidCoins ?? row.price - (payment.bonusCoins ?? 0),
            bonusCoins: payment.bonusCoins ?? 0,
          },
        }),
  }
}

/** Content purchases' refusal, for the same stale price (platform/content/purchases/errors.ts). */
const priceChanged = (price: number) =>
  new AppError({
    status: 400,
    code: 'PRICE_MISMATCH',
    message: `The price has changed: this costs ${price} coins now.`,
    details: { price },
  })

/** The story's pricing (in its metadata document) lets bonus coins pay. */
function allowsBonus(metadata: Record<string, unknown>): boolean {
  const pricing = metadata.pricing as { kind?: unknown; allowBonus?: unknown } | undefined
  return pricing?.kind === 'paid' && pricing.allowBonus === true
}

export async function findPurchase(
  context: Pick<StoriesContext, 'db'>,
  userOid: string,
  contentOid: string,
): Promise<{ price: number; purchasedAt: string } | null> {
  const row = await context.db
    .selectFrom('story_purchases')
    .select(['price', 'purchased_at'])
    .where('user_oid', '=', userOid)
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  if (!row) return null
  return { price: Number(row.price), purchasedAt: new Date(row.purchased_at).toISOString() }
}
