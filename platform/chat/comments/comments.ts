import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { conflict, forbidden, notFound } from '../../http'
import type { StoryCommentRefundsTable, StoryCommentsTable } from '../coupon-tables'

export type StoryComment = Selectable<StoryCommentsTable>
export type StoryCommentRefund = Selectable<StoryCommentRefundsTable>

/** The spec's business constant: commenting after this many chats refunds that many. */
export const COMMENT_REFUND_CHATS = 5

export const commentNotFound = () => notFound('Comment not found', 'COMMENT_NOT_FOUND')

/** Writes a comment; a retry with the same request key answers the first one (`created` false). */
export async function insertComment(
  db: Kysely<DB>,
  input: {
    contentOid: string
    userOid: string
    text: string
    requestKey: string | null
    parentOid?: string | null
    /** The channel manager who wrote it for the channel (`userOid`), kept for the audit. */
    actingManagerOid?: string | null
  },
): Promise<StoryComment & { created: boolean }> {
  const inserted = await db
    .insertInto('story_comments')
    .values({
      oid: newObjectId(),
      content_oid: input.contentOid,
      user_oid: input.userOid,
      text: input.text,
      request_key: input.requestKey,
      deleted_at: null,
      parent_oid: input.parentOid ?? null,
      acting_manager_oid: input.actingManagerOid ?? null,
    })
    .onConflict((conflict) => conflict.column('request_key').doNothing())
    .returningAll()
    .executeTakeFirst()
  if (inserted) return { ...inserted, created: true }
  const first = await db
    .selectFrom('story_comments')
    .selectAll()
    .where('request_key', '=', input.requestKey)
    .where('user_oid', '=', input.userOid)
    .executeTakeFirstOrThrow(commentNotFound)
  return { ...first, created: false }
}

/** A story's comments, oldest first (a comment's position is its `commentIdx`). */
export async function listComments(db: Kysely<DB>, contentOid: string, limit: number) {
  return db
    .selectFrom('story_comments')
    .selectAll()
    .where('content_oid', '=', contentOid)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('oid')
    .limit(limit)
    .execute()
}

/**
 * A live comment of a content by its id, or by its position in `listComments` (oldest
 * first, the spec's `commentIdx` / `commentPosition`); undefined when there is none.
 */
export async function findCommentAt(db: Kysely<DB>, contentOid: string, ref: string | number) {
  let query = db
    .selectFrom('story_comments')
    .select(['oid', 'content_oid', 'user_oid'])
    .where('content_oid', '=', contentOid)
    .where('deleted_at', 'is', null)
  if (typeof ref === 'string') return query.where('oid', '=', ref).executeTakeFirst()
  query = query.orderBy('created_at').orderBy('oid').offset(ref).limit(1)
  return query.executeTakeFirst()
}

export const commentRewarded = () =>
  conflict('COMMENT_REWARDED', 'A comment that received rewards cannot be deleted.')

export const adultCommentsGated = () =>
  forbidden('Adult verification is required.', 'ADULT_VERIFICATION_REQUIRED')

/**
 * Deletes the author's own comment; any other is 'Comment not found'. A comment that
 * earned a reward stays (the spec: deleting it is not allowed); a moderator (an admin, or
 * the content's creator managing its comments) may remove any, rewarded or not. The comment row is locked first, as the reward decision locks it, so a delete and
 * a reward never both happen.
 */
export async function deleteComment(
  db: Kysely<DB>,
  target: { commentOid: string; contentOid: string },
  by: { userOid: string; asAdmin: boolean },
) {
  const { userOid, asAdmin } = by
  // asAdmin: whoever moderates this content's comments (admins, its creator).
  await db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('story_comments')
      .select(['oid', 'user_oid'])
      .where('oid', '=', target.commentOid)
      .where('content_oid', '=', target.contentOid)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (!comment || (!asAdmin && comment.user_oid !== userOid)) throw commentNotFound()
    if (!asAdmin) {
      const rewarded = await trx
        .selectFrom('story_comment_rewards')
        .select('comment_oid')
        .where('comment_oid', '=', comment.oid)
        .executeTakeFirst()
      if (rewarded) throw commentRewarded()
    }
    // A deleted comment takes its replies with it (and its pin).
    await trx
      .updateTable('story_comments')
      .set({ deleted_at: new Date(), pinned_at: null })
      .where((eb) => eb.or([eb('oid', '=', comment.oid), eb('parent_oid', '=', comment.oid)]))
      .where('deleted_at', 'is', null)
      .execute()
    // A deleted review takes its stars with it.
    await trx.deleteFrom('story_review_ratings').where('comment_oid', '=', comment.oid).execute()
  })
}

/**
 * A content's live comments, oldest first, each with its position among them all (the
 * `commentIdx` / `commentPosition` other calls take), leaving out the hidden users' and
 * comments (a reader's blocks) without moving anyone's position.
 */
export async function listVisibleComments(
  db: Kysely<DB>,
  contentOid: string,
  options: { limit: number; hideUserOids?: readonly string[]; hideCommentOids?: readonly string[] },
) {
  const hideUsers = [...(options.hideUserOids ?? [])]
  const hideComments = [...(options.hideCommentOids ?? [])]
  const rows = await db
    .selectFrom(
      db
        .selectFrom('story_comments as c')
        .leftJoin('story_comment_rewards as r', 'r.comment_oid', 'c.oid')
        .select([
          'c.oid',
          'c.content_oid',
          'c.user_oid',
          'c.text',
          'c.created_at',
          'r.coins as reward_coins',
          sql<number>`(row_number() over (order by c.created_at, c.oid) - 1)::int`.as('position'),
        ])
        .where('c.content_oid', '=', contentOid)
        .where('c.deleted_at', 'is', null)
        .as('ranked'),
    )
    .selectAll()
    .$if(hideUsers.length > 0, (q) => q.where('user_oid', 'not in', hideUsers))
    .$if(hideComments.length > 0, (q) => q.where('oid', 'not in', hideComments))
    .orderBy('position')
    .limit(options.limit)
    .execute()
  return rows.map((row) => ({ ...row, position: Number(row.position) }))
}

/**
 * The player's most recent completed chats (turn replies) on a story, newest first,
 * with what each was charged and the request id of its credit hold.
 */
export async function recentChatsOnStory(
  db: Kysely<DB>,
  userOid: string,
  contentOid: string,
  limit: number,
) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_rooms as r', 'r.oid', 'm.room_oid')
    .select([
      'm.oid as messageOid',
      'm.request_id as requestId',
      'm.credits_charged as creditsCharged',
    ])
    .where('r.owner_user_oid', '=', userOid)
    .where('r.content_oid', '=', contentOid)
    .where('m.role', '=', 'assistant')
    .where('m.status', '=', 'complete')
    .where('m.request_id', 'is not', null)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.oid', 'desc')
    .limit(limit)
    .execute()
}

export async function findCommentRefund(db: Kysely<DB>, userOid: string, contentOid: string) {
  return db
    .selectFrom('story_comment_refunds')
    .selectAll()
    .where('user_oid', '=', userOid)
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
}

/**
 * Records the refund decision once per player and story. Of two racing comments, one
 * inserts; the other reads the row that won, so both post the same ledger transaction.
 */
export async function recordCommentRefund(
  db: Kysely<DB>,
  refund: {
    userOid: string
    contentOid: string
    commentOid: string
    messageOids: string[]
    paidCredits: number
    bonusCredits: number
  },
): Promise<StoryCommentRefund> {
  const oid = newObjectId()
  const inserted = await db
    .insertInto('story_comment_refunds')
    .values({
      oid,
      user_oid: refund.userOid,
      content_oid: refund.contentOid,
      comment_oid: refund.commentOid,
      message_oids: JSON.stringify(refund.messageOids),
      credits: refund.paidCredits + refund.bonusCredits,
      paid_credits: refund.paidCredits,
      bonus_credits: refund.bonusCredits,
      ledger_key: `story-comment-refund:${oid}`,
    })
    .onConflict((conflict) => conflict.columns(['user_oid', 'content_oid']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (inserted) return inserted
  const existing = await findCommentRefund(db, refund.userOid, refund.contentOid)
  if (!existing) throw new Error('recordCommentRefund: conflicting row vanished')
  return existing
}
