import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import type { ReplyRatingReason, ReplyRatingValue, ReplyRatingView } from './contract'
import type { RatingCount } from './summary'

export interface ReplyRatingInput {
  messageOid: string
  roomOid: string
  contentOid: string
  sceneId: string
  rating: ReplyRatingValue
  reason: ReplyRatingReason | null
  note: string
}

/** Sets the reply's one rating: a retry or a change writes the same row again. */
export async function putRating(db: Kysely<DB>, input: ReplyRatingInput): Promise<void> {
  const now = new Date()
  await db
    .insertInto('chat_reply_ratings')
    .values({
      message_oid: input.messageOid,
      room_oid: input.roomOid,
      content_oid: input.contentOid,
      scene_id: input.sceneId,
      rating: input.rating,
      reason: input.reason,
      note: input.note,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('message_oid').doUpdateSet({
        rating: input.rating,
        reason: input.reason,
        note: input.note,
        updated_at: now,
      }),
    )
    .execute()
}

export async function clearRating(db: Kysely<DB>, messageOid: string): Promise<void> {
  await db.deleteFrom('chat_reply_ratings').where('message_oid', '=', messageOid).execute()
}

/** The ratings of these replies, by reply id. */
export async function ratingsOf(
  db: Kysely<DB>,
  roomOid: string,
  messageOids: string[],
): Promise<Map<string, ReplyRatingView>> {
  const byMessage = new Map<string, ReplyRatingView>()
  if (messageOids.length === 0) return byMessage
  const rows = await db
    .selectFrom('chat_reply_ratings')
    .select(['message_oid', 'rating', 'reason', 'note'])
    .where('room_oid', '=', roomOid)
    .where('message_oid', 'in', messageOids)
    .execute()
  for (const row of rows)
    byMessage.set(row.message_oid, {
      rating: row.rating,
      reason: row.reason as ReplyRatingReason | null,
      note: row.note,
    })
  return byMessage
}

/** A story's ratings counted by scene, rating and reason (rooms deleted by players too). */
export async function ratingCounts(db: Kysely<DB>, contentOid: string): Promise<RatingCount[]> {
  const rows = await db
    .selectFrom('chat_reply_ratings')
    .select(['scene_id', 'rating', 'reason', sql<number>`count(*)::int`.as('count')])
    .where('content_oid', '=', contentOid)
    .groupBy(['scene_id', 'rating', 'reason'])
    .execute()
  return rows.map((row) => ({
    sceneId: row.scene_id,
    rating: row.rating,
    reason: row.reason,
    count: Number(row.count),
  }))
}
