import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Live tickets (0580): one row per ticket a creator issued; at most one is current
 * (`expired_at` null), issuing a new one expires it. Purchases are kept per ticket and
 * viewer, so a ticket is paid once and "purchased before" is a lookup.
 */
export const liveEntryMigrations: Record<string, Migration> = {
  '0580_live_tickets': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_tickets (
          oid char(24) primary key,
          creator_oid char(24) not null,
          price integer not null check (price > 0),
          created_at timestamptz not null,
          expired_at timestamptz
        )`.execute(db)
      await sql`create unique index live_tickets_current on live_tickets (creator_oid) where expired_at is null`.execute(
        db,
      )
      await sql`
        create table live_ticket_purchases (
          ticket_oid char(24) not null,
          user_oid char(24) not null,
          creator_oid char(24) not null,
          price integer not null,
          purchased_at timestamptz not null,
          primary key (ticket_oid, user_oid)
        )`.execute(db)
      await sql`create index live_ticket_purchases_user on live_ticket_purchases (user_oid, creator_oid)`.execute(
        db,
      )
    },
  },
  // Whether bonus coins may pay for the ticket (the studio's "bonus coins allowed").
  '0582_live_ticket_bonus': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table live_tickets add column allow_bonus boolean not null default false`.execute(
        db,
      )
    },
  },
  /**
   * Entry rules (0584): the condition in force per creator (everyone, signed in, tiers; a
   * password kept as its scrypt hash), and changes scheduled mid-stream: one row per change,
   * applied by the sweep at `apply_at` and announced after (`announced_at`), so a restart
   * between the two still announces it.
   */
  '0584_live_entry_rules': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table live_entry_rules (
          creator_oid char(24) primary key,
          mode text not null check (mode in ('everyone','signedIn','tiers')),
          tier_hashes jsonb not null default '[]'::jsonb,
          password_hash text,
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table live_entry_changes (
          oid char(24) primary key,
          creator_oid char(24) not null,
          mode text not null check (mode in ('everyone','signedIn','tiers')),
          tier_hashes jsonb not null default '[]'::jsonb,
          password_hash text,
          created_at timestamptz not null,
          apply_at timestamptz not null,
          applied_at timestamptz,
          cancelled_at timestamptz,
          announced_at timestamptz
        )`.execute(db)
      await sql`create unique index live_entry_changes_pending on live_entry_changes (creator_oid) where applied_at is null and cancelled_at is null`.execute(
        db,
      )
      await sql`create index live_entry_changes_due on live_entry_changes (apply_at) where announced_at is null and cancelled_at is null`.execute(
        db,
      )
    },
  },
}
