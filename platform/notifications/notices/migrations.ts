import { type Kysely, type Migration, sql } from 'kysely'

/** Site notices, 0957. */
export const noticesMigrations: Record<string, Migration> = {
  '0957_notifications_site_notices': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table site_notices (
          oid char(24) primary key,
          title text not null check (length(title) between 1 and 120),
          body text not null check (length(body) between 1 and 4000),
          language text check (language in ('en','ko','jp','es')),
          popup boolean not null,
          starts_at timestamptz not null,
          ends_at timestamptz check (ends_at is null or ends_at > starts_at),
          created_by char(24) not null,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          deleted_at timestamptz
        )`.execute(db)
      // Readers' lists: the live notices, newest first.
      await sql`create index site_notices_live on site_notices (starts_at desc, oid desc) where deleted_at is null`.execute(
        db,
      )
    },
  },
}
