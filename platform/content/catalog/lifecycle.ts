/** A content's ids and end: issuing an id before upload, who may use one, and deletion. */
import { newObjectId } from '../../db'
import type { SessionUser } from '../../http'
import type { CatalogContext } from './context'
import type { DeleteContentAnswer } from './contract'
import { CATALOG_ERRORS } from './errors'
import { findRow } from './rows'
import { checkDeletion, type DeleteInput } from './transitions'

export function requireCreator(user: SessionUser) {
  if (!user.roles.includes('creator') && !user.roles.includes('admin')) {
    throw CATALOG_ERRORS.noPermission()
  }
}

/** Reserves a content oid for the creator's uploads before the first save. */
export async function issueId(context: CatalogContext, user: SessionUser) {
  requireCreator(user)
  const now = context.clock.now()
  const oid = newObjectId(now.getTime())
  await context.db
    .insertInto('content_issued_ids')
    .values({ oid, creator_oid: user.oid, issued_at: now })
    .execute()
  return { contentOid: oid }
}

/** Whether this user may put files under this content oid (theirs, or reserved for them). */
export async function ownsContentOid(
  context: CatalogContext,
  userOid: string,
  contentOid: string,
): Promise<boolean> {
  const [row, issued] = await Promise.all([
    context.db
      .selectFrom('contents')
      .select(['creator_oid', 'status'])
      .where('oid', '=', contentOid)
      .executeTakeFirst(),
    context.db
      .selectFrom('content_issued_ids')
      .select('creator_oid')
      .where('oid', '=', contentOid)
      .executeTakeFirst(),
  ])
  if (row) return row.creator_oid === userOid && row.status !== 'deleted'
  return issued?.creator_oid === userOid
}

export async function deleteContent(
  context: CatalogContext,
  user: SessionUser,
  input: DeleteInput,
): Promise<DeleteContentAnswer> {
  requireCreator(user)
  const now = context.clock.now()
  return context.db.transaction().execute(async (trx) => {
    const row = await findRow(trx, input.contentOid, true)
    checkDeletion(user, row, input)
    await trx
      .updateTable('contents')
      .set({ status: 'deleted', deleted_at: now, updated_at: now, status_after_encoding: null })
      .where('oid', '=', row.oid)
      .execute()
    return { contentOid: row.oid, status: 'deleted' as const }
  })
}
