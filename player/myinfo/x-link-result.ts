import type { LinkResult } from '../../platform/links/contract'

/** What the address says after X sent the browser back (`?platformLink=…&platform=twitter`). */
export interface XLinkNotice {
  tone: 'success' | 'error' | 'info'
  /** The text key under `xLink.` in the player's texts. */
  key: 'linked' | 'cancelled' | 'failed' | 'taken' | 'tooFewFollowers'
  coins: number
}

const KEYS: Record<LinkResult, XLinkNotice['key']> = {
  linked: 'linked',
  cancelled: 'cancelled',
  failed: 'failed',
  expired: 'failed',
  taken: 'taken',
  too_few_followers: 'tooFewFollowers',
}

export function xLinkNotice(search: string): XLinkNotice | null {
  const query = new URLSearchParams(search)
  if (query.get('platform') !== 'twitter') return null
  const result = query.get('platformLink') as LinkResult | null
  const key = result ? KEYS[result] : undefined
  if (!key) return null
  const coins = Number(query.get('reward') ?? 0)
  return {
    tone: key === 'linked' ? 'success' : key === 'cancelled' ? 'info' : 'error',
    key,
    coins: Number.isInteger(coins) && coins > 0 ? coins : 0,
  }
}

/** The address without the link's result, once it was shown. */
export function withoutLinkResult(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  for (const name of ['platformLink', 'platform', 'reward']) query.delete(name)
  const rest = query.toString()
  return rest ? `${pathname}?${rest}` : pathname
}
