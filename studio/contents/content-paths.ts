/** Where the studio sends a creator for one content: its player page and its edit form. */
import type { ContentStatus } from '../../web/api/content'
import { splitLanguagePrefix } from '../../web/i18n'
import { studioPath } from '../shell/studio-paths'
import { timelineTarget } from '../timeline/timeline-paths'

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

/**
 * Which editor a `studio2/simpleuploader/…` path opens: `{videoLayout}?contentOid=…` the
 * timeline editor, `{status}/edit?contentOid=…` the content's editor (the upload form, or
 * where `editorOf` sends a content it does not edit), anything else the new upload form.
 */
export type UploaderEditor =
  | { editor: 'timeline'; contentOid: string }
  | { editor: 'edit'; contentOid: string }
  | { editor: 'upload' }

export function uploaderEditor(pathname: string, search: string): UploaderEditor {
  const { rest } = splitLanguagePrefix(pathname)
  const timeline = timelineTarget(rest, search)
  if (timeline) return { editor: 'timeline', contentOid: timeline }
  const edited = editTarget(rest, search)
  if (edited) return { editor: 'edit', contentOid: edited }
  return { editor: 'upload' }
}

/**
 * Where a content is edited, by what it is: a scenario in the scenario studio, anything
 * else in the upload form of its status (a video's timeline is one more button beside it).
 * The `{status}/edit` page sends a content it does not edit on (a link from elsewhere).
 */
export function editorOf(content: {
  contentOid: string
  status: ContentStatus
  contentType?: string
}): { editor: 'scenario' | 'form'; path: string } {
  return {
    editor: content.contentType === 'scenario' ? 'scenario' : 'form',
    path: editPath(content),
  }
}
