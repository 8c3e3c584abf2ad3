import { type Kysely, type Migration, sql } from 'kysely'

/** Group chats in story chat (docs/GROUP-CHATS.md), 1080_… to 1099_… and 1150_… to 1159_…. */
export const chatGroupMigrations: Record<string, Migration> = {
  '1080_chat_groups': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One row per group room: its members in list order and how the next speaker is chosen.
      await sql`
        create table chat_groups (
          room_oid text primary key references chat_rooms (oid),
          name text not null default '',
          strategy text not null check (strategy in ('natural', 'list', 'manual', 'pooled')),
          allow_self_responses boolean not null default false,
          auto_mode boolean not null default false,
          auto_cap integer not null default 3 check (auto_cap between 1 and 10),
          auto_steps integer not null default 0 check (auto_steps >= 0),
          members jsonb not null,
          queue jsonb not null default '[]',
          queue_head_oid text,
          updated_at timestamptz not null default now()
        )`.execute(db)
      // Who wrote each reply of a group room: the history names them, the player shows them.
      await sql`
        create table chat_group_speakers (
          message_oid text primary key,
          room_oid text not null references chat_rooms (oid),
          member_id text not null,
          created_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index chat_group_speakers_room on chat_group_speakers (room_oid)`.execute(db)
    },
  },
  '1150_chat_group_cards': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Imported character cards in group rooms: the card as the turn plays it, and its
      // picture. Kept when the member leaves, so its earlier replies keep their speaker.
      await sql`
        create table chat_group_cards (
          room_oid text not null references chat_rooms (oid),
          member_id text not null,
          name text not null,
          card jsonb not null,
          portrait bytea,
          portrait_key text unique,
          created_at timestamptz not null default now(),
          primary key (room_oid, member_id)
        )`.execute(db)
    },
  },
}
