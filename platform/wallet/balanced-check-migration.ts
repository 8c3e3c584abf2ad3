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
import { type Kysely, type Migration, sql } from 'kysely'

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
