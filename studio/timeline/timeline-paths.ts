/** Where the timeline editor opens: `studio2/simpleuploader/{videoLayout}?contentOid=…`. */

export const VIDEO_LAYOUTS = ['landscape', 'portrait', 'square'] as const
export type VideoLayout = (typeof VIDEO_LAYOUTS)[number]

/** The content whose timeline a path opens, or null (the upload form). */
export function timelineTarget(pathname: string, search: string): string | null {
  const match = /\/studio2\/simpleuploader\/([^/]+)\/?$/.exec(pathname)
  if (!match || !(VIDEO_LAYOUTS as readonly string[]).includes(match[1] ?? '')) return null
  const oid = new URLSearchParams(search).get('contentOid')
  return oid && /^[0-9a-f]{24}$/.test(oid) ? oid : null
}
