/** The playlists' statements. Every change runs in one transaction holding the playlist's row. */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { DB } from '../../db'
import { MAX_PLAYLISTS } from './rules'

type Db = Kysely<DB> | Transaction<DB>
export type PlaylistRow = Awaited<ReturnType<typeof findPlaylist>> & object

export function findPlaylist(db: Db, oid: string) {
  return db.selectFrom('content_playlists').selectAll().where('oid', '=', oid).executeTakeFirst()
}

/** The row, locked until the transaction ends: changes to one playlist run one at a time. */
export function lockPlaylist(trx: Transaction<DB>, oid: string) {
  return trx
    .selectFrom('content_playlists')
    .selectAll()
    .where('oid', '=', oid)
    .forUpdate()
    .executeTakeFirst()
}

export function itemsOf(db: Db, playlistOid: string) {
  return db
    .selectFrom('content_playlist_items')
    .select(['content_oid as contentOid', 'position'])
    .where('playlist_oid', '=', playlistOid)
    .orderBy('position')
    .orderBy('content_oid')
    .execute()
}

/** One more playlist for the owner, unless they hold the most; the new revision or null. */
export async function reserveSlot(trx: Transaction<DB>, ownerOid: string): Promise<number | null> {
  const row = await trx
    .insertInto('content_playlist_owners')
    .values({ owner_oid: ownerOid, playlist_count: 1, revision: 1 })
    .onConflict((oc) =>
      oc
        .column('owner_oid')
        .doUpdateSet({
          playlist_count: sql`content_playlist_owners.playlist_count + 1`,
          revision: sql`content_playlist_owners.revision + 1`,
        })
        .where('content_playlist_owners.playlist_count', '<', MAX_PLAYLISTS),
    )
    .returning('revision')
    .executeTakeFirst()
  return row?.revision ?? null
}

/** Bumps the owner's revision (and lowers the count for a removal); the new revision. */
export async function bumpOwner(
  trx: Transaction<DB>,
  ownerOid: string,
  removed = 0,
): Promise<number> {
  const row = await trx
    .insertInto('content_playlist_owners')
    .values({ owner_oid: ownerOid, playlist_count: 0, revision: 1 })
    .onConflict((oc) =>
      oc.column('owner_oid').doUpdateSet({
        playlist_count: sql`greatest(content_playlist_owners.playlist_count - ${removed}, 0)`,
        revision: sql`content_playlist_owners.revision + 1`,
      }),
    )
    .returning('revision')
    .executeTakeFirstOrThrow()
  return row.revision
}

export async function revisionOf(db: Db, ownerOid: string): Promise<number> {
  const row = await db
    .selectFrom('content_playlist_owners')
    .select('revision')
    .where('owner_oid', '=', ownerOid)
    .executeTakeFirst()
  return row?.revision ?? 0
}

export function insertPlaylist(
  trx: Transaction<DB>,
  row: { oid: string; ownerOid: string; name: string; isPublic: boolean; at: Date },
) {
  return trx
    .insertInto('content_playlists')
    .values({
      oid: row.oid,
      owner_oid: row.ownerOid,
      name: row.name,
      is_public: row.isPublic,
      item_count: 0,
      version: 1,
      created_at: row.at,
      updated_at: row.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** A new version of the playlist: its fields, its item count, the time. */
export function touchPlaylist(
  trx: Transaction<DB>,
  oid: string,
  change: { name?: string; isPublic?: boolean; at: Date },
) {
  return trx
    .updateTable('content_playlists')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.isPublic !== undefined ? { is_public: change.isPublic } : {}),
      item_count: sql`(select count(*) from content_playlist_items where playlist_oid = ${oid})`,
      version: sql`content_playlists.version + 1`,
      updated_at: change.at,
    })
    .where('oid', '=', oid)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function deletePlaylist(trx: Transaction<DB>, oid: string) {
  await trx.deleteFrom('content_playlists').where('oid', '=', oid).execute()
}

export async function insertItem(
  trx: Transaction<DB>,
  item: { playlistOid: string; contentOid: string; position: number; at: Date },
) {
  await trx
    .insertInto('content_playlist_items')
    .values({
      playlist_oid: item.playlistOid,
      content_oid: item.contentOid,
      position: item.position,
      added_at: item.at,
    })
    .execute()
}

export async function deleteItem(trx: Transaction<DB>, playlistOid: string, contentOid: string) {
  const result = await trx
    .deleteFrom('content_playlist_items')
    .where('playlist_oid', '=', playlistOid)
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function setPositions(
  trx: Transaction<DB>,
  playlistOid: string,
  positions: readonly { contentOid: string; position: number }[],
) {
  for (const item of positions)
    await trx
      .updateTable('content_playlist_items')
      .set({ position: item.position })
      .where('playlist_oid', '=', playlistOid)
      .where('content_oid', '=', item.contentOid)
      .execute()
}

/** The owner's playlists, newest first, with the first content of each. */
export function ownedPlaylists(db: Db, ownerOid: string) {
  return db
    .selectFrom('content_playlists as p')
    .select([
      'p.oid',
      'p.name',
      'p.is_public',
      'p.item_count',
      'p.version',
      'p.updated_at',
      (eb) =>
        eb
          .selectFrom('content_playlist_items as i')
          .select('i.content_oid')
          .whereRef('i.playlist_oid', '=', 'p.oid')
          .orderBy('i.position')
          .limit(1)
          .as('first_content_oid'),
    ])
    .where('p.owner_oid', '=', ownerOid)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.oid', 'desc')
    .execute()
}

/** Thumbnails of contents by oid (the list's pictures). */
export async function thumbnailsOf(db: Db, oids: readonly string[]) {
  if (oids.length === 0) return new Map<string, string>()
  const rows = await db
    .selectFrom('contents')
    .select(['oid', 'thumbnail'])
    .where('oid', 'in', [...oids])
    .where('deleted_at', 'is', null)
    .execute()
  return new Map(rows.map((row) => [row.oid, row.thumbnail]))
}
