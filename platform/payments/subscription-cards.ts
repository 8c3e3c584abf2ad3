/**
 * Off-session charges of a registered card for renewals: a sandbox card pays at once (no
 * money moves), a Stripe card is a PaymentIntent keyed by our payment (`intent:<oid>`), so
 * asking twice for the same payment charges once.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { addCard, customerRef } from './cards'
import type { StripeProvider } from './providers/stripe'
import { type PaymentsDb, paymentsDb } from './store'
import type { CardCharger } from './subscriptions'

export function createCardCharger(stripe: StripeProvider | null, db: Kysely<DB>): CardCharger {
  return async (card, payment) => {
    if (card.provider === 'sandbox') {
      return { status: 'paid', amount: payment.amount, currency: payment.currency }
    }
    if (card.provider !== 'stripe' || !stripe) {
      return { status: 'failed', reason: 'no card provider' }
    }
    const customer = await customerRef(paymentsDb(db), card.userOid, 'stripe')
    if (!customer) return { status: 'failed', reason: 'card deleted' }
    const started = await stripe.chargeCard(payment, {
      customer,
      paymentMethod: card.providerRef,
    })
    return started.outcome ?? { status: 'pending' }
  }
}

/**
 * A subscription paid on the sandbox checkout page registers the page's test card, so
 * the renewals charge it (a Stripe Checkout's card is not saved yet). The card's handle
 * is the payment's, so delivering the payment again registers nothing new.
 */
export async function registerCheckoutCard(
  db: PaymentsDb,
  payment: { oid: string; userOid: string; provider: string },
  now: Date,
): Promise<string | null> {
  if (payment.provider !== 'sandbox') return null
  const card = await addCard(
    db,
    {
      userOid: payment.userOid,
      provider: 'sandbox',
      providerRef: `sandbox_checkout_${payment.oid}`,
      label: 'Sandbox card •••• 4242',
    },
    now,
  )
  return card.oid
}
