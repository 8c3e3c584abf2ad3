import { type Kysely, type Migration, sql } from 'kysely'

/** Channels billing migrations (0515–0529). Plain SQL for both engines. */
export const billingMigrations: Record<string, Migration> = {
  '0515_channel_billing': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table channel_billing_periods (
          subscription_oid text not null,
          period text not null check (period ~ '^[0-9]{4}-[0-9]{2}$'),
          user_oid text not null,
          creator_oid text not null,
          tier_hash text not null,
          card_oid text,
          currency text not null check (currency in ('KRW', 'JPY', 'USD')),
          amount bigint not null check (amount > 0),
          coins integer not null check (coins > 0),
          period_start timestamptz not null,
          period_end timestamptz not null,
          status text not null check (status in ('due', 'paid', 'ended', 'skipped')),
          attempts integer not null default 0 check (attempts >= 0),
          next_attempt_at timestamptz not null,
          lease_until timestamptz,
          worker_id text,
          payment_oid text,
          transaction_id text,
          last_error text,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          primary key (subscription_oid, period),
          check ((status = 'paid') = (transaction_id is not null))
        )`.execute(db)
      // The claim's scan: due rows by their next attempt.
      await sql`
        create index channel_billing_periods_due on channel_billing_periods (next_attempt_at)
        where status = 'due'`.execute(db)
      await sql`
        create index channel_billing_periods_creator on channel_billing_periods (creator_oid, period)`.execute(
        db,
      )
      await sql`
        create table channel_billing_checkouts (
          subscription_oid text primary key,
          payment_oid text,
          user_oid text not null,
          creator_oid text not null,
          tier_hash text not null,
          period text not null,
          period_start timestamptz not null,
          period_end timestamptz not null,
          card_oid text,
          currency text not null,
          amount bigint not null check (amount > 0),
          coins integer not null check (coins > 0),
          created_at timestamptz not null
        )`.execute(db)
      // Payments gain the kind 'subscription'; a renewal's key is its product, charged once.
      await sql`alter table payments drop constraint payments_kind_check`.execute(db)
      await sql`
        alter table payments add constraint payments_kind_check
        check (kind in ('coins', 'giftcard', 'subscription'))`.execute(db)
      await sql`
        create unique index payments_subscription_product on payments (product)
        where kind = 'subscription'`.execute(db)
    },
  },
  '0516_channel_billing_coupons': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A tier coupon prices the first period only; renewals go back to the tier's price.
      await sql`alter table channel_billing_checkouts add column renew_amount bigint`.execute(db)
      await sql`alter table channel_billing_checkouts add column renew_coins integer`.execute(db)
      await sql`alter table channel_billing_periods add column renew_amount bigint`.execute(db)
      await sql`alter table channel_billing_periods add column renew_coins integer`.execute(db)
      // One use of a coupon per user: the row points at the subscription it paid for.
      await sql`
        create table channel_billing_coupon_uses (
          coupon_oid text not null,
          user_oid text not null,
          subscription_oid text not null,
          created_at timestamptz not null,
          primary key (coupon_oid, user_oid)
        )`.execute(db)
    },
  },
  '0517_channel_billing_tier_changes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A downgrade waits for the renewal: the next period is planned at this tier.
      await sql`alter table channel_billing_periods add column renew_tier_hash text`.execute(db)
      // One row per change asked in a period; an upgrade's charge is fenced by its status.
      await sql`
        create table channel_billing_tier_changes (
          subscription_oid text not null,
          period text not null,
          tier_hash text not null,
          kind text not null check (kind in ('upgrade', 'downgrade', 'switch')),
          status text not null check (status in ('charging', 'failed', 'done', 'withdrawn')),
          attempt integer not null default 1 check (attempt > 0),
          from_tier_hash text not null,
          from_amount bigint not null,
          from_coins integer not null,
          to_amount bigint not null,
          to_coins integer not null,
          currency text not null,
          amount bigint not null default 0,
          coins integer not null default 0,
          payment_oid text,
          transaction_id text,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          primary key (subscription_oid, period, tier_hash)
        )`.execute(db)
    },
  },
  // The admin's failed-renewal page: periods with a failed attempt or still due, newest
  // period first, all of them or one user's or creator's (docs/admin/money.md).
  '0822_channel_billing_failed_renewals': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      for (const [name, lead] of [
        ['channel_billing_periods_failed', ''],
        ['channel_billing_periods_failed_user', 'user_oid, '],
        ['channel_billing_periods_failed_creator', 'creator_oid, '],
      ] as const) {
        await sql`
          create index ${sql.raw(name)} on channel_billing_periods
          (${sql.raw(lead)}period desc, subscription_oid desc)
          where attempts > 0 or status = 'due'`.execute(db)
      }
    },
  },
}
