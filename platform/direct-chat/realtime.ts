/**
 * The real-time side of direct chat's use cases: socket tokens, the rooms a socket listens
 * to, resume replay from the messages table, and what is announced on the bus once stored
 * (docs/DIRECT-CHAT.md "Real time"). The hub hands its publisher in once listening; nothing
 * here knows about sockets.
 */
import type { SessionUser } from '../http'
import type { Envelope } from '../realtime'
import { readClaims, signClaims } from '../realtime'
import { type DirectChatContext, messageView } from './context'
import type { DirectMessage } from './contract'
import { createPresence } from './presence'
import {
  type DirectChatEvent,
  type DirectChatSocketToken,
  DIRECT_CHAT_REALTIME_LIMITS as LIMITS,
} from './realtime-contract'
import { planReplay } from './replay'

export interface DirectChatClaims {
  userOid: string
  nickname: string
  tokenExpires: number
  sessionExpires: number
}

export type DirectChatEnvelope = Envelope<DirectChatEvent>
export type DirectChatPublish = (envelope: DirectChatEnvelope) => Promise<void>

const PURPOSE = 'directchat'
const MINUTE = 60_000
const TOKEN_MINUTES = 10
const SESSION_HOURS = 12
/** Rooms one socket listens to at most (a user's newest). */
const ROOMS_LISTENED_MAX = 2_000

/** A user's own key on the bus: their `room` events. */
export const userKey = (userOid: string) => `user:${userOid}`

export function createRealtime(context: DirectChatContext) {
  const { db, clock, deps } = context
  let publisher: DirectChatPublish = async () => {}

  const secret = () => {
    if (!deps.secret) throw new Error('direct chat: no secret to sign socket tokens')
    return deps.secret
  }

  async function memberRooms(userOid: string) {
    const rows = await db
      .selectFrom('direct_chat_members as m')
      .innerJoin('direct_chat_rooms as r', 'r.oid', 'm.room_oid')
      .select(['r.oid', 'r.last_message_id'])
      .where('m.user_oid', '=', userOid)
      .where('m.left_at', 'is', null)
      .orderBy('r.oid', 'desc')
      .limit(ROOMS_LISTENED_MAX)
      .execute()
    return new Map(rows.map((row) => [row.oid, row.last_message_id]))
  }

  async function readAfter(roomId: string, afterId: string) {
    const rows = await db
      .selectFrom('direct_chat_messages')
      .selectAll()
      .where('room_oid', '=', roomId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(LIMITS.replayPerRoom + 1)
      .execute()
    return rows.map(messageView)
  }

  const presence = createPresence(context)

  return {
    presence,

    /** Members of the message's room with no socket anywhere hear of it once, until they read. */
    async notifyAway(message: DirectMessage, senderNickname: string) {
      const notifications = deps.notifications
      if (!notifications) return
      const away = await presence.markAway(message.roomId, message.senderOid)
      for (const userOid of away)
        await notifications.notify(userOid, {
          nickname: senderNickname,
          roomId: message.roomId,
          link: `/chat/${message.roomId}`,
        })
    },

    /** The hub's fan-out, once it is listening; nothing goes anywhere before. */
    setPublisher(next: DirectChatPublish) {
      publisher = next
    },
    publish: (envelope: DirectChatEnvelope) => publisher(envelope),

    socketToken(user: SessionUser): DirectChatSocketToken {
      const now = clock.now().getTime()
      const claims: DirectChatClaims = {
        userOid: user.oid,
        nickname: user.nickname,
        tokenExpires: now + TOKEN_MINUTES * MINUTE,
        sessionExpires: now + SESSION_HOURS * 60 * MINUTE,
      }
      return {
        token: signClaims(secret(), PURPOSE, claims),
        tokenExpirationTime: new Date(claims.tokenExpires).toISOString(),
        sessionExpirationTime: new Date(claims.sessionExpires).toISOString(),
      }
    },

    /** The claims of a token that may open a socket now, else why not. */
    openSession(token: string): DirectChatClaims | 'invalidToken' | 'tokenExpired' {
      const claims = deps.secret ? readClaims<DirectChatClaims>(deps.secret, PURPOSE, token) : null
      if (typeof claims?.userOid !== 'string') return 'invalidToken'
      if (claims.tokenExpires <= clock.now().getTime()) return 'tokenExpired'
      return claims
    },

    /** The rooms the user is an active member of, with each one's last message id. */
    memberRooms,

    /**
     * What a reconnecting client missed in its rooms, oldest first per room; a room with
     * more than the cap is named in `refetch` (its newest are read by history instead).
     */
    async replay(userOid: string, checkPoints: readonly { roomId: unknown; afterId: unknown }[]) {
      const steps = planReplay(checkPoints, await memberRooms(userOid))
      const messages: DirectMessage[] = []
      const refetch: string[] = []
      for (const step of steps) {
        const rows = await readAfter(step.roomId, step.afterId)
        if (rows.length > LIMITS.replayPerRoom) refetch.push(step.roomId)
        else messages.push(...rows)
      }
      return { messages, refetch }
    },

    /** A stored message, to every member's sockets on every instance. */
    announceMessage: (message: DirectMessage) =>
      publisher({ c: message.roomId, f: { type: 'message', message } }),

    announceRead: (roomId: string, userOid: string, lastReadId: string) =>
      publisher({ c: roomId, f: { type: 'read', roomId, userOid, lastReadId } }),

    /** The room changed for these users: their sockets listen again and refetch it. */
    async announceRoom(roomId: string, userOids: readonly string[]) {
      for (const userOid of new Set(userOids))
        await publisher({ c: userKey(userOid), f: { type: 'room', roomId } })
    },

    typing: (roomId: string, claims: DirectChatClaims) =>
      publisher({
        c: roomId,
        x: claims.userOid,
        f: { type: 'typing', roomId, userOid: claims.userOid, nickname: claims.nickname },
      }),
  }
}

export type DirectChatRealtime = ReturnType<typeof createRealtime>
