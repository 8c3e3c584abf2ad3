/**
 * What every use case of the live chat shares: its dependencies, the settings and
 * moderator look-ups, event frames, and the fan-out the hub hands in once listening.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import type { Clock, SessionUser } from '../../http'
import type { LimitStore } from '../../limits'
import {
  LIVECHAT_LIMITS,
  type LiveChatMessage,
  type LiveEvent,
  type LiveEventData,
  type LiveEventName,
  type ServerFrame,
} from './contract'
import { LIVECHAT_ERRORS } from './errors'
import type {
  LivechatChannelsPort,
  LivechatEmoticonsPort,
  LivechatLivePort,
  LivechatUsersPort,
} from './ports'

export interface LivechatDeps {
  db: Kysely<DB>
  clock: Clock
  /** Each sender's flood budget, shared by every instance. */
  limits: LimitStore
  secret: string
  users: LivechatUsersPort
  live: LivechatLivePort
  /** Tier name, icon and months of a sender; without it senders show no tier. */
  channels?: LivechatChannelsPort
  /** The creator's emoticon groups; without it the chat has none. */
  emoticons?: LivechatEmoticonsPort
}

/** What the chat heard that a co-host may answer (cohost-lines.ts). */
export type HeardLine =
  | { kind: 'message'; creatorOid: string; message: LiveChatMessage }
  | {
      kind: 'event'
      creatorOid: string
      name: 'donation' | 'mission'
      data: Record<string, unknown>
    }

/** Where frames go: every connection to the creator's chat, or one user's there. */
export type Publish = (creatorOid: string, frame: ServerFrame, toUserOid?: string) => Promise<void>

export const MINUTE = 60_000

export const isAdmin = (user: SessionUser) => user.roles.includes('admin')

export type ChatContext = ReturnType<typeof createChatContext>

export function createChatContext(deps: LivechatDeps) {
  const { db, clock } = deps
  let publisher: Publish = async () => {}
  const hearers: Array<(line: HeardLine) => void> = []

  const settingsOf = async (creatorOid: string) =>
    (await db
      .selectFrom('livechat_settings')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()) ?? {
      creator_oid: creatorOid,
      banned_words: [],
      use_anonymous_chat: false,
    }

  const isManager = async (creatorOid: string, userOid: string) =>
    !!(await db
      .selectFrom('livechat_managers')
      .select('user_oid')
      .where('creator_oid', '=', creatorOid)
      .where('user_oid', '=', userOid)
      .executeTakeFirst())

  // Versions of what a connection's profile read: a bump makes it re-read (profiles.ts).
  const versions = new Map<string, number>()
  const versionOf = (key: string) => versions.get(key) ?? 0

  return {
    db,
    clock,
    deps,
    /** The hub's fan-out, once it is listening; nothing goes anywhere before. */
    publish: (creatorOid: string, frame: ServerFrame, toUserOid?: string) =>
      publisher(creatorOid, frame, toUserOid),
    setPublisher(next: Publish) {
      publisher = next
    },
    settingsOf,
    isManager,
    /** A line was sent: its hearers (the co-host) start their work without holding it up. */
    heard(line: HeardLine) {
      for (const hearer of hearers) hearer(line)
    },
    onHeard(hearer: (line: HeardLine) => void) {
      hearers.push(hearer)
    },

    async requireLivestreamer(creatorOid: string) {
      const [creator] = await deps.users.findUsers([creatorOid])
      if (!creator?.isLivestreamer) throw LIVECHAT_ERRORS.creatorNotFound()
      return creator
    },

    /** The creator's own chat, or any chat for an admin. */
    requireOwner(user: SessionUser, creatorOid: string) {
      if (user.oid !== creatorOid && !isAdmin(user)) throw LIVECHAT_ERRORS.notOwner()
    },

    async requireModerator(user: SessionUser, creatorOid: string) {
      if (user.oid === creatorOid || isAdmin(user)) return
      if (!(await isManager(creatorOid, user.oid))) throw LIVECHAT_ERRORS.notModerator()
    },

    event<Name extends LiveEventName>(name: Name, data: LiveEventData[Name]): LiveEvent {
      return {
        kind: 'event',
        id: newObjectId(clock.now().getTime()),
        sendTime: clock.now().toISOString(),
        eventName: name,
        isTest: false,
        data,
      } as LiveEvent
    },

    async activeBan(creatorOid: string, userOid: string) {
      const now = clock.now()
      return db
        .selectFrom('livechat_bans')
        .select(['reason', 'until'])
        .where('creator_oid', '=', creatorOid)
        .where('user_oid', '=', userOid)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
        .executeTakeFirst()
    },

    versionOf,
    bump: (key: string) => versions.set(key, versionOf(key) + 1),
    userKey: (creatorOid: string, userOid: string) => `${creatorOid}:${userOid}`,
    // Platform groups belong to every chat: their version is part of every creator's.
    groupsVersion: (creatorOid: string) => versionOf(creatorOid) + versionOf('*'),

    /** Counts banned-word mentions on the server: the fifth restricts chat for 30 minutes. */
    async strike(creatorOid: string, userOid: string, mentions: number): Promise<Date | null> {
      const row = await db
        .insertInto('livechat_strikes')
        .values({ creator_oid: creatorOid, user_oid: userOid, mentions })
        .onConflict((oc) =>
          oc.columns(['creator_oid', 'user_oid']).doUpdateSet({
            mentions: sql`livechat_strikes.mentions + ${mentions}`,
          }),
        )
        .returning('mentions')
        .executeTakeFirstOrThrow()
      if (row.mentions < LIVECHAT_LIMITS.strikesBeforeRestriction) return null
      const until = new Date(clock.now().getTime() + LIVECHAT_LIMITS.restrictionMinutes * MINUTE)
      await db
        .updateTable('livechat_strikes')
        .set({ mentions: 0, restricted_until: until })
        .where('creator_oid', '=', creatorOid)
        .where('user_oid', '=', userOid)
        .execute()
      return until
    },
  }
}
