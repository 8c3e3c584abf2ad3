import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { CardMember, GroupStrategy } from '../../../engine/group'

/** A member of a group room as stored: the character, how talkative, whether muted. */
export interface StoredGroupMember {
  id: string
  talkativeness: number
  muted: boolean
  /** An imported card's member (chat_group_cards): its name and picture, for the lists. */
  card?: { name: string; portraitKey: string | null }
}

export interface ChatGroupsTable {
  room_oid: string
  name: Generated<string>
  strategy: GroupStrategy
  allow_self_responses: Generated<boolean>
  auto_mode: Generated<boolean>
  /** Replies auto-mode may add after the player's last message. */
  auto_cap: Generated<number>
  /** Auto-mode replies since the player's last message. */
  auto_steps: Generated<number>
  members: JSONColumnType<StoredGroupMember[]>
  /** Members still to answer the player's last message (natural and list pick several). */
  queue: ColumnType<string[], string | undefined, string>
  /** The reply the queue continues from: a head elsewhere (a rollback, a switch) drops it. */
  queue_head_oid: string | null
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface ChatGroupSpeakersTable {
  message_oid: string
  room_oid: string
  member_id: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

/** An imported character card in a group room (docs/GROUP-CHATS.md, "Card members"). */
export interface ChatGroupCardsTable {
  room_oid: string
  member_id: string
  name: string
  /** The card as the turn plays it (engine/group `CardMember`). */
  card: JSONColumnType<CardMember>
  /** The card's PNG without its card chunks; null for a JSON card. */
  portrait: Uint8Array | null
  /** The picture's unguessable address (`/group-card-portrait/{key}`). */
  portrait_key: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
}

export interface ChatGroupTables {
  chat_groups: ChatGroupsTable
  chat_group_speakers: ChatGroupSpeakersTable
  chat_group_cards: ChatGroupCardsTable
}
