import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { ChatCharacterDmTables } from './character-dm/tables'
import type { ChatCouponTables } from './coupon-tables'
import type { ChatGroupTables } from './groups/tables'
import type { ChatTestTurnTables } from './test-turn-tables'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>

export interface ChatRoomsTable {
  oid: string
  content_oid: string
  /** Exactly one owner: a user, or a guest device (a guest's room carries over at sign-up). */
  owner_user_oid: string | null
  owner_guest_device: string | null
  title: string
  /**
   * The compiled story version this room plays; publishing later does not change it. Below
   * zero: a writer's draft compiled for a test room (the stories area's `isDraftVersion`).
   */
  compiled_version: number
  start_point_id: string
  /** The active leaf of the message tree. */
  head_message_oid: string | null
  /** The story's owner when the room was opened (null in rooms older than the column). */
  story_owner_oid: ColumnType<string | null, string | null | undefined, string | null>
  user_settings: JSONColumnType<Record<string, unknown>>
  admin_settings: JSONColumnType<Record<string, unknown>>
  theme: JSONColumnType<Record<string, unknown>>
  options: JSONColumnType<Record<string, unknown>>
  /**
   * Changes to the room's stored messages so far (a trigger counts them; inserts do not
   * count): a path kept in memory is current while this has not moved.
   */
  messages_revision: ColumnType<number, never, never>
  /** When the player pinned the room; null when it is not pinned. */
  pinned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  /** The head before the last rollback(s), which Undo returns to while it is below the head. */
  rollback_from_oid: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
  updated_at: UpdatedAt
  deleted_at: Date | null
  /** When an admin archived the room (also deleted for its player); null when not archived. */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type MessageRole = 'user' | 'assistant'
export type MessageStatus = 'streaming' | 'complete' | 'failed'

export interface ChatMessagesTable {
  oid: string
  room_oid: string
  /** Tree, not list: rerolls are siblings, rollback moves the head, later turns stay. */
  parent_oid: string | null
  role: MessageRole
  text: string
  status: MessageStatus
  /** Turn index of the story when this message was written (user and its reply share it). */
  turn_index: number
  /** Distance from the room's first message, for paging along the active path. */
  depth: number
  /** Engine state after this assistant message: rollback restores it in O(1). */
  state: ColumnType<unknown, string | null, string | null>
  /** Idempotency of POST message/reroll: the same request id never starts two turns. */
  request_id: string | null
  model: string | null
  /** How the turn was paid (hold, guest-free-chat, coupon, none); null on other messages. */
  paid_with: ColumnType<string | null, string | null | undefined, string | null>
  credits_charged: number
  error: string | null
  hidden: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** A run of one stream's consecutive events, `first_seq` to `last_seq`. */
export interface ChatStreamRunsTable {
  message_oid: string
  first_seq: number
  last_seq: number
  /** `[{ seq, event, data }, …]`, written as JSON text, read back parsed. */
  events: ColumnType<unknown, string, never>
  created_at: CreatedAt
}

export interface PromptLogsTable {
  oid: string
  room_oid: string
  message_oid: string
  model: string
  request: ColumnType<unknown, string, string>
  debug: ColumnType<unknown, string, string>
  price: ColumnType<unknown, string, string>
  created_at: CreatedAt
}

export interface PersonasTable {
  oid: string
  user_oid: string
  name: string
  prompt: string
  sex: 'female' | 'male' | 'other'
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ChatSummariesTable {
  oid: string
  room_oid: string
  start_message_oid: string
  end_message_oid: string
  start_turn: number
  end_turn: number
  content: string
  created_at: CreatedAt
}

export interface UserChatOptionsTable {
  user_oid: string
  options: JSONColumnType<Record<string, unknown>>
  updated_at: UpdatedAt
}

/** Images a user bought for a story; valid in every room of that story. */
export interface ImageUnlocksTable {
  user_oid: string
  content_oid: string
  image_hash: string
  image_id: string
  price: number
  /** The ledger transaction's idempotency key, so the purchase and the unlock match. */
  ledger_key: string
  created_at: CreatedAt
}

export interface SystemPromptsTable {
  oid: string
  prompt_type: string
  language: 'en' | 'ko' | 'jp' | 'es'
  /** Every save is a new version; activating one deactivates the others. */
  version: number
  text: string
  active: boolean
  created_by: string
  created_at: CreatedAt
}

export interface TestPromptsTable {
  oid: string
  name: string
  prompt_type: string
  text: string
  created_by: string
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** A player's thumbs up or down on a reply, one per reply (ratings/). */
export interface ChatReplyRatingsTable {
  message_oid: string
  room_oid: string
  content_oid: string
  /** The scene the reply was written in (its state's `sceneId`). */
  scene_id: string
  rating: 'up' | 'down'
  reason: string | null
  note: string
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface ChatTables
  extends ChatCouponTables,
    ChatTestTurnTables,
    ChatGroupTables,
    ChatCharacterDmTables {
  chat_reply_ratings: ChatReplyRatingsTable
  system_prompts: SystemPromptsTable
  test_prompts: TestPromptsTable
  image_unlocks: ImageUnlocksTable
  chat_rooms: ChatRoomsTable
  chat_messages: ChatMessagesTable
  chat_stream_runs: ChatStreamRunsTable
  prompt_logs: PromptLogsTable
  personas: PersonasTable
  chat_summaries: ChatSummariesTable
  user_chat_options: UserChatOptionsTable
}
