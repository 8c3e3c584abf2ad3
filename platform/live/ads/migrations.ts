import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live ads (0640–0649). `live_ads` are the admin's ads (a deleted ad keeps its row, so its
 * counts stay readable); `live_ads_served` the snapshot each synced ad was served as;
 * `live_ad_counts` one counter per ad, UTC day and event.
 */
export const liveadsMigrations: Record<string, Migration> = {
  '0640_live_ads': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_ads (
          oid char(24) primary key,
          title text not null,
          media_url text not null,
          click_url text,
          skip_after_seconds integer not null check (skip_after_seconds between 0 and 60),
          threshold_seconds integer not null check (threshold_seconds between 1 and 600),
          enabled boolean not null,
          created_by char(24) not null,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          deleted_at timestamptz
        )`.execute(db)
      await sql`
        create table live_ads_served (
          ad_oid char(24) primary key references live_ads (oid),
          snapshot jsonb not null,
          synced_by char(24) not null,
          synced_at timestamptz not null
        )`.execute(db)
      await sql`
        create table live_ad_counts (
          ad_oid char(24) not null references live_ads (oid),
          day date not null,
          event text not null
            check (event in ('show','click','skip','complete','threshold-reached')),
          count bigint not null,
          primary key (ad_oid, day, event)
        )`.execute(db)
    },
  },
}
