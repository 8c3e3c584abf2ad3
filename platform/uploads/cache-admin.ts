/**
 * The admin's server cache: public files purged by their address whoever owns them, and the
 * site's cache version, which every public read's `ETag` carries. Users' browsers keep a
 * public file up to `USER_CACHE_SECONDS` before they ask again; the answer they then get is
 * the purged file. An admin's purge answers the new address at once.
 */
import { publicUrl } from './addresses'
import type { UploadsContext } from './ports'
import { type PublicAddress, publicAsset } from './reads'
import { PREVIEW_REGIONS } from './rules'

/** The spec's "cache clear by admin: immediate; users up to 20 minutes". */
export const USER_CACHE_SECONDS = 20 * 60
export const ADDRESS_PREFIX = '/api/upload/'

/** A public file's address (`/api/upload/pics/{id}`, `…/thumbnail/{contentOid}[_{lang}]`, `…/preview/{region}/{id}`). */
export function parsePublicAddress(text: string): PublicAddress | null {
  if (!text.startsWith(ADDRESS_PREFIX)) return null
  const path = (text.slice(ADDRESS_PREFIX.length).split(/[?#]/)[0] ?? '').split('/')
  const [kind, first, second] = path
  const id = /^[0-9a-f]{32}$/
  if (kind === 'pics' && path.length === 2 && first && id.test(first)) return { kind, id: first }
  if (kind === 'preview' && path.length === 3 && second && id.test(second)) {
    return (PREVIEW_REGIONS as readonly string[]).includes(first ?? '')
      ? { kind, region: first as string, id: second }
      : null
  }
  const thumb = path.length === 2 ? /^([0-9a-f]{24})(?:_(en|ko|jp|es))?$/.exec(first ?? '') : null
  if (kind === 'thumbnail' && thumb) {
    return { kind, contentOid: thumb[1] as string, lang: thumb[2] ?? null }
  }
  return null
}

export interface AdminPurged {
  address: string
  ownerOid: string
  cacheVersionBefore: number
  cacheVersion: number
  url: string | null
}

/** Bumps the cache version of each public file an address names; unknown ones are `missing`. */
export async function adminPurge(context: UploadsContext, addresses: string[], now: Date) {
  const purged: AdminPurged[] = []
  const missing: string[] = []
  for (const address of [...new Set(addresses)]) {
    const parsed = parsePublicAddress(address)
    const asset = parsed ? await publicAsset(context, parsed) : null
    if (!asset) {
      missing.push(address)
      continue
    }
    const row = await context.db
      .updateTable('upload_assets')
      .set((eb) => ({ cache_version: eb('cache_version', '+', 1), updated_at: now }))
      .where('oid', '=', asset.oid)
      .returningAll()
      .executeTakeFirstOrThrow()
    purged.push({
      address,
      ownerOid: row.owner_oid,
      cacheVersionBefore: asset.cache_version,
      cacheVersion: row.cache_version,
      url: publicUrl(row),
    })
  }
  return { purged, missing }
}

/** The site's cache version (0 until an admin first bumps it). */
export async function siteCacheVersion(context: UploadsContext) {
  const row = await context.db
    .selectFrom('upload_cache_state')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirst()
  return {
    version: row?.version ?? 0,
    bumpedAt: row?.bumped_at?.toISOString() ?? null,
    bumpedBy: row?.bumped_by ?? null,
  }
}

/** Raises the site's cache version by one: every public file's `ETag` changes. */
export async function bumpSiteCacheVersion(context: UploadsContext, adminOid: string, now: Date) {
  const row = await context.db
    .insertInto('upload_cache_state')
    .values({ id: 1, version: 1, bumped_at: now, bumped_by: adminOid })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        version: eb('upload_cache_state.version', '+', 1),
        bumped_at: now,
        bumped_by: adminOid,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
  return { version: row.version, bumpedAt: now.toISOString(), bumpedBy: adminOid }
}
