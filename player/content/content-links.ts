import type { ContentItem } from '../../web/api/content'

/** The spec's prefixes: story chat on /story, video on /realplay, audio and the rest on /play. */
export function contentHref(item: Pick<ContentItem, 'contentOid' | 'category' | 'media'>): string {
  const oid = encodeURIComponent(item.contentOid)
  if (item.category === 'story-chat') return `/story/${oid}`
  if (item.media === 'video' || item.category === 'realplay') return `/realplay/${oid}`
  return `/play/${oid}`
}

/** The statuses GET /content answers for an illegal download (document 1, §8). */
export const ILLEGAL_DOWNLOADER_STATUSES = [444, 999] as const

export function illegalDownloaderHref(status: number): string | null {
  return (ILLEGAL_DOWNLOADER_STATUSES as readonly number[]).includes(status)
    ? `/illegal-downloader?errorStatus=${status}`
    : null
}
