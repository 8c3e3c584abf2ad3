import { type Kysely, type Migration, sql } from 'kysely'

/** Platform links migrations, named 1020_… to 1029_… (adult verification uses 1030–1039). */
export const linksMigrations: Record<string, Migration> = {
  '1020_links_platform_links': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table platform_link_states (
          state text primary key,
          user_oid char(24) not null,
          platform text not null check (platform in ('twitter','twitch','youtube')),
          code_verifier text not null,
          return_to text not null,
          expires_at timestamptz not null
        )`.execute(db)
      await sql`
        create table platform_links (
          user_oid char(24) not null,
          platform text not null check (platform in ('twitter','twitch','youtube')),
          external_id text not null check (length(external_id) between 1 and 100),
          handle text not null,
          display_name text not null,
          followers integer not null check (followers >= 0),
          access_token text not null,
          refresh_token text,
          token_expires_at timestamptz,
          linked_at timestamptz not null,
          updated_at timestamptz not null,
          primary key (user_oid, platform)
        )`.execute(db)
      // One platform account links to one user (spec: one X account, one Taleloom account).
      await sql`create unique index platform_links_external on platform_links (platform, external_id)`.execute(
        db,
      )
      await sql`
        create table platform_x_rewards (
          x_user_id text primary key,
          user_oid char(24) not null,
          followers integer not null,
          coins integer not null check (coins > 0),
          ledger_key text not null unique,
          created_at timestamptz not null,
          paid_at timestamptz
        )`.execute(db)
      await sql`
        create table platform_multichat (
          stream_oid text primary key,
          creator_oid char(24) not null,
          enabled boolean not null,
          cursors jsonb not null default '{}'::jsonb,
          retry_at jsonb not null default '{}'::jsonb,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`create index platform_multichat_enabled on platform_multichat (creator_oid) where enabled`.execute(
        db,
      )
    },
  },
}
