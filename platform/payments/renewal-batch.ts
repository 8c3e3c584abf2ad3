/**
 * Renewal charges of many registered cards at once: the same steps and keys as
 * `chargeRenewal` (renewal.ts), each a statement for the whole batch instead of one per
 * renewal — the payments read, the cards read, the missing payments inserted, the provider
 * asked per payment, the outcomes written. A key already paid answers paid, a pending one
 * asks the provider again with the same payment (one charge), so a batch retried after a
 * crash, or raced by another scheduler, charges each renewal once.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { newObjectId } from '../db'
import type { PaymentsContext } from './ports'
import type { ProviderOutcome } from './providers/port'
import { renewalResult } from './renewal'
import { type Payment, providerView, toPayment, UNKNOWN_OUTCOME } from './store'
import type { RenewalCharge, RenewalChargeResult } from './subscriptions'

export async function chargeRenewals(
  context: PaymentsContext,
  inputs: RenewalCharge[],
  options: { concurrency?: number } = {},
): Promise<RenewalChargeResult[]> {
  if (inputs.length === 0) return []
  const { db, clock } = context
  const keys = inputs.map((input) => input.key)
  const [found, cardRows] = await Promise.all([
    subscriptionPayments(context, keys),
    db
      .selectFrom('payment_cards')
      .selectAll()
      .where(sql<boolean>`oid = any(${sql.val(inputs.map((input) => input.cardOid))}::text[])`)
      .execute(),
  ])
  const payments = new Map(found.map((payment) => [payment.product, payment]))
  // A card is its owner's only: the same check as findCard's (oid and user).
  const cards = new Map(cardRows.map((row) => [`${row.oid}@${row.user_oid}`, row]))
  const cardOf = (input: RenewalCharge) => cards.get(`${input.cardOid}@${input.userOid}`) ?? null

  const missing = inputs.filter((input) => !payments.has(input.key) && cardOf(input))
  if (missing.length > 0) {
    const now = clock.now()
    const rows = missing.map((input) => ({
      oid: newObjectId(now.getTime()),
      user_oid: input.userOid,
      product: input.key,
      coins: input.coins,
      currency: input.currency,
      amount: input.amount,
      provider: cardOf(input)?.provider ?? '',
      checkout_token: randomBytes(18).toString('base64url'),
    }))
    // A concurrent scheduler's insert of the same key wins; its payment is read below.
    // The conflict target's predicate is a literal, as the partial unique index's is.
    const inserted = await sql<Record<string, unknown>>`
      insert into payments (oid, user_oid, kind, product, coins, currency, amount, method,
        provider, provider_ref, status, checkout_token, failure_reason, paid_by,
        credited_transaction_id, created_at, updated_at, paid_at)
      select x.oid, x.user_oid, 'subscription', x.product, x.coins, x.currency, x.amount,
        'card', x.provider, null, 'pending', x.checkout_token, null, null, null,
        ${now}, ${now}, null
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(oid text, user_oid text,
        product text, coins integer, currency text, amount bigint, provider text,
        checkout_token text)
      on conflict (product) where kind = 'subscription' do nothing
      returning *`.execute(db)
    for (const row of inserted.rows) {
      const payment = toPayment(row as Parameters<typeof toPayment>[0])
      payments.set(payment.product, payment)
    }
    const raced = missing.filter((input) => !payments.has(input.key)).map((input) => input.key)
    if (raced.length > 0)
      for (const payment of await subscriptionPayments(context, raced))
        payments.set(payment.product, payment)
  }

  // The provider per pending payment, `concurrency` calls at a time (sandbox: local).
  const outcomes = new Map<string, ProviderOutcome | 'no answer'>()
  const pending = inputs.filter((input) => payments.get(input.key)?.status === 'pending')
  await eachLimited(pending, options.concurrency ?? 16, async (input) => {
    const payment = payments.get(input.key) as Payment
    const card = cardOf(input)
    if (!card || !context.cardCharger) {
      outcomes.set(input.key, {
        status: 'failed',
        reason: card ? 'no card provider' : 'card deleted',
      })
      return
    }
    try {
      outcomes.set(
        input.key,
        await context.cardCharger(
          { provider: card.provider, providerRef: card.provider_ref, userOid: input.userOid },
          providerView(payment),
        ),
      )
    } catch (error) {
      // No answer: the payment stays pending and the next attempt asks again.
      context.logger.warn({ err: error, paymentOid: payment.oid }, 'renewal charge failed')
      outcomes.set(input.key, 'no answer')
    }
  })

  const finished = [...outcomes].flatMap(([key, outcome]) =>
    outcome === 'no answer' || outcome.status === 'pending'
      ? []
      : [
          {
            oid: (payments.get(key) as Payment).oid,
            status: outcome.status === 'paid' ? 'paid' : 'failed',
            reason: outcome.status === 'paid' ? null : outcome.reason.slice(0, 200),
          },
        ],
  )
  if (finished.length > 0) {
    const now = clock.now()
    // finishPayment's transitions, for all at once: from pending, or a paid answer for a
    // start whose answer was lost (failed with the unknown outcome). The `= any` term is
    // for the planner: an index scan whatever it guesses of the recordset's size.
    const moved = await sql<Record<string, unknown>>`
      update payments p set status = x.status, updated_at = ${now},
        paid_at = case when x.status = 'paid' then ${now} else p.paid_at end,
        paid_by = case when x.status = 'paid' then 'renewal' else p.paid_by end,
        failure_reason = case when x.status = 'paid' then null else x.reason end
      from jsonb_to_recordset(${JSON.stringify(finished)}::jsonb)
        as x(oid text, status text, reason text)
      where p.oid = any(${sql.val(finished.map((row) => row.oid))}::text[]) and p.oid = x.oid
        and (p.status = 'pending' or (x.status = 'paid'
        and p.status = 'failed' and p.failure_reason = ${UNKNOWN_OUTCOME}))
      returning p.*`.execute(db)
    const changed = new Set<string>()
    for (const row of moved.rows) {
      const payment = toPayment(row as Parameters<typeof toPayment>[0])
      payments.set(payment.product, payment)
      changed.add(payment.oid)
    }
    // Moved meanwhile by someone else (another scheduler): what they wrote stands.
    const others = finished.filter((row) => !changed.has(row.oid)).map((row) => row.oid)
    if (others.length > 0) {
      const rows = await db
        .selectFrom('payments')
        .selectAll()
        .where(sql<boolean>`oid = any(${sql.val(others)}::text[])`)
        .execute()
      for (const row of rows) payments.set(row.product, toPayment(row))
    }
  }

  return inputs.map((input): RenewalChargeResult => {
    const payment = payments.get(input.key)
    if (!payment) return { status: 'failed', paymentOid: null, reason: 'card deleted' }
    const outcome = outcomes.get(input.key)
    if (outcome === 'no answer')
      return { status: 'failed', paymentOid: payment.oid, reason: UNKNOWN_OUTCOME }
    if (outcome?.status === 'pending')
      return { status: 'failed', paymentOid: payment.oid, reason: 'pending' }
    return renewalResult(payment)
  })
}

/** The subscription payments with these products (keys). */
async function subscriptionPayments(context: PaymentsContext, keys: string[]) {
  const rows = await context.db
    .selectFrom('payments')
    .selectAll()
    // A literal, so the plan uses the partial unique index (a parameter would not match it).
    .where(sql<boolean>`kind = 'subscription'`)
    .where(sql<boolean>`product = any(${sql.val(keys)}::text[])`)
    .execute()
  return rows.map(toPayment)
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  })
  await Promise.all(lanes)
}
