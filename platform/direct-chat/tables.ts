/** Tables owned by the direct chat area (see migrations.ts). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { ImageReception, MessageKind, RoomKind, RoomType, WhoMayMessage } from './contract'
import type { ImageMessageTables } from './image-messages/tables'
import type { MessageContentTables } from './message-content/tables'
import type { ModerationTables } from './moderation/tables'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>
/** bigint ids read as strings (both engines), written as numbers or strings. */
type BigId = ColumnType<string, string | number | bigint, string | number | bigint>

/** The rooms, members, messages and settings; the sub-areas' tables are joined below. */
type RoomTables = {
  direct_chat_rooms: {
    oid: string
    kind: RoomKind
    room_type: ColumnType<RoomType, RoomType | undefined, RoomType>
    title: ColumnType<string, string | undefined, string>
    language: string | null
    context: ColumnType<string, string | undefined, string>
    owner_oid: string | null
    /** A 1:1 room's two members, sorted: one room per pair. */
    pair_key: string | null
    member_limit: number
    member_count: ColumnType<number, number | undefined, number>
    closed: ColumnType<boolean, boolean | undefined, boolean>
    last_message_id: ColumnType<
      string | null,
      string | number | null | undefined,
      string | number | null
    >
    created_at: Timestamp
  }
  direct_chat_members: {
    room_oid: string
    user_oid: string
    joined_at: Timestamp
    left_at: NullableTimestamp
    /** The last message the member has read: their check-point. */
    last_read_id: ColumnType<string, string | number | undefined, string | number>
    /** Told by a notification of a message while away; cleared when they read. */
    notified: ColumnType<boolean, boolean | undefined, boolean>
  }
  /** Sockets open per user and server instance, until `expires_at` (renewed while open). */
  direct_chat_presence: {
    user_oid: string
    instance_oid: string
    sockets: number
    expires_at: Timestamp
  }
  direct_chat_messages: {
    id: Generated<string>
    room_oid: string
    sender_oid: string
    kind: MessageKind
    text: string
    coins: ColumnType<number, number | undefined, number>
    /** A donation's receiver; null for other messages. */
    target_oid: ColumnType<string | null, string | null | undefined, string | null>
    /** The sender's id for the message: a retry with it stores nothing more. */
    client_message_id: string | null
    transaction_oid: string | null
    created_at: Timestamp
  }
  direct_chat_settings: {
    user_oid: string
    who_may_message: WhoMayMessage
    coins_per_message: number
    tier_hashes: JSONColumnType<string[], string, string>
    image_reception: ImageReception
    auto_message: string
    updated_at: Timestamp
  }
  direct_chat_blocks: {
    blocker_oid: string
    blocked_oid: string
    created_at: Timestamp
  }
  direct_chat_reports: {
    oid: string
    reporter_oid: string
    room_oid: string
    message_id: BigId | null
    target_user_oid: string | null
    reason: string
    created_at: Timestamp
  }
}

export type DirectChatTables = RoomTables &
  MessageContentTables &
  ImageMessageTables &
  ModerationTables
