import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Applications for live (0780): one row per creator, the latest; a refused creator may apply
 * again, which puts the same row back to pending (docs/live/APPLICATIONS.md).
 */
export const liveApplicationMigrations: Record<string, Migration> = {
  '0780_live_applications': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_applications (
          user_oid char(24) primary key,
          reason text not null,
          status text not null check (status in ('pending','approved','refused')),
          note text,
          created_at timestamptz not null,
          decided_at timestamptz,
          decided_by char(24)
        )`.execute(db)
      await sql`create index live_applications_status on live_applications (status, created_at desc)`.execute(
        db,
      )
    },
  },
}
