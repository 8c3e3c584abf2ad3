/**
 * `wallet_hold_reserve` and `wallet_hold_finish`: a hold's reserve and its finish as one
 * database call each, the path of a lone operation and of every operation the set-based
 * batch leaves out (apply.ts).
 *
 * Why in PL/pgSQL: on PGlite a money operation costs what its statements cost to cross into
 * the database, not the work inside them; as ledger.ts operations a reserve or a settle is
 * a transaction of many statements, as a function one call (docs/PERFORMANCE.md). The
 * rules are ledger.ts's: accounts locked in id order (`wallet_lock_credit_accounts`,
 * lock-accounts.ts), bonus first within the daily bonus limit (charge-split.ts), one
 * idempotent transaction row per key with the request's fingerprint, entries balanced per
 * unit (the balanced trigger still checks), user balances never negative (the check
 * constraint still refuses).
 *
 * Refusals raise SQLSTATEs of class TL (see `HOLD_ERRORS` in credit-holds.ts).
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const reserveAndFinishFunctions: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    // Returns null when the key was already used with the same fingerprint (the caller
    // reads the hold's current state), raises TL409 when used with another body.
    await sql`
      create function wallet_hold_reserve(
        p_transaction_id text, p_key text, p_fingerprint text, p_request_id text, p_user text,
        p_amount bigint, p_expires_at timestamptz, p_expires_iso text, p_charge_type text,
        p_now timestamptz, p_bonus_daily_limit bigint
      ) returns jsonb language plpgsql as $$
      declare
        v_stored text;
        v_paid_balance bigint;
        v_bonus_balance bigint;
        v_day text := to_char(p_now at time zone 'UTC', 'YYYY-MM-DD');
        v_allowance bigint := 0;
        v_usable bigint;
        v_bonus bigint;
        v_paid bigint;
        v_result jsonb;
      begin
        select fingerprint into v_stored from wallet_transactions where idempotency_key = p_key;
        if found then
          if v_stored <> p_fingerprint then
            raise exception 'idempotency key reused: %', p_key using errcode = 'TL409';
          end if;
          return null;
        end if;
        select paid, bonus into v_paid_balance, v_bonus_balance
          from wallet_lock_credit_accounts(p_user);
        if v_bonus_balance > 0 then
          select greatest(0, p_bonus_daily_limit - coalesce(max(used), 0)) into v_allowance
            from wallet_bonus_usage where user_oid = p_user and day = v_day;
        end if;
        -- charge-split.ts splitCreditCharge with bonusUse 'first'.
        v_usable := least(p_amount, v_bonus_balance);
        v_bonus := least(v_usable, v_allowance);
        v_paid := p_amount - v_bonus;
        if v_paid > v_paid_balance then
          if v_bonus < v_usable and v_usable + v_paid_balance >= p_amount then
            raise exception 'bonus daily limit' using errcode = 'TL429';
          end if;
          raise exception 'insufficient credits' using errcode = 'TL402';
        end if;
        if v_bonus > 0 then
          insert into wallet_bonus_usage (user_oid, day, used) values (p_user, v_day, v_bonus)
          on conflict (user_oid, day) do update set used = wallet_bonus_usage.used + excluded.used;
        end if;
        insert into wallet_holds (request_id, user_oid, amount, bonus_amount, paid_amount,
          charge_type, status, charged, bonus_day, expires_at, created_at, finished_at)
        values (p_request_id, p_user, p_amount, v_bonus, v_paid, p_charge_type, 'held', null,
          v_day, p_expires_at, p_now, null);
        v_result := jsonb_build_object('requestId', p_request_id, 'userOid', p_user,
          'amount', p_amount, 'bonusAmount', v_bonus, 'paidAmount', v_paid, 'status', 'held',
          'charged', null, 'expiresAt', p_expires_iso);
        insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata, result, created_at)
        values (p_transaction_id, p_key, p_fingerprint, 'hold',
          jsonb_build_object('userOid', p_user, 'requestId', p_request_id), v_result, p_now);
        insert into wallet_entries (transaction_id, account_id, amount)
        select p_transaction_id, account, amount from (values
          ('system/holds/credit', p_amount),
          ('user/' || p_user || '/bonus_credits', -v_bonus),
          ('user/' || p_user || '/credits', -v_paid)) as e (account, amount)
        where amount <> 0;
        update wallet_accounts set balance = balance - case kind when 'credits' then v_paid else v_bonus end
          where id in ('user/' || p_user || '/credits', 'user/' || p_user || '/bonus_credits');
        return v_result;
      end $$`.execute(db)

    // Settles (charging at most the hold), voids or expires a held hold. Returns null when
    // the hold was not 'held' any more (another finisher won): the caller reads its state.
    await sql`
      create function wallet_hold_finish(
        p_transaction_id text, p_key text, p_fingerprint text, p_type text, p_request_id text,
        p_user text, p_status text, p_charged bigint, p_now timestamptz
      ) returns jsonb language plpgsql as $$
      declare
        v_hold wallet_holds%rowtype;
        v_charged_bonus bigint;
        v_charged_paid bigint;
        v_returned_bonus bigint;
        v_returned_paid bigint;
        v_result jsonb := jsonb_build_object('status', p_status, 'charged', p_charged);
      begin
        perform 1 from wallet_lock_credit_accounts(p_user);
        -- The returns go to p_user's accounts: only a hold of that user may finish here.
        update wallet_holds set status = p_status, charged = p_charged, finished_at = p_now
          where request_id = p_request_id and status = 'held' and user_oid = p_user
          returning * into v_hold;
        if not found then
          return null;
        end if;
        v_charged_bonus := least(p_charged, v_hold.bonus_amount);
        v_charged_paid := p_charged - v_charged_bonus;
        v_returned_bonus := v_hold.bonus_amount - v_charged_bonus;
        v_returned_paid := v_hold.paid_amount - v_charged_paid;
        if v_returned_bonus > 0 then
          update wallet_bonus_usage set used = greatest(0, used - v_returned_bonus)
            where user_oid = p_user and day = v_hold.bonus_day;
        end if;
        insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata, result, created_at)
        values (p_transaction_id, p_key, p_fingerprint, p_type,
          jsonb_build_object('userOid', p_user, 'requestId', p_request_id, 'status', p_status,
            'charged', p_charged), v_result, p_now);
        insert into wallet_entries (transaction_id, account_id, amount)
        select p_transaction_id, account, amount from (values
          ('system/holds/credit', -v_hold.amount),
          ('system/promotions/credit', v_charged_bonus),
          ('system/sales/credit', v_charged_paid),
          ('user/' || p_user || '/bonus_credits', v_returned_bonus),
          ('user/' || p_user || '/credits', v_returned_paid)) as e (account, amount)
        where amount <> 0;
        if v_returned_bonus > 0 or v_returned_paid > 0 then
          update wallet_accounts
            set balance = balance + case kind when 'credits' then v_returned_paid else v_returned_bonus end
            where id in ('user/' || p_user || '/credits', 'user/' || p_user || '/bonus_credits');
        end if;
        return v_result;
      end $$`.execute(db)
  },
}
