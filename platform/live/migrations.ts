import { type Kysely, type Migration, sql } from 'kysely'
import { liveAdminMigrations } from './admin/migrations'
import { liveadsMigrations } from './ads/migrations'
import { liveAllowanceMigrations } from './allowance/migrations'
import { liveApplicationMigrations } from './applications/migrations'
import { livechatMigrations } from './chat/migrations'
import { liveCohostMigrations } from './cohost/migrations'
import { livedonationsMigrations } from './donations/migrations'
import { liveEntryMigrations } from './entry/migrations'
import { liveViewerMigrations } from './playback/viewers/migrations'
import { liveReminderMigrations } from './reminders/migrations'
import { liveReplayMigrations } from './replays/migrations'
import { liveScheduleMigrations } from './schedules/migrations'
import { liveToolKeyMigrations } from './studio/toolkey/migrations'

/**
 * Live migrations, named 0570_… to 0649_…: 0570 the studio and its sub-areas, 0600 chat
 * (chat/), 0620 donations (donations/), 0640 ads (ads/), 0780 applications for live (applications/). `live_channels` holds a livestreamer's studio
 * settings, state and stream key (hashed: it is shown once); `live_streams` one row per
 * broadcast, from liveOn to liveOff.
 */
export const liveMigrations: Record<string, Migration> = {
  // When a publish with a wrong key was last refused, for the studio to say so (0781).
  '0781_live_key_refused_at': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table live_channels add column key_refused_at timestamptz`.execute(db)
    },
  },
  '0570_live': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_channels (
          creator_oid char(24) primary key,
          title text not null default '',
          info text not null default '',
          tags jsonb not null default '[]'::jsonb,
          is_adult boolean not null default false,
          thumbnail_url text,
          scheduled_at timestamptz,
          state text not null default 'liveOff' check (state in ('liveOn','liveOff')),
          current_stream_oid char(24),
          key_hash char(64),
          key_hint text,
          key_created_at timestamptz,
          updated_at timestamptz not null default now()
        )`.execute(db)
      await sql`create index live_channels_on on live_channels (creator_oid) where state = 'liveOn'`.execute(
        db,
      )
      await sql`
        create table live_streams (
          oid char(24) primary key,
          creator_oid char(24) not null,
          title text not null,
          info text not null default '',
          tags jsonb not null default '[]'::jsonb,
          is_adult boolean not null default false,
          thumbnail_url text,
          ingest text not null check (ingest in ('embedded','nginx')),
          started_at timestamptz not null,
          ended_at timestamptz,
          peak_views integer not null default 0,
          total_views integer not null default 0
        )`.execute(db)
      await sql`create index live_streams_creator on live_streams (creator_oid, started_at desc)`.execute(
        db,
      )
    },
  },
  ...liveEntryMigrations,
  ...liveAdminMigrations,
  ...liveApplicationMigrations,
  ...liveToolKeyMigrations,
  ...liveScheduleMigrations,
  ...liveReplayMigrations,
  ...liveAllowanceMigrations,
  ...liveReminderMigrations,
  ...liveViewerMigrations,
  ...livechatMigrations,
  ...liveCohostMigrations,
  ...livedonationsMigrations,
  ...liveadsMigrations,
}
