import type { LinkResult, StreamPlatform } from '../../../../platform/links/contract'

/** What the address says after Twitch or YouTube sent the browser back to the studio. */
export interface StudioLinkNotice {
  tone: 'success' | 'error' | 'info'
  key: 'linked' | 'alreadyLinked' | 'cancelled' | 'failed'
  platform: StreamPlatform
}

const KEYS: Record<LinkResult, StudioLinkNotice['key']> = {
  linked: 'linked',
  taken: 'alreadyLinked',
  cancelled: 'cancelled',
  failed: 'failed',
  expired: 'failed',
  too_few_followers: 'failed',
}

export function studioLinkNotice(search: string): StudioLinkNotice | null {
  const query = new URLSearchParams(search)
  const platform = query.get('platform')
  if (platform !== 'twitch' && platform !== 'youtube') return null
  const key = KEYS[query.get('platformLink') as LinkResult]
  if (!key) return null
  return {
    tone: key === 'linked' ? 'success' : key === 'cancelled' ? 'info' : 'error',
    key,
    platform,
  }
}
