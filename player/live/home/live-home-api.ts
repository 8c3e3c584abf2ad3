import type { HomeStream, LiveHomeResponse } from '../../../platform/live/allowance/contract'
import { api } from '../../../web/session'

export type { HomeStream, LiveHomeResponse }

/** The home page's live list: on air, featured first, by hashtag (platform/live/allowance). */
export const liveHomeApi = {
  list: (tag: string | null) => api.get('/live/home', tag ? { tag } : undefined),
}

/** The livestream page of a card: its custom URL, else the creator's id. */
export const liveHref = (stream: HomeStream) =>
  `/live/${encodeURIComponent(stream.customUrl ?? stream.creatorOid)}`
