/** The owner's changes to their assets: delete, purge, move between divisions, rename. */
import { conflict, type SessionUser } from '../http'
import { publicUrl, storeKeyOf } from './addresses'
import { ownAsset } from './asset-rows'
import { viewAsset } from './asset-view'
import type { AssetRow, UploadsContext } from './ports'
import type { AssetStatus } from './tables'

export async function deleteFiles(
  context: UploadsContext,
  user: SessionUser,
  fileList: string[],
  access?: 'public' | 'private',
) {
  const { db, store } = context
  const deleted: string[] = []
  const missing: string[] = []
  for (const key of fileList) {
    let query = db
      .selectFrom('upload_assets')
      .selectAll()
      .where('owner_oid', '=', user.oid)
      .where('key', '=', key)
    if (access) query = query.where('access', '=', access)
    const asset = await query.executeTakeFirst()
    if (!asset) {
      missing.push(key)
      continue
    }
    if (asset.upload_id) await store.abortMultipart(asset.store_key, asset.upload_id)
    await store.delete(asset.store_key)
    await db.deleteFrom('upload_assets').where('oid', '=', asset.oid).execute()
    deleted.push(key)
  }
  return { deleted, missing }
}

/** With no CDN in front: a purge bumps each key's cache version (its URLs change). */
export async function purge(
  context: UploadsContext,
  user: SessionUser,
  cacheKeys: string[],
  access: 'public' | 'private',
) {
  const purged = await context.db
    .updateTable('upload_assets')
    .set((eb) => ({ cache_version: eb('cache_version', '+', 1), updated_at: context.clock.now() }))
    .where('owner_oid', '=', user.oid)
    .where('access', '=', access)
    .where('key', 'in', cacheKeys)
    .returningAll()
    .execute()
  return {
    purged: purged.map((asset) => ({
      key: asset.key,
      cacheVersion: asset.cache_version,
      url: publicUrl(asset as AssetRow),
    })),
    missing: cacheKeys.filter((key) => !purged.some((asset) => asset.key === key)),
  }
}

/** `redivision`: moves the caller's assets between the public and private divisions. */
export async function redivision(
  context: UploadsContext,
  user: SessionUser,
  changes: { key: string; access: 'public' | 'private' }[],
) {
  const { db, store } = context
  const assets: AssetRow[] = []
  for (const change of changes) assets.push(await ownAsset(context, user, change.key))
  const moved = []
  for (const [index, change] of changes.entries()) {
    const asset = assets[index] as AssetRow
    if (asset.access === change.access) {
      moved.push(viewAsset(asset))
      continue
    }
    if (asset.status !== 'ready')
      throw conflict('UPLOAD_IN_PROGRESS', 'Finish the upload before moving it.')
    const target = storeKeyOf(change.access, user.oid, asset.key)
    await store.copy(asset.store_key, target)
    const updated = (await db
      .updateTable('upload_assets')
      .set((eb) => ({
        access: change.access,
        store_key: target,
        cache_version: eb('cache_version', '+', 1),
        updated_at: context.clock.now(),
      }))
      .where('oid', '=', asset.oid)
      .returningAll()
      .executeTakeFirstOrThrow()) as AssetRow
    await store.delete(asset.store_key)
    moved.push(viewAsset(updated))
  }
  return { changed: moved }
}

/** `changeassetname`: the asset at `prefix0/prefix1/hash` is shown as `newName`. */
export async function changeAssetName(
  context: UploadsContext,
  user: SessionUser,
  input: { newName: string; prefix0: string; prefix1: string; hash: string },
) {
  const asset = await ownAsset(context, user, `${input.prefix0}/${input.prefix1}/${input.hash}`)
  const updated = (await context.db
    .updateTable('upload_assets')
    .set({ name: input.newName, updated_at: context.clock.now() })
    .where('oid', '=', asset.oid)
    .returningAll()
    .executeTakeFirstOrThrow()) as AssetRow
  return viewAsset(updated)
}

/** For the encoding area: an asset's status as its renditions are packaged. */
export async function markStatus(
  context: UploadsContext,
  ownerOid: string,
  key: string,
  status: AssetStatus,
) {
  await context.db
    .updateTable('upload_assets')
    .set({ status, updated_at: context.clock.now() })
    .where('owner_oid', '=', ownerOid)
    .where('key', '=', key)
    .execute()
}
