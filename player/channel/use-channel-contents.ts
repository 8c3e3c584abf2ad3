import { type ContentItem, toContentItem } from '../../web/api/content'
import { useData } from '../../web/calls'
import { api } from '../../web/session'
import { subscriptionsVersion } from './subscriptions-cache'

/** How many of a creator's contents a channel page reads at most (newest first; one bulk call). */
const PAGE = 60

/**
 * The creator's contents the viewer may list (GET /content/creator/all-content-oids, then
 * /content/bulk with the creators' nicknames), newest first; Home, Videos and Clips filter
 * this one list. Unlike the shared bulk reader, a refused bulk call shows as an error.
 */
export function useChannelContents(creatorOid: string | null) {
  return useData<ContentItem[]>(creatorOid, async () => {
    if (!creatorOid) return []
    const { contentOids } = await api.get('/content/creator/all-content-oids', { creatorOid })
    const wanted = contentOids.slice(0, PAGE)
    if (wanted.length === 0) return []
    const found = await api.get('/content/bulk', {
      requestFormQueue: wanted.join('|'),
      creatorInfoProjection: 'true',
      // The answer (canView) is cached for 600 s: a new subscription asks anew.
      v: subscriptionsVersion(),
    })
    return wanted.flatMap((oid) => {
      const view = found[oid]
      return view ? [toContentItem(view)] : []
    })
  })
}
