/** An asset as callers see it, and the one state a content's assets add up to. */
import { publicUrl } from './addresses'
import type { AssetRow } from './ports'

/** The spec's asset states; 'loading' is the client's while it asks. */
export type AssetState = 'ready' | 'click to upload' | 'uploading' | 'packaging' | 'error'

export function viewAsset(asset: AssetRow) {
  return {
    key: asset.key,
    name: asset.name,
    access: asset.access,
    context: asset.context,
    filetype: asset.filetype,
    contentOid: asset.content_oid,
    lang: asset.lang,
    status: asset.status,
    size: asset.byte_size === null ? null : Number(asset.byte_size),
    etag: asset.etag,
    cacheVersion: asset.cache_version,
    url: publicUrl(asset),
    updatedAt: asset.updated_at,
  }
}

export type AssetView = ReturnType<typeof viewAsset>

/** A content's state from its assets' statuses: the worst of them wins, none is "click to upload". */
export function assetState(statuses: readonly string[]): AssetState {
  if (statuses.length === 0) return 'click to upload'
  if (statuses.includes('error')) return 'error'
  if (statuses.includes('uploading')) return 'uploading'
  if (statuses.includes('packaging')) return 'packaging'
  return 'ready'
}
