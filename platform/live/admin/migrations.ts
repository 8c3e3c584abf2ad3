import { type Kysely, type Migration, sql } from 'kysely'

/** Admins' options per livestreamer (0581); absent means the defaults (docs/live/README.md). */
export const liveAdminMigrations: Record<string, Migration> = {
  '0581_live_admin': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_admin_options (
          creator_oid char(24) primary key,
          options jsonb not null default '{}'::jsonb,
          updated_by char(24) not null,
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
}
