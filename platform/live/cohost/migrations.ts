import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The live co-host (1100–1119): a creator's settings, and one row per turn, unique per
 * trigger so a retried or re-delivered trigger is answered (and charged) once.
 */
export const liveCohostMigrations: Record<string, Migration> = {
  '1100_live_cohost': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_cohost_settings (
          creator_oid char(24) primary key,
          story_oid char(24),
          version integer,
          character_name text not null default '',
          persona text not null default '',
          triggers jsonb not null,
          voice text,
          monthly_allowance integer not null default 0 check (monthly_allowance >= 0),
          stream_cap integer not null default 0 check (stream_cap >= 0),
          muted boolean not null default false,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table live_cohost_turns (
          oid char(24) primary key,
          creator_oid char(24) not null,
          stream_oid char(24) not null,
          trigger_key text not null,
          status text not null check (status in ('reserved', 'streaming', 'settled', 'failed')),
          price integer not null check (price > 0),
          charged integer,
          message_id bigint,
          started_at timestamptz not null,
          finished_at timestamptz,
          unique (creator_oid, trigger_key)
        )`.execute(db)
      await sql`create index live_cohost_turns_stream on live_cohost_turns (stream_oid, started_at)`.execute(
        db,
      )
      await sql`create index live_cohost_turns_month on live_cohost_turns (creator_oid, started_at)`.execute(
        db,
      )
      await sql`create index live_cohost_turns_open on live_cohost_turns (started_at)
        where status in ('reserved', 'streaming')`.execute(db)
    },
  },
}
