/** Reading assets: whether one exists, signed and public addresses, and the encoder's reads. */
import { hasRole, notFound, type SessionUser } from '../http'
import { publicUrl } from './addresses'
import { assetState, viewAsset } from './asset-view'
import type { ObjectRead } from './object-store'
import type { AssetRow, UploadSource, UploadsContext } from './ports'
import { type FileType, PRIVATE_URL_SECONDS, UPLOAD_TEXTS, type UploadContext } from './rules'

export type PublicAddress =
  | { kind: 'pics'; id: string }
  | { kind: 'preview'; region: string; id: string }
  | { kind: 'thumbnail'; contentOid: string; lang: string | null }

export async function assetExists(context: UploadsContext, user: SessionUser, key: string) {
  const asset = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('owner_oid', '=', user.oid)
    .where('key', '=', key)
    .executeTakeFirst()
  if (asset?.status !== 'ready') return { key, exists: false }
  const head = await context.store.head(asset.store_key)
  return { key, exists: head !== null, size: head?.size ?? null, etag: head?.etag ?? null }
}

/** A signed short-lived address of the caller's private (or public) asset. */
export async function privateAsset(
  context: UploadsContext,
  user: SessionUser,
  key: string,
  ownerOid?: string,
) {
  const owner = ownerOid ?? user.oid
  const asset = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('owner_oid', '=', owner)
    .where('key', '=', key)
    .executeTakeFirst()
  // Anyone not entitled gets the answer of a key nobody uploaded.
  if (asset?.status !== 'ready' || !(await mayRead(context, user, asset)))
    throw notFound(UPLOAD_TEXTS.imageNotFound, 'IMAGE_NOT_FOUND')
  const expiresAt = new Date(context.clock.now().getTime() + PRIVATE_URL_SECONDS * 1000)
  return {
    key,
    url: await context.store.presignGet(asset.store_key, PRIVATE_URL_SECONDS),
    expiresAt,
  }
}

/**
 * A file is read by its owner and admins, and by whoever may view the content it belongs
 * to, when its owner is that content's creator (a file labelled with another creator's
 * content opens to nobody through it).
 */
async function mayRead(
  context: UploadsContext,
  user: SessionUser,
  asset: AssetRow,
): Promise<boolean> {
  if (asset.owner_oid === user.oid || hasRole(user, 'admin')) return true
  const contents = context.contents
  if (!asset.content_oid || !contents?.mayView) return false
  if ((await contents.creatorOf(asset.content_oid)) !== asset.owner_oid) return false
  return contents.mayView(user, asset.content_oid)
}

export async function assetStatus(
  context: UploadsContext,
  user: SessionUser,
  contentOid: string,
  collectionName: string,
) {
  let query = context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('content_oid', '=', contentOid)
  if (!hasRole(user, 'admin')) query = query.where('owner_oid', '=', user.oid)
  const assets = await query.orderBy('created_at').execute()
  return {
    contentOid,
    collectionName,
    status: assetState(assets.map((asset) => asset.status)),
    assets: assets.map((asset) => ({
      key: asset.key,
      context: asset.context,
      status: asset.status,
      url: publicUrl(asset),
    })),
  }
}

/** Every upload of a content, with signed addresses of the raw files (admins). */
export async function adminRaw(context: UploadsContext, contentOid: string) {
  const assets = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('content_oid', '=', contentOid)
    .orderBy('created_at')
    .execute()
  return {
    contentOid,
    assets: await Promise.all(
      assets.map(async (asset) => ({
        ...viewAsset(asset),
        ownerOid: asset.owner_oid,
        raw:
          asset.status === 'ready'
            ? await context.store.presignGet(asset.store_key, PRIVATE_URL_SECONDS)
            : null,
      })),
    ),
  }
}

/** The public asset behind a public address, or null. */
export async function publicAsset(
  context: UploadsContext,
  address: PublicAddress,
): Promise<AssetRow | null> {
  let query = context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('access', '=', 'public')
    .where('status', '=', 'ready')
  if (address.kind === 'thumbnail') {
    const rows = await query
      .where('context', '=', 'thumbnail')
      .where('content_oid', '=', address.contentOid)
      .orderBy('updated_at', 'desc')
      .execute()
    // The language's own thumbnail, else the default one.
    return (
      rows.find((row) => row.lang === address.lang) ?? rows.find((row) => row.lang === null) ?? null
    )
  }
  query = query.where('public_id', '=', address.id)
  if (address.kind === 'preview')
    query = query.where('context', '=', 'preview').where('region', '=', address.region)
  else query = query.where('context', '!=', 'preview')
  return (await query.executeTakeFirst()) ?? null
}

export function readAsset(
  context: UploadsContext,
  asset: AssetRow,
  range?: { start: number; end?: number },
): Promise<ObjectRead | null> {
  return context.store.get(asset.store_key, range)
}

/**
 * For the encoder: the finished upload stored at `storeKey`, with its owner and type, or
 * null. A store key is only a name: who may encode the file is decided from this row.
 */
export async function uploadAt(
  context: UploadsContext,
  storeKey: string,
): Promise<UploadSource | null> {
  const asset = await context.db
    .selectFrom('upload_assets')
    .select(['owner_oid', 'store_key', 'filetype', 'context'])
    .where('store_key', '=', storeKey)
    .where('status', '=', 'ready')
    .executeTakeFirst()
  if (!asset) return null
  return {
    ownerOid: asset.owner_oid,
    storeKey: asset.store_key,
    filetype: asset.filetype as FileType,
    context: asset.context as UploadContext,
  }
}

/** For other areas (encoding): a ready asset's bytes, streamed. */
/** For other areas (direct chat): which of the owner's keys hold a finished upload, and what. */
export async function readyAssets(context: UploadsContext, ownerOid: string, keys: string[]) {
  if (keys.length === 0) return []
  const rows = await context.db
    .selectFrom('upload_assets')
    .select(['key', 'context', 'filetype', 'byte_size'])
    .where('owner_oid', '=', ownerOid)
    .where('key', 'in', keys)
    .where('status', '=', 'ready')
    .execute()
  return rows.map((row) => ({ ...row, byte_size: Number(row.byte_size ?? 0) }))
}

/** For the timeline editor (encoding): the owner's finished uploads of media and pictures, newest first. */
export async function mediaUploadsOf(context: UploadsContext, ownerOid: string) {
  const rows = await context.db
    .selectFrom('upload_assets')
    .select(['owner_oid', 'store_key', 'key', 'filetype', 'name'])
    .where('owner_oid', '=', ownerOid)
    .where('status', '=', 'ready')
    .where('filetype', 'in', ['mp4', 'mov', 'mp3', 'png', 'jpg', 'jpeg', 'webp', 'gif'])
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute()
  return rows.map((row) => ({
    ownerOid: row.owner_oid,
    storeKey: row.store_key,
    key: row.key,
    filetype: row.filetype,
    name: row.name,
  }))
}

/** For other areas (community posts): each key's public address when it is the owner's ready public image. */
export async function publicImageUrls(
  context: UploadsContext,
  ownerOid: string,
  keys: readonly string[],
) {
  if (keys.length === 0) return []
  const rows = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('owner_oid', '=', ownerOid)
    .where('key', 'in', [...keys])
    .where('status', '=', 'ready')
    .where('access', '=', 'public')
    .where('context', '=', 'image')
    .execute()
  const urls = new Map(rows.map((row) => [row.key, publicUrl(row)]))
  return keys.map((key) => urls.get(key) ?? null)
}

export async function readOwned(context: UploadsContext, ownerOid: string, key: string) {
  const asset = await context.db
    .selectFrom('upload_assets')
    .selectAll()
    .where('owner_oid', '=', ownerOid)
    .where('key', '=', key)
    .where('status', '=', 'ready')
    .executeTakeFirst()
  return asset ? context.store.get(asset.store_key) : null
}
