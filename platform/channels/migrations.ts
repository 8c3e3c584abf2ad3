import { type Kysely, type Migration, sql } from 'kysely'
import { billingMigrations } from './billing/migrations'

/**
 * Channels migrations (0500–0514): profiles, tiers, subscriptions; with billing's (0515–0529).
 * Plain SQL for both engines.
 */
export const channelsMigrations: Record<string, Migration> = {
  '0500_channels': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table channel_profiles (
          creator_oid text primary key,
          registered_at timestamptz,
          terms_agreed_at timestamptz,
          fee_terms_agreed_at timestamptz,
          partner_level text not null default 'free'
            check (partner_level in ('partner', 'free', 'standard', 'plus')),
          tabs jsonb not null default '[]',
          social_links jsonb not null default '{}',
          hide_fan_list boolean not null default false,
          hide_coin_amounts boolean not null default false,
          intro text not null default '',
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table channel_tiers (
          tier_hash text primary key,
          creator_oid text not null,
          position integer not null check (position >= 0),
          name text not null,
          details text not null default '',
          price integer not null default 0 check (price >= 0),
          price_usd numeric(12, 2) not null default 0 check (price_usd >= 0),
          price_jpy integer not null default 0 check (price_jpy >= 0),
          price_krw integer not null default 0 check (price_krw >= 0),
          icon_url text,
          streak boolean not null default false,
          is_free boolean not null default false,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          deleted_at timestamptz
        )`.execute(db)
      await sql`
        create index channel_tiers_creator on channel_tiers (creator_oid, position)
        where deleted_at is null`.execute(db)
      await sql`
        create table channel_subscriptions (
          oid text primary key,
          user_oid text not null,
          creator_oid text not null,
          tier_hash text not null,
          kind text not null check (kind in ('free', 'paid')),
          state text not null check (state in ('subscribed', 'cancel_requested', 'cancelled')),
          started_at timestamptz not null,
          period_start timestamptz not null,
          period_end timestamptz not null,
          cancel_requested_at timestamptz,
          cancelled_at timestamptz,
          card_oid text,
          currency text,
          amount numeric(14, 2),
          created_at timestamptz not null,
          updated_at timestamptz not null,
          check (period_end > period_start)
        )`.execute(db)
      // One live subscription per subscriber and creator; ended ones are kept as history.
      await sql`
        create unique index channel_subscriptions_live on channel_subscriptions (user_oid, creator_oid)
        where state <> 'cancelled'`.execute(db)
      await sql`
        create index channel_subscriptions_creator on channel_subscriptions (creator_oid, state)`.execute(
        db,
      )
      await sql`
        create index channel_subscriptions_period_end on channel_subscriptions (period_end)
        where state <> 'cancelled'`.execute(db)
    },
  },
  '0501_channel_fan_events': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // What a fan gave a creator, for the fan ranking; one row per ledger transaction (its key).
      await sql`
        create table channel_fan_events (
          source_key text primary key,
          creator_oid text not null,
          user_oid text not null,
          kind text not null check (kind in ('donation', 'purchase', 'subscription')),
          coins integer not null check (coins >= 0),
          occurred_at timestamptz not null
        )`.execute(db)
      await sql`
        create index channel_fan_events_creator on channel_fan_events (creator_oid, occurred_at)`.execute(
        db,
      )
    },
  },
  '0502_channel_tier_translations': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A tier's name and details in the readers' languages: { ko: { name, details }, … }.
      await sql`alter table channel_tiers add column translations jsonb not null default '{}'`.execute(
        db,
      )
    },
  },
  '0741_channel_follows': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Following is free and needs no tier: the pair is the key, so a retry counts once.
      await sql`
        create table channel_follows (
          creator_oid text not null,
          user_oid text not null,
          created_at timestamptz not null,
          primary key (creator_oid, user_oid)
        )`.execute(db)
      await sql`create index channel_follows_user on channel_follows (user_oid)`.execute(db)
    },
  },
  ...billingMigrations,
}
