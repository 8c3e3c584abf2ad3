import { type Kysely, type Migration, sql } from 'kysely'

/** Image messages: 0915_… of direct chat's range. */
export const imageMessageMigrations: Record<string, Migration> = {
  '0915_direct_chat_image_messages': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // An image message is a line of the thread (kind 'image') with its files beside it.
      await sql`alter table direct_chat_messages drop constraint if exists direct_chat_messages_kind_check`.execute(
        db,
      )
      await sql`
        alter table direct_chat_messages add constraint direct_chat_messages_kind_check
          check (kind in ('text','donation','auto','image'))`.execute(db)
      // Keyed by the sender's messageOid: a retry or a twin sent at once stores nothing more.
      await sql`
        create table direct_chat_image_messages (
          message_oid char(24) primary key,
          sender_oid char(24) not null,
          room_oid char(24) not null,
          media_kind text not null check (media_kind in ('image','video')),
          media jsonb not null,
          paymethod text not null check (paymethod in ('free','coin')),
          coins integer not null default 0 check (coins >= 0),
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index direct_chat_image_messages_room on direct_chat_image_messages (room_oid)`.execute(
        db,
      )
    },
  },
}
