/**
 * Stripe, through the official client. A charge is a Checkout Session (the buyer is
 * redirected to Stripe's page, so the player needs no Stripe.js); saved cards are the
 * customer's payment methods, charged off-session with a PaymentIntent. Webhooks are
 * verified by signature before anything is read from them.
 */
import type { Kysely } from 'kysely'
import Stripe from 'stripe'
import type { DB } from '../../db'
import { customerRef, saveCustomer } from '../cards'
import { paymentErrors } from '../errors'
import { isCurrency } from '../prices'
import type { TheirCharge } from '../reconcile/match'
import { paymentsDb } from '../store'
import type { PaymentProvider, ProviderOutcome, ProviderPayment, StartedPayment } from './port'

/**
 * A Stripe call outside the charge flow (cards, customers): an outage or a refusal is
 * the provider's answer (502 PROVIDER_ERROR), never our server error.
 */
export async function stripeCall<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw paymentErrors.providerFailed(error)
    throw error
  }
}

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  apiBase?: string
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

function outcomeOf(
  status: 'paid' | 'failed' | 'pending',
  amount: number | null,
  currency: string | null,
  reason = 'failed',
): ProviderOutcome {
  const upper = currency?.toUpperCase()
  if (status === 'paid' && amount !== null && isCurrency(upper)) {
    return { status: 'paid', amount, currency: upper }
  }
  if (status === 'failed') return { status: 'failed', reason }
  return { status: 'pending' }
}

export function sessionOutcome(session: Stripe.Checkout.Session): ProviderOutcome {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return outcomeOf('paid', session.amount_total, session.currency)
  }
  if (session.status === 'expired') return { status: 'failed', reason: 'expired' }
  return { status: 'pending' }
}

export function intentOutcome(intent: Stripe.PaymentIntent): ProviderOutcome {
  if (intent.status === 'succeeded') {
    return outcomeOf('paid', intent.amount_received || intent.amount, intent.currency)
  }
  if (intent.status === 'canceled') return { status: 'failed', reason: 'canceled' }
  if (intent.last_payment_error && intent.status === 'requires_payment_method') {
    return { status: 'failed', reason: intent.last_payment_error.code ?? 'card_declined' }
  }
  return { status: 'pending' }
}

export interface StripeProvider extends PaymentProvider {
  client: Stripe
  /** Charges a saved card off-session (one-touch, charge-saved). */
  chargeCard(
    payment: ProviderPayment,
    card: { customer: string; paymentMethod: string },
  ): Promise<StartedPayment>
}

/**
 * The user's Stripe customer, created once: the same idempotency key as the card routes',
 * and when two requests race, the first stored wins.
 */
export async function stripeCustomer(
  client: Stripe,
  db: Kysely<DB>,
  userOid: string,
): Promise<string> {
  const existing = await customerRef(paymentsDb(db), userOid, 'stripe')
  if (existing) return existing
  const customer = await client.customers.create(
    { metadata: { userOid } },
    { idempotencyKey: `customer:${userOid}` },
  )
  return saveCustomer(paymentsDb(db), userOid, 'stripe', customer.id)
}

/**
 * The card a paid Checkout Session was paid with (its PaymentIntent's payment method),
 * with a label for the card list; null while the session has no such card.
 */
export async function checkoutPaymentMethod(
  client: Stripe,
  sessionId: string,
): Promise<{ paymentMethod: string; label: string } | null> {
  const session = await client.checkout.sessions.retrieve(sessionId)
  const intentRef = session.payment_intent
  const intent =
    typeof intentRef === 'string' ? await client.paymentIntents.retrieve(intentRef) : intentRef
  const methodRef = intent?.payment_method
  if (!methodRef) return null
  const method =
    typeof methodRef === 'string' ? await client.paymentMethods.retrieve(methodRef) : methodRef
  const card = method.card
  const label = card ? `${card.brand.toUpperCase()} •••• ${card.last4}` : 'Card'
  return { paymentMethod: method.id, label }
}

/**
 * `db` lets a subscription's checkout save its card on the user's customer (without it,
 * a subscription's checkout is a one-off payment that cannot renew).
 */
export function createStripeProvider(settings: StripeSettings, db?: Kysely<DB>): StripeProvider {
  const client = createStripeClient(settings)
  return {
    name: 'stripe',
    client,
    listCharges: (range) => listStripeCharges(client, range),
    async start(payment, urls) {
      // A subscription renews off-session on the 1st: Checkout saves its card on the
      // user's customer for that (setup_future_usage), a coin package saves nothing.
      const renewable = payment.kind === 'subscription' && db !== undefined
      const customer = renewable ? await stripeCustomer(client, db, payment.userOid) : null
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          ...(customer ? { customer } : {}),
          client_reference_id: payment.oid,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amount,
                product_data: { name: payment.product },
              },
            },
          ],
          metadata: { paymentOid: payment.oid, userOid: payment.userOid },
          payment_intent_data: {
            metadata: { paymentOid: payment.oid },
            ...(customer ? { setup_future_usage: 'off_session' as const } : {}),
          },
          success_url: `${urls.publicUrl}${urls.success(payment.oid)}`,
          cancel_url: `${urls.publicUrl}${urls.fail(payment.oid, 'cancelled')}`,
        },
        { idempotencyKey: `checkout:${payment.oid}` },
      )
      return { providerRef: session.id, redirectUrl: session.url }
    },
    async check(payment) {
      const ref = payment.providerRef
      if (!ref) return { status: 'pending' }
      if (ref.startsWith('pi_')) return intentOutcome(await client.paymentIntents.retrieve(ref))
      return sessionOutcome(await client.checkout.sessions.retrieve(ref))
    },
    async cancel(payment) {
      const ref = payment.providerRef
      if (ref?.startsWith('cs_')) await client.checkout.sessions.expire(ref)
      else if (ref?.startsWith('pi_')) await client.paymentIntents.cancel(ref)
    },
    async chargeCard(payment, card) {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: payment.amount,
            currency: payment.currency.toLowerCase(),
            customer: card.customer,
            payment_method: card.paymentMethod,
            off_session: true,
            confirm: true,
            metadata: { paymentOid: payment.oid, userOid: payment.userOid },
          },
          { idempotencyKey: `intent:${payment.oid}` },
        )
        return {
          providerRef: intent.id,
          redirectUrl: null,
          ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
          outcome: intentOutcome(intent),
        }
      } catch (error) {
        // A declined card is an answer, not an outage: the payment fails with its code.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intentId = (error.raw as { payment_intent?: { id?: string } }).payment_intent?.id
          return {
            providerRef: intentId ?? null,
            redirectUrl: null,
            outcome: { status: 'failed', reason: error.code ?? 'card_declined' },
          }
        }
        throw error
      }
    },
  }
}

/** Stripe's PaymentIntents created in [from, to): `GET /v1/payment_intents`, 100 a page. */
export async function listStripeCharges(
  client: Stripe,
  range: { from: Date; to: Date },
): Promise<TheirCharge[]> {
  const charges: TheirCharge[] = []
  const created = {
    gte: Math.floor(range.from.getTime() / 1000),
    lt: Math.ceil(range.to.getTime() / 1000),
  }
  for await (const intent of client.paymentIntents.list({ created, limit: 100 })) {
    charges.push({
      provider: 'stripe',
      ref: intent.id,
      paymentOid:
        typeof intent.metadata?.paymentOid === 'string' ? intent.metadata.paymentOid : null,
      status: intent.status === 'succeeded' ? 'succeeded' : 'other',
      currency: intent.currency.toUpperCase(),
      amount: intent.amount_received || intent.amount,
      createdAt: new Date(intent.created * 1000).toISOString(),
    })
  }
  return charges
}
