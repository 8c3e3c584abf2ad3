/**
 * Off-session charges of a registered card for renewals: a sandbox card pays at once (no
 * money moves), a Stripe card is a PaymentIntent keyed by our payment (`intent:<oid>`), so
 * asking twice for the same payment charges once.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { addCard, customerRef } from './cards'
import type { PaymentProvider } from './providers/port'
import { checkoutPaymentMethod, type StripeProvider, stripeCall } from './providers/stripe'
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
 * A subscription paid on a checkout page registers that page's card, so the renewals
 * charge it: the sandbox page's test card, or the card Stripe Checkout saved on the
 * user's customer (its PaymentIntent's payment method, the same handle as a saved
 * card's, so deleting the saved card stops the renewals). The handle is fixed per
 * payment, so delivering the payment again registers nothing new.
 */
export async function registerCheckoutCard(
  db: PaymentsDb,
  payment: { oid: string; userOid: string; provider: string; providerRef: string | null },
  now: Date,
  provider?: PaymentProvider | null,
): Promise<string | null> {
  if (payment.provider === 'stripe') {
    const stripe = provider as StripeProvider | null | undefined
    if (!stripe?.client || !payment.providerRef?.startsWith('cs_')) return null
    const sessionId = payment.providerRef
    const saved = await stripeCall(() => checkoutPaymentMethod(stripe.client, sessionId))
    if (!saved) return null
    const card = await addCard(
      db,
      {
        userOid: payment.userOid,
        provider: 'stripe',
        providerRef: saved.paymentMethod,
        label: saved.label,
      },
      now,
    )
    return card.oid
  }
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
