/**
 * `wallet_hold_finish_request`: a settle, void or expiry as one call. It reads the hold,
 * turns a settle of an expired hold into an expiry, charges min(amount, held), computes the
 * request fingerprint (sha256 of fingerprint.ts's canonical JSON, byte for byte) and calls
 * `wallet_hold_finish` (reserve-finish.ts). Another finisher that won in between is
 * answered with what it did (`applied: false`).
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const finishRequestFunction: Migration = {
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
  },
}
