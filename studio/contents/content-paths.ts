/** Where the studio sends a creator for one content: its player page and its edit form. */
import type { ContentStatus } from '../../web/api/content'
import { studioPath } from '../shell/studio-paths'

/** The player's page of a content (the spec's prefixes: video on /realplay, the rest on /play). */
export function contentPagePath(row: {
  contentOid: string
  media: string
  category: string
  contentType?: string
}) {
  const oid = encodeURIComponent(row.contentOid)
  // A scenario plays in its own player (document 3: `scenario/{scenariooid}`).
  if (row.contentType === 'scenario') return studioPath(`/scenario/${oid}`)
  return studioPath(
    row.media === 'video' || row.category === 'realplay' ? `/realplay/${oid}` : `/play/${oid}`,
  )
}

/** The upload form in edit mode: `studio2/simpleuploader/{status}/edit?contentOid=…`. */
export function editPath(row: { contentOid: string; status: ContentStatus; contentType?: string }) {
  // A scenario opens in the scenario studio, not the upload form.
  if (row.contentType === 'scenario')
    return studioPath(`/studio2/create-scenario?contentOid=${encodeURIComponent(row.contentOid)}`)
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

/** The RealPlay timeline editor of a video content: `studio2/simpleuploader/{videoLayout}?contentOid=…`. */
export function timelinePath(row: { contentOid: string; videoLayout?: string | null }) {
  const layout = row.videoLayout ?? 'landscape'
  return studioPath(
    `/studio2/simpleuploader/${encodeURIComponent(layout)}?contentOid=${encodeURIComponent(row.contentOid)}`,
  )
}
