/**
 * Live area: livestreamers' studio settings and stream keys, going live and off through
 * key verification (embedded RTMP ingest or nginx-rtmp), stream cards, the live list by
 * hashtag, playback over the FLV relay or HLS, viewer counts (docs/LIVE.md).
 */
import { Hono } from 'hono'
import type { AppEnv, AreaMount } from '../http'
import { createLiveAdminService, type LiveAdminService, mountAdminRoutes } from './admin'
import {
  type AllowanceService,
  createAllowanceService,
  LIVE_THUMBNAIL_MAX_BYTES,
  mountAllowanceRoutes,
  mountPlayQuality,
} from './allowance'
import {
  createEntryService,
  createTicketService,
  type EntryService,
  type LiveEntryPorts,
  mountEntryGate,
  mountEntryRoutes,
  mountTicketRoutes,
  type TicketService,
} from './entry'
import { createReminderService, type LiveReminderPorts, type ReminderService } from './reminders'
import {
  createReplayService,
  mountReplayRoutes,
  type ReplayContentPort,
  type ReplayService,
} from './replays'
import { liveRoutes, streamRoutes } from './routes'
import { createScheduleService, mountScheduleRoutes, type ScheduleService } from './schedules'
import { createLiveService, type LiveDeps, type LiveService } from './service'
import { createToolKeyService, mountToolKeyRoutes } from './toolkey'
import { liveUserRoutes } from './user'

export interface LiveArea {
  service: LiveService
  tickets: TicketService
  /** Entry rules (tiers, password), their gates and the sweep of delayed changes. */
  entry: EntryService
  admin: LiveAdminService
  allowance: AllowanceService
  schedules: ScheduleService
  /** Recorded streams, their publication as content and the 7-day sweep. */
  replays: ReplayService
  /** Subscribers' notifications when a stream starts (the studio's "remind subscribers"). */
  reminders: ReminderService
  mounts: AreaMount[]
}

export function createLive(
  deps: LiveDeps & {
    entry?: LiveEntryPorts
    replays?: { recordsDir: string; content?: ReplayContentPort }
    reminders?: LiveReminderPorts
  },
): LiveArea {
  const service = createLiveService(deps)
  const tickets = createTicketService({ ...deps, hasFreeTier: deps.entry?.tiers?.hasFreeTier })
  const entry = createEntryService({ ...deps, tickets, ports: deps.entry ?? {} })
  // The entry gates run before play's and the media handlers, so they are registered first.
  const live = new Hono<AppEnv>()
  mountEntryGate(live, entry, {
    guestRendition: (creatorOid) => service.guestHlsUrl(creatorOid) !== null,
  })
  // Monthly broadcast time, checked on every publish; the play answer's quality rule.
  const allowance = createAllowanceService({ ...deps, livestreams: service.livestreams })
  service.checkPublish((creatorOid) => allowance.requireRemaining(creatorOid))
  mountPlayQuality(live, allowance, service.guestHlsUrl)
  mountAllowanceRoutes(live, allowance)
  live.route('/', liveUserRoutes(deps))
  live.route('/', liveRoutes(service))
  mountTicketRoutes(live, tickets)
  mountEntryRoutes(live, entry)
  const admin = createLiveAdminService(deps)
  mountAdminRoutes(live, admin)
  mountToolKeyRoutes(live, createToolKeyService(deps))
  const schedules = createScheduleService(deps)
  mountScheduleRoutes(live, schedules)
  const replays = createReplayService({
    ...deps,
    recordsDir: deps.replays?.recordsDir ?? 'data/live-records',
    content: deps.replays?.content,
  })
  mountReplayRoutes(live, replays)
  const reminders = createReminderService(deps)
  return {
    service,
    tickets,
    entry,
    admin,
    allowance,
    schedules,
    replays,
    reminders,
    mounts: [
      {
        prefix: '/live',
        routes: live,
        // Above the 3MB limit, so a larger thumbnail hears the live's own text.
        bodyLimits: [{ path: '/thumbnail', maxSize: LIVE_THUMBNAIL_MAX_BYTES + 1024 * 1024 }],
      },
      { prefix: '/stream', routes: streamRoutes(service) },
    ],
  }
}

export type * from './contract'
export { type LiveEntryPorts, liveEntryEventsPort, liveEntryTiersPort } from './entry'
export { type EmbeddedIngest, startEmbeddedIngest } from './ingest/embedded'
export { liveMigrations } from './migrations'
export type { LiveIngestControl, LivePlaybackSettings, LiveUsersPort } from './ports'
export { channelsSubscribers, type LiveReminderPorts } from './reminders'
export {
  createRecorder,
  type IngestRecorder,
  replayContentPort,
  startReplaySweeper,
} from './replays'
export type { LiveDeps, LiveService } from './service'
export { type LiveSettings, readLiveSettings } from './settings'
export type { LiveTables } from './tables'
export { channelsSubscriptions, type LiveUserSubscriptions } from './user'
