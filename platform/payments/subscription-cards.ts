/**
 * Off-session charges of a registered card for renewals: a sandbox card pays at once (no
 * money moves), a Stripe card is a PaymentIntent keyed by our payment (`intent:<oid>`), so
 * asking twice for the same payment charges once.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { customerRef } from './cards'
import type { StripeProvider } from './providers/stripe'
import { paymentsDb } from './store'
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
