/**
 * The live core: livestreamers' studio settings and stream keys, going live and off through
 * key verification (embedded RTMP ingest or nginx-rtmp), stream cards, the live list by
 * hashtag, playback over the FLV relay or HLS, viewer counts, and the sub-areas around a
 * broadcast (entry, allowance, schedules, replays, reminders, tool keys, admin options,
 * applications for live).
 */
import { Hono } from 'hono'
import type { AppEnv, AreaMount } from '../http'
import type { LimitStore } from '../limits'
import {
  createLiveAdminService,
  type LiveAdminService,
  mountAdminRoutes,
  mountIngestRoutes,
} from './admin'
import {
  type AllowanceService,
  createAllowanceService,
  LIVE_THUMBNAIL_MAX_BYTES,
  mountAllowanceRoutes,
  mountPlayQuality,
} from './allowance'
import {
  createLiveApplicationsService,
  type LiveApplicationsService,
  type LiveApplicationsUsersPort,
  mountApplicationRoutes,
} from './applications'
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
import { liveUserRoutes } from './playback/user'
import { createReminderService, type LiveReminderPorts, type ReminderService } from './reminders'
import {
  createReplayService,
  mountReplayRoutes,
  type ReplayContentPort,
  type ReplayService,
} from './replays'
import { createScheduleService, mountScheduleRoutes, type ScheduleService } from './schedules'
import { createStreamReads, type StreamReads } from './stream-reads'
import { liveRoutes, streamRoutes } from './studio/routes'
import { createLiveService, type LiveDeps, type LiveService } from './studio/service'
import { createToolKeyService, mountToolKeyRoutes, type ToolKeyService } from './studio/toolkey'

export interface LiveCore {
  service: LiveService
  tickets: TicketService
  /** Entry rules (tiers, password), their gates and the sweep of delayed changes. */
  entry: EntryService
  admin: LiveAdminService
  /** Creators' applications for live and the admins' decisions. */
  applications: LiveApplicationsService
  allowance: AllowanceService
  schedules: ScheduleService
  /** Recorded streams, their publication as content and the 7-day sweep. */
  replays: ReplayService
  /** Subscribers' notifications when a stream starts (the studio's "remind subscribers"). */
  reminders: ReminderService
  /** Tool keys: revoked by accounts' security changes (server/context/). */
  toolKeys: ToolKeyService
  /** Streams and channels as other areas read them (the stream admin, spoken alerts). */
  streams: StreamReads
  mounts: AreaMount[]
}

export type LiveCoreDeps = LiveDeps & {
  /** Attempt budgets (the entry password's tries), shared by every instance. */
  limits: LimitStore
  entry?: LiveEntryPorts
  replays?: { recordsDir: string; content?: ReplayContentPort }
  reminders?: LiveReminderPorts
  /** Applicants' names and e-mail addresses, and the role an approval grants. */
  applications: { users: LiveApplicationsUsersPort }
}

export function createLiveCore(deps: LiveCoreDeps): LiveCore {
  const service = createLiveService(deps)
  const tickets = createTicketService({ ...deps, hasFreeTier: deps.entry?.tiers?.hasFreeTier })
  const entry = createEntryService({ ...deps, tickets, ports: deps.entry ?? {} })
  // The entry gates run before play's and the media handlers, so they are registered first.
  const live = new Hono<AppEnv>()
  mountEntryGate(live, entry, {
    guestRendition: (creatorOid) => service.guestRendition(creatorOid),
  })
  // Monthly broadcast time, checked on every publish; the play answer's quality rule.
  const allowance = createAllowanceService({ ...deps, livestreams: service.livestreams })
  service.checkPublish((creatorOid) => allowance.requireRemaining(creatorOid))
  mountPlayQuality(live, allowance, (creatorOid) => service.guestMedia(creatorOid))
  mountAllowanceRoutes(live, allowance)
  live.route('/', liveUserRoutes(deps))
  live.route('/', liveRoutes(service))
  mountTicketRoutes(live, tickets)
  mountEntryRoutes(live, entry)
  const admin = createLiveAdminService(deps)
  mountAdminRoutes(live, admin)
  mountIngestRoutes(live, { ...deps, embeddedRunning: () => service.ingestControl() !== null })
  const applications = createLiveApplicationsService({ ...deps, users: deps.applications.users })
  mountApplicationRoutes(live, applications)
  const toolKeys = createToolKeyService(deps)
  mountToolKeyRoutes(live, toolKeys)
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
    applications,
    allowance,
    schedules,
    replays,
    reminders,
    toolKeys,
    streams: createStreamReads(deps.db),
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
