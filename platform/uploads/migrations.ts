import { type Kysely, type Migration, sql } from 'kysely'

/** The uploads area's migrations, named 0450_… to 0469_…. */
export const uploadsMigrations: Record<string, Migration> = {
  '0450_uploads_assets': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table upload_assets (
          oid char(24) primary key,
          owner_oid char(24) not null,
          key text not null,
          store_key text not null unique,
          access text not null check (access in ('public', 'private')),
          context text not null,
          filetype text not null,
          name text,
          content_oid char(24),
          lang text,
          region text,
          public_id char(32) not null unique,
          status text not null check (status in ('uploading', 'packaging', 'ready', 'error')),
          upload_id text,
          num_parts integer not null check (num_parts between 1 and 10000),
          byte_size bigint,
          etag text,
          cache_version integer not null default 0,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          unique (owner_oid, key)
        )`.execute(db)
      await sql`create index upload_assets_content on upload_assets (content_oid, context)
        where content_oid is not null`.execute(db)
      await sql`
        create table upload_parts (
          upload_id text not null,
          asset_oid char(24) not null references upload_assets (oid) on delete cascade,
          part_number integer not null check (part_number between 1 and 10000),
          etag text not null,
          byte_size bigint not null,
          reported_etag text,
          primary key (upload_id, part_number)
        )`.execute(db)
      await sql`create index upload_parts_asset on upload_parts (asset_oid)`.execute(db)
    },
  },
  '0862_uploads_cache_state': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table upload_cache_state (
          id integer primary key check (id = 1),
          version integer not null check (version > 0),
          bumped_at timestamptz not null,
          bumped_by char(24) not null
        )`.execute(db)
    },
  },
}
