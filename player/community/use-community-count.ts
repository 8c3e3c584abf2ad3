import { useData } from '../../web/calls'
import { communityApi } from './community-api'

/**
 * Whether the channel's Community tab has posts, for the tab list: undefined while read.
 * Its creator always has the tab: it is where they write the first post.
 */
export function useCommunityCount(creatorOid: string | null, mine: boolean): number | undefined {
  const first = useData(creatorOid ? ['channel-community', creatorOid] : null, () =>
    communityApi.channel(creatorOid ?? ''),
  )
  if (!first.data) return undefined
  return mine ? Math.max(1, first.data.posts.length) : first.data.posts.length
}
