import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live reminders (0598): the studio's "remind subscribers" setting, and one row per stream
 * and reminded user, so a repeated liveOn or a restart never notifies anyone twice.
 */
export const liveReminderMigrations: Record<string, Migration> = {
  '0598_live_reminders': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table live_channels add column remind_subscribers boolean not null default false`.execute(
        db,
      )
      await sql`
        create table live_reminders (
          stream_oid char(24) not null,
          user_oid char(24) not null,
          creator_oid char(24) not null,
          created_at timestamptz not null,
          primary key (stream_oid, user_oid)
        )`.execute(db)
      await sql`create index live_reminders_creator on live_reminders (creator_oid)`.execute(db)
    },
  },
}
