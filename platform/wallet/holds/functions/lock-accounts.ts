/**
 * `wallet_lock_credit_accounts`: locks a user's two credit accounts in id order, as
 * ledger.ts `lockAccounts` does, and answers their balances. Missing accounts are created
 * before any row is locked: created after the lock on the one that existed, a user's first
 * turns racing on PostgreSQL took locks out of order and deadlocked until the server's
 * deadlock timeout broke the cycle (tests/http/reliability/chat-credit-burst.http.test.ts).
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const lockCreditAccountsFunction: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    await sql`
      create or replace function wallet_lock_credit_accounts(p_user text)
      returns table (paid bigint, bonus bigint) language plpgsql as $$
      declare
        v_paid bigint;
        v_bonus bigint;
        v_found int;
      begin
        select count(*) into v_found from wallet_accounts
          where id in ('user/' || p_user || '/credits', 'user/' || p_user || '/bonus_credits');
        if v_found < 2 then
          insert into wallet_accounts (id, owner_oid, kind, unit, is_system, balance)
          values ('user/' || p_user || '/bonus_credits', p_user, 'bonus_credits', 'credit', false, 0),
                 ('user/' || p_user || '/credits', p_user, 'credits', 'credit', false, 0)
          on conflict (id) do nothing;
        end if;
        -- The same global order as ledger.ts lockAccounts (order by id … for update).
        select max(balance) filter (where kind = 'credits'),
               max(balance) filter (where kind = 'bonus_credits')
          into v_paid, v_bonus
          from (select id, kind, balance from wallet_accounts
                where id in ('user/' || p_user || '/credits', 'user/' || p_user || '/bonus_credits')
                order by id for update) as locked;
        paid := coalesce(v_paid, 0);
        bonus := coalesce(v_bonus, 0);
        return next;
      end $$`.execute(db)
  },
}
