/**
 * Delivery of what a payment bought, exactly once, and the one way a payment reaches a
 * final status. Coins go through the wallet keyed `payment:<oid>`, so every concurrent or
 * retried delivery meets the same ledger transaction.
 */
import { paymentErrors } from './errors'
import { issueGiftCard } from './gift-cards'
import type { PaymentsContext } from './ports'
import type { PaymentProvider, ProviderOutcome } from './providers/port'
import { findPayment, finishPayment, type Payment, recordCredit, unfulfilled } from './store'

export function providerNamed(context: PaymentsContext, name: string): PaymentProvider {
  const found = context.providers[name]
  if (!found) throw paymentErrors.providerUnavailable(name)
  return found
}

/** The payment, when it exists and (given `userOid`) is that user's; 404 otherwise. */
export async function mustFind(
  context: PaymentsContext,
  oid: string,
  userOid?: string,
): Promise<Payment> {
  const payment = await findPayment(context.db, oid)
  if (!payment || (userOid !== undefined && payment.userOid !== userOid)) {
    throw paymentErrors.notFound()
  }
  return payment
}

/** Whether a provider's 'paid' is for our amount in our currency. */
export function outcomeMatches(
  payment: Pick<Payment, 'amount' | 'currency'>,
  outcome: { amount: number; currency: string },
): boolean {
  return outcome.amount === payment.amount && outcome.currency === payment.currency
}

/** Delivers a paid payment's goods; safe to call any number of times, concurrently. */
export async function fulfil(context: PaymentsContext, payment: Payment): Promise<Payment> {
  if (payment.status !== 'paid' || payment.creditedTransactionId) return payment
  let marker: string
  if (payment.kind === 'coins') {
    const transaction = await context.wallet.purchaseCoins({
      key: `payment:${payment.oid}`,
      userOid: payment.userOid,
      coins: payment.coins,
      metadata: {
        paymentOid: payment.oid,
        provider: payment.provider,
        method: payment.method,
        currency: payment.currency,
        amount: payment.amount,
      },
    })
    marker = transaction.id
  } else if (payment.kind === 'subscription') {
    // Undelivered until the channels area is wired: repaired at start-up and on read.
    if (!context.deliverSubscription) return payment
    marker = await context.deliverSubscription(payment)
  } else {
    // A stocked item out of codes: delivered on a later read, or once codes are posted.
    if (!(await issueGiftCard(context.db, payment, context.clock.now()))) return payment
    marker = `giftcard:${payment.oid}`
  }
  await recordCredit(context.db, payment.oid, marker)
  return { ...payment, creditedTransactionId: payment.creditedTransactionId ?? marker }
}

/**
 * The one way to a final status. 'paid' checks the provider's amount and currency
 * against ours, then delivers; a finished payment answers as it is.
 */
export async function applyOutcome(
  context: PaymentsContext,
  payment: Payment,
  outcome: ProviderOutcome,
  source: string,
): Promise<Payment> {
  const { db, clock, logger } = context
  if (outcome.status === 'pending') return fulfil(context, payment)
  if (outcome.status === 'paid') {
    if (!outcomeMatches(payment, outcome)) {
      logger.error(
        { paymentOid: payment.oid, outcome, expected: payment.amount },
        'provider amount mismatch',
      )
      throw paymentErrors.mismatch()
    }
    const { payment: after, moved } = await finishPayment(
      db,
      payment.oid,
      'paid',
      { paidBy: source },
      clock.now(),
    )
    if (!after) throw paymentErrors.notFound()
    if (!moved && after.status !== 'paid') {
      // Money arrived for a payment we had closed: keep it visible for support.
      logger.warn({ paymentOid: payment.oid, status: after.status, source }, 'paid after close')
    }
    return fulfil(context, after)
  }
  const { payment: after } = await finishPayment(
    db,
    payment.oid,
    'failed',
    { reason: outcome.reason },
    clock.now(),
  )
  if (!after) throw paymentErrors.notFound()
  return fulfil(context, after)
}

/** Delivers what a crash left paid but undelivered; run at start-up. */
export async function repairUnfulfilled(context: PaymentsContext): Promise<number> {
  const pending = await unfulfilled(context.db)
  let delivered = 0
  for (const payment of pending) {
    // One stuck payment must not keep the server from starting; it is retried on read.
    try {
      await fulfil(context, payment)
      delivered += 1
    } catch (error) {
      context.logger.error(
        { err: error, paymentOid: payment.oid },
        'payment delivery repair failed',
      )
    }
  }
  return delivered
}
