/** The community posts' queries. */
import { type Kysely, sql } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { PostVisibility } from './contract'
import type { PostRow } from './rules'

const COLUMNS = [
  'oid',
  'creator_oid',
  'text',
  'images',
  'visibility',
  'tier_hashes',
  'pinned_at',
  'created_at',
  'edited_at',
] as const

const live = (db: Kysely<DB>) =>
  db.selectFrom('community_posts').select(COLUMNS).where('deleted_at', 'is', null)

export function findPost(db: Kysely<DB>, postOid: string): Promise<PostRow | undefined> {
  return live(db).where('oid', '=', postOid).executeTakeFirst()
}

export function findPosts(db: Kysely<DB>, postOids: readonly string[]): Promise<PostRow[]> {
  if (postOids.length === 0) return Promise.resolve([])
  return live(db).where('oid', 'in', postOids).orderBy('oid', 'desc').execute()
}

export function pinnedPosts(db: Kysely<DB>, creatorOid: string): Promise<PostRow[]> {
  return live(db)
    .where('creator_oid', '=', creatorOid)
    .where('pinned_at', 'is not', null)
    .orderBy('pinned_at', 'desc')
    .execute()
}

/** The creator's live posts' ids (the studio's comment management reads their comments). */
export async function ownedPostOids(db: Kysely<DB>, creatorOid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('community_posts')
    .select('oid')
    .where('creator_oid', '=', creatorOid)
    .where('deleted_at', 'is', null)
    .execute()
  return rows.map((row) => row.oid)
}

/** The channel's unpinned posts, newest first, older than the cursor. */
export function unpinnedPage(
  db: Kysely<DB>,
  query: { creatorOid: string; cursor?: string | undefined; limit: number },
): Promise<PostRow[]> {
  let select = live(db).where('creator_oid', '=', query.creatorOid).where('pinned_at', 'is', null)
  if (query.cursor) select = select.where('oid', '<', query.cursor)
  return select.orderBy('oid', 'desc').limit(query.limit).execute()
}

export interface NewPost {
  creatorOid: string
  text: string
  images: string[]
  visibility: PostVisibility
  tierHashes: string[]
  requestKey: string | null
}

/** Inserts the post; a retried request (same key) returns the post it made instead. */
export async function insertPost(
  db: Kysely<DB>,
  now: Date,
  post: NewPost,
): Promise<{ oid: string; created: boolean }> {
  const oid = newObjectId(now.getTime())
  const inserted = await db
    .insertInto('community_posts')
    .values({
      oid,
      creator_oid: post.creatorOid,
      text: post.text,
      images: JSON.stringify(post.images),
      visibility: post.visibility,
      tier_hashes: JSON.stringify(post.tierHashes),
      request_key: post.requestKey,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['creator_oid', 'request_key']).doNothing())
    .returning('oid')
    .executeTakeFirst()
  if (inserted) return { oid: inserted.oid, created: true }
  const earlier = await db
    .selectFrom('community_posts')
    .select('oid')
    .where('creator_oid', '=', post.creatorOid)
    .where('request_key', '=', post.requestKey)
    .executeTakeFirstOrThrow()
  return { oid: earlier.oid, created: false }
}

export async function updatePost(
  db: Kysely<DB>,
  postOid: string,
  change: Omit<NewPost, 'creatorOid' | 'requestKey'>,
  now: Date,
) {
  await db
    .updateTable('community_posts')
    .set({
      text: change.text,
      images: JSON.stringify(change.images),
      visibility: change.visibility,
      tier_hashes: JSON.stringify(change.tierHashes),
      edited_at: now,
    })
    .where('oid', '=', postOid)
    .where('deleted_at', 'is', null)
    .execute()
}

export async function markDeleted(db: Kysely<DB>, postOid: string, now: Date) {
  await db
    .updateTable('community_posts')
    .set({ deleted_at: now, pinned_at: null })
    .where('oid', '=', postOid)
    .where('deleted_at', 'is', null)
    .execute()
}

/**
 * Pins a post unless the channel already has the most pinned posts. The creator's pins are
 * serialised by a transaction lock, so two pins at once cannot both take the last place.
 */
export async function pinPost(
  db: Kysely<DB>,
  post: { oid: string; creatorOid: string },
  limit: number,
  now: Date,
): Promise<'pinned' | 'full'> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`community-pin:${post.creatorOid}`}))`.execute(
      trx,
    )
    const row = await trx
      .selectFrom('community_posts')
      .select((eb) => eb.fn.countAll<string>().as('pinned'))
      .where('creator_oid', '=', post.creatorOid)
      .where('pinned_at', 'is not', null)
      .where('deleted_at', 'is', null)
      .where('oid', '<>', post.oid)
      .executeTakeFirstOrThrow()
    if (Number(row.pinned) >= limit) return 'full'
    await trx
      .updateTable('community_posts')
      .set({ pinned_at: now })
      .where('oid', '=', post.oid)
      .where('pinned_at', 'is', null)
      .execute()
    return 'pinned'
  })
}

export async function unpinPost(db: Kysely<DB>, postOid: string) {
  await db
    .updateTable('community_posts')
    .set({ pinned_at: null })
    .where('oid', '=', postOid)
    .execute()
}
