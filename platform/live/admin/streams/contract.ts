/**
 * The stream service's admin calls, mounted under `/stream` beside `GET /stream/{id}/views`
 * (spec §7 "Admin tools"; docs/live/STREAM-SERVICE.md).
 */
import { z } from 'zod'

const objectId = (message: string) => z.string().regex(/^[0-9a-f]{24}$/, message)

export const STREAM_LIST_STATES = ['all', 'live', 'ended'] as const

export const streamsQuery = z.object({
  state: z.enum(STREAM_LIST_STATES).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const creatorRequest = z.object({ creatorOid: objectId('creatorOid is required') })
export const streamIdParam = objectId('The live stream was not found.')
export const whitelistRequest = z.object({
  whitelist: z.string().min(1, 'The whitelist could not be read.').max(100_000),
})

export interface AdminStream {
  streamOid: string
  creatorOid: string
  creatorNickname: string
  title: string
  ingest: string
  state: 'liveOn' | 'liveOff'
  startedAt: string
  endedAt: string | null
  /** Viewers now on this instance's relay; 0 once ended. */
  views: number
  peakViews: number
  totalViews: number
}

export interface Streamer {
  creatorOid: string
  nickname: string
  customUrl: string | null
  state: 'liveOn' | 'liveOff'
  currentStreamOid: string | null
  /** Whether a stream key was made (it is never shown here). */
  hasKey: boolean
  lastStreamAt: string | null
}

export interface StreamersResponse {
  streamers: Streamer[]
  /** The livestreamers' oids, sealed for ingest edges that cannot read the database. */
  whitelist: string
  issuedAt: string
}

export interface WhitelistContents {
  creatorOids: string[]
  issuedAt: string
}

export type StreamListState = (typeof STREAM_LIST_STATES)[number]

/** `POST /stream/start`: the stream an admin started for a livestreamer. */
export interface StartedStream {
  creatorOid: string
  streamOid: string
  state: 'liveOn'
}

/** `POST /stream/{id}/stop`. */
export interface StoppedStream {
  streamOid: string
  creatorOid: string
  stopped: boolean
}

/** `POST /stream/streamer/add` and `DELETE /stream/streamer/{id}`: the user's roles after. */
export interface StreamerRoles {
  creatorOid: string
  roles: string[]
  /** Removing a livestreamer stops their stream on air. */
  stopped?: boolean
}

/** The stream service's admin routes the front ends call, relative to `/api`. */
export interface StreamAdminRoutes {
  'GET /stream/streams': {
    request: { state?: StreamListState; limit?: number }
    response: { streams: AdminStream[] }
  }
  'GET /stream/streamers': { request: Record<string, never>; response: StreamersResponse }
  'POST /stream/start': { request: { creatorOid: string }; response: StartedStream }
  'POST /stream/:id/stop': { request: { id: string }; response: StoppedStream }
  'POST /stream/streamer/add': { request: { creatorOid: string }; response: StreamerRoles }
  'DELETE /stream/streamer/:id': { request: { id: string }; response: StreamerRoles }
}
