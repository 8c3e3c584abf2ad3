/**
 * Content likes: one row per (user, content) and `contents.likes` moved in the same
 * transaction only when the state flips (`like-state.ts`), so a click repeated while the
 * first is in flight counts nothing twice.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import type { Clock, SessionUser } from '../../http'
import { excludeHiddenContents, hidesContents } from '../hidden'
import { hiddenFor } from './blocks'
import { visibleContent } from './contents'
import type { LikeAnswer, LikedPage } from './contract'
import { type LikeIntent, NEVER, nextLikeState } from './like-state'

export type { LikeIntent } from './like-state'
export type { LikeAnswer, LikedPage }

export async function setContentLike(
  db: Kysely<DB>,
  clock: Clock,
  user: SessionUser,
  contentOid: string,
  intent: LikeIntent,
): Promise<LikeAnswer> {
  // Liking needs a content the user may see; undoing does not (a content gone private or
  // deleted can still leave the list). A toggle that turns into a like checks it inside.
  if (intent === 'like') await visibleContent(db, contentOid, user)
  return db.transaction().execute(async (trx) => {
    const now = clock.now()
    // Undoing a like never given leaves no row behind.
    if (intent !== 'undoLike') {
      await trx
        .insertInto('content_likes')
        .values({
          user_oid: user.oid,
          content_oid: contentOid,
          liked: false,
          changed_at: NEVER,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['user_oid', 'content_oid']).doNothing())
        .execute()
    }
    const stored = (await trx
      .selectFrom('content_likes')
      .select(['liked', 'changed_at'])
      .where('user_oid', '=', user.oid)
      .where('content_oid', '=', contentOid)
      .forUpdate()
      .executeTakeFirst()) ?? { liked: false, changed_at: NEVER }
    const next = nextLikeState({ liked: stored.liked, changedAt: stored.changed_at }, intent, now)
    if (next === true && intent === 'toggle') await visibleContent(trx, contentOid, user)
    if (next !== null) {
      await trx
        .updateTable('content_likes')
        .set({ liked: next, changed_at: now, ...(next ? { created_at: now } : {}) })
        .where('user_oid', '=', user.oid)
        .where('content_oid', '=', contentOid)
        .execute()
      await trx
        .updateTable('contents')
        .set({ likes: next ? sql`likes + 1` : sql`greatest(likes - 1, 0)` })
        .where('oid', '=', contentOid)
        .execute()
    }
    const row = await trx
      .selectFrom('contents')
      .select('likes')
      .where('oid', '=', contentOid)
      .executeTakeFirst()
    return {
      contentOid,
      liked: next ?? stored.liked,
      changed: next !== null,
      likes: Number(row?.likes ?? 0),
    }
  })
}

/**
 * The user's liked contents, newest like first, that still exist and that they may see
 * (published and public, or their own), without those they blocked since (the content,
 * its creator or one of its tags).
 */
export async function likedList(
  db: Kysely<DB>,
  userOid: string,
  page: number,
  limit: number,
): Promise<LikedPage> {
  const hidden = await hiddenFor(db, userOid)
  const rows = await db
    .selectFrom('content_likes as l')
    .innerJoin('contents as c', 'c.oid', 'l.content_oid')
    .select([
      'l.content_oid',
      'l.created_at',
      'c.content_type',
      'c.title',
      'c.thumbnail',
      'c.creator_oid',
      'c.price',
      'c.adult',
      'c.likes',
    ])
    .where('l.user_oid', '=', userOid)
    .where('l.liked', '=', true)
    .where('c.deleted_at', 'is', null)
    .where('c.status', '<>', 'deleted')
    .where((eb) =>
      eb.or([
        eb.and([eb('c.status', '=', 'published'), eb('c.visibility', '=', 'public')]),
        eb('c.creator_oid', '=', userOid),
      ]),
    )
    .$if(hidesContents(hidden), (q) =>
      q.where((eb) =>
        eb.or([
          eb('c.creator_oid', '=', userOid),
          excludeHiddenContents(hidden, {
            oid: 'c.oid',
            creatorOid: 'c.creator_oid',
            hashtags: 'c.hashtags',
          }),
        ]),
      ),
    )
    .orderBy('l.created_at', 'desc')
    .orderBy('l.content_oid', 'desc')
    .offset((page - 1) * limit)
    .limit(limit + 1)
    .execute()
  return {
    items: rows.slice(0, limit).map((row) => ({
      contentOid: row.content_oid,
      likedAt: row.created_at.toISOString(),
      contentType: row.content_type,
      title: row.title,
      thumbnail: row.thumbnail,
      creatorOid: row.creator_oid,
      price: row.price,
      adult: row.adult,
      likes: Number(row.likes),
    })),
    page,
    limit,
    hasMore: rows.length > limit,
  }
}

/** Which of the given contents the user likes (for the catalog's pages). */
export async function likedAmong(db: Kysely<DB>, userOid: string, contentOids: string[]) {
  if (contentOids.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('content_likes')
    .select('content_oid')
    .where('user_oid', '=', userOid)
    .where('liked', '=', true)
    .where('content_oid', 'in', contentOids)
    .execute()
  return new Set(rows.map((row) => row.content_oid))
}
