import type { CreatorContentOidsAnswer } from '../../platform/content/catalog/contract'
import type { ContentItem } from '../../web/api/content'
import { apiClient } from '../../web/session'
import { contentApi } from '../content/content-api'
import { useLoader } from '../content/use-loader'

/** How many of a creator's contents a channel page reads at most (newest first). */
const PAGE = 60

/**
 * The creator's contents the viewer may list (GET /content/creator/all-content-oids, then
 * /content/bulk), newest first; the Home, Videos and Clips tabs filter this one list.
 */
export function useChannelContents(creatorOid: string | null) {
  return useLoader<ContentItem[]>(creatorOid, async () => {
    if (!creatorOid) return []
    const { contentOids } = await apiClient.get<CreatorContentOidsAnswer>(
      '/api/content/creator/all-content-oids',
      { creatorOid },
    )
    const wanted = contentOids.slice(0, PAGE)
    const found = await contentApi.bulk(wanted)
    return wanted.flatMap((oid) => {
      const item = found.get(oid)
      return item ? [item] : []
    })
  })
}
