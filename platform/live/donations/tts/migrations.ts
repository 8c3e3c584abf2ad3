import { type Kysely, type Migration, sql } from 'kysely'

/** Spoken alerts and the alert overlay, 0635_… to 0639_… of the live donations range. */
export const livedonationsTtsMigrations: Record<string, Migration> = {
  '0635_livedonation_tts': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table livedonation_tts_voices (
          oid char(24) primary key,
          voice_id text not null unique,
          model_id text not null,
          name text not null,
          price integer not null check (price >= 0),
          langs jsonb not null,
          use boolean not null default true,
          icon text,
          sample text,
          sort_order integer not null,
          create_time timestamptz not null
        )`.execute(db)
      // The voice and its price are kept on the donation: a later price change alters no past alert.
      await sql`alter table livedonation_donations add column use_tts boolean not null default false`.execute(
        db,
      )
      await sql`alter table livedonation_donations add column tts_voice_id text`.execute(db)
      await sql`alter table livedonation_donations add column tts_coin integer not null default 0`.execute(
        db,
      )
    },
  },
  '0636_livedonation_overlay': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table livedonation_overlays (
          creator_oid char(24) primary key,
          version integer not null default 1,
          alert_image text,
          alert_min_coin integer not null default 10,
          update_time timestamptz not null
        )`.execute(db)
    },
  },
}
