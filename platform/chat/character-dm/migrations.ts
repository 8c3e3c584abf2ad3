import { type Kysely, type Migration, sql } from 'kysely'

/** A character answers in direct chat (docs/CHARACTER-DM.md), 1120_… to 1139_…. */
export const chatCharacterDmMigrations: Record<string, Migration> = {
  '1120_chat_character_dm': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The story's setting: which character fans may message, and on what terms.
      await sql`
        create table chat_character_dm_settings (
          content_oid text primary key,
          enabled boolean not null default false,
          character_id text not null,
          price_credits integer not null default 0 check (price_credits between 0 and 100000),
          free_tier_hashes jsonb not null default '[]',
          updated_at timestamptz not null default now()
        )`.execute(db)
      // A character room is a story-chat room: this row only says whom it is with.
      await sql`
        create table chat_character_rooms (
          room_oid text primary key references chat_rooms (oid),
          user_oid text not null,
          content_oid text not null,
          character_id text not null,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index chat_character_rooms_user on chat_character_rooms (user_oid, content_oid, character_id)`.execute(
        db,
      )
      // The fan's opt-in to being remembered by one character.
      await sql`
        create table chat_character_memory_settings (
          user_oid text not null,
          content_oid text not null,
          character_id text not null,
          enabled boolean not null,
          updated_at timestamptz not null default now(),
          primary key (user_oid, content_oid, character_id)
        )`.execute(db)
      // One summary per remembered room: private to its fan.
      await sql`
        create table chat_character_memories (
          oid text primary key,
          user_oid text not null,
          content_oid text not null,
          character_id text not null,
          source_room_oid text not null unique,
          content text not null,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index chat_character_memories_user on chat_character_memories (user_oid, content_oid, character_id, created_at)`.execute(
        db,
      )
    },
  },
  '1121_chat_character_forgotten_rooms': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A room whose memory the fan deleted: never summarized again (its text is gone).
      await sql`
        create table chat_character_forgotten_rooms (
          source_room_oid text primary key,
          user_oid text not null
        )`.execute(db)
      await sql`create index chat_character_forgotten_rooms_user on chat_character_forgotten_rooms (user_oid)`.execute(
        db,
      )
    },
  },
}
