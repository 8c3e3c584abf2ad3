import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live replays (0593–0596): one row per recorded stream (its state, file and the content
 * it became), kept until `expires_at` unless published; and the creators' manual uploads,
 * contents listed among their replays.
 */
export const liveReplayMigrations: Record<string, Migration> = {
  '0593_live_replays': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_replays (
          oid char(24) primary key,
          creator_oid char(24) not null,
          stream_oid char(24) not null unique,
          title text not null,
          thumbnail_url text,
          state text not null check (state in ('encoding','failed','unpublished','published')),
          file_name text,
          size_bytes bigint,
          error text,
          content_oid char(24),
          started_at timestamptz not null,
          ended_at timestamptz not null,
          expires_at timestamptz,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index live_replays_creator on live_replays (creator_oid, ended_at desc)`.execute(
        db,
      )
      await sql`create index live_replays_expiry on live_replays (expires_at) where expires_at is not null`.execute(
        db,
      )
    },
  },
  '0594_live_replay_uploads': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_replay_uploads (
          creator_oid char(24) not null,
          content_oid char(24) not null,
          title text not null,
          added_at timestamptz not null,
          primary key (creator_oid, content_oid)
        )`.execute(db)
    },
  },
}
