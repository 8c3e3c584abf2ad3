/**
 * Messages: history by cursor, sending (free or paid, stored once per client id), marking
 * read and the check-points a reconnecting client resumes from.
 */
import { sql } from 'kysely'
import type { SessionUser } from '../http'
import {
  type DirectChatContext,
  idText,
  type MessageRow,
  messageView,
  type RoomRow,
} from './context'
import type { CheckPoint, DirectMessage } from './contract'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'
import { createRules } from './rules'
import { readSendingState, refuseToSend } from './sending-state'

const CHECK_POINTS_MAX = 500

export interface NewMessage {
  room: RoomRow
  senderOid: string
  kind: DirectMessage['kind']
  text: string
  coins: number
  targetOid?: string
  clientMessageId: string
  transactionOid: string | null
}

export function createMessages(context: DirectChatContext) {
  const { db, clock } = context
  const rules = createRules(context)

  const byClientId = (senderOid: string, clientMessageId: string) =>
    db
      .selectFrom('direct_chat_messages')
      .selectAll()
      .where('sender_oid', '=', senderOid)
      .where('client_message_id', '=', clientMessageId)
      .executeTakeFirst()

  /** Stores a message once per (sender, client id); a concurrent twin answers the stored row. */
  async function store(message: NewMessage): Promise<{ row: MessageRow; replayed: boolean }> {
    const inserted = await db
      .insertInto('direct_chat_messages')
      .values({
        room_oid: message.room.oid,
        sender_oid: message.senderOid,
        kind: message.kind,
        text: message.text,
        coins: message.coins,
        target_oid: message.targetOid ?? null,
        client_message_id: message.clientMessageId,
        transaction_oid: message.transactionOid,
        created_at: clock.now(),
      })
      .onConflict((oc) =>
        oc
          .columns(['sender_oid', 'client_message_id'])
          .where('client_message_id', 'is not', null)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst()
    if (!inserted) {
      const row = await byClientId(message.senderOid, message.clientMessageId)
      if (!row) throw ERRORS.sendFailed()
      return { row, replayed: true }
    }
    await db
      .updateTable('direct_chat_rooms')
      .set({ last_message_id: sql`greatest(coalesce(last_message_id, 0), ${inserted.id})` })
      .where('oid', '=', message.room.oid)
      .execute()
    await db
      .updateTable('direct_chat_members')
      .set({ last_read_id: sql`greatest(last_read_id, ${inserted.id})` })
      .where('room_oid', '=', message.room.oid)
      .where('user_oid', '=', message.senderOid)
      .execute()
    return { row: inserted, replayed: false }
  }

  /** The same client id answers its stored message; with another room or text, nothing. */
  function replayOf(row: MessageRow, roomId: string, text: string) {
    if (row.room_oid !== roomId || row.text !== text) throw ERRORS.sendFailed()
    return { message: messageView(row), replayed: true }
  }

  async function requireSendable(user: SessionUser, roomId: string) {
    return refuseToSend(await readSendingState(context, roomId, user.oid))
  }

  async function send(
    user: SessionUser,
    roomId: string,
    input: { text: string; clientMessageId: string },
  ) {
    const earlier = await byClientId(user.oid, input.clientMessageId)
    if (earlier) return replayOf(earlier, roomId, input.text)
    const room = await requireSendable(user, roomId)
    const price = await rules.messagePrice(room, user.oid)
    let transactionOid: string | null = null
    if (price.coins > 0 && price.toUserOid) {
      // One ledger transaction per client id: a retry, or a twin sent at once, replays it.
      const charged = await context.deps.wallet.transfer({
        key: `direct-chat-message:${user.oid}:${input.clientMessageId}`,
        fromUserOid: user.oid,
        toUserOid: price.toUserOid,
        coins: price.coins,
        type: 'chat',
        metadata: { roomOid: room.oid, clientMessageId: input.clientMessageId },
      })
      transactionOid = charged.transactionOid
    }
    const stored = await store({
      room,
      senderOid: user.oid,
      kind: 'text',
      text: input.text,
      coins: price.coins,
      clientMessageId: input.clientMessageId,
      transactionOid,
    })
    if (stored.replayed) return replayOf(stored.row, roomId, input.text)
    return { message: messageView(stored.row), replayed: false }
  }

  return {
    store,
    send,

    /** A page of history: before a message (newest first read), or after one (resume). */
    async history(
      user: SessionUser,
      roomId: string,
      input: { before?: string | undefined; after?: string | undefined; limit: number },
    ) {
      await context.requireMember(roomId, user.oid)
      let query = db.selectFrom('direct_chat_messages').selectAll().where('room_oid', '=', roomId)
      if (input.after !== undefined) {
        const rows = await query
          .where('id', '>', input.after)
          .orderBy('id')
          .limit(input.limit)
          .execute()
        return { messages: rows.map(messageView), nextBefore: null }
      }
      if (input.before !== undefined) query = query.where('id', '<', input.before)
      const rows = await query.orderBy('id', 'desc').limit(input.limit).execute()
      const messages = rows.reverse().map(messageView)
      const full = rows.length === input.limit
      return { messages, nextBefore: full ? (messages[0]?.messageId ?? null) : null }
    },

    /** Moves the caller's check-point forward (never back, never past the last message). */
    async markRead(user: SessionUser, roomId: string, messageId: string) {
      const { room } = await context.requireMember(roomId, user.oid)
      const last = idText(room.last_message_id) ?? '0'
      const upTo = BigInt(messageId) > BigInt(last) ? last : messageId
      await db
        .updateTable('direct_chat_members')
        .set({ last_read_id: sql`greatest(last_read_id, ${upTo})` })
        .where('room_oid', '=', roomId)
        .where('user_oid', '=', user.oid)
        .execute()
      const [point] = await checkPoints(user.oid, roomId)
      return { checkPoint: point as CheckPoint }
    },

    async checkPoints(user: SessionUser) {
      const points = await checkPoints(user.oid)
      return { checkPoints: points, unread: points.reduce((sum, point) => sum + point.unread, 0) }
    },
  }

  async function checkPoints(userOid: string, roomId?: string): Promise<CheckPoint[]> {
    let query = db
      .selectFrom('direct_chat_members as m')
      .innerJoin('direct_chat_rooms as r', 'r.oid', 'm.room_oid')
      .select(['m.room_oid', 'm.last_read_id', 'r.last_message_id'])
      .select((eb) =>
        eb
          .selectFrom('direct_chat_messages as msg')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('msg.room_oid', '=', 'm.room_oid')
          .whereRef('msg.id', '>', 'm.last_read_id')
          .where('msg.sender_oid', '<>', userOid)
          .as('unread'),
      )
      .where('m.user_oid', '=', userOid)
      .where('m.left_at', 'is', null)
    if (roomId) query = query.where('m.room_oid', '=', roomId)
    const rows = await query.orderBy('m.room_oid', 'desc').limit(CHECK_POINTS_MAX).execute()
    return rows.map((row) => ({
      roomId: row.room_oid,
      lastReadId: String(row.last_read_id),
      lastMessageId: idText(row.last_message_id),
      unread: Number(row.unread ?? 0),
    }))
  }
}
