/**
 * `wallet_hold_apply(operations jsonb)`: a batch of reserves, settles, voids and expiries
 * in one statement (group-commit.ts), one outcome per operation in input order.
 *
 * In a batch of two or more, the ordinary operations go in set-based, a few statements for
 * the whole batch: one reserves every fitting hold, one settles or voids every live hold.
 * On PGlite a statement inside a function costs its plan and executor start-up whatever
 * its rows, so this pays per batch what the per-operation functions pay per operation
 * (docs/PERFORMANCE.md). Ordinary means:
 * - an operation of a user who appears once in the batch, with a request id no other
 *   operation of the batch names: a user's operations depend on each other (a settle frees
 *   credits for the reserve after it), different users' operations meet only through a
 *   request id, and one row update per account per statement is what `update … from` can do;
 * - a reserve whose key is new and whose credits suffice, with both credit accounts present;
 * - a settle or void of a hold that is held and not expired.
 * The set-based part runs in one subtransaction: any error rolls it back and the whole
 * batch takes the per-operation path, so it can only be faster, never different.
 *
 * Every other operation (a replayed or reused key, a refusal, a first-time user, an expiry,
 * an unknown or finished hold), and a lone one, then runs through the per-operation
 * functions (`wallet_hold_reserve`, `wallet_hold_finish_request`), each in its own
 * BEGIN … EXCEPTION block, so a refused one rolls back alone and answers its SQLSTATE.
 * They run sorted by user (then in arrival order), as the locks are taken.
 *
 * Both paths write the same rows (hold, transaction with its fingerprint, entries,
 * balances, bonus usage), so replays, refunds, audits and history see no difference;
 * set-based-batch.test.ts holds them to the same answers and rows. Every user account the
 * batch may touch is locked first, in id order (as ledger.ts does), so two batches on
 * PostgreSQL never wait on each other in a cycle.
 *
 * Its plans (`applyPlans`) are nested loops over indexes: see below.
 */
import { type Kysely, type Migration, sql } from 'kysely'

/** The function as this migration creates it: PL/pgSQL text, kept whole as it was applied. */
const APPLY_FUNCTION = sql`
      create or replace function wallet_hold_apply(p_operations jsonb) returns jsonb
      language plpgsql as $$
      declare
        v_outcomes jsonb[] := array_fill(null::jsonb, array[jsonb_array_length(p_operations)]);
        v_users text[];
        v_single text[];
        v_fast jsonb;
        v_item jsonb;
        v_row record;
        v_op jsonb;
        v_reserves int;
        v_finishes int;
      begin
        -- A lone operation is cheaper through its own function than through the set-based
        -- statements, whose plans are larger.
        if jsonb_array_length(p_operations) > 1 then
        -- Whose accounts each operation touches (a finish: the hold's owner), and the users
        -- whose one operation is the batch's only one with its request id: operations of
        -- different users meet only through a request id (its hold and its keys).
        select array_agg(distinct o.user_oid) filter (where o.user_oid is not null),
               array_agg(o.user_oid) filter (where o.user_oid is not null and o.uses = 1
                                               and o.request_uses = 1),
               count(*) filter (where o.kind = 'reserve' and o.user_oid is not null
                                  and o.uses = 1 and o.request_uses = 1),
               count(*) filter (where o.kind in ('settle', 'void') and o.user_oid is not null
                                  and o.uses = 1 and o.request_uses = 1)
          into v_users, v_single, v_reserves, v_finishes
          from (select op.value ->> 'kind' as kind, coalesce(op.value ->> 'userOid', h.user_oid) as user_oid,
                       count(*) over (partition by coalesce(op.value ->> 'userOid', h.user_oid)) as uses,
                       count(*) over (partition by op.value ->> 'requestId') as request_uses
                  from jsonb_array_elements(p_operations) as op
                  left join wallet_holds h
                    on op.value ->> 'kind' <> 'reserve' and h.request_id = op.value ->> 'requestId') as o;
        -- Every credit account the batch may touch, locked in the global id order.
        perform 1 from (
          select id from wallet_accounts
            where id = any (array(select 'user/' || u || k from unnest(v_users) as u,
                                  (values ('/bonus_credits'), ('/credits')) as s (k)))
            order by id for update) as locked;

        begin
          if v_reserves > 0 then
          with reserves as materialized (
            select o.position::int as position, o.value ->> 'transactionId' as transaction_id,
                   o.value ->> 'key' as key, o.value ->> 'fingerprint' as fingerprint,
                   o.value ->> 'requestId' as request_id, o.value ->> 'userOid' as user_oid,
                   (o.value ->> 'amount')::bigint as amount,
                   (o.value ->> 'expiresAt')::timestamptz as expires_at,
                   o.value ->> 'expiresAt' as expires_iso, o.value ->> 'chargeType' as charge_type,
                   (o.value ->> 'now')::timestamptz as now,
                   to_char((o.value ->> 'now')::timestamptz at time zone 'UTC', 'YYYY-MM-DD') as day,
                   (o.value ->> 'bonusDailyLimit')::bigint as bonus_limit
              from jsonb_array_elements(p_operations) with ordinality as o (value, position)
              where o.value ->> 'kind' = 'reserve' and o.value ->> 'userOid' = any (v_single)
          ),
          -- charge-split.ts splitCreditCharge with bonusUse 'first', as wallet_hold_reserve.
          planned as materialized (
            select r.*, least(r.amount, bonus.balance,
                              case when bonus.balance > 0
                                then greatest(0, r.bonus_limit - coalesce(usage.used, 0)) else 0 end)
                          as bonus_part,
                   paid.balance as paid_balance
              from reserves r
              join wallet_accounts paid on paid.id = 'user/' || r.user_oid || '/credits'
              join wallet_accounts bonus on bonus.id = 'user/' || r.user_oid || '/bonus_credits'
              left join wallet_bonus_usage usage on usage.user_oid = r.user_oid and usage.day = r.day
              where not exists (select 1 from wallet_transactions t where t.idempotency_key = r.key)
                and not exists (select 1 from wallet_holds h where h.request_id = r.request_id)
          ),
          fitting as materialized (
            select p.*, p.amount - p.bonus_part as paid_part,
                   jsonb_build_object('requestId', p.request_id, 'userOid', p.user_oid,
                     'amount', p.amount, 'bonusAmount', p.bonus_part,
                     'paidAmount', p.amount - p.bonus_part, 'status', 'held', 'charged', null,
                     'expiresAt', p.expires_iso) as result
              from planned p
              where p.amount - p.bonus_part <= p.paid_balance
          ),
          usage as (
            insert into wallet_bonus_usage (user_oid, day, used)
            select user_oid, day, bonus_part from fitting where bonus_part > 0
            on conflict (user_oid, day) do update set used = wallet_bonus_usage.used + excluded.used
          ),
          holds as (
            insert into wallet_holds (request_id, user_oid, amount, bonus_amount, paid_amount,
              charge_type, status, charged, bonus_day, expires_at, created_at, finished_at)
            select request_id, user_oid, amount, bonus_part, paid_part, charge_type, 'held', null,
                   day, expires_at, now, null
              from fitting
          ),
          transactions as (
            insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata,
              result, created_at)
            select transaction_id, key, fingerprint, 'hold',
                   jsonb_build_object('userOid', user_oid, 'requestId', request_id), result, now
              from fitting
          ),
          entries as (
            insert into wallet_entries (transaction_id, account_id, amount)
            select f.transaction_id, e.account, e.amount
              from fitting f
              cross join lateral (values
                ('system/holds/credit', f.amount),
                ('user/' || f.user_oid || '/bonus_credits', -f.bonus_part),
                ('user/' || f.user_oid || '/credits', -f.paid_part)) as e (account, amount)
              where e.amount <> 0
          ),
          balances as (
            update wallet_accounts a set balance = a.balance - change.amount
              from (select 'user/' || user_oid || '/credits' as id, paid_part as amount
                      from fitting where paid_part > 0
                    union all
                    select 'user/' || user_oid || '/bonus_credits', bonus_part
                      from fitting where bonus_part > 0) as change
              where a.id = change.id
          )
          select jsonb_agg(jsonb_build_array(position, result)) into v_fast from fitting;
          for v_item in select value from jsonb_array_elements(coalesce(v_fast, '[]')) loop
            v_outcomes[(v_item ->> 0)::int] := jsonb_build_object('result', v_item -> 1);
          end loop;
          end if;

          if v_finishes > 0 then
          with requests as materialized (
            select o.position::int as position, o.value ->> 'transactionId' as transaction_id,
                   o.value ->> 'requestId' as request_id, o.value ->> 'kind' as kind,
                   coalesce((o.value ->> 'amount')::bigint, 0) as asked,
                   (o.value ->> 'now')::timestamptz as now
              from jsonb_array_elements(p_operations) with ordinality as o (value, position)
              where o.value ->> 'kind' in ('settle', 'void')
          ),
          finishes as materialized (
            select r.position, r.transaction_id, r.kind, r.asked, r.now, h.request_id, h.user_oid,
                   h.amount, h.bonus_amount, h.paid_amount, h.charge_type, h.bonus_day
              from requests r
              join wallet_holds h on h.request_id = r.request_id
              where h.status = 'held' and h.expires_at > r.now and h.user_oid = any (v_single)
          ),
          planned as materialized (
            select f.*, case f.kind when 'settle' then 'settled' else 'voided' end as status,
                   case f.kind when 'settle' then f.charge_type else 'void' end as type,
                   case f.kind when 'settle' then least(f.asked, f.amount) else 0 end as charged
              from finishes f
          ),
          parts as materialized (
            select p.*, least(p.charged, p.bonus_amount) as charged_bonus,
                   p.charged - least(p.charged, p.bonus_amount) as charged_paid,
                   p.bonus_amount - least(p.charged, p.bonus_amount) as returned_bonus,
                   p.paid_amount - (p.charged - least(p.charged, p.bonus_amount)) as returned_paid,
                   -- fingerprint.ts canonicalJson of { type, body: { requestId, action } }.
                   encode(sha256(convert_to('{"body":{"action":' || case p.kind
                       when 'settle' then '{"amount":' || p.asked || ',"kind":"settle"}'
                       else '{"kind":' || to_json(p.kind)::text || '}' end
                     || ',"requestId":' || to_json(p.request_id)::text || '},"type":'
                     || to_json(p.type)::text || '}', 'UTF8')), 'hex') as fingerprint
              from planned p
          ),
          finished as (
            update wallet_holds h set status = p.status, charged = p.charged, finished_at = p.now
              from parts p
              where h.request_id = p.request_id and h.status = 'held'
              returning h.request_id
          ),
          applied as materialized (
            select p.* from parts p join finished using (request_id)
          ),
          usage as (
            update wallet_bonus_usage u set used = greatest(0, u.used - a.returned_bonus)
              from applied a
              where a.returned_bonus > 0 and u.user_oid = a.user_oid and u.day = a.bonus_day
          ),
          transactions as (
            insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata,
              result, created_at)
            select transaction_id, 'hold-finish:' || request_id, fingerprint, type,
                   jsonb_build_object('userOid', user_oid, 'requestId', request_id,
                     'status', status, 'charged', charged),
                   jsonb_build_object('status', status, 'charged', charged), now
              from applied
          ),
          entries as (
            insert into wallet_entries (transaction_id, account_id, amount)
            select a.transaction_id, e.account, e.amount
              from applied a
              cross join lateral (values
                ('system/holds/credit', -a.amount),
                ('system/promotions/credit', a.charged_bonus),
                ('system/sales/credit', a.charged_paid),
                ('user/' || a.user_oid || '/bonus_credits', a.returned_bonus),
                ('user/' || a.user_oid || '/credits', a.returned_paid)) as e (account, amount)
              where e.amount <> 0
          ),
          balances as (
            update wallet_accounts w set balance = w.balance + change.amount
              from (select 'user/' || user_oid || '/credits' as id, returned_paid as amount
                      from applied where returned_paid > 0
                    union all
                    select 'user/' || user_oid || '/bonus_credits', returned_bonus
                      from applied where returned_bonus > 0) as change
              where w.id = change.id
          )
          select jsonb_agg(jsonb_build_array(position, jsonb_build_object(
                   'status', status, 'charged', charged, 'applied', true)))
            into v_fast from applied;
          for v_item in select value from jsonb_array_elements(coalesce(v_fast, '[]')) loop
            v_outcomes[(v_item ->> 0)::int] := jsonb_build_object('result', v_item -> 1);
          end loop;
          end if;
        exception when others then
          -- Nothing of the set-based part stands: every operation takes the path below.
          v_outcomes := array_fill(null::jsonb, array[jsonb_array_length(p_operations)]);
        end;
        end if;

        -- The rest, one by one, sorted by user as the locks are (then in arrival order).
        for v_row in
          select o.value as op, o.position
            from jsonb_array_elements(p_operations) with ordinality as o (value, position)
            left join wallet_holds h
              on o.value ->> 'kind' <> 'reserve' and h.request_id = o.value ->> 'requestId'
            where v_outcomes[o.position::int] is null
            order by 'user/' || coalesce(o.value ->> 'userOid', h.user_oid) || '/', o.position
        loop
          v_op := v_row.op;
          begin
            if v_op ->> 'kind' = 'reserve' then
              v_outcomes[v_row.position] := jsonb_build_object('result', wallet_hold_reserve(
                v_op ->> 'transactionId', v_op ->> 'key', v_op ->> 'fingerprint',
                v_op ->> 'requestId', v_op ->> 'userOid', (v_op ->> 'amount')::bigint,
                (v_op ->> 'expiresAt')::timestamptz, v_op ->> 'expiresAt', v_op ->> 'chargeType',
                (v_op ->> 'now')::timestamptz, (v_op ->> 'bonusDailyLimit')::bigint));
            else
              v_outcomes[v_row.position] := jsonb_build_object('result', wallet_hold_finish_request(
                v_op ->> 'transactionId', v_op ->> 'requestId', v_op ->> 'kind',
                coalesce((v_op ->> 'amount')::bigint, 0), (v_op ->> 'now')::timestamptz));
            end if;
          exception when others then
            v_outcomes[v_row.position] := jsonb_build_object('code', sqlstate, 'message', sqlerrm);
          end;
        end loop;
        return to_jsonb(v_outcomes);
      end $$`

export const applyFunction: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    await APPLY_FUNCTION.execute(db)
  },
}

/**
 * `wallet_hold_apply` plans every join as a nested loop over index scans.
 *
 * Why: a batch's operations come out of `jsonb_array_elements`, which the planner assumes
 * yields 100 rows whatever the batch holds (1 to a few dozen). Joined to `wallet_holds` by
 * request id, 100 index probes looked dearer than one hash of the whole holds table, so the
 * classifying statement and the reserves' "no hold yet" check read every hold ever made,
 * once per batch: throughput fell as the ledger grew (docs/PERFORMANCE.md). ANALYZE put it back,
 * but PGlite has no autovacuum to run one, and a server's first hours are the tables' growth.
 * A batch is a few dozen primary-key look-ups: nested loops over indexes are its right plan
 * at any table size, and with hash joins, merge joins and sequential scans off for this one
 * function the planner has no other (the settings last for the call, nested functions and
 * the balanced-entries trigger included, and are not seen by any other statement).
 *
 * A later `create or replace function wallet_hold_apply` drops these settings: restate them.
 */
export const applyPlans: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    for (const setting of ['enable_hashjoin', 'enable_mergejoin', 'enable_seqscan']) {
      await sql`alter function wallet_hold_apply(jsonb) set ${sql.raw(setting)} = off`.execute(db)
    }
  },
}
