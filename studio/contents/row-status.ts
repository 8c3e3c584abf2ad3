import type { ContentStatus } from '../../web/api/content'

/**
 * The status an edit keeps (POST /content/update names one): a content in encoding was
 * headed for publication from the upload form, so it stays headed there.
 */
export function keepStatus(
  status: ContentStatus,
): 'published' | 'scheduled' | 'inprogress' | 'unpublished' {
  if (status === 'scheduled' || status === 'inprogress' || status === 'unpublished') return status
  return 'published'
}
