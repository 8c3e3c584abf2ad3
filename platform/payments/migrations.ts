import { type Kysely, type Migration, sql } from 'kysely'

/** Payments migrations (0250–0299, after the wallet's). Plain SQL: PGlite and PostgreSQL run the same. */
export const paymentsMigrations: Record<string, Migration> = {
  '0250_payments': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table payments (
          oid text primary key,
          user_oid text not null,
          kind text not null check (kind in ('coins', 'giftcard')),
          product text not null,
          coins integer not null check (coins >= 0),
          currency text not null check (currency in ('KRW', 'JPY', 'USD')),
          amount bigint not null check (amount > 0),
          method text not null,
          provider text not null,
          provider_ref text,
          status text not null check (status in ('pending', 'paid', 'failed', 'cancelled')),
          checkout_token text not null,
          failure_reason text,
          paid_by text,
          credited_transaction_id text,
          created_at timestamptz not null,
          updated_at timestamptz not null,
          paid_at timestamptz,
          check ((status = 'paid') = (paid_at is not null))
        )`.execute(db)
      await sql`create index payments_user on payments (user_oid, created_at)`.execute(db)
      // A provider's payment belongs to exactly one of ours: a replayed webhook finds it.
      await sql`
        create unique index payments_provider_ref on payments (provider, provider_ref)
        where provider_ref is not null`.execute(db)
      await sql`
        create table payment_cards (
          oid text primary key,
          user_oid text not null,
          provider text not null,
          provider_ref text not null,
          label text not null,
          selected boolean not null default false,
          created_at timestamptz not null,
          unique (provider, provider_ref)
        )`.execute(db)
      await sql`create index payment_cards_user on payment_cards (user_oid, created_at)`.execute(db)
      await sql`
        create table payment_customers (
          user_oid text not null,
          provider text not null,
          customer_ref text not null,
          primary key (user_oid, provider)
        )`.execute(db)
      // One gift card per paid payment, whoever fulfils it first.
      await sql`
        create table payment_gift_cards (
          payment_oid text primary key references payments (oid),
          user_oid text not null,
          item_name text not null,
          points integer not null check (points > 0),
          code text not null unique,
          expires_at timestamptz not null,
          created_at timestamptz not null
        )`.execute(db)
      await sql`create index payment_gift_cards_user on payment_gift_cards (user_oid)`.execute(db)
      await sql`
        create table payment_tier_coupons (
          oid text primary key,
          creator_oid text not null,
          tier_hash text not null,
          code text not null,
          price integer not null check (price >= 0),
          expires_at timestamptz not null,
          owner_oid text,
          created_at timestamptz not null,
          unique (creator_oid, code)
        )`.execute(db)
    },
  },
  // The admin's list of issued cards walks one buyer's cards by payment id, newest first.
  '0821_payment_gift_cards_user_payment': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create index payment_gift_cards_user_payment
        on payment_gift_cards (user_oid, payment_oid)`.execute(db)
      await sql`drop index payment_gift_cards_user`.execute(db)
    },
  },
  // The partner's real codes an admin posts per item; issuance takes one, once per payment.
  '0848_payments_gift_card_codes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table payment_gift_card_codes (
          code text primary key,
          item_name text not null,
          posted_by text not null,
          posted_at timestamptz not null,
          payment_oid text unique references payments (oid),
          taken_at timestamptz,
          check ((payment_oid is null) = (taken_at is null))
        )`.execute(db)
      // Issuance takes the oldest code of an item still in stock.
      await sql`
        create index payment_gift_card_codes_stock
        on payment_gift_card_codes (item_name, posted_at, code)
        where payment_oid is null`.execute(db)
      await sql`
        create index payment_gift_card_codes_item
        on payment_gift_card_codes (item_name, posted_at desc, code)`.execute(db)
    },
  },
  // A one-touch confirm's idempotency key: the same key of one user is the same payment.
  '0970_payments_one_touch_requests': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table payment_one_touch_requests (
          user_oid text not null,
          idempotency_key text not null,
          payment_oid text not null unique references payments (oid),
          card_oid text not null,
          card_provider text not null,
          card_ref text not null,
          customer_ref text,
          coins integer not null,
          currency text not null,
          lease_until timestamptz not null,
          created_at timestamptz not null,
          primary key (user_oid, idempotency_key)
        )`.execute(db)
      // The start-up sweep finds requests whose charge a crash may have left unrecorded.
      await sql`
        create index payment_one_touch_requests_lease
        on payment_one_touch_requests (lease_until)`.execute(db)
    },
  },
  // Charge reconciliation reads one provider's payments of a window of days.
  '0824_payments_provider_created': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create index payments_provider_created on payments (provider, created_at)`.execute(db)
    },
  },
}
