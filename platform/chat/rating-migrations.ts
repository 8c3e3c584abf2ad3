import { type Kysely, type Migration, sql } from 'kysely'

/** Reply ratings and the rollback a reload can undo (docs/STORY-CHAT.md), 0390_… onwards. */
export const chatRatingMigrations: Record<string, Migration> = {
  '0390_reply_ratings': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One rating per reply: a reply lives in one room and a room has one owner, so the
      // reply's id alone makes "one rating per user per message" hold under any retry.
      await sql`
        create table chat_reply_ratings (
          message_oid text primary key references chat_messages (oid) on delete cascade,
          room_oid text not null references chat_rooms (oid) on delete cascade,
          content_oid text not null,
          scene_id text not null,
          rating text not null check (rating in ('up', 'down')),
          reason text,
          note text not null default '' check (char_length(note) <= 200),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index chat_reply_ratings_content on chat_reply_ratings (content_oid, scene_id)`.execute(
        db,
      )
    },
  },
  '0391_room_rollback_undo': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The head before the room's last rollback(s): Undo offers it while the head is still
      // one of its ancestors, so the offer survives a reload and lapses with a new turn.
      await sql`alter table chat_rooms add column rollback_from_oid text`.execute(db)
    },
  },
}
