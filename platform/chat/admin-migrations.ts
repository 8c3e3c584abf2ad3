import { type Kysely, type Migration, sql } from 'kysely'

/** The admin area's chat archive (docs/admin/story-chat.md), 0850_… to 0859_…. */
export const chatAdminMigrations: Record<string, Migration> = {
  '0850_chat_rooms_archived': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // When an admin archived the room (null: not archived). An archived room is also
      // deleted for its player (`deleted_at`), but kept whole for admins to read.
      await sql`alter table chat_rooms add column archived_at timestamptz`.execute(db)
      // The idle rooms, oldest first, a page at a time; and the archive, newest first.
      await sql`create index chat_rooms_idle on chat_rooms (updated_at, oid) where deleted_at is null`.execute(
        db,
      )
      await sql`create index chat_rooms_archived on chat_rooms (archived_at desc, oid desc) where archived_at is not null`.execute(
        db,
      )
    },
  },
}
