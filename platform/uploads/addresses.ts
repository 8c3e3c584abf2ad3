/** The addresses of stored objects and assets: pure functions of a row or a key. */
import type { AssetRow } from './ports'

/**
 * The address other areas record for a stored object (encoded media, content sources):
 * stable, never served as it is; the content area signs it for playback.
 */
export const STORE_ADDRESS_BASE = '/api/upload/store/'
export const storeAddress = (storeKey: string) => `${STORE_ADDRESS_BASE}${storeKey}`
export const storeKeyOfAddress = (address: string): string | null =>
  address.startsWith(STORE_ADDRESS_BASE) ? address.slice(STORE_ADDRESS_BASE.length) || null : null

export const PUBLIC_BASE = '/api/upload'

/** Where an owner's key lives in the object store: each caller uploads in their own namespace. */
export const storeKeyOf = (access: 'public' | 'private', ownerOid: string, key: string) =>
  `${access}/${ownerOid}/${key}`

/** A public asset's address (its cache version appended once purged or replaced); null when private. */
export function publicUrl(
  asset: Pick<
    AssetRow,
    'access' | 'cache_version' | 'context' | 'content_oid' | 'lang' | 'region' | 'public_id'
  >,
): string | null {
  if (asset.access !== 'public') return null
  const version = asset.cache_version > 0 ? `?v=${asset.cache_version}` : ''
  if (asset.context === 'thumbnail' && asset.content_oid) {
    return `${PUBLIC_BASE}/thumbnail/${asset.content_oid}${asset.lang ? `_${asset.lang}` : ''}${version}`
  }
  if (asset.context === 'preview') {
    return `${PUBLIC_BASE}/preview/${asset.region ?? 'us'}/${asset.public_id}${version}`
  }
  return `${PUBLIC_BASE}/pics/${asset.public_id}${version}`
}

/** The upload and part number a signed part address names (ours and S3's spell them alike). */
export function partOfUrl(url: string): { uploadId: string | null; partNumber: number | null } {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://local')
  } catch {
    return { uploadId: null, partNumber: null }
  }
  const number = parsed.searchParams.get('partNumber') ?? ''
  return {
    uploadId: parsed.searchParams.get('uploadId'),
    partNumber: /^[1-9]\d{0,4}$/.test(number) ? Number(number) : null,
  }
}
