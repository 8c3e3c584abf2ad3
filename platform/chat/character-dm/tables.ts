import type { ColumnType, Generated, Selectable } from 'kysely'

type UpdatedAt = ColumnType<Date, Date | undefined, Date>
type CreatedAt = ColumnType<Date, Date | undefined, never>

export interface ChatCharacterDmSettingsTable {
  content_oid: string
  enabled: Generated<boolean>
  character_id: string
  price_credits: Generated<number>
  free_tier_hashes: ColumnType<string[], string, string>
  updated_at: UpdatedAt
}

export interface ChatCharacterRoomsTable {
  room_oid: string
  user_oid: string
  content_oid: string
  character_id: string
  created_at: CreatedAt
}

export interface ChatCharacterMemorySettingsTable {
  user_oid: string
  content_oid: string
  character_id: string
  enabled: boolean
  updated_at: UpdatedAt
}

export interface ChatCharacterMemoriesTable {
  oid: string
  user_oid: string
  content_oid: string
  character_id: string
  source_room_oid: string
  content: string
  created_at: CreatedAt
}

/** A room whose memory the fan deleted, so it is not remembered again. */
export interface ChatCharacterForgottenRoomsTable {
  source_room_oid: string
  user_oid: string
}

export interface ChatCharacterDmTables {
  chat_character_dm_settings: ChatCharacterDmSettingsTable
  chat_character_rooms: ChatCharacterRoomsTable
  chat_character_memory_settings: ChatCharacterMemorySettingsTable
  chat_character_memories: ChatCharacterMemoriesTable
  chat_character_forgotten_rooms: ChatCharacterForgottenRoomsTable
}

export type CharacterDmSettingsRow = Selectable<ChatCharacterDmSettingsTable>
export type CharacterMemoryRow = Selectable<ChatCharacterMemoriesTable>
