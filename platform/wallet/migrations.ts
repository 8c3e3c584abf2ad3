import { type Kysely, type Migration, sql } from 'kysely'
import { SYSTEM_ACCOUNTS, USER_ACCOUNT_KINDS } from './accounts'
import { creatorDailyMigrations } from './creator-daily-migration'
import {
  applyFunction,
  applyPlans,
  finishRequestFunction,
  lockCreditAccountsFunction,
  reserveAndFinishFunctions,
} from './holds'
import { balancedNewEntriesMigration, statementLevelChecks } from './ledger-checks-migration'
import { TRANSACTION_TYPES } from './transaction-types'

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * Wallet migrations, named 0200_… to 0249_…, and the creators' daily earnings (0530_…).
 * Plain SQL: PGlite and PostgreSQL run the same.
 */
export const walletMigrations: Record<string, Migration> = {
  '0200_wallet_ledger': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // User accounts can never go negative, whatever the code does. System accounts
      // (payment clearing, promotions …) are the other side and may; their balance is the
      // sum of their entries and their balance column stays 0 (no hot row, see ledger.ts).
      await sql`
        create table wallet_accounts (
          id text primary key,
          owner_oid text,
          kind text not null,
          unit text not null check (unit in ('coin', 'credit')),
          is_system boolean not null,
          balance bigint not null default 0,
          created_at timestamptz not null default now(),
          constraint wallet_accounts_user_balance_nonnegative check (is_system or balance >= 0),
          constraint wallet_accounts_owner check (
            (is_system and owner_oid is null)
            or (not is_system and owner_oid is not null and kind in (${quoted(USER_ACCOUNT_KINDS)}))
          )
        )`.execute(db)
      await sql`create index wallet_accounts_owner on wallet_accounts (owner_oid)`.execute(db)
      await sql`
        create table wallet_transactions (
          id text primary key,
          idempotency_key text not null,
          fingerprint text not null,
          type text not null check (type in (${quoted(TRANSACTION_TYPES)})),
          metadata jsonb not null default '{}',
          result jsonb,
          created_at timestamptz not null,
          constraint wallet_transactions_idempotency_key unique (idempotency_key)
        )`.execute(db)
      // Refunds look up an earlier refund of the same transaction.
      await sql`
        create index wallet_transactions_refund_of on wallet_transactions ((metadata ->> 'refundOf'))
        where type = 'refund'`.execute(db)
      await sql`create index wallet_transactions_created on wallet_transactions (created_at)`.execute(
        db,
      )
      await sql`
        create table wallet_entries (
          transaction_id text not null references wallet_transactions (id),
          account_id text not null references wallet_accounts (id),
          amount bigint not null check (amount <> 0),
          primary key (transaction_id, account_id)
        )`.execute(db)
      await sql`create index wallet_entries_account on wallet_entries (account_id)`.execute(db)
      // Every transaction balances per unit, checked at commit so entries can be inserted one by one.
      await sql`
        create function wallet_check_balanced() returns trigger language plpgsql as $$
        begin
          if exists (
            select 1 from wallet_entries e join wallet_accounts a on a.id = e.account_id
            where e.transaction_id = new.transaction_id
            group by a.unit having sum(e.amount) <> 0
          ) then
            raise exception 'wallet transaction % does not balance', new.transaction_id
              using errcode = '23514';
          end if;
          return null;
        end $$`.execute(db)
      await sql`
        create constraint trigger wallet_entries_balanced
          after insert or update on wallet_entries
          deferrable initially deferred
          for each row execute function wallet_check_balanced()`.execute(db)
      for (const account of SYSTEM_ACCOUNTS) {
        await sql`
          insert into wallet_accounts (id, owner_oid, kind, unit, is_system)
          values (${account.id}, null, ${account.name}, ${account.unit}, true)`.execute(db)
      }
      await sql`
        create table wallet_holds (
          request_id text primary key,
          user_oid text not null,
          amount bigint not null check (amount > 0),
          bonus_amount bigint not null check (bonus_amount >= 0),
          paid_amount bigint not null check (paid_amount >= 0),
          charge_type text not null,
          status text not null check (status in ('held', 'settled', 'voided', 'expired')),
          charged bigint check (charged >= 0 and charged <= amount),
          bonus_day text not null,
          expires_at timestamptz not null,
          created_at timestamptz not null,
          finished_at timestamptz,
          check (bonus_amount + paid_amount = amount)
        )`.execute(db)
      await sql`
        create index wallet_holds_open on wallet_holds (user_oid, expires_at) where status = 'held'`.execute(
        db,
      )
      await sql`
        create table wallet_bonus_usage (
          user_oid text not null,
          day text not null,
          used bigint not null check (used >= 0),
          primary key (user_oid, day)
        )`.execute(db)
      await sql`
        create table wallet_preferences (
          user_oid text primary key,
          auto_top_up_coins integer check (auto_top_up_coins > 0),
          updated_at timestamptz not null
        )`.execute(db)
      await sql`
        create table wallet_attendance (
          user_oid text not null,
          day text not null,
          device_id text,
          streak integer not null check (streak >= 1),
          credits integer not null,
          random_box_item_id text,
          created_at timestamptz not null,
          primary key (user_oid, day)
        )`.execute(db)
      // One check-in per device per day, whichever account is signed in on it.
      await sql`
        create unique index wallet_attendance_device_day on wallet_attendance (device_id, day)
        where device_id is not null`.execute(db)
      await sql`
        create table wallet_inventory (
          id text primary key,
          user_oid text not null,
          kind text not null,
          code text not null,
          source text not null,
          details jsonb not null default '{}',
          acquired_at timestamptz not null,
          used_at timestamptz,
          refunded_at timestamptz,
          deleted_at timestamptz,
          outcome jsonb
        )`.execute(db)
      await sql`create index wallet_inventory_user on wallet_inventory (user_oid, acquired_at)`.execute(
        db,
      )
    },
  },
  '0210_wallet_hold_functions': reserveAndFinishFunctions,
  '0211_wallet_lock_accounts_in_order': lockCreditAccountsFunction,
  '0220_wallet_hold_batches': finishRequestFunction,
  '0230_wallet_hold_set_based': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await statementLevelChecks.up(db)
      await applyFunction.up(db)
    },
  },
  '0240_wallet_balanced_new_entries': balancedNewEntriesMigration,
  '0245_wallet_hold_batch_plans': applyPlans,
  ...creatorDailyMigrations,
  // The admin's ledger page walks one account's entries by transaction id, newest first. The
  // one-column index stays for the wallet's own look-ups by account (PERFORMANCE.md).
  '0820_wallet_entries_account_transaction': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create index wallet_entries_account_transaction
        on wallet_entries (account_id, transaction_id)`.execute(db)
    },
  },
  // The admin's list of external donations, newest first, all or one creator's.
  '0823_wallet_transactions_external_donations': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create index wallet_transactions_external_donation on wallet_transactions (id)
        where type = 'external_live_donation'`.execute(db)
      await sql`
        create index wallet_transactions_external_donation_creator
        on wallet_transactions ((metadata ->> 'creatorOid'), id)
        where type = 'external_live_donation'`.execute(db)
    },
  },
  // The type list as the code has it now, with `campaign` (a fresh database got it at 0200).
  '0944_wallet_campaign_types': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table wallet_transactions drop constraint wallet_transactions_type_check`.execute(
        db,
      )
      await sql`
        alter table wallet_transactions add constraint wallet_transactions_type_check
          check (type in (${quoted(TRANSACTION_TYPES)}))`.execute(db)
    },
  },
}
