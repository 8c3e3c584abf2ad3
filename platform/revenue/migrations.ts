/** Revenue migrations, 0531–0549 (0530 is the wallet's creator-daily rows it reads). */
import { type Kysely, type Migration, sql } from 'kysely'

export const revenueMigrations: Record<string, Migration> = {
  '0531_revenue_settlements': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table revenue_settlements (
          oid text primary key,
          creator_oid text not null,
          month text not null,
          status text not null check (status in ('processing', 'complete')),
          coins bigint not null check (coins > 0),
          currency text not null check (currency in ('KRW', 'JPY', 'USD')),
          country text not null check (country in ('KR', 'JP', 'US')),
          exchange_rate double precision not null,
          exchange_rate_date text not null,
          gross double precision not null,
          fee double precision not null,
          net double precision not null,
          payout_date text not null,
          ledger_transaction text not null,
          requested_at timestamptz not null,
          completed_at timestamptz,
          completed_by text,
          constraint revenue_settlements_one_a_month unique (creator_oid, month)
        )`.execute(db)
      await sql`create index revenue_settlements_status on revenue_settlements (status, requested_at)`.execute(
        db,
      )
      await sql`
        create table revenue_payout_accounts (
          creator_oid text primary key,
          currency text not null check (currency in ('KRW', 'JPY', 'USD')),
          country text not null check (country in ('KR', 'JP', 'US')),
          holder_name text not null,
          bank_name text not null,
          account_number text not null,
          updated_at timestamptz not null
        )`.execute(db)
    },
  },
  '0532_revenue_activity': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table revenue_activity_daily (
          creator_oid text not null,
          day text not null,
          metric text not null check (metric in ('uploads', 'views')),
          country text not null,
          count bigint not null,
          primary key (creator_oid, day, metric, country)
        )`.execute(db)
      await sql`
        create table revenue_activity_users (
          creator_oid text not null,
          day text not null,
          user_key text not null,
          country text not null,
          primary key (creator_oid, day, user_key)
        )`.execute(db)
    },
  },
}
