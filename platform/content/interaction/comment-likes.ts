/**
 * Likes on comments. Comments live in the chat area: the comment is found through the
 * comments port (by its position oldest first, or its id), and the like is keyed by the
 * comment's id, so a later deletion of an earlier comment never moves a like to another.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { type Clock, hasRole, type SessionUser } from '../../http'
import { readContent } from './contents'
import { INTERACTION_ERRORS } from './errors'
import { type LikeIntent, NEVER, nextLikeState } from './like-state'
import type { InteractionComments } from './ports'

export interface CommentLikeAnswer {
  contentOid: string
  commentOid: string
  liked: boolean
  changed: boolean
  likes: number
}

export async function setCommentLike(
  db: Kysely<DB>,
  clock: Clock,
  comments: InteractionComments,
  user: SessionUser,
  input: { contentOid: string; commentPosition: string | number; intent: LikeIntent },
): Promise<CommentLikeAnswer> {
  const comment = await comments.findComment(input.contentOid, input.commentPosition)
  if (!comment) throw INTERACTION_ERRORS.commentNotFound()
  // Comments on adult contents need adult verification, as the contents do.
  const content = await readContent(db, input.contentOid)
  if (content?.adult && !user.isAdult && !hasRole(user, 'admin')) {
    throw INTERACTION_ERRORS.adultGated()
  }
  return db.transaction().execute(async (trx) => {
    const now = clock.now()
    // Undoing a like never given leaves no row behind.
    if (input.intent !== 'undoLike') {
      await trx
        .insertInto('content_comment_likes')
        .values({
          user_oid: user.oid,
          content_oid: input.contentOid,
          comment_oid: comment.commentOid,
          liked: false,
          changed_at: NEVER,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['comment_oid', 'user_oid']).doNothing())
        .execute()
    }
    const stored = (await trx
      .selectFrom('content_comment_likes')
      .select(['liked', 'changed_at'])
      .where('comment_oid', '=', comment.commentOid)
      .where('user_oid', '=', user.oid)
      .forUpdate()
      .executeTakeFirst()) ?? { liked: false, changed_at: NEVER }
    const next = nextLikeState(
      { liked: stored.liked, changedAt: stored.changed_at },
      input.intent,
      now,
    )
    if (next !== null) {
      await trx
        .updateTable('content_comment_likes')
        .set({ liked: next, changed_at: now, ...(next ? { created_at: now } : {}) })
        .where('comment_oid', '=', comment.commentOid)
        .where('user_oid', '=', user.oid)
        .execute()
      await trx
        .insertInto('content_comment_like_counts')
        .values({
          comment_oid: comment.commentOid,
          content_oid: input.contentOid,
          likes: next ? 1 : 0,
        })
        .onConflict((conflict) =>
          conflict.column('comment_oid').doUpdateSet({
            likes: next
              ? sql`content_comment_like_counts.likes + 1`
              : sql`greatest(content_comment_like_counts.likes - 1, 0)`,
          }),
        )
        .execute()
    }
    const row = await trx
      .selectFrom('content_comment_like_counts')
      .select('likes')
      .where('comment_oid', '=', comment.commentOid)
      .executeTakeFirst()
    return {
      contentOid: input.contentOid,
      commentOid: comment.commentOid,
      liked: next ?? stored.liked,
      changed: next !== null,
      likes: Number(row?.likes ?? 0),
    }
  })
}

/** Like counts of a content's comments, and which of them the viewer likes. */
export async function commentLikesOf(db: Kysely<DB>, contentOid: string, viewerOid: string | null) {
  const [counts, mine] = await Promise.all([
    db
      .selectFrom('content_comment_like_counts')
      .select(['comment_oid', 'likes'])
      .where('content_oid', '=', contentOid)
      .where('likes', '>', 0)
      .execute(),
    viewerOid
      ? db
          .selectFrom('content_comment_likes')
          .select('comment_oid')
          .where('user_oid', '=', viewerOid)
          .where('content_oid', '=', contentOid)
          .where('liked', '=', true)
          .execute()
      : Promise.resolve([]),
  ])
  return {
    likes: Object.fromEntries(counts.map((row) => [row.comment_oid, Number(row.likes)])),
    liked: mine.map((row) => row.comment_oid).sort(),
  }
}
