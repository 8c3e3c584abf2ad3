import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Discord migrations, named 0560_… to 0569_… (and 0860_… for the admin's lists). The outbox holds every call to Discord until
 * Discord confirms it, so an outage or a restart loses no role change.
 */
export const discordMigrations: Record<string, Migration> = {
  '0560_discord': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table discord_guilds (
          creator_oid char(24) primary key,
          guild_id text not null check (guild_id ~ '^[0-9]{17,20}$'),
          tier_roles jsonb not null default '[]'::jsonb,
          linked_at timestamptz not null,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table discord_members (
          creator_oid char(24) not null,
          user_oid char(24) not null,
          discord_id text not null check (discord_id ~ '^[0-9]{17,20}$'),
          username text,
          role_id text,
          role_state text not null default 'none'
            check (role_state in ('none','pending','granted','removed')),
          linked_at timestamptz not null,
          updated_at timestamptz not null,
          primary key (creator_oid, user_oid)
        )`.execute(db)
      await sql`create index discord_members_discord on discord_members (creator_oid, discord_id)`.execute(
        db,
      )
      await sql`
        create table discord_link_states (
          state text primary key,
          user_oid char(24) not null,
          creator_oid char(24) not null,
          tier_hash text not null,
          expires_at timestamptz not null
        )`.execute(db)
      await sql`
        create table discord_outbox (
          oid char(24) primary key,
          creator_oid char(24) not null,
          user_oid char(24),
          op text not null check (op in ('add_role','remove_role','kick')),
          guild_id text not null,
          discord_id text not null,
          role_id text,
          reason text not null default '',
          state text not null default 'pending' check (state in ('pending','done','failed')),
          attempts integer not null default 0,
          next_attempt_at timestamptz not null,
          lease_until timestamptz,
          last_error text,
          created_at timestamptz not null,
          done_at timestamptz
        )`.execute(db)
      await sql`create index discord_outbox_due on discord_outbox (next_attempt_at, oid) where state = 'pending'`.execute(
        db,
      )
      await sql`create index discord_outbox_member on discord_outbox (guild_id, discord_id, oid) where state = 'pending'`.execute(
        db,
      )
    },
  },
  '0561_discord_outbox_done': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Sent jobs are pruned after 30 days (failed ones stay for the admin list).
      await sql`create index discord_outbox_done on discord_outbox (done_at) where state = 'done'`.execute(
        db,
      )
    },
  },
  '0860_discord_admin_lists': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The admin's lists read newest link first, a page at a time (keyset on link time, id).
      await sql`create index discord_guilds_linked on discord_guilds (linked_at desc, creator_oid desc)`.execute(
        db,
      )
      await sql`create index discord_members_linked on discord_members (creator_oid, linked_at desc, user_oid desc)`.execute(
        db,
      )
    },
  },
}
