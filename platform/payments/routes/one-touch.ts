/**
 * One-touch cards: /registercard registers a card once, /one-touch/confirm charges it
 * without a redirect, DELETE /one-touch/{id} removes it, GET /one-touch lists them.
 * With the sandbox, registering is immediate (a test card); with Stripe it is a
 * SetupIntent whose `setup_intent.succeeded` webhook adds the card. A one-touch card
 * cannot pay in KRW; a confirm carries an `Idempotency-Key` header (one payment per key).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, rateLimit, readBody, requireUser } from '../../http'
import {
  addCard,
  customerRef,
  deleteCard,
  findCard,
  listCards,
  sandboxCardRef,
  saveCustomer,
} from '../cards'
import { paymentErrors } from '../errors'
import { IDEMPOTENCY_KEY } from '../one-touch'
import { COIN_PACKAGES, CURRENCIES, oneTouchAccepts } from '../prices'
import { type StripeProvider, stripeCall } from '../providers/stripe'
import type { PaymentsService } from '../service'
import { paymentView } from '../view'

const registerBody = z.object({ provider: z.enum(['sandbox', 'stripe']).optional() })
const confirmBody = z.object({
  cardOid: z.string().refine(isObjectId, 'Invalid card id'),
  coins: z
    .number()
    .int()
    .refine(
      (value) => (COIN_PACKAGES as readonly number[]).includes(value),
      'Unknown coin package',
    ),
  currency: z.enum(CURRENCIES),
  /** The same as the Idempotency-Key header, for clients that send no headers of their own. */
  idempotencyKey: z.string().optional(),
})

function idempotencyKey(header: string | undefined, field: string | undefined): string {
  if (header && field && header !== field) throw paymentErrors.idempotencyKeyInvalid()
  const value = header ?? field
  if (!value) throw paymentErrors.idempotencyKeyRequired()
  if (!IDEMPOTENCY_KEY.test(value)) throw paymentErrors.idempotencyKeyInvalid()
  return value
}

const limit = rateLimit({ name: 'payments.one-touch', limit: 30, windowMs: 60_000 })

export function oneTouchRoutes(payments: PaymentsService, stripe: StripeProvider | null) {
  const routes = new Hono<AppEnv>()
  const db = payments.db
  const sandbox = () => payments.provider('sandbox') !== null

  routes.get('/one-touch', async (c) => {
    const user = requireUser(c)
    const cards = await listCards(db, user.oid)
    return c.json({ cards: cards.map(({ userOid: _user, providerRef: _ref, ...card }) => card) })
  })

  routes.post('/registercard', limit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, registerBody)
    const provider = body.provider ?? (sandbox() ? 'sandbox' : 'stripe')
    if (provider === 'sandbox') {
      if (!sandbox()) throw paymentErrors.providerUnavailable('sandbox')
      const card = await addCard(
        db,
        {
          userOid: user.oid,
          provider: 'sandbox',
          providerRef: sandboxCardRef(),
          label: 'Sandbox card •••• 4242',
        },
        payments.now(),
      )
      return c.json({
        status: 'registered',
        cardOid: card.oid,
        label: card.label,
      })
    }
    if (!stripe) throw paymentErrors.providerUnavailable('stripe')
    const customer =
      (await customerRef(db, user.oid, 'stripe')) ??
      (await saveCustomer(
        db,
        user.oid,
        'stripe',
        (
          await stripeCall(() =>
            stripe.client.customers.create(
              { metadata: { userOid: user.oid } },
              { idempotencyKey: `customer:${user.oid}` },
            ),
          )
        ).id,
      ))
    const setup = await stripeCall(() =>
      stripe.client.setupIntents.create({
        customer,
        usage: 'off_session',
        metadata: { userOid: user.oid },
      }),
    )
    return c.json({ status: 'pending', setupIntentId: setup.id, clientSecret: setup.client_secret })
  })

  // The Idempotency-Key (header or field) makes a retried or doubled confirm one payment.
  routes.post('/one-touch/confirm', limit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, confirmBody)
    const key = idempotencyKey(c.req.header('idempotency-key'), body.idempotencyKey)
    if (!oneTouchAccepts(body.currency)) throw paymentErrors.oneTouchKrw()
    const card = await findCard(db, body.cardOid, user.oid)
    if (!card) throw paymentErrors.cardNotFound()
    if (card.provider === 'sandbox' && !sandbox())
      throw paymentErrors.providerUnavailable('sandbox')
    if (card.provider === 'stripe' && !stripe) throw paymentErrors.providerUnavailable('stripe')
    const customer = card.provider === 'stripe' ? await customerRef(db, user.oid, 'stripe') : null
    if (card.provider === 'stripe' && !customer) throw paymentErrors.cardNotFound()
    const payment = await payments.confirmOneTouch({
      userOid: user.oid,
      key,
      card: { oid: card.oid, provider: card.provider, providerRef: card.providerRef },
      customerRef: customer,
      coins: body.coins,
      currency: body.currency,
    })
    // Pending: another request with this key is charging it (or the bank asks more).
    return c.json(paymentView(payment), payment.status === 'pending' ? 202 : 200)
  })

  routes.delete('/one-touch/:id', async (c) => {
    const user = requireUser(c)
    const oid = c.req.param('id')
    const card = isObjectId(oid) ? await findCard(db, oid, user.oid) : null
    if (!card) throw paymentErrors.cardNotFound()
    if (card.provider === 'stripe' && stripe)
      await stripeCall(() => stripe.client.paymentMethods.detach(card.providerRef))
    await deleteCard(db, oid, user.oid)
    // Its subscriptions keep their paid month and are not renewed.
    await payments.cardDeleted({ userOid: user.oid, cardOid: oid })
    return c.json({ deleted: oid })
  })

  return routes
}
