import type { PlayResponse, StreamViewsResponse } from '../../platform/live/contract'
import type {
  PlayEntry,
  TicketingResponse,
  TicketVerificationResponse,
} from '../../platform/live/entry/contract'
import { apiClient } from '../../web/session'

export type { PlayResponse, StreamCard, StreamViewsResponse } from '../../platform/live/contract'

/** The live calls the viewer page makes (platform/live/contract.ts). */
export const liveApi = {
  /** The livestream page guard: a livestreamer by custom URL or oid. */
  creator: (ref: string) =>
    apiClient.get<{ creatorOid: string; nickname: string; customUrl: string | null }>(
      `/api/live/creator/${encodeURIComponent(ref)}`,
    ),
  /** `key`: the live's password, when it has one (docs/LIVE.md "Entry"). */
  play: (creatorOid: string, key?: string | null) =>
    apiClient.get<PlayResponse & Partial<PlayEntry>>(
      '/api/live/play',
      key ? { creatorOid, key } : { creatorOid },
    ),
  ticketVerification: (creatorOid: string) =>
    apiClient.post<TicketVerificationResponse>('/api/live/ticketverification', { creatorOid }),
  ticketing: (creatorOid: string) =>
    apiClient.post<TicketingResponse>('/api/live/ticketing', { creatorOid }),
  views: (streamOid: string) =>
    apiClient.get<StreamViewsResponse>(`/api/stream/${streamOid}/views`),
}

/** How often the page asks again: whether the live began, and how many watch. */
export const LIVE_POLL_MS = { offline: 15_000, views: 20_000 }
