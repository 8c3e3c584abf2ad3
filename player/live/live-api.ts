import type { PlayResponse, StreamViewsResponse } from '../../platform/live/contract'
import { apiClient } from '../../web/session'

export type { PlayResponse, StreamCard, StreamViewsResponse } from '../../platform/live/contract'

/** The live calls the viewer page makes (platform/live/contract.ts). */
export const liveApi = {
  /** The livestream page guard: a livestreamer by custom URL or oid. */
  creator: (ref: string) =>
    apiClient.get<{ creatorOid: string; nickname: string; customUrl: string | null }>(
      `/api/live/creator/${encodeURIComponent(ref)}`,
    ),
  play: (creatorOid: string) => apiClient.get<PlayResponse>('/api/live/play', { creatorOid }),
  views: (streamOid: string) =>
    apiClient.get<StreamViewsResponse>(`/api/stream/${streamOid}/views`),
}

/** How often the page asks again: whether the live began, and how many watch. */
export const LIVE_POLL_MS = { offline: 15_000, views: 20_000 }
