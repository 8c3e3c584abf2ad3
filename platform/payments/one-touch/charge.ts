/**
 * A one-touch charge, exactly once per idempotency key: the first request creates the
 * payment and charges the card; a retry or a double click of the same key answers that
 * payment (or waits for it); a charge a crash interrupted is resumed by a retry or by the
 * start-up sweep, through the provider's own idempotency (Stripe `intent:<oid>`), so the
 * card is never charged twice.
 */
import { AppError, conflict } from '../../http'
import { paymentErrors } from '../errors'
import { applyOutcome, fulfil, mustFind } from '../fulfilment'
import type { PaymentsContext } from '../ports'
import { type Currency, oneTouchAccepts } from '../prices'
import type { ProviderOutcome, ProviderPayment, StartedPayment } from '../providers/port'
import type { StripeProvider } from '../providers/stripe'
import { coinCharge } from '../start'
import {
  finishPayment,
  type Payment,
  providerView,
  setProviderRef,
  UNKNOWN_OUTCOME,
} from '../store'
import { planRepeat } from './plan'
import { claimRequest, type OneTouchRequest, staleRequests, takeLease } from './requests'

export interface OneTouchConfirm {
  userOid: string
  key: string
  card: { oid: string; provider: string; providerRef: string }
  customerRef: string | null
  coins: number
  currency: Currency
}

/** The card's provider call: the sandbox pays at once, Stripe charges off-session. */
function starterFor(
  context: PaymentsContext,
  request: Pick<OneTouchRequest, 'cardProvider' | 'cardRef' | 'customerRef'>,
): (payment: ProviderPayment) => Promise<StartedPayment> {
  const provider = context.providers[request.cardProvider]
  if (!provider) throw paymentErrors.providerUnavailable(request.cardProvider)
  if (request.cardProvider === 'sandbox') {
    return async (payment) => ({
      providerRef: `sandbox_${payment.oid}`,
      redirectUrl: null,
      outcome: { status: 'paid', amount: payment.amount, currency: payment.currency },
    })
  }
  const stripe = provider as Partial<StripeProvider>
  const customer = request.customerRef
  if (!stripe.chargeCard || !customer) throw paymentErrors.cardNotFound()
  const chargeCard = stripe.chargeCard
  return (payment) => chargeCard(payment, { customer, paymentMethod: request.cardRef })
}

/** Charges the payment through the card's provider and records what it answered. */
async function charge(
  context: PaymentsContext,
  request: OneTouchRequest,
  payment: Payment,
): Promise<Payment> {
  const { db, clock, logger } = context
  let started: StartedPayment
  try {
    started = await starterFor(context, request)(providerView(payment))
  } catch (error) {
    if (AppError.isInstance(error)) throw error
    // No answer: the provider may have charged. A resume asks again with the same key.
    await finishPayment(db, payment.oid, 'failed', { reason: UNKNOWN_OUTCOME }, clock.now())
    logger.error({ err: error, paymentOid: payment.oid }, 'one-touch charge failed')
    throw paymentErrors.providerFailed(error)
  }
  let current = payment
  if (started.providerRef) {
    await setProviderRef(db, payment.oid, started.providerRef, clock.now())
    current = { ...current, providerRef: started.providerRef }
  }
  const outcome: ProviderOutcome = started.outcome ?? { status: 'pending' }
  return applyOutcome(context, current, outcome, 'one-touch')
}

export async function confirmOneTouch(
  context: PaymentsContext,
  input: OneTouchConfirm,
): Promise<Payment> {
  if (!oneTouchAccepts(input.currency)) throw paymentErrors.oneTouchKrw()
  const now = context.clock.now()
  const priced = coinCharge({
    userOid: input.userOid,
    coins: input.coins,
    currency: input.currency,
    method: 'card',
    provider: input.card.provider,
  })
  const claimed = await claimRequest(
    context.db,
    {
      userOid: input.userOid,
      key: input.key,
      card: input.card,
      customerRef: input.customerRef,
      payment: {
        kind: priced.kind,
        product: priced.product,
        coins: priced.coins,
        currency: priced.currency,
        amount: priced.amount,
        method: priced.method,
        provider: input.card.provider,
      },
    },
    now,
  )
  if (claimed.owner && claimed.payment) return charge(context, claimed.request, claimed.payment)
  const { request } = claimed
  const payment = await mustFind(context, request.paymentOid, input.userOid)
  const plan = planRepeat({
    stored: request,
    asked: { cardOid: input.card.oid, coins: input.coins, currency: input.currency },
    payment,
    now,
  })
  if (plan.action === 'conflict')
    throw conflict(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another one-touch payment.',
    )
  if (plan.action === 'answer') return fulfil(context, payment)
  if (plan.action === 'resume' && (await takeLease(context.db, request, now)))
    return charge(context, request, payment)
  return payment
}

/**
 * Resumes one-touch charges a crash left open (their lease ran out): run at start-up.
 * The provider answers the charge it already made, so nothing is charged twice.
 */
export async function resumeStaleOneTouch(context: PaymentsContext): Promise<number> {
  const now = context.clock.now()
  let resumed = 0
  for (const request of await staleRequests(context.db, now)) {
    try {
      if (!(await takeLease(context.db, request, now))) continue
      await charge(context, request, await mustFind(context, request.paymentOid))
      resumed += 1
    } catch (error) {
      context.logger.error(
        { err: error, paymentOid: request.paymentOid },
        'one-touch resume failed',
      )
    }
  }
  return resumed
}
