/**
 * The rating review fee (document 2): KRW 10,000 per started 10 minutes of the content's
 * length, paid in coins through the wallet (10 coins = KRW 1,000, so 100 coins a block).
 * The request is recorded due first; the charge is keyed by the request, so a retry after
 * a crash or a double click replays the one charge and then marks the fee paid.
 */
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../../db'
import { AppError, type Clock, hasRole, type SessionUser } from '../../http'
import { existingContent } from './contents'
import { INTERACTION_ERRORS } from './errors'
import type { InteractionWallet } from './ports'
import type { RatingDoc, RatingFeeStatus } from './tables'

export const RATING_FEE_KRW_PER_BLOCK = 10_000
export const RATING_FEE_BLOCK_SECONDS = 600
/** The wallet's rate: 10 coins are KRW 1,000. */
export const KRW_PER_COIN = 100

export const ratingFeeCoins = (amountKrw: number) => amountKrw / KRW_PER_COIN

/** Started 10-minute blocks and the fee for a length in seconds (at least one block). */
export function ratingFee(lengthSeconds: number) {
  const blocks = Math.max(1, Math.ceil(lengthSeconds / RATING_FEE_BLOCK_SECONDS))
  return { blocks, amountKrw: blocks * RATING_FEE_KRW_PER_BLOCK }
}

export interface RatingFeeView {
  ratingFeeOid: string
  contentOid: string
  creatorOid: string
  lengthSeconds: number
  blocks: number
  amountKrw: number
  currency: 'KRW'
  /** What it costs in coins (10 coins = KRW 1,000). */
  coins: number
  status: RatingFeeStatus
  ratingDoc: RatingDoc
  createdAt: string
  paidAt: string | null
  transactionId: string | null
}

async function ownContent(db: Kysely<DB>, user: SessionUser, contentOid: string) {
  const content = await existingContent(db, contentOid)
  if (content.creator_oid !== user.oid && !hasRole(user, 'admin')) {
    throw INTERACTION_ERRORS.ratingFeeNotCreator()
  }
  if (content.length_seconds <= 0) throw INTERACTION_ERRORS.ratingFeeNoLength()
  return content
}

/** The fee a request would cost now, and the request already due, if any. */
export async function quoteRatingFee(db: Kysely<DB>, user: SessionUser, contentOid: string) {
  const content = await ownContent(db, user, contentOid)
  const due = await db
    .selectFrom('rating_fee_requests')
    .selectAll()
    .where('content_oid', '=', contentOid)
    .where('status', '=', 'due')
    .executeTakeFirst()
  return {
    contentOid,
    lengthSeconds: content.length_seconds,
    ...ratingFee(content.length_seconds),
    coins: ratingFeeCoins(ratingFee(content.length_seconds).amountKrw),
    currency: 'KRW' as const,
    due: due ? view(due) : null,
  }
}

/**
 * Records the rating review request with its fee due. One request is open per content at a
 * time: a repeat answers the one due, or the one paid for the content at its present length
 * (the review under way), with `duplicate: true`. A new length (the files were replaced)
 * needs a new review and a new fee.
 */
export async function requestRatingReview(
  db: Kysely<DB>,
  clock: Clock,
  user: SessionUser,
  ratingDoc: RatingDoc,
): Promise<{ ratingFee: RatingFeeView; duplicate: boolean }> {
  const content = await ownContent(db, user, ratingDoc.contentOid)
  const { blocks, amountKrw } = ratingFee(content.length_seconds)
  const now = clock.now()
  const inserted = await db
    .insertInto('rating_fee_requests')
    .values({
      oid: newObjectId(now.getTime()),
      content_oid: content.oid,
      creator_oid: content.creator_oid,
      requested_by: user.oid,
      length_seconds: content.length_seconds,
      blocks,
      amount_krw: amountKrw,
      rating_doc: JSON.stringify(ratingDoc),
      status: 'due',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      // Either open request's unique index (migrations 0410, 0411); untargeted, since a
      // targeted partial index stops matching once the prepared statement turns generic.
      conflict.doNothing(),
    )
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { ratingFee: view(inserted), duplicate: false }
  const existing = await db
    .selectFrom('rating_fee_requests')
    .selectAll()
    .where('content_oid', '=', content.oid)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'due'),
        eb.and([eb('status', '=', 'paid'), eb('length_seconds', '=', content.length_seconds)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  return { ratingFee: view(existing), duplicate: true }
}

/**
 * POST /content/payratingfee: records the request (or finds the one due) and pays it with
 * the caller's coins. Short of coins, the wallet's 'Not enough coins' answers and the fee
 * stays due for a later call. A fee already paid answers as it is, charging nothing.
 */
export async function payRatingFee(
  db: Kysely<DB>,
  clock: Clock,
  wallet: InteractionWallet | undefined,
  user: SessionUser,
  ratingDoc: RatingDoc,
): Promise<{ ratingFee: RatingFeeView; duplicate: boolean; charged: boolean }> {
  const recorded = await requestRatingReview(db, clock, user, ratingDoc)
  if (recorded.ratingFee.status === 'paid') return { ...recorded, charged: false }
  if (!wallet) {
    throw new AppError({
      status: 503,
      code: 'RATING_FEE_UNPAYABLE',
      message: 'Rating review fees cannot be paid on this server yet.',
    })
  }
  const fee = recorded.ratingFee
  const coins = ratingFeeCoins(fee.amountKrw)
  // One key per request: a retry replays the first charge, never a second one.
  const charge = await wallet.spendCoins({
    key: `rating-fee:${fee.ratingFeeOid}`,
    userOid: user.oid,
    coins,
    metadata: { reason: 'rating_fee', ratingFeeOid: fee.ratingFeeOid, contentOid: fee.contentOid },
  })
  const now = clock.now()
  await db
    .updateTable('rating_fee_requests')
    .set({
      status: 'paid',
      paid_coins: coins,
      paid_by: user.oid,
      paid_at: now,
      transaction_id: charge.transactionId,
      updated_at: now,
    })
    .where('oid', '=', fee.ratingFeeOid)
    .where('status', '=', 'due')
    .execute()
  const row = await db
    .selectFrom('rating_fee_requests')
    .selectAll()
    .where('oid', '=', fee.ratingFeeOid)
    .executeTakeFirstOrThrow()
  return { ratingFee: view(row), duplicate: recorded.duplicate, charged: !charge.replayed }
}

function view(row: {
  oid: string
  content_oid: string
  creator_oid: string
  length_seconds: number
  blocks: number
  amount_krw: number
  status: RatingFeeStatus
  rating_doc: RatingDoc
  created_at: Date
  paid_at: Date | null
  transaction_id: string | null
}): RatingFeeView {
  return {
    ratingFeeOid: row.oid,
    contentOid: row.content_oid,
    creatorOid: row.creator_oid,
    lengthSeconds: row.length_seconds,
    blocks: row.blocks,
    amountKrw: row.amount_krw,
    currency: 'KRW',
    coins: ratingFeeCoins(row.amount_krw),
    status: row.status,
    ratingDoc: row.rating_doc,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    transactionId: row.transaction_id,
  }
}
