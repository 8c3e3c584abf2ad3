import { type Kysely, type Migration, sql } from 'kysely'

/** Live schedules (0590): a livestreamer's announced lives, read upcoming first. */
export const liveScheduleMigrations: Record<string, Migration> = {
  '0590_live_schedules': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_schedules (
          oid char(24) primary key,
          creator_oid char(24) not null,
          title text not null,
          info text not null default '',
          scheduled_at timestamptz not null,
          thumbnail_url text,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index live_schedules_creator on live_schedules (creator_oid, scheduled_at)`.execute(
        db,
      )
    },
  },
}
