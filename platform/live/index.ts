/**
 * Live area: livestreamers' studio settings and stream keys, going live and off through
 * key verification (embedded RTMP ingest or nginx-rtmp), stream cards, the live list by
 * hashtag, playback over the FLV relay or HLS, viewer counts (docs/LIVE.md).
 */
import { Hono } from 'hono'
import type { AppEnv, AreaMount } from '../http'
import { createLiveAdminService, type LiveAdminService, mountAdminRoutes } from './admin'
import { createTicketService, mountEntryGate, mountTicketRoutes, type TicketService } from './entry'
import { liveRoutes, streamRoutes } from './routes'
import { createLiveService, type LiveDeps, type LiveService } from './service'
import { createToolKeyService, mountToolKeyRoutes } from './toolkey'

export interface LiveArea {
  service: LiveService
  tickets: TicketService
  admin: LiveAdminService
  mounts: AreaMount[]
}

export function createLive(deps: LiveDeps): LiveArea {
  const service = createLiveService(deps)
  const tickets = createTicketService(deps)
  // The entry gate runs before play's handler, so it is registered first.
  const live = new Hono<AppEnv>()
  mountEntryGate(live, tickets)
  live.route('/', liveRoutes(service))
  mountTicketRoutes(live, tickets)
  const admin = createLiveAdminService(deps)
  mountAdminRoutes(live, admin)
  mountToolKeyRoutes(live, createToolKeyService(deps))
  return {
    service,
    tickets,
    admin,
    mounts: [
      { prefix: '/live', routes: live },
      { prefix: '/stream', routes: streamRoutes(service) },
    ],
  }
}

export type * from './contract'
export { type EmbeddedIngest, startEmbeddedIngest } from './ingest/embedded'
export { liveMigrations } from './migrations'
export type { LiveIngestControl, LivePlaybackSettings, LiveUsersPort } from './ports'
export type { LiveDeps, LiveService } from './service'
export { type LiveSettings, readLiveSettings } from './settings'
export type { LiveTables } from './tables'
