/** The asset rows the use cases share: one of the caller's own, and a status change. */
import { notFound, type SessionUser } from '../http'
import type { AssetRow, UploadsContext } from './ports'
import { UPLOAD_TEXTS } from './rules'
import type { AssetStatus } from './tables'

/** The caller's asset at `key`, or 404: nobody reaches another owner's asset by its key. */
export async function ownAsset(
  context: UploadsContext,
  user: SessionUser,
  key: string,
): Promise<AssetRow> {
  const asset = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('owner_oid', '=', user.oid)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!asset) throw notFound(UPLOAD_TEXTS.notUploaded, 'UPLOAD_NOT_FOUND')
  return asset
}

export async function setStatus(
  context: UploadsContext,
  oid: string,
  status: AssetStatus,
  extra: Partial<AssetRow> = {},
) {
  await context.db
    .updateTable('upload_assets')
    .set({ ...extra, status, updated_at: context.clock.now() } as never)
    .where('oid', '=', oid)
    .execute()
}
