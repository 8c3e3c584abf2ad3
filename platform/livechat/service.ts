/**
 * The live chat service: chat tokens, storing and masking messages, the 5-strikes rule,
 * managers, bans and the anonymous chat setting. Frames leave through `publish`, which the
 * hub fans out to every instance (LISTEN/NOTIFY); nothing here knows about sockets.
 */
import { createHash } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db/ids'
import type { Clock, SessionUser } from '../http'
import {
  type ChatBanReason,
  type ChatSender,
  type ChatTokenResponse,
  type DisconnectReason,
  LIVECHAT_LIMITS,
  type LiveChatMessage,
  type LiveEvent,
  type LiveEventData,
  type LiveEventName,
  type ModerationResponse,
  type ServerFrame,
} from './contract'
import {
  chatEmoticon,
  PRIVILEGED_USE_LEVEL,
  usableEmoticonsIn,
  type ViewerEmoticons,
  viewerEmoticons,
} from './emoticons'
import { LIVECHAT_ERRORS } from './errors'
import { maskBannedWords } from './mask'
import type {
  LivechatChannelsPort,
  LivechatEmoticonsPort,
  LivechatLivePort,
  LivechatSubscription,
  LivechatUsersPort,
} from './ports'
import type { LivechatTables } from './tables'
import { type ChatClaims, readChatToken, signChatToken } from './token'

export interface LivechatDeps {
  db: Kysely<DB>
  clock: Clock
  secret: string
  users: LivechatUsersPort
  live: LivechatLivePort
  /** Tier name, icon and months of a sender; without it senders show no tier. */
  channels?: LivechatChannelsPort
  /** The creator's emoticon groups; without it the chat has none. */
  emoticons?: LivechatEmoticonsPort
}

/** What a connection knows of its viewer, read once and kept (see `profileOf`). */
interface Profile {
  sender: ChatSender | null
  emoticons: ViewerEmoticons
  at: number
  userVersion: number
  groupsVersion: number
}

/**
 * A connection's profile is re-read after this long even without an event: the events
 * that refresh it are seen at once only on the instance that published them.
 */
const PROFILE_TTL_MS = 60_000

/** Where frames go: every connection to the creator's chat, or one user's there. */
export type Publish = (creatorOid: string, frame: ServerFrame, toUserOid?: string) => Promise<void>

type MessageRow = Selectable<LivechatTables['livechat_messages']>

const MINUTE = 60_000
const COLORS = [
  '#e25555',
  '#e2a155',
  '#c9c23b',
  '#55b655',
  '#3fb3b3',
  '#5577e2',
  '#9a55e2',
  '#e255b8',
]

/** Two colours from the user id: the same for a user everywhere, no storage needed. */
export function nicknameColors(userOid: string): [string, string] {
  const digest = createHash('sha1').update(userOid).digest()
  return [
    COLORS[(digest[0] ?? 0) % COLORS.length] as string,
    COLORS[(digest[1] ?? 0) % COLORS.length] as string,
  ]
}

export function toMessage(row: MessageRow): LiveChatMessage {
  return {
    kind: 'message',
    id: String(row.id),
    sendTime: row.send_time.toISOString(),
    content: row.content,
    sender: row.sender,
    emoticons: row.emoticons ?? [],
    isBan: false,
    isHiddenName: row.is_hidden_name,
  }
}

export function createLivechatService(deps: LivechatDeps) {
  const { db, clock } = deps
  let publish: Publish = async () => {}

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

  async function requireLivestreamer(creatorOid: string) {
    const [creator] = await deps.users.findUsers([creatorOid])
    if (!creator?.isLivestreamer) throw LIVECHAT_ERRORS.creatorNotFound()
    return creator
  }

  const isManager = async (creatorOid: string, userOid: string) =>
    !!(await db
      .selectFrom('livechat_managers')
      .select('user_oid')
      .where('creator_oid', '=', creatorOid)
      .where('user_oid', '=', userOid)
      .executeTakeFirst())

  const isAdmin = (user: SessionUser) => user.roles.includes('admin')

  /** The creator's own chat, or any chat for an admin. */
  function requireOwner(user: SessionUser, creatorOid: string) {
    if (user.oid !== creatorOid && !isAdmin(user)) throw LIVECHAT_ERRORS.notOwner()
  }

  async function requireModerator(user: SessionUser, creatorOid: string) {
    if (user.oid === creatorOid || isAdmin(user)) return
    if (!(await isManager(creatorOid, user.oid))) throw LIVECHAT_ERRORS.notModerator()
  }

  function event<Name extends LiveEventName>(name: Name, data: LiveEventData[Name]): LiveEvent {
    return {
      kind: 'event',
      id: newObjectId(clock.now().getTime()),
      sendTime: clock.now().toISOString(),
      eventName: name,
      isTest: false,
      data,
    } as LiveEvent
  }

  async function activeBan(creatorOid: string, userOid: string) {
    const now = clock.now()
    return db
      .selectFrom('livechat_bans')
      .select(['reason', 'until'])
      .where('creator_oid', '=', creatorOid)
      .where('user_oid', '=', userOid)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
      .executeTakeFirst()
  }

  async function history(creatorOid: string, afterId?: string | null): Promise<LiveChatMessage[]> {
    let query = db.selectFrom('livechat_messages').selectAll().where('creator_oid', '=', creatorOid)
    if (afterId) {
      query = query.where('id', '>', afterId).orderBy('id', 'asc')
      return (await query.limit(LIVECHAT_LIMITS.historyMax).execute()).map(toMessage)
    }
    const rows = await query.orderBy('id', 'desc').limit(50).execute()
    return rows.reverse().map(toMessage)
  }

  /** Counts banned-word mentions on the server: the fifth restricts chat for 30 minutes. */
  async function strike(
    creatorOid: string,
    userOid: string,
    mentions: number,
  ): Promise<Date | null> {
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
  }

  // Per connection: the hub hands the same claims object to welcome and every send.
  const profiles = new WeakMap<ChatClaims, Profile>()
  const versions = new Map<string, number>()
  const versionOf = (key: string) => versions.get(key) ?? 0
  const bump = (key: string) => versions.set(key, versionOf(key) + 1)
  const userKey = (creatorOid: string, userOid: string) => `${creatorOid}:${userOid}`
  // Platform groups belong to every chat: their version is part of every creator's.
  const groupsVersion = (creatorOid: string) => versionOf(creatorOid) + versionOf('*')

  async function loadProfile(claims: ChatClaims): Promise<Profile> {
    const userOid = claims.userOid
    const [users, manager, subscription, groups] = await Promise.all([
      userOid ? deps.users.findUsers([userOid]) : Promise.resolve([]),
      userOid ? isManager(claims.creatorOid, userOid) : Promise.resolve(false),
      userOid && deps.channels
        ? deps.channels.subscription(claims.creatorOid, userOid)
        : Promise.resolve<LivechatSubscription | null>(null),
      deps.emoticons
        ? deps.emoticons.groups(claims.creatorOid)
        : Promise.resolve({ creator: [], platform: [] }),
    ])
    const isCreator = userOid === claims.creatorOid
    const useLevel =
      claims.isAdmin || isCreator || manager
        ? PRIVILEGED_USE_LEVEL
        : subscription
          ? subscription.position + 1
          : 0
    const user = users[0]
    const sender: ChatSender | null = userOid
      ? {
          userOid,
          nickname: user?.nickname ?? claims.nickname,
          nicknameColors: nicknameColors(userOid),
          tierHash: subscription?.tierHash ?? null,
          tierName: subscription?.tierName ?? null,
          tierPhoto: subscription?.tierPhoto ?? null,
          userPhoto: user?.photo ?? null,
          subscriptionMonths: subscription?.months ?? 0,
          isAdmin: claims.isAdmin,
          isCreator,
          isManager: manager,
        }
      : null
    return {
      sender,
      emoticons: viewerEmoticons(groups, useLevel, !!userOid),
      at: clock.now().getTime(),
      userVersion: userOid ? versionOf(userKey(claims.creatorOid, userOid)) : 0,
      groupsVersion: groupsVersion(claims.creatorOid),
    }
  }

  /** The connection's sender fields and emoticons, re-read after an event or the TTL. */
  async function profileOf(claims: ChatClaims): Promise<Profile> {
    const cached = profiles.get(claims)
    if (
      cached &&
      clock.now().getTime() - cached.at < PROFILE_TTL_MS &&
      cached.groupsVersion === groupsVersion(claims.creatorOid) &&
      cached.userVersion ===
        (claims.userOid ? versionOf(userKey(claims.creatorOid, claims.userOid)) : 0)
    ) {
      return cached
    }
    const fresh = await loadProfile(claims)
    profiles.set(claims, fresh)
    return fresh
  }

  /** A sender's tier, manager flag or name changed: their connections re-read it. */
  async function userDataChanged(creatorOid: string, userOid: string) {
    bump(userKey(creatorOid, userOid))
    await publish(creatorOid, event('updatedUserData', { userOid }))
  }

  return {
    /** The hub hands its fan-out here once it is listening. */
    setPublisher(next: Publish) {
      publish = next
    },

    async chatToken(user: SessionUser | null, creatorOid: string): Promise<ChatTokenResponse> {
      await requireLivestreamer(creatorOid)
      const now = clock.now().getTime()
      const claims: ChatClaims = {
        creatorOid,
        userOid: user?.oid ?? null,
        nickname: user?.nickname ?? '',
        isAdmin: !!user && isAdmin(user),
        tokenExpires: now + LIVECHAT_LIMITS.tokenMinutes * MINUTE,
        sessionExpires: now + LIVECHAT_LIMITS.sessionHours * 60 * MINUTE,
      }
      return {
        token: signChatToken(deps.secret, claims),
        sessionExpirationTime: new Date(claims.sessionExpires).toISOString(),
        tokenExpirationTime: new Date(claims.tokenExpires).toISOString(),
      }
    },

    /** The claims of a token that may open a socket now, else why not. */
    openSession(token: string): ChatClaims | DisconnectReason {
      const claims = readChatToken(deps.secret, token)
      if (!claims) return 'invalidToken'
      if (claims.tokenExpires <= clock.now().getTime()) return 'tokenExpired'
      return claims
    },

    async welcome(claims: ChatClaims, lastId: string | null) {
      const [settings, streamOid, messages, profile] = await Promise.all([
        settingsOf(claims.creatorOid),
        deps.live.currentStream(claims.creatorOid),
        history(claims.creatorOid, lastId),
        profileOf(claims),
      ])
      const ban = claims.userOid ? await activeBan(claims.creatorOid, claims.userOid) : undefined
      return {
        kind: 'welcome' as const,
        creatorOid: claims.creatorOid,
        streamOid,
        userOid: claims.userOid,
        canChat: !!claims.userOid && !ban,
        useAnonymousChat: settings.use_anonymous_chat,
        bannedWords: settings.banned_words,
        history: messages,
        useLevel: profile.emoticons.useLevel,
        usableEmoticonGroups: profile.emoticons.usable,
        emoticonGroups: profile.emoticons.all,
        blocked: ban?.reason === 'block' || ban?.reason === 'kick',
      }
    },

    history,

    /** Stores and publishes a message, masked; refusals throw the texts the client shows. */
    async send(claims: ChatClaims, content: string, hideName: boolean): Promise<LiveChatMessage> {
      if (!claims.userOid) throw LIVECHAT_ERRORS.loginRequired()
      const userOid = claims.userOid
      const text = content.trim().slice(0, LIVECHAT_LIMITS.contentMax)
      if (!text) throw LIVECHAT_ERRORS.emptyMessage()
      // One round of reads, started together: a message costs two round trips, not six.
      const [strikes, ban, settings, profile, streamOid] = await Promise.all([
        db
          .selectFrom('livechat_strikes')
          .select('restricted_until')
          .where('creator_oid', '=', claims.creatorOid)
          .where('user_oid', '=', userOid)
          .executeTakeFirst(),
        activeBan(claims.creatorOid, userOid),
        settingsOf(claims.creatorOid),
        profileOf(claims),
        deps.live.currentStream(claims.creatorOid),
      ])
      if (strikes?.restricted_until && strikes.restricted_until > clock.now()) {
        throw LIVECHAT_ERRORS.restricted(strikes.restricted_until)
      }
      if (ban) throw LIVECHAT_ERRORS.banned()
      const masked = maskBannedWords(text, settings.banned_words)
      const isHiddenName = hideName && settings.use_anonymous_chat
      const sender = profile.sender as ChatSender
      // Only emoticons of the sender's level are listed; any other `:name:` stays text.
      const emoticons = usableEmoticonsIn(masked.content, profile.emoticons.usable).map(
        chatEmoticon,
      )
      const row = await db
        .insertInto('livechat_messages')
        .values({
          creator_oid: claims.creatorOid,
          stream_oid: streamOid,
          user_oid: userOid,
          content: masked.content,
          is_hidden_name: isHiddenName,
          emoticons: JSON.stringify(emoticons),
          sender: JSON.stringify(
            isHiddenName ? { ...sender, nickname: '', userPhoto: null } : sender,
          ),
          send_time: clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const message = toMessage(row)
      await publish(claims.creatorOid, message)
      if (masked.mentions > 0) {
        const until = await strike(claims.creatorOid, userOid, masked.mentions)
        if (until) throw LIVECHAT_ERRORS.restricted(until)
      }
      return message
    },

    async publishEvent<Name extends LiveEventName>(
      creatorOid: string,
      name: Name,
      data: LiveEventData[Name],
    ) {
      if (name === 'updatedUserData')
        bump(userKey(creatorOid, (data as { userOid: string }).userOid))
      if (name === 'updatedEmoticonData') bump(creatorOid)
      await publish(creatorOid, event(name, data))
    },

    userDataChanged,

    /**
     * The emoticons area saved a creator's groups (or deleted an emoticon): viewers re-read
     * them. The platform's groups (owner `platformOwner`) belong to every chat, so they
     * refresh on each connection's next read instead of an event to every room.
     */
    async emoticonsChanged(creatorOid: string, platformOwner = '000000000000000000000000') {
      if (creatorOid === platformOwner) {
        bump('*')
        return
      }
      bump(creatorOid)
      await publish(creatorOid, event('updatedEmoticonData', { creatorOid }))
    },

    /** Subscription changes from the channels area: the subscriber's tier fields change. */
    subscriptionListener: {
      onSubscribed: (change: { creatorOid: string; userOid: string }) =>
        userDataChanged(change.creatorOid, change.userOid),
      onEnded: (change: { creatorOid: string; userOid: string }) =>
        userDataChanged(change.creatorOid, change.userOid),
    },

    async moderation(user: SessionUser, creatorOid: string): Promise<ModerationResponse> {
      await requireModerator(user, creatorOid)
      const [settings, bans, managers] = await Promise.all([
        settingsOf(creatorOid),
        db
          .selectFrom('livechat_bans')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', clock.now())]))
          .orderBy('created_at', 'desc')
          .execute(),
        db
          .selectFrom('livechat_managers')
          .selectAll()
          .where('creator_oid', '=', creatorOid)
          .orderBy('created_at')
          .execute(),
      ])
      return {
        creatorOid,
        bannedWords: settings.banned_words,
        useAnonymousChat: settings.use_anonymous_chat,
        bans: bans.map((ban) => ({
          oid: ban.oid,
          userOid: ban.user_oid,
          nickname: ban.nickname,
          reason: ban.reason,
          description: ban.description,
          until: ban.until?.toISOString() ?? null,
        })),
        managers: managers.map((m) => ({
          userOid: m.user_oid,
          nickname: m.nickname,
          date: m.created_at.toISOString(),
        })),
      }
    },

    async setBannedWords(user: SessionUser, creatorOid: string, words: string[]) {
      await requireModerator(user, creatorOid)
      const unique = [...new Set(words)]
      await db
        .insertInto('livechat_settings')
        .values({ creator_oid: creatorOid, banned_words: JSON.stringify(unique) })
        .onConflict((oc) =>
          oc.column('creator_oid').doUpdateSet({ banned_words: JSON.stringify(unique) }),
        )
        .execute()
      await publish(creatorOid, event('bannedWordsUpdate', { bannedWords: unique.join(',') }))
      return { creatorOid, bannedWords: unique }
    },

    async setAnonymousChat(user: SessionUser, creatorOid: string, useAnonymousChat: boolean) {
      requireOwner(user, creatorOid)
      await db
        .insertInto('livechat_settings')
        .values({ creator_oid: creatorOid, use_anonymous_chat: useAnonymousChat })
        .onConflict((oc) =>
          oc.column('creator_oid').doUpdateSet({ use_anonymous_chat: useAnonymousChat }),
        )
        .execute()
      await publish(creatorOid, event('studioSetting', { useAnonymousChat }))
      return { creatorOid, useAnonymousChat }
    },

    async addManager(user: SessionUser, creatorOid: string, userOid: string) {
      requireOwner(user, creatorOid)
      const [target] = await deps.users.findUsers([userOid])
      if (!target) throw LIVECHAT_ERRORS.userNotFound()
      const now = clock.now()
      await db
        .insertInto('livechat_managers')
        .values({
          creator_oid: creatorOid,
          user_oid: userOid,
          nickname: target.nickname,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['creator_oid', 'user_oid']).doNothing())
        .execute()
      bump(userKey(creatorOid, userOid))
      await publish(
        creatorOid,
        event('makeManager', {
          userOid,
          nickname: target.nickname,
          email: target.email,
          date: now.toISOString(),
        }),
      )
      return { creatorOid, userOid, nickname: target.nickname, date: now.toISOString() }
    },

    async removeManagers(user: SessionUser, creatorOid: string, managerOids: string[]) {
      requireOwner(user, creatorOid)
      const removed = await db
        .deleteFrom('livechat_managers')
        .where('creator_oid', '=', creatorOid)
        .where('user_oid', 'in', managerOids)
        .returning('user_oid')
        .execute()
      const userOids = removed.map((row) => row.user_oid)
      for (const removedOid of userOids) bump(userKey(creatorOid, removedOid))
      if (userOids.length)
        await publish(creatorOid, event('removeManager', { userOids: userOids.join(',') }))
      return { creatorOid, removed: userOids }
    },

    /** chatBan silences for banTime minutes; kick also drops the socket; block is for good. */
    async chatBan(
      user: SessionUser,
      input: {
        creatorOid: string
        userOid: string
        banTime: number
        reason: ChatBanReason
        description: string
      },
    ) {
      const { creatorOid, userOid, reason } = input
      await requireModerator(user, creatorOid)
      const [target] = await deps.users.findUsers([userOid])
      if (!target) throw LIVECHAT_ERRORS.userNotFound()
      if (userOid === creatorOid) throw LIVECHAT_ERRORS.moderatorImmune()
      const now = clock.now()
      const until =
        reason === 'block' && input.banTime === 0
          ? null
          : new Date(now.getTime() + input.banTime * MINUTE)
      const oid = newObjectId(now.getTime())
      await db
        .insertInto('livechat_bans')
        .values({
          oid,
          creator_oid: creatorOid,
          user_oid: userOid,
          nickname: target.nickname,
          reason,
          description: input.description,
          until,
          created_by: user.oid,
          created_at: now,
        })
        .execute()
      if (reason !== 'chatBan') {
        await publish(
          creatorOid,
          { kind: 'disconnect', id: oid, sendTime: now.toISOString(), reason, userId: userOid },
          userOid,
        )
      }
      return { oid, creatorOid, userOid, reason, until: until?.toISOString() ?? null }
    },

    async removeBanUsers(user: SessionUser, creatorOid: string, banOids: string[]) {
      await requireModerator(user, creatorOid)
      const removed = await db
        .deleteFrom('livechat_bans')
        .where('creator_oid', '=', creatorOid)
        // A ban row's oid, or the banned user's: the studio list may send either.
        .where((eb) => eb.or([eb('oid', 'in', banOids), eb('user_oid', 'in', banOids)]))
        .returning('oid')
        .execute()
      return { creatorOid, removed: removed.map((row) => row.oid) }
    },
  }
}

export type LivechatService = ReturnType<typeof createLivechatService>
