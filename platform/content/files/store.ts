/** File contents' queries over content_files and content_file_grants. */
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { DB } from '../../db'
import { FILE_PAGE_SIZE, type FileContentKind, MAX_PINNED_FILES } from './contract'
import type { ContentFilesTable } from './tables'

export type FileRow = Selectable<ContentFilesTable>

export interface NewFileRow {
  oid: string
  creatorOid: string
  title: string
  description: string
  storeKey: string
  fileName: string
  kind: FileContentKind
  byteSize: number
  price: number
  tiers: string[]
  now: Date
}

export async function insertFile(db: Kysely<DB>, file: NewFileRow): Promise<FileRow> {
  return db
    .insertInto('content_files')
    .values({
      oid: file.oid,
      creator_oid: file.creatorOid,
      title: file.title,
      description: file.description,
      store_key: file.storeKey,
      file_name: file.fileName,
      kind: file.kind,
      byte_size: file.byteSize,
      price: file.price,
      tiers: JSON.stringify(file.tiers),
      pinned_at: null,
      deleted_at: null,
      created_at: file.now,
      updated_at: file.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** A file that is not deleted, or null. */
export async function findFile(db: Kysely<DB>, fileOid: string): Promise<FileRow | null> {
  const row = await db
    .selectFrom('content_files')
    .selectAll()
    .where('oid', '=', fileOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row ?? null
}

export async function filesByOid(db: Kysely<DB>, fileOids: readonly string[]) {
  if (fileOids.length === 0) return []
  return db
    .selectFrom('content_files')
    .selectAll()
    .where('oid', 'in', [...fileOids])
    .where('deleted_at', 'is', null)
    .execute()
}

/** Changes the creator's own file; null when it is not theirs or gone (nothing changed). */
export async function updateOwnFile(
  db: Kysely<DB>,
  where: { fileOid: string; creatorOid: string },
  set: { title: string; description: string; price: number; tiers: string[]; now: Date },
): Promise<FileRow | null> {
  const row = await db
    .updateTable('content_files')
    .set({
      title: set.title,
      description: set.description,
      price: set.price,
      tiers: JSON.stringify(set.tiers),
      updated_at: set.now,
    })
    .where('oid', '=', where.fileOid)
    .where('creator_oid', '=', where.creatorOid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

/**
 * Pins or unpins the creator's own file. The pin is refused (null answer, `full`) when the
 * channel already has its most pinned files; the count and the change are one statement.
 */
export async function setPinned(
  db: Kysely<DB>,
  where: { fileOid: string; creatorOid: string },
  pinnedAt: Date | null,
): Promise<FileRow | null> {
  let query = db
    .updateTable('content_files')
    .set({ pinned_at: pinnedAt })
    .where('oid', '=', where.fileOid)
    .where('creator_oid', '=', where.creatorOid)
    .where('deleted_at', 'is', null)
  if (pinnedAt) {
    query = query.where(
      sql<boolean>`(pinned_at is not null or (select count(*) from content_files p
        where p.creator_oid = ${where.creatorOid} and p.pinned_at is not null
        and p.deleted_at is null) < ${MAX_PINNED_FILES})`,
    )
  }
  const row = await query.returningAll().executeTakeFirst()
  return row ?? null
}

export async function deleteOwnFile(
  db: Kysely<DB>,
  where: { fileOid: string; creatorOid: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('content_files')
    .set({ deleted_at: now, pinned_at: null })
    .where('oid', '=', where.fileOid)
    .where('creator_oid', '=', where.creatorOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  // A deleted file is no longer recommended.
  await db
    .deleteFrom('content_file_recommendations')
    .where('file_oid', '=', where.fileOid)
    .execute()
  return true
}

/**
 * A channel's files: the first page holds every pinned file (newest pin first) and the newest
 * unpinned ones; later pages go on with the unpinned before the cursor.
 */
export async function listChannelFiles(
  db: Kysely<DB>,
  creatorOid: string,
  before: string | undefined,
): Promise<{ rows: FileRow[]; next: string | null }> {
  const base = db
    .selectFrom('content_files')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .where('deleted_at', 'is', null)
  const [pinned, rest] = await Promise.all([
    before
      ? Promise.resolve([])
      : base.where('pinned_at', 'is not', null).orderBy('pinned_at', 'desc').execute(),
    base
      .where('pinned_at', 'is', null)
      .$if(before !== undefined, (q) => q.where('oid', '<', before as string))
      .orderBy('oid', 'desc')
      .limit(FILE_PAGE_SIZE + 1)
      .execute(),
  ])
  const page = rest.slice(0, FILE_PAGE_SIZE)
  const next = rest.length > FILE_PAGE_SIZE ? (page.at(-1)?.oid ?? null) : null
  return { rows: [...pinned, ...page], next }
}

/** Files whose title holds the words, newest first, for the admins' search. */
export async function searchFiles(db: Kysely<DB>, q: string): Promise<FileRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return db
    .selectFrom('content_files')
    .selectAll()
    .where('deleted_at', 'is', null)
    .$if(/^[0-9a-f]{24}$/.test(q), (query) => query.where('oid', '=', q))
    .$if(!/^[0-9a-f]{24}$/.test(q), (query) => query.where('title', 'ilike', pattern))
    .orderBy('oid', 'desc')
    .limit(20)
    .execute()
}

/** The user's grants among these files. */
export async function grantsOf(
  db: Kysely<DB>,
  userOid: string,
  fileOids: readonly string[],
): Promise<Map<string, 'purchase' | 'coupon'>> {
  if (fileOids.length === 0) return new Map()
  const rows = await db
    .selectFrom('content_file_grants')
    .select(['file_oid', 'via'])
    .where('user_oid', '=', userOid)
    .where('file_oid', 'in', [...fileOids])
    .execute()
  return new Map(rows.map((row) => [row.file_oid, row.via]))
}

/** Writes a grant inside the wallet's transaction; false when the user already had one. */
export async function insertGrant(
  trx: Transaction<DB>,
  grant: {
    fileOid: string
    userOid: string
    via: 'purchase' | 'coupon'
    ref: string
    paidCoins: number
    now: Date
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('content_file_grants')
    .values({
      file_oid: grant.fileOid,
      user_oid: grant.userOid,
      via: grant.via,
      ref: grant.ref,
      paid_coins: grant.paidCoins,
      created_at: grant.now,
    })
    .onConflict((oc) => oc.columns(['file_oid', 'user_oid']).doNothing())
    .returning('file_oid')
    .executeTakeFirst()
  return row !== undefined
}
