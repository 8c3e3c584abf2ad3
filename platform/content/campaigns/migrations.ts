import { type Kysely, type Migration, sql } from 'kysely'

/** Campaigns' migrations, 0940–0943. Plain SQL so PGlite and PostgreSQL run the same. */
export const campaignsMigrations: Record<string, Migration> = {
  '0940_content_campaigns': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table content_campaigns (
          oid char(24) primary key,
          creator_oid char(24) not null,
          title text not null,
          description text not null,
          image_url text,
          goal_coins integer not null check (goal_coins > 0),
          raised_coins integer not null default 0 check (raised_coins >= 0),
          contributors integer not null default 0 check (contributors >= 0),
          reward_tiers jsonb not null default '[]',
          state text not null check (state in ('running', 'succeeded', 'failed', 'cancelled')),
          ends_at timestamptz not null,
          ended_at timestamptz,
          settled_at timestamptz,
          creator_share integer not null default 0,
          platform_fee integer not null default 0,
          created_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index content_campaigns_creator on content_campaigns (creator_oid, oid desc)`.execute(
        db,
      )
      await sql`create index content_campaigns_due on content_campaigns (ends_at) where state = 'running'`.execute(
        db,
      )
      await sql`create index content_campaigns_unsettled on content_campaigns (ended_at) where settled_at is null and state <> 'running'`.execute(
        db,
      )
      await sql`
        create table content_campaign_contributions (
          oid char(24) primary key,
          campaign_oid char(24) not null references content_campaigns (oid),
          user_oid char(24) not null,
          request_key text not null,
          coins integer not null check (coins > 0),
          state text not null
            check (state in ('holding', 'held', 'returning', 'returned', 'paid')),
          created_at timestamptz not null,
          unique (user_oid, request_key)
        )`.execute(db)
      await sql`create index content_campaign_contributions_campaign on content_campaign_contributions (campaign_oid, oid desc)`.execute(
        db,
      )
      await sql`create index content_campaign_contributions_open on content_campaign_contributions (created_at) where state in ('holding', 'returning')`.execute(
        db,
      )
    },
  },
}
