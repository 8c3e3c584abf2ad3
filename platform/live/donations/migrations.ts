import { type Kysely, type Migration, sql } from 'kysely'
import { missionsMigrations } from './missions/migrations'
import { liveRevenueMigrations } from './revenue/migrations'
import { livedonationsTtsMigrations } from './tts/migrations'

/**
 * Live donations migrations, 0620_… to 0639_…. A donation row is written after its ledger
 * transaction; (user_oid, request_key) is unique so a retried request finds its first row.
 */
export const livedonationsMigrations: Record<string, Migration> = {
  '0620_livedonations': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table livedonation_donations (
          oid char(24) primary key,
          creator_oid char(24) not null,
          user_oid char(24) not null,
          request_key text not null,
          donation_type text not null check (donation_type in ('text','roulette','mission')),
          coin integer not null check (coin > 0),
          content text not null default '',
          data_origin text not null default 'live_chat',
          is_hidden_name boolean not null default false,
          is_pinned boolean not null default false,
          views integer not null default 0,
          create_time timestamptz not null,
          unique (user_oid, request_key)
        )`.execute(db)
      await sql`create index livedonation_donations_creator on livedonation_donations (creator_oid, create_time)`.execute(
        db,
      )
      await sql`
        create table livedonation_options (
          creator_oid char(24) primary key,
          options jsonb not null
        )`.execute(db)
    },
  },
  '0621_livedonation_roulette': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The drawn item of a roulette donation, kept so a replayed request shows the same result.
      await sql`alter table livedonation_donations add column option_name text`.execute(db)
    },
  },
  ...livedonationsTtsMigrations,
  ...missionsMigrations,
  ...liveRevenueMigrations,
}
