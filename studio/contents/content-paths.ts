/** Where the studio sends a creator for one content: its player page and its edit form. */
import type { ContentStatus } from '../../web/api/content'
import { studioPath } from '../shell/studio-paths'

/** The player's page of a content (the spec's prefixes: video on /realplay, the rest on /play). */
export function contentPagePath(row: { contentOid: string; media: string; category: string }) {
  const oid = encodeURIComponent(row.contentOid)
  return studioPath(
    row.media === 'video' || row.category === 'realplay' ? `/realplay/${oid}` : `/play/${oid}`,
  )
}

/** The upload form in edit mode: `studio2/simpleuploader/{status}/edit?contentOid=…`. */
export function editPath(row: { contentOid: string; status: ContentStatus }) {
  return studioPath(
    `/studio2/simpleuploader/${row.status}/edit?contentOid=${encodeURIComponent(row.contentOid)}`,
  )
}

/** The content an edit path names, or null on the plain upload form. */
export function editTarget(pathname: string, search: string): string | null {
  if (!/\/studio2\/simpleuploader\/[^/]+\/edit\/?$/.test(pathname)) return null
  const oid = new URLSearchParams(search).get('contentOid')
  return oid && /^[0-9a-f]{24}$/.test(oid) ? oid : null
}
