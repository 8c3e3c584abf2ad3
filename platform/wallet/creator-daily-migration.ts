/**
 * A creator's earnings by UTC day and transaction type, kept by the database in the same
 * transaction as the ledger entry: a row trigger on `wallet_entries` that fires only for
 * earnings accounts (its WHEN clause costs nothing to other writes). Revenue reads these
 * few rows a day instead of grouping the creator's whole ledger (docs/REVENUE.md).
 * Also: the payouts system account and the `settlement` type that settlements book.
 */
import { type Kysely, type Migration, sql } from 'kysely'
import { SYSTEM_ACCOUNTS } from './accounts'
import { TRANSACTION_TYPES } from './transaction-types'

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '))

/** Recomputes every creator's daily rows from the ledger (the migration, and bulk loads). */
// biome-ignore lint/suspicious/noExplicitAny: used by the migration and by typed callers
export async function rebuildCreatorDaily(db: Kysely<any>) {
  await sql`delete from wallet_creator_daily`.execute(db)
  await sql`
    insert into wallet_creator_daily (creator_oid, day, type, coins, count)
    select split_part(e.account_id, '/', 2), to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD'),
      t.type, sum(e.amount), count(*)
    from wallet_entries e join wallet_transactions t on t.id = e.transaction_id
    where e.account_id like 'user/%/earnings'
    group by 1, 2, 3`.execute(db)
}

export const creatorDailyMigrations: Record<string, Migration> = {
  '0530_wallet_creator_daily': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The type list as the code has it now (a fresh database got it at 0200 already).
      await sql`alter table wallet_transactions drop constraint wallet_transactions_type_check`.execute(
        db,
      )
      await sql`
        alter table wallet_transactions add constraint wallet_transactions_type_check
          check (type in (${quoted(TRANSACTION_TYPES)}))`.execute(db)
      for (const account of SYSTEM_ACCOUNTS) {
        await sql`
          insert into wallet_accounts (id, owner_oid, kind, unit, is_system)
          values (${account.id}, null, ${account.name}, ${account.unit}, true)
          on conflict (id) do nothing`.execute(db)
      }
      await sql`
        create table wallet_creator_daily (
          creator_oid text not null,
          day text not null,
          type text not null,
          coins bigint not null,
          count bigint not null,
          primary key (creator_oid, day, type)
        )`.execute(db)
      await sql`
        create function wallet_creator_daily_fold() returns trigger language plpgsql as $$
        begin
          insert into wallet_creator_daily (creator_oid, day, type, coins, count)
          select split_part(new.account_id, '/', 2),
            to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD'), t.type, new.amount, 1
          from wallet_transactions t where t.id = new.transaction_id
          on conflict (creator_oid, day, type) do update
            set coins = wallet_creator_daily.coins + excluded.coins,
                count = wallet_creator_daily.count + 1;
          return null;
        end $$`.execute(db)
      // The earnings account is locked by the writer before its entry goes in, so rows of
      // one creator are updated one transaction at a time, in the ledger's lock order.
      await sql`
        create trigger wallet_creator_daily_fold after insert on wallet_entries
          for each row when (new.account_id like 'user/%/earnings')
          execute function wallet_creator_daily_fold()`.execute(db)
      await rebuildCreatorDaily(db)
    },
  },
}
