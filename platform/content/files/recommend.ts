/** The admins' recommended files (`recommendfilecontents`): add, order, remove, and the public read. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { SessionUser } from '../../http'
import type { FilesContext } from './context'
import { type FileRecommendation, MAX_RECOMMENDED_FILES } from './contract'
import { FILE_ERRORS } from './errors'
import { filesByOid, findFile } from './store'
import { viewsOf } from './views'

async function recommendedRows(db: Kysely<DB>) {
  return db
    .selectFrom('content_file_recommendations as r')
    .innerJoin('content_files as f', 'f.oid', 'r.file_oid')
    .select(['r.file_oid', 'r.position', 'r.added_at', 'f.title', 'f.creator_oid', 'f.kind'])
    .select(['f.byte_size', 'f.price'])
    .where('f.deleted_at', 'is', null)
    .orderBy('r.position')
    .execute()
}

export async function listRecommendations(context: FilesContext): Promise<FileRecommendation[]> {
  const rows = await recommendedRows(context.db)
  const creators = [...new Set(rows.map((row) => row.creator_oid))]
  const users = creators.length > 0 && context.users ? await context.users.findUsers(creators) : []
  const names = new Map(users.map((user) => [user.oid, user.nickname]))
  return rows.map((row, index) => ({
    fileOid: row.file_oid,
    position: index + 1,
    title: row.title,
    creatorOid: row.creator_oid,
    creatorNickname: names.get(row.creator_oid) ?? null,
    kind: row.kind,
    byteSize: Number(row.byte_size),
    price: row.price,
    addedAt: row.added_at.toISOString(),
  }))
}

/** The recommended files as a viewer sees them (the Files tab's and home's read). */
export async function recommendedFiles(context: FilesContext, viewer: SessionUser | null) {
  const order = (await recommendedRows(context.db)).map((row) => row.file_oid)
  const rows = await filesByOid(context.db, order)
  const byOid = new Map(rows.map((row) => [row.oid, row]))
  return viewsOf(
    context,
    viewer,
    order.flatMap((oid) => byOid.get(oid) ?? []),
  )
}

export async function addRecommendation(
  context: FilesContext,
  admin: SessionUser,
  fileOid: string,
) {
  if (!(await findFile(context.db, fileOid))) throw FILE_ERRORS.notFound()
  await context.db.transaction().execute(async (trx) => {
    // One admin's change at a time: the count and the next position are read under the lock.
    await trx
      .selectFrom('content_files')
      .select('oid')
      .where('oid', '=', fileOid)
      .forUpdate()
      .execute()
    const taken = await trx
      .selectFrom('content_file_recommendations')
      .select(({ fn }) => [fn.countAll<string>().as('count'), fn.max('position').as('last')])
      .executeTakeFirstOrThrow()
    if (Number(taken.count) >= MAX_RECOMMENDED_FILES) throw FILE_ERRORS.recommendLimit()
    const inserted = await trx
      .insertInto('content_file_recommendations')
      .values({
        file_oid: fileOid,
        position: Number(taken.last ?? 0) + 1,
        added_by: admin.oid,
        added_at: context.clock.now(),
      })
      .onConflict((oc) => oc.column('file_oid').doNothing())
      .returning('file_oid')
      .executeTakeFirst()
    if (!inserted) throw FILE_ERRORS.alreadyRecommended()
  })
  return listRecommendations(context)
}

export async function orderRecommendations(context: FilesContext, fileOids: readonly string[]) {
  await context.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('content_file_recommendations')
      .select('file_oid')
      .forUpdate()
      .execute()
    const known = new Set(current.map((row) => row.file_oid))
    const given = new Set(fileOids)
    if (given.size !== fileOids.length || given.size !== known.size)
      throw FILE_ERRORS.orderMismatch()
    for (const oid of given) if (!known.has(oid)) throw FILE_ERRORS.orderMismatch()
    for (const [index, oid] of fileOids.entries()) {
      await trx
        .updateTable('content_file_recommendations')
        .set({ position: index + 1 })
        .where('file_oid', '=', oid)
        .execute()
    }
  })
  return listRecommendations(context)
}

export async function removeRecommendation(context: FilesContext, fileOid: string) {
  const result = await context.db
    .deleteFrom('content_file_recommendations')
    .where('file_oid', '=', fileOid)
    .executeTakeFirst()
  if (Number(result.numDeletedRows) === 0) throw FILE_ERRORS.notRecommended()
  return listRecommendations(context)
}
