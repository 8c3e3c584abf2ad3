import { type ApiClient, createTypedApi } from '../../web/api'
import { apiClient } from '../../web/session'

export type { PlayResponse, StreamCard, StreamViewsResponse } from '../../platform/live/contract'

/** The live calls the viewer page makes (platform/live/contract.ts), on `client`. */
export function createLiveApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    /** The livestream page guard: a livestreamer by custom URL or oid. */
    creator: (ref: string) => api.get('/live/creator/:ref', { ref }),
    /** `key`: the live's password, when it has one (docs/live/README.md "Entry"). */
    /** The creator's stream card (title, thumbnail, streamer): public, even behind a gate. */
    stream: (creatorOid: string) => api.get('/live/stream', { creatorOid }),
    play: (creatorOid: string, key?: string | null) =>
      api.get('/live/play', key ? { creatorOid, key } : { creatorOid }),
    ticketVerification: (creatorOid: string) =>
      api.post('/live/ticketverification', { creatorOid }),
    /** Names the ticket and price the viewer was shown: a changed ticket is refused, uncharged. */
    ticketing: (creatorOid: string, ticket: { ticketOid: string; price: number }) =>
      api.post('/live/ticketing', {
        creatorOid,
        ticketOid: ticket.ticketOid,
        price: ticket.price,
      }),
    views: (streamOid: string) => api.get('/stream/:id/views', { id: streamOid }),
  }
}

/** The live calls of this page, on the page's session-aware client. */
export const liveApi = createLiveApi(apiClient)

/** How often the page asks again: whether the live began, and how many watch. */
export const LIVE_POLL_MS = { offline: 15_000, views: 20_000 }
