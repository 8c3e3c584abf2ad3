/**
 * The rating review fee (document 2): KRW 10,000 per started 10 minutes of the content's
 * length. The payments area has no one-time fee path (its payments deliver coins or gift
 * cards), so the request is recorded with the fee due; admins settle it (status paid).
 */
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../../db'
import { type Clock, hasRole, type SessionUser } from '../../http'
import { existingContent } from './contents'
import { INTERACTION_ERRORS } from './errors'
import type { RatingDoc, RatingFeeStatus } from './tables'

export const RATING_FEE_KRW_PER_BLOCK = 10_000
export const RATING_FEE_BLOCK_SECONDS = 600

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
  status: RatingFeeStatus
  ratingDoc: RatingDoc
  createdAt: string
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
    currency: 'KRW' as const,
    due: due ? view(due) : null,
  }
}

/**
 * Records the rating review request with its fee due. One request is due per content at a
 * time: a repeat answers the one recorded (`duplicate: true`).
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
      conflict.column('content_oid').where('status', '=', 'due').doNothing(),
    )
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { ratingFee: view(inserted), duplicate: false }
  const existing = await db
    .selectFrom('rating_fee_requests')
    .selectAll()
    .where('content_oid', '=', content.oid)
    .where('status', '=', 'due')
    .executeTakeFirstOrThrow()
  return { ratingFee: view(existing), duplicate: true }
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
}): RatingFeeView {
  return {
    ratingFeeOid: row.oid,
    contentOid: row.content_oid,
    creatorOid: row.creator_oid,
    lengthSeconds: row.length_seconds,
    blocks: row.blocks,
    amountKrw: row.amount_krw,
    currency: 'KRW',
    status: row.status,
    ratingDoc: row.rating_doc,
    createdAt: row.created_at.toISOString(),
  }
}
