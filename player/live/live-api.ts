import type { PlayResponse, StreamViewsResponse } from '../../platform/live/contract'
import type {
  PlayEntry,
  TicketingResponse,
  TicketVerificationResponse,
} from '../../platform/live/entry/contract'
import type { ApiClient } from '../../web/api'
import { apiClient } from '../../web/session'

export type { PlayResponse, StreamCard, StreamViewsResponse } from '../../platform/live/contract'

/** The live calls the viewer page makes (platform/live/contract.ts), on `client`. */
export function createLiveApi(client: ApiClient) {
  return {
    /** The livestream page guard: a livestreamer by custom URL or oid. */
    creator: (ref: string) =>
      client.get<{ creatorOid: string; nickname: string; customUrl: string | null }>(
        `/api/live/creator/${encodeURIComponent(ref)}`,
      ),
    /** `key`: the live's password, when it has one (docs/live/README.md "Entry"). */
    play: (creatorOid: string, key?: string | null) =>
      client.get<PlayResponse & Partial<PlayEntry>>(
        '/api/live/play',
        key ? { creatorOid, key } : { creatorOid },
      ),
    ticketVerification: (creatorOid: string) =>
      client.post<TicketVerificationResponse>('/api/live/ticketverification', { creatorOid }),
    /** Names the ticket and price the viewer was shown: a changed ticket is refused, uncharged. */
    ticketing: (creatorOid: string, ticket: { ticketOid: string; price: number }) =>
      client.post<TicketingResponse>('/api/live/ticketing', {
        creatorOid,
        ticketOid: ticket.ticketOid,
        price: ticket.price,
      }),
    views: (streamOid: string) => client.get<StreamViewsResponse>(`/api/stream/${streamOid}/views`),
  }
}

/** The live calls of this page, on the page's session-aware client. */
export const liveApi = createLiveApi(apiClient)

/** How often the page asks again: whether the live began, and how many watch. */
export const LIVE_POLL_MS = { offline: 15_000, views: 20_000 }
