import { type Kysely, type Migration, sql } from 'kysely'

/** The scenarios capability's migrations, 1040–1059 and 1160–1169. Plain SQL so PGlite and PostgreSQL run the same. */
export const scenariosMigrations: Record<string, Migration> = {
  '1040_content_scenarios': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_scenarios (
          content_oid char(24) primary key,
          creator_oid char(24) not null,
          version integer not null check (version >= 1),
          document jsonb not null,
          problems jsonb not null,
          published_version integer,
          published_document jsonb,
          updated_at timestamptz not null,
          published_at timestamptz
        )`.execute(db)
      // One viewer's place in one scenario: a user's oid or a guest device's key.
      await sql`
        create table content_scenario_progress (
          content_oid char(24) not null,
          viewer_key text not null,
          published_version integer not null,
          page_id text not null,
          path jsonb not null,
          choices jsonb not null,
          variables jsonb not null,
          updated_at timestamptz not null,
          primary key (content_oid, viewer_key)
        )`.execute(db)
      await sql`
        create table content_scenario_rooms (
          oid char(24) primary key,
          content_oid char(24) not null,
          published_version integer not null,
          state jsonb not null,
          revision integer not null,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index content_scenario_rooms_content on content_scenario_rooms (content_oid, created_at)`.execute(
        db,
      )
    },
  },
  // Since when a room has had no member: what the rooms' sweep closes an empty room by (a
  // round's timer keeps bumping `updated_at` even with nobody in). Rooms already empty count
  // from their last change.
  '1160_content_scenario_rooms_sweep': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table content_scenario_rooms add column empty_since timestamptz`.execute(db)
      await sql`
        update content_scenario_rooms set empty_since = updated_at
        where jsonb_array_length(state->'members') = 0`.execute(db)
      await sql`create index content_scenario_rooms_created on content_scenario_rooms (created_at)`.execute(
        db,
      )
      await sql`
        create index content_scenario_rooms_empty on content_scenario_rooms (empty_since)
        where empty_since is not null`.execute(db)
    },
  },
}
