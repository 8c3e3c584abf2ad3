import { type Kysely, type Migration, sql } from 'kysely'

/** Timeline migrations (1060–1079), listed with the encoding area's. */
export const timelineMigrations: Record<string, Migration> = {
  '1060_encoding_timelines': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_timelines (
          content_oid text primary key,
          owner_oid text not null,
          version integer not null check (version > 0),
          document jsonb not null,
          updated_by text not null,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table timeline_asset_facts (
          store_key text primary key,
          owner_oid text not null,
          filetype text not null,
          kind text not null check (kind in ('video', 'image', 'audio')),
          duration_ms integer,
          width integer,
          height integer,
          has_audio boolean not null,
          probed_at timestamptz not null
        )`.execute(db)
    },
  },
}
