/**
 * Group commit of hold operations: `wallet_hold_apply(operations jsonb)` applies a batch of
 * reserves, settles, voids and expiries in one statement (one transaction) and answers one
 * outcome per operation, in input order.
 *
 * Why: on PGlite every statement crosses into the one in-process backend (parse, bind,
 * execute, commit), and a lone reserve or settle spends about half of its time on that
 * crossing. Concurrent chat turns queue their hold operations (hold-batches.ts) and the
 * queue goes in as one call. Each operation runs in its own BEGIN … EXCEPTION block (a
 * subtransaction), so a refused one rolls back alone and answers its SQLSTATE; the others
 * commit. Operations run sorted by the user whose accounts they lock (then in arrival
 * order), so a batch takes account locks in the same global id order as ledger.ts and two
 * batches on PostgreSQL never wait on each other in a cycle.
 *
 * `wallet_hold_finish_request` makes a settle one statement (it was a read, then
 * `wallet_hold_finish`): it reads the hold, turns a settle of an expired hold into an
 * expiry, charges min(amount, held), and computes the request fingerprint that holds.ts
 * used to compute (sha256 of the canonical JSON body, byte for byte the same).
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const holdBatchFunctionsMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    await sql`
      create function wallet_hold_finish_request(
        p_transaction_id text, p_request_id text, p_kind text, p_amount bigint, p_now timestamptz
      ) returns jsonb language plpgsql as $$
      declare
        v_hold wallet_holds%rowtype;
        v_kind text := p_kind;
        v_status text;
        v_charged bigint;
        v_type text;
        v_action text;
        v_fingerprint text;
        v_done jsonb;
      begin
        select * into v_hold from wallet_holds where request_id = p_request_id;
        if not found then
          return jsonb_build_object('status', 'unknown', 'charged', 0, 'applied', false);
        end if;
        if v_hold.status <> 'held' then
          return jsonb_build_object('status', v_hold.status, 'charged', coalesce(v_hold.charged, 0),
            'applied', false);
        end if;
        if v_kind = 'settle' and v_hold.expires_at <= p_now then
          v_kind := 'expire';
        end if;
        v_charged := case when v_kind = 'settle' then least(p_amount, v_hold.amount) else 0 end;
        v_status := case v_kind when 'settle' then 'settled' when 'void' then 'voided' else 'expired' end;
        v_type := case when v_status = 'settled' then v_hold.charge_type else 'void' end;
        -- fingerprint.ts canonicalJson of { type, body: { requestId, action } }: keys sorted.
        v_action := case when v_kind = 'settle'
          then '{"amount":' || p_amount || ',"kind":"settle"}'
          else '{"kind":' || to_json(v_kind)::text || '}' end;
        v_fingerprint := encode(sha256(convert_to('{"body":{"action":' || v_action
          || ',"requestId":' || to_json(p_request_id)::text || '},"type":'
          || to_json(v_type)::text || '}', 'UTF8')), 'hex');
        v_done := wallet_hold_finish(p_transaction_id, 'hold-finish:' || p_request_id,
          v_fingerprint, v_type, p_request_id, v_hold.user_oid, v_status, v_charged, p_now);
        if v_done is not null then
          return v_done || jsonb_build_object('applied', true);
        end if;
        -- Another finisher won between the read and the locks: answer what it did.
        select * into v_hold from wallet_holds where request_id = p_request_id;
        return jsonb_build_object('status', v_hold.status, 'charged', coalesce(v_hold.charged, 0),
          'applied', false);
      end $$`.execute(db)

    await sql`
      create function wallet_hold_apply(p_operations jsonb) returns jsonb language plpgsql as $$
      declare
        v_row record;
        v_op jsonb;
        v_outcomes jsonb[] := array_fill(null::jsonb, array[jsonb_array_length(p_operations)]);
      begin
        -- Check each operation's entries when they are written, inside its own block, so a
        -- broken one fails alone instead of failing the whole batch at commit.
        set constraints wallet_entries_balanced immediate;
        for v_row in
          select o.value as op, o.position
            from jsonb_array_elements(p_operations) with ordinality as o (value, position)
            left join wallet_holds h
              on o.value ->> 'kind' <> 'reserve' and h.request_id = o.value ->> 'requestId'
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
      end $$`.execute(db)
  },
}
