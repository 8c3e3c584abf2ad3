import type { HomeStream } from '../../../platform/live'
import { apiClient } from '../../../web/session'

export type { HomeStream }

export interface LiveHomeResponse {
  streams: HomeStream[]
  hashtags: { tag: string; count: number }[]
}

/** The home page's live list: on air, featured first, by hashtag (platform/live/allowance). */
export const liveHomeApi = {
  list: (tag: string | null) =>
    apiClient.get<LiveHomeResponse>('/api/live/home', tag ? { tag } : undefined),
}

/** The livestream page of a card: its custom URL, else the creator's id. */
export const liveHref = (stream: HomeStream) =>
  `/live/${encodeURIComponent(stream.customUrl ?? stream.creatorOid)}`
