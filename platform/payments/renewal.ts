/** A subscription renewal's charge of a registered card, once per renewal key. */
import type { PaymentsContext } from './ports'
import type { ProviderOutcome } from './providers/port'
import { finishPayment, type Payment, providerView, UNKNOWN_OUTCOME } from './store'
import {
  findSubscriptionPayment,
  insertSubscriptionPayment,
  type RenewalCharge,
  type RenewalChargeResult,
  renewalCard,
} from './subscriptions'

/** What a renewal answers for its payment once the provider has been asked. */
export function renewalResult(
  payment: Pick<Payment, 'oid' | 'status' | 'failureReason'>,
): RenewalChargeResult {
  if (payment.status === 'paid') return { status: 'paid', paymentOid: payment.oid }
  return { status: 'failed', paymentOid: payment.oid, reason: payment.failureReason ?? 'failed' }
}

/**
 * A renewal's charge of a registered card, once per key: a key already paid answers
 * paid, a failed one failed, a pending one (a crash mid-charge) asks the provider again
 * with the same payment, which the provider's idempotency key makes one charge.
 */
export async function chargeRenewal(
  context: PaymentsContext,
  input: RenewalCharge,
): Promise<RenewalChargeResult> {
  const { db, clock } = context
  let [payment, card] = await Promise.all([
    findSubscriptionPayment(db, input.key),
    renewalCard(db, input.cardOid, input.userOid),
  ])
  if (!payment) {
    if (!card) return { status: 'failed', paymentOid: null, reason: 'card deleted' }
    payment = await insertSubscriptionPayment(
      db,
      { ...input, provider: card.provider },
      clock.now(),
    )
  }
  if (payment.status === 'pending') {
    let outcome: ProviderOutcome
    if (!card || !context.cardCharger) {
      outcome = { status: 'failed', reason: card ? 'no card provider' : 'card deleted' }
    } else {
      try {
        outcome = await context.cardCharger(
          { provider: card.provider, providerRef: card.providerRef, userOid: input.userOid },
          providerView(payment),
        )
      } catch (error) {
        // No answer: the payment stays pending and the next attempt asks again.
        context.logger.warn({ err: error, paymentOid: payment.oid }, 'renewal charge failed')
        return { status: 'failed', paymentOid: payment.oid, reason: UNKNOWN_OUTCOME }
      }
    }
    if (outcome.status === 'pending') {
      return { status: 'failed', paymentOid: payment.oid, reason: 'pending' }
    }
    const finished = await finishPayment(
      db,
      payment.oid,
      outcome.status === 'paid' ? 'paid' : 'failed',
      outcome.status === 'paid' ? { paidBy: 'renewal' } : { reason: outcome.reason },
      clock.now(),
    )
    payment = finished.payment ?? payment
  }
  return renewalResult(payment)
}
