/**
 * `createLive`: the live area's one factory. It builds the core (studio, ingest, playback,
 * entry, schedules, replays, reminders, allowance, admin options), then the chat, the
 * donations, the ads and the stream admin over it, and wires them to each other.
 */
import type { Database } from '../db'
import type { AreaMount } from '../http'
import { createStreams, type StreamsService, type StreamsUsersPort } from './admin/streams'
import { createLiveads, type LiveadsDeps, type LiveadsService } from './ads'
import {
  type ChatHub,
  createLivechat,
  type LivechatChannelsPort,
  type LivechatEmoticonsPort,
  type LivechatService,
  type LivechatUsersPort,
} from './chat'
import {
  type CohostArea,
  type CohostStories,
  type CohostTurnDeps,
  type CohostWallet,
  createCohost,
} from './cohost'
import { createLiveCore, type LiveCore, type LiveCoreDeps } from './core'
import {
  createLiveDonations,
  type LiveDonationsAreaDeps,
  type LivedonationsArea,
} from './donations'
import { liveEntryEventsPort } from './entry'

export type LiveAreaDeps = Omit<LiveCoreDeps, 'entry'> & {
  /** Entry by tiers; permission changes are announced in the area's own chat. */
  entry?: Omit<NonNullable<LiveCoreDeps['entry']>, 'events'>
  /** Signs chat tokens, spoken alerts' audio and the sealed whitelist; shared by every instance. */
  secret: string
  /** The chat's fan-out: LISTEN/NOTIFY on this database, or Redis pub/sub when `redisUrl` is set. */
  database: Database
  redisUrl?: string | undefined
  chat: {
    users: LivechatUsersPort
    channels?: LivechatChannelsPort
    emoticons?: LivechatEmoticonsPort
  }
  donations: Pick<LiveDonationsAreaDeps, 'wallet' | 'users' | 'random' | 'fans' | 'notices'> & {
    /** Spoken alerts and the overlay keep their files here; without it they are off. */
    spokenDataDir?: string
  }
  ads?: Pick<LiveadsDeps, 'mediaOrigins'>
  streamAdmin: { users: StreamsUsersPort }
  /** The co-host: the creator's stories, credits and the story models (docs/live/COHOST.md). */
  cohost: Pick<CohostTurnDeps, 'compiledStory' | 'models' | 'tokenizer'> & {
    wallet: CohostWallet
    stories: CohostStories
  }
}

export interface LiveArea extends Omit<LiveCore, 'mounts'> {
  /** Live chat: tokens, the WebSocket hub (attach it to the HTTP server), moderation. */
  chat: { service: LivechatService; hub: ChatHub }
  donations: Omit<LivedonationsArea, 'mounts'>
  /** Admins' live ads synced to viewers' pages, and the pages' counters. */
  ads: LiveadsService
  /** The stream service: admins' streams, livestreamers and the sealed whitelist. */
  streamAdmin: StreamsService
  /** The co-host: settings, budget, and its turns answering the chat (sweep them). */
  cohost: Omit<CohostArea, 'mounts'>
  /** Every sub-area's routes, in their order of matching. */
  mounts: AreaMount[]
}

export async function createLive(deps: LiveAreaDeps): Promise<LiveArea> {
  const {
    chat: chatPorts,
    donations: donationPorts,
    ads: adsPorts,
    streamAdmin,
    cohost: cohostPorts,
    ...coreDeps
  } = deps
  const { db, clock, logger, limits, secret } = coreDeps
  const core = createLiveCore({
    ...coreDeps,
    entry: { ...coreDeps.entry, events: liveEntryEventsPort(() => chat.service) },
  })
  // Fans out through LISTEN/NOTIFY or Redis: any instance's viewers see every message.
  const chat = await createLivechat({
    db,
    database: coreDeps.database,
    limits,
    redisUrl: coreDeps.redisUrl,
    clock,
    logger,
    secret,
    live: { currentStream: (creatorOid) => core.service.currentStream(creatorOid) },
    ...chatPorts,
  })
  // A stream going on or off air is announced in its live chat.
  core.service.onStateChange((creatorOid, state) =>
    chat.service.publishEvent(creatorOid, state, {}),
  )
  // A stream going on air reminds the creator's subscribers, once per stream, when asked to.
  core.service.onStateChange((creatorOid, state) => core.reminders.stateChanged(creatorOid, state))
  // Donations alert through the chat's events and meet its bans and banned words.
  const { spokenDataDir, ...donationDeps } = donationPorts
  const donations = createLiveDonations({
    db,
    clock,
    ...donationDeps,
    events: chat.service,
    chat: chat.service,
    ...(spokenDataDir !== undefined && {
      spoken: {
        dataDir: spokenDataDir,
        secret,
        chat: chat.service,
        // A co-host line answering a donation is spoken in the co-host's voice.
        cohostLine: async (messageId: string) => {
          const line = await chat.service.cohost.storedLine(messageId)
          if (!line) return null
          const { voice } = await cohost.service.settingsOf(line.creatorOid)
          return { ...line, voice }
        },
        live: {
          streamCreator: async (streamOid) =>
            (await core.streams.find(streamOid))?.creatorOid ?? null,
        },
      },
    }),
  })
  const ads = createLiveads({ db, clock, mediaOrigins: adsPorts?.mediaOrigins })
  // Admins start and stop streams through the core's own state changes (liveOn/liveOff).
  const streams = createStreams({
    clock,
    secret,
    users: streamAdmin.users,
    live: {
      goLive: (creatorOid, via) => core.service.goLive(creatorOid, via),
      goOffline: (creatorOid) => core.service.goOffline(creatorOid),
      kick: (creatorOid) => core.service.ingestControl()?.kick(creatorOid),
      views: (streamOid) => core.service.views(streamOid),
      streams: (filter) => core.streams.list(filter),
      stream: (streamOid) => core.streams.find(streamOid),
      channels: (creatorOids) => core.streams.channels(creatorOids),
      lastStarted: (creatorOids) => core.streams.lastStarted(creatorOids),
    },
  })
  // The co-host hears the chat's lines and the donations' events through the chat, and
  // answers in it; its budget is the creator's credits.
  const livechat = chat.service
  const cohost = createCohost({
    db,
    clock,
    logger,
    ...cohostPorts,
    currentStream: (creatorOid) => core.service.currentStream(creatorOid),
    isModerator: livechat.cohost.isModerator,
    chat: {
      ...livechat.cohost,
      publishEvent: (creatorOid, name, data) => livechat.publishEvent(creatorOid, name, data),
    },
  })
  const { mounts: donationMounts, ...donationParts } = donations
  return {
    ...core,
    chat: { service: chat.service, hub: chat.hub },
    donations: donationParts,
    ads: ads.service,
    streamAdmin: streams.service,
    cohost: { service: cohost.service, runner: cohost.runner, models: cohost.models },
    mounts: [
      ...core.mounts,
      ...chat.mounts,
      ...donationMounts,
      ...ads.mounts,
      ...streams.mounts,
      ...cohost.mounts,
    ],
  }
}
