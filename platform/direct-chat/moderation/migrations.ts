import { type Kysely, type Migration, sql } from 'kysely'

/** Admin moderation of direct chat: 0916_… of direct chat's range. */
export const moderationMigrations: Record<string, Migration> = {
  '0916_direct_chat_moderation': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A user an admin banned from a global room: one row while the ban lasts.
      await sql`
        create table direct_chat_bans (
          room_oid char(24) not null,
          user_oid char(24) not null,
          banned_by char(24) not null,
          reason text not null default '',
          created_at timestamptz not null,
          primary key (room_oid, user_oid)
        )`.execute(db)
      // A report's review: none while open, one row once dismissed or actioned.
      await sql`
        create table direct_chat_report_reviews (
          report_oid char(24) primary key,
          state text not null check (state in ('dismissed','actioned')),
          reviewed_by char(24) not null,
          reviewed_at timestamptz not null
        )`.execute(db)
      await sql`create index direct_chat_reports_created on direct_chat_reports (oid desc)`.execute(
        db,
      )
    },
  },
}
