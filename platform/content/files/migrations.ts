import { type Kysely, type Migration, sql } from 'kysely'

/** The file contents' migrations, 0930–0934. Plain SQL so PGlite and PostgreSQL run the same. */
export const filesMigrations: Record<string, Migration> = {
  '0930_content_files': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_files (
          oid char(24) primary key,
          creator_oid char(24) not null,
          title text not null,
          description text not null,
          store_key text not null,
          file_name text not null,
          kind text not null,
          byte_size bigint not null check (byte_size >= 0),
          price integer not null check (price >= 0 and price <= 100000000),
          tiers jsonb not null,
          pinned_at timestamptz,
          deleted_at timestamptz,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      // The Files tab: a channel's files, pinned first, newest first.
      await sql`
        create index content_files_channel on content_files (creator_oid, oid desc)
        where deleted_at is null`.execute(db)
    },
  },
  '0931_content_file_grants': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One grant per file and user: a second purchase or coupon meets the key and rolls back.
      await sql`
        create table content_file_grants (
          file_oid char(24) not null references content_files (oid),
          user_oid char(24) not null,
          via text not null check (via in ('purchase', 'coupon')),
          ref text not null,
          paid_coins integer not null check (paid_coins >= 0),
          created_at timestamptz not null,
          primary key (file_oid, user_oid)
        )`.execute(db)
      await sql`create index content_file_grants_user on content_file_grants (user_oid)`.execute(db)
    },
  },
  '0932_content_file_recommendations': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_file_recommendations (
          file_oid char(24) primary key references content_files (oid),
          position integer not null,
          added_by char(24) not null,
          added_at timestamptz not null
        )`.execute(db)
    },
  },
}
