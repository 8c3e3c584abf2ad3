/**
 * What every use case of direct chat shares: its dependencies, the room and membership
 * look-ups, blocks and the stored settings, and the row → wire shapes.
 */
import type { Selectable } from 'kysely'
import type { ChatLanguage, ChatRoomView, ChatSettings, DirectMessage } from './contract'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'
import type { DirectChatDeps } from './ports'
import type { DirectChatTables } from './tables'

export type RoomRow = Selectable<DirectChatTables['direct_chat_rooms']>
export type MessageRow = Selectable<DirectChatTables['direct_chat_messages']>
export type SettingsRow = Selectable<DirectChatTables['direct_chat_settings']>

export type DirectChatContext = ReturnType<typeof createDirectChatContext>

export const idText = (value: string | number | bigint | null) =>
  value === null ? null : String(value)

export function roomView(row: RoomRow): ChatRoomView {
  return {
    roomId: row.oid,
    kind: row.kind,
    roomType: row.room_type,
    title: row.title,
    language: (row.language as ChatLanguage | null) ?? null,
    context: row.context,
    ownerOid: row.owner_oid,
    memberCount: row.member_count,
    memberLimit: row.member_limit,
    closed: row.closed,
    lastMessageId: idText(row.last_message_id),
    createdAt: row.created_at.toISOString(),
  }
}

export function messageView(row: MessageRow): DirectMessage {
  return {
    messageId: String(row.id),
    roomId: row.room_oid,
    senderOid: row.sender_oid,
    kind: row.kind,
    text: row.text,
    coins: row.coins,
    targetOid: row.target_oid,
    clientMessageId: row.client_message_id,
    sentAt: row.created_at.toISOString(),
  }
}

export function settingsView(row: SettingsRow): ChatSettings {
  return {
    userOid: row.user_oid,
    whoMayMessage: row.who_may_message,
    coinsPerMessage: row.coins_per_message,
    tierHashes: row.tier_hashes,
    imageReception: row.image_reception,
    autoMessage: row.auto_message,
    updatedAt: row.updated_at.toISOString(),
  }
}

export function createDirectChatContext(deps: DirectChatDeps) {
  const { db } = deps

  const findRoom = async (roomId: string) => {
    const room = await db
      .selectFrom('direct_chat_rooms')
      .selectAll()
      .where('oid', '=', roomId)
      .executeTakeFirst()
    if (!room) throw ERRORS.roomNotFound()
    return room
  }

  const activeMember = (roomId: string, userOid: string) =>
    db
      .selectFrom('direct_chat_members')
      .selectAll()
      .where('room_oid', '=', roomId)
      .where('user_oid', '=', userOid)
      .where('left_at', 'is', null)
      .executeTakeFirst()

  return {
    db,
    clock: deps.clock,
    deps,
    findRoom,
    activeMember,

    /**
     * The room and the caller's membership. A non-member gets one answer whether the room
     * exists or not: ids are partly guessable, and a room's existence is the members' to know.
     */
    async requireMember(roomId: string, userOid: string) {
      const member = await activeMember(roomId, userOid)
      if (!member) throw ERRORS.notMember()
      return { room: await findRoom(roomId), member }
    },

    async activeMemberOids(roomId: string) {
      const rows = await db
        .selectFrom('direct_chat_members')
        .select('user_oid')
        .where('room_oid', '=', roomId)
        .where('left_at', 'is', null)
        .execute()
      return rows.map((row) => row.user_oid)
    },

    /** A block either way between the two users. */
    async blockedBetween(a: string, b: string) {
      const row = await db
        .selectFrom('direct_chat_blocks')
        .select('blocker_oid')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_oid', '=', a), eb('blocked_oid', '=', b)]),
            eb.and([eb('blocker_oid', '=', b), eb('blocked_oid', '=', a)]),
          ]),
        )
        .executeTakeFirst()
      return !!row
    },

    /** A block either way between the user and any of the others (one query). */
    async blockedAmong(userOid: string, others: readonly string[]) {
      const row = await db
        .selectFrom('direct_chat_blocks')
        .select('blocker_oid')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_oid', '=', userOid), eb('blocked_oid', 'in', others)]),
            eb.and([eb('blocked_oid', '=', userOid), eb('blocker_oid', 'in', others)]),
          ]),
        )
        .executeTakeFirst()
      return !!row
    },

    async storedSettings(userOid: string) {
      const row = await db
        .selectFrom('direct_chat_settings')
        .selectAll()
        .where('user_oid', '=', userOid)
        .executeTakeFirst()
      return row ? settingsView(row) : null
    },
  }
}
