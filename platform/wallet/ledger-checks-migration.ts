/**
 * The ledger's checks as statement-level triggers: one query per insert statement over
 * its new entries, instead of a deferred row trigger and two foreign-key checks per entry.
 * Every writer inserts a transaction's entries in one statement, and a statement whose
 * entries don't balance per transaction and unit, or name an unknown account or
 * transaction, is refused at once. Entries are append-only; transactions and accounts are
 * never deleted (a correction is a new transaction).
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const statementLevelChecks: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    await sql`drop trigger wallet_entries_balanced on wallet_entries`.execute(db)
    await sql`drop function wallet_check_balanced()`.execute(db)
    // The foreign keys of entries checked each new entry with a query of its own; the
    // statement trigger below checks the same (the account and the transaction exist) for
    // all of a statement's entries in the query that checks the balance. Deleting a
    // transaction or an account, which the keys also prevented, is refused by a trigger.
    await sql`alter table wallet_entries drop constraint wallet_entries_transaction_id_fkey`.execute(
      db,
    )
    await sql`alter table wallet_entries drop constraint wallet_entries_account_id_fkey`.execute(db)
    await sql`
      create function wallet_check_balanced() returns trigger language plpgsql as $$
      declare
        v_transaction text;
        v_unit text;
        v_known boolean;
      begin
        -- Driven from the statement's transactions through lateral look-ups, so each check
        -- is an index probe whatever the size of the ledger: as a sub-query, the planner
        -- hashed the whole transactions table for every statement.
        select t.transaction_id, s.unit, s.unit is not null and k.known
          into v_transaction, v_unit, v_known
          from (select distinct transaction_id from new_entries) as t
          cross join lateral (
            select count(*) > 0 as known from wallet_transactions x
              where x.id = t.transaction_id) as k
          cross join lateral (
            select a.unit, sum(e.amount) as total
              from wallet_entries e
              left join lateral (
                select unit from wallet_accounts where id = e.account_id) as a on true
              where e.transaction_id = t.transaction_id
              group by a.unit) as s
          where s.unit is null or s.total <> 0 or not k.known
          -- An unknown account also unbalances its unit: name the cause, not the symptom.
          order by s.unit is not null and k.known
          limit 1;
        if not found then
          return null;
        end if;
        if not v_known then
          raise exception 'wallet transaction % has an entry for an unknown account or transaction',
            v_transaction using errcode = '23503';
        end if;
        raise exception 'wallet transaction % does not balance', v_transaction
          using errcode = '23514';
      end $$`.execute(db)
    await sql`
      create trigger wallet_entries_balanced
        after insert on wallet_entries referencing new table as new_entries
        for each statement execute function wallet_check_balanced()`.execute(db)
    // The ledger is append-only: entries never change, transactions and accounts are never
    // deleted (a correction is a new transaction).
    await sql`
      create function wallet_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only (% refused)', tg_table_name, lower(tg_op)
          using errcode = '23514';
      end $$`.execute(db)
    await sql`
      create trigger wallet_entries_append_only before update or delete on wallet_entries
        for each statement execute function wallet_append_only()`.execute(db)
    await sql`
      create trigger wallet_transactions_append_only before delete on wallet_transactions
        for each statement execute function wallet_append_only()`.execute(db)
    await sql`
      create trigger wallet_accounts_append_only before delete on wallet_accounts
        for each statement execute function wallet_append_only()`.execute(db)
  },
}

/**
 * The balanced-entries check sums a statement's new entries only, instead of every entry of
 * each transaction the statement touches.
 *
 * Why it is the same check: since the check became per statement (0230), every statement
 * that inserts entries leaves each of its transactions balanced per unit, and before that
 * the deferred check did the same per commit. So a transaction's earlier entries already
 * sum to zero per unit, and the whole sums to zero exactly when the new ones do. A writer
 * that spreads one transaction over two statements, each unbalanced, was refused before and
 * still is. What it saves: the index scan and heap reads of every touched transaction's
 * entries (a large part of the trigger's work on a hold batch).
 *
 * Each account and transaction is still an index probe (lateral, so the planner never
 * hashes the whole accounts or transactions table for a few new rows).
 */
export const balancedNewEntriesMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    await sql`
      create or replace function wallet_check_balanced() returns trigger language plpgsql as $$
      declare
        v_transaction text;
        v_unit text;
        v_known boolean;
      begin
        select s.transaction_id, s.unit, s.unit is not null and k.known
          into v_transaction, v_unit, v_known
          from (select n.transaction_id, a.unit, sum(n.amount) as total
                  from new_entries n
                  left join lateral (
                    select unit from wallet_accounts where id = n.account_id) as a on true
                  group by n.transaction_id, a.unit) as s
          -- count(*), not exists(): the planner may turn an EXISTS into a hashed sub-plan
          -- over the whole transactions table.
          cross join lateral (
            select count(*) > 0 as known from wallet_transactions x
              where x.id = s.transaction_id) as k
          where s.unit is null or s.total <> 0 or not k.known
          -- An unknown account also unbalances its unit: name the cause, not the symptom.
          order by s.unit is not null and k.known
          limit 1;
        if not found then
          return null;
        end if;
        if not v_known then
          raise exception 'wallet transaction % has an entry for an unknown account or transaction',
            v_transaction using errcode = '23503';
        end if;
        raise exception 'wallet transaction % does not balance', v_transaction
          using errcode = '23514';
      end $$`.execute(db)
  },
}
