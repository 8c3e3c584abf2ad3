/**
 * The use cases whose effects the members hear at once: each stores first (the REST answer
 * is the ack), then announces on the bus. An announcement that fails is logged and the call
 * still succeeds: what was stored reaches the sockets on their next resume.
 */
import type { SessionUser } from '../http'
import type { DirectChatContext } from './context'
import type { DirectMessage } from './contract'
import type { DirectChatRealtime } from './realtime'

interface Announced {
  send(
    user: SessionUser,
    roomId: string,
    input: { text: string; clientMessageId: string },
  ): Promise<{ message: DirectMessage; replayed: boolean }>
  donate(
    user: SessionUser,
    input: never,
  ): Promise<{ message: DirectMessage; transactionOid: string; replayed: boolean }>
  markRead(
    user: SessionUser,
    roomId: string,
    messageId: string,
  ): Promise<{ checkPoint: { lastReadId: string } }>
  createRoom(
    user: SessionUser,
    input: { partnerOids: string[]; title: string },
  ): Promise<{ room: { roomId: string } }>
  joinGlobal(user: SessionUser, roomId: string): Promise<unknown>
  leaveRoom(user: SessionUser, roomId: string): Promise<unknown>
}

export function announcing<Base extends Announced>(
  context: DirectChatContext,
  realtime: DirectChatRealtime,
  base: Base,
): Pick<Base, keyof Announced> {
  const tell = async (what: () => Promise<unknown>) => {
    try {
      await what()
    } catch (error) {
      context.deps.logger?.warn({ err: error }, 'direct chat: not announced')
    }
  }
  /** To the sockets first, then a notification to the members away. */
  const told = async (message: DirectMessage, nickname: string) => {
    await tell(() => realtime.announceMessage(message))
    await tell(() => realtime.notifyAway(message, nickname))
  }
  return {
    async send(user, roomId, input) {
      const sent = await base.send(user, roomId, input)
      if (!sent.replayed) await told(sent.message, user.nickname)
      return sent
    },
    async donate(user, input) {
      const given = await base.donate(user, input)
      if (!given.replayed) await told(given.message, user.nickname)
      return given
    },
    async markRead(user, roomId, messageId) {
      const before = await context.activeMember(roomId, user.oid)
      const read = await base.markRead(user, roomId, messageId)
      const moved = !!before && BigInt(read.checkPoint.lastReadId) > BigInt(before.last_read_id)
      if (moved) {
        await tell(() => realtime.presence.clearNotified(roomId, user.oid))
        await tell(() => realtime.announceRead(roomId, user.oid, read.checkPoint.lastReadId))
      }
      return read
    },
    async createRoom(user, input) {
      const made = await base.createRoom(user, input)
      await tell(() => realtime.announceRoom(made.room.roomId, [user.oid, ...input.partnerOids]))
      return made
    },
    async joinGlobal(user, roomId) {
      const joined = await base.joinGlobal(user, roomId)
      await tell(() => realtime.announceRoom(roomId, [user.oid]))
      return joined
    },
    async leaveRoom(user, roomId) {
      const left = await base.leaveRoom(user, roomId)
      await tell(() => realtime.announceRoom(roomId, [user.oid]))
      return left
    },
  } as Pick<Base, keyof Announced>
}
