/**
 * What the live service's use cases share (studio, ingest, playback): their dependencies,
 * the channel look-ups, the studio guard, the attached ingest, the state listeners and the
 * viewer tracker.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import { type Clock, forbidden, type SessionUser } from '../../http'
import type { LiveTicketWallet } from '../entry/tickets'
import { LIVE_ERRORS } from '../errors'
import type { LiveUserSubscriptions } from '../playback/user'
import { createViewerTracker } from '../playback/viewers'
import type { LiveIngestControl, LivePlaybackSettings, LiveUser, LiveUsersPort } from '../ports'
import type { LiveChannelsTable } from '../tables'
import type { ToolKeySessions } from './toolkey'

export interface LiveDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  users: LiveUsersPort
  playback: LivePlaybackSettings
  /** Pays live tickets (`POST /live/ticketing`); without it tickets cannot be bought. */
  wallet?: LiveTicketWallet
  /** Logs a tool key's livestreamer in (accounts); without it tool keys log nobody in. */
  sessions?: ToolKeySessions
  /** A user's subscription to a creator, as `GET /live/user` shows it (channels). */
  subscriptions?: LiveUserSubscriptions
}

export type ChannelRow = Selectable<LiveChannelsTable>

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

/** Told when a creator's stream goes on or off air (live chat's liveOn and liveOff events). */
export type LiveStateListener = (creatorOid: string, state: 'liveOn' | 'liveOff') => Promise<void>

export type LiveContext = ReturnType<typeof createLiveContext>

export function createLiveContext(deps: LiveDeps) {
  const { db, clock } = deps
  const stateListeners = new Set<LiveStateListener>()
  // Asked before every publish (either ingest); one that throws refuses it (the allowance).
  const publishChecks = new Set<(creatorOid: string) => Promise<void>>()
  // After the change is committed; a listener's failure never undoes or fails it.
  async function announce(creatorOid: string, state: 'liveOn' | 'liveOff') {
    for (const listener of stateListeners) {
      await listener(creatorOid, state).catch((error: unknown) =>
        deps.logger.warn({ err: error, creatorOid, state }, 'live state listener failed'),
      )
    }
  }
  let ingest: LiveIngestControl | null = null
  const viewers = createViewerTracker(deps)

  const channelOf = (creatorOid: string) =>
    db
      .selectFrom('live_channels')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst() as Promise<ChannelRow | undefined>

  async function livestreamer(creatorOid: string): Promise<LiveUser | null> {
    const [user] = await deps.users.findUsers([creatorOid])
    return user?.isLivestreamer ? user : null
  }

  /** The studio is the livestreamer's own; admins reach every studio (spec §2 guard). */
  function requireStudio(user: SessionUser, creatorOid: string) {
    if (isAdmin(user)) return
    if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
    if (user.oid !== creatorOid) throw forbidden()
  }

  async function ensureChannel(creatorOid: string) {
    await db
      .insertInto('live_channels')
      .values({ creator_oid: creatorOid, updated_at: clock.now() })
      .onConflict((oc) => oc.column('creator_oid').doNothing())
      .execute()
  }

  return {
    db,
    clock,
    deps,
    stateListeners,
    publishChecks,
    announce,
    /** The embedded ingest attached to this process, if any. */
    ingest: () => ingest,
    attachIngest(control: LiveIngestControl | null) {
      ingest = control
    },
    viewers,
    channelOf,
    livestreamer,
    requireStudio,
    ensureChannel,
  }
}
