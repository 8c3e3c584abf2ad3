/**
 * Stripe routes: saved cards of the signed-in user (customer-data, setup-card, select,
 * delete, charge-saved) and the webhook. The webhook reads nothing before its signature
 * is verified; a bad signature answers 400 and changes nothing.
 */
import { Hono } from 'hono'
import type Stripe from 'stripe'
import { z } from 'zod'
import { type AppEnv, parseInput, queryInteger, rateLimit, readBody, requireUser } from '../../http'
import { addCard, customerRef, deleteCard, listCards, saveCustomer, userOfCustomer } from '../cards'
import { paymentErrors } from '../errors'
import { COIN_PACKAGES, CURRENCIES, oneTouchAccepts } from '../prices'
import { intentOutcome, type StripeProvider, sessionOutcome, stripeCall } from '../providers/stripe'
import type { PaymentsService } from '../service'
import type { Payment } from '../store'
import { paymentView } from '../view'

const idxBody = z.object({ idx: z.number().int().min(0).max(100) })
// In the path the index is text: decimal digits only, and a 400 (not a thrown ZodError) otherwise.
const idxPath = z.object({ idx: queryInteger(z.number().int().min(0).max(100)) })
const chargeSavedBody = z.object({
  coins: z
    .number()
    .int()
    .refine(
      (value) => (COIN_PACKAGES as readonly number[]).includes(value),
      'Unknown coin package',
    ),
  currency: z.enum(CURRENCIES),
  idx: z.number().int().min(0).max(100).optional(),
})

const cardLimit = rateLimit({ name: 'payments.stripe', limit: 30, windowMs: 60_000 })

export function stripeRoutes(
  payments: PaymentsService,
  stripe: StripeProvider | null,
  webhookSecret: string,
) {
  const routes = new Hono<AppEnv>()
  const db = payments.db

  function client(): StripeProvider {
    if (!stripe) throw paymentErrors.providerUnavailable('stripe')
    return stripe
  }

  async function ensureCustomer(userOid: string): Promise<string> {
    const existing = await customerRef(db, userOid, 'stripe')
    if (existing) return existing
    const customer = await stripeCall(() =>
      client().client.customers.create(
        { metadata: { userOid } },
        { idempotencyKey: `customer:${userOid}` },
      ),
    )
    return saveCustomer(db, userOid, 'stripe', customer.id)
  }

  async function savedCards(customer: string) {
    const stripeClient = client().client
    const [details, methods] = await stripeCall(() =>
      Promise.all([
        stripeClient.customers.retrieve(customer),
        stripeClient.customers.listPaymentMethods(customer, { type: 'card', limit: 100 }),
      ]),
    )
    const selected =
      'deleted' in details && details.deleted
        ? null
        : (details as Stripe.Customer).invoice_settings?.default_payment_method
    const selectedId = typeof selected === 'string' ? selected : (selected?.id ?? null)
    return methods.data.map((method, idx) => ({
      idx,
      id: method.id,
      brand: method.card?.brand ?? null,
      last4: method.card?.last4 ?? null,
      expMonth: method.card?.exp_month ?? null,
      expYear: method.card?.exp_year ?? null,
      selected: method.id === selectedId,
    }))
  }

  async function cardAt(userOid: string, idx: number) {
    const customer = await customerRef(db, userOid, 'stripe')
    const card = customer ? (await savedCards(customer))[idx] : undefined
    if (!customer || !card) throw paymentErrors.cardNotFound()
    return { customer, card }
  }

  routes.get('/stripe/customer-data', async (c) => {
    const user = requireUser(c)
    client()
    const customer = await customerRef(db, user.oid, 'stripe')
    return c.json({ customerId: customer, cards: customer ? await savedCards(customer) : [] })
  })

  routes.post('/stripe/setup-card', cardLimit, async (c) => {
    const user = requireUser(c)
    const customer = await ensureCustomer(user.oid)
    const setup = await stripeCall(() =>
      client().client.setupIntents.create({
        customer,
        usage: 'off_session',
        metadata: { userOid: user.oid },
      }),
    )
    return c.json({ setupIntentId: setup.id, clientSecret: setup.client_secret })
  })

  routes.delete('/stripe/card/:idx', async (c) => {
    const user = requireUser(c)
    const { idx } = parseInput(idxPath, { idx: c.req.param('idx') })
    const { card } = await cardAt(user.oid, idx)
    await stripeCall(() => client().client.paymentMethods.detach(card.id))
    // A registered card on this payment method goes with it, and its subscriptions end
    // with their paid month (the spec: cancelled from the next month).
    const registered = (await listCards(db, user.oid)).filter(
      (row) => row.provider === 'stripe' && row.providerRef === card.id,
    )
    for (const row of registered) {
      await deleteCard(db, row.oid, user.oid)
      await payments.cardDeleted({ userOid: user.oid, cardOid: row.oid })
    }
    return c.json({ deleted: card.id })
  })

  routes.post('/stripe/select-card', async (c) => {
    const user = requireUser(c)
    const { idx } = readBody(c, idxBody)
    const { customer, card } = await cardAt(user.oid, idx)
    await stripeCall(() =>
      client().client.customers.update(customer, {
        invoice_settings: { default_payment_method: card.id },
      }),
    )
    return c.json({ selected: card.id })
  })

  routes.post('/stripe/charge-saved', cardLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, chargeSavedBody)
    if (!oneTouchAccepts(body.currency)) throw paymentErrors.oneTouchKrw()
    const provider = client()
    const customer = await customerRef(db, user.oid, 'stripe')
    if (!customer) throw paymentErrors.cardNotFound()
    const cards = await savedCards(customer)
    const card =
      body.idx === undefined ? (cards.find((saved) => saved.selected) ?? cards[0]) : cards[body.idx]
    if (!card) throw paymentErrors.cardNotFound()
    const started = await payments.chargeWith(
      {
        userOid: user.oid,
        coins: body.coins,
        currency: body.currency,
        method: 'card',
        provider: 'stripe',
      },
      (payment) => provider.chargeCard(payment, { customer, paymentMethod: card.id }),
    )
    return c.json({
      ...paymentView(started.payment),
      ...(started.clientSecret && started.payment.status === 'pending'
        ? { clientSecret: started.clientSecret }
        : {}),
    })
  })

  routes.post('/stripe/webhook', async (c) => {
    const provider = client()
    const raw = await c.req.text()
    let event: Stripe.Event
    try {
      event = provider.client.webhooks.constructEvent(
        raw,
        c.req.header('stripe-signature') ?? '',
        webhookSecret,
      )
    } catch {
      throw paymentErrors.badSignature()
    }
    const handled = await handleEvent(event)
    c.get('logger').info({ stripeEvent: event.id, type: event.type, handled }, 'stripe webhook')
    return c.json({ received: true, handled })
  })

  async function paymentFor(ref: string, metadataOid: unknown): Promise<Payment | null> {
    const byRef = await payments.findByProviderRef('stripe', ref)
    if (byRef) return byRef
    if (typeof metadataOid !== 'string') return null
    const byOid = await payments.find(metadataOid).catch(() => null)
    return byOid?.provider === 'stripe' ? byOid : null
  }

  async function handleEvent(event: Stripe.Event): Promise<boolean> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = event.data.object
        const payment = await paymentFor(session.id, session.metadata?.paymentOid)
        if (!payment) return false
        const outcome =
          event.type === 'checkout.session.async_payment_failed'
            ? ({ status: 'failed', reason: 'async_payment_failed' } as const)
            : sessionOutcome(session)
        await payments.settle(payment.oid, outcome, 'webhook')
        return true
      }
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        const intent = event.data.object
        const payment = await paymentFor(intent.id, intent.metadata?.paymentOid)
        if (!payment) return false
        const outcome = intentOutcome(intent)
        // A Checkout payment's intent fails per attempt while the session stays open for
        // another card: only the session's own events (completed, expired) close it.
        if (outcome.status === 'failed' && payment.providerRef?.startsWith('cs_')) return false
        await payments.settle(payment.oid, outcome, 'webhook')
        return true
      }
      case 'setup_intent.succeeded': {
        const setup = event.data.object
        const customer = typeof setup.customer === 'string' ? setup.customer : setup.customer?.id
        const method =
          typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method?.id
        const userOid = customer ? await userOfCustomer(db, 'stripe', customer) : null
        if (!userOid || !method) return false
        await addCard(
          db,
          { userOid, provider: 'stripe', providerRef: method, label: 'Card' },
          payments.now(),
        )
        return true
      }
      default:
        return false
    }
  }

  return routes
}
