/**
 * POST /payment/subscription/ready and /payment/subscription/confirm. Ready starts the
 * first payment (terms agreement required); confirm asks the provider what became of it
 * and answers the subscription it made. The buyer's own payments only: another's is 404.
 * GET and POST /payment/subscription/change quote and make a change of tier (./tier-change.ts).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, rateLimit, readBody, readQuery, requireUser } from '../../http'
import { CURRENCIES, currencyForLanguage } from '../../payments'
import type { Checkout } from './checkout'
import { billingErrors } from './errors'
import type { BillingPayments } from './ports'
import type { BillingDb } from './store'
import type { TierChanges } from './tier-change'

const oid = z.string().refine(isObjectId, 'Invalid id')

const readyBody = z.object({
  creatorOid: z.string().min(1).max(64),
  tierHash: z.string().min(1).max(128),
  currency: z.enum(CURRENCIES).optional(),
  cardOid: oid.optional(),
  couponCode: z.string().trim().min(1).max(64).optional(),
  agreeTerms: z.boolean().optional(),
})
const confirmBody = z.object({ paymentOid: oid })
const changeBody = z.object({
  creatorOid: z.string().min(1).max(64),
  tierHash: z.string().min(1).max(128),
})

const limit = rateLimit({ name: 'payments.subscription', limit: 30, windowMs: 60_000 })

export function subscriptionPaymentRoutes(
  checkout: Checkout,
  payments: BillingPayments,
  db: BillingDb,
  tierChanges: TierChanges,
) {
  const routes = new Hono<AppEnv>()

  routes.get('/subscription/change', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, changeBody)
    return c.json(await tierChanges.quote({ userOid: user.oid, ...query }))
  })

  routes.post('/subscription/change', limit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, changeBody)
    return c.json(await tierChanges.change({ userOid: user.oid, ...body }))
  })

  routes.post('/subscription/ready', limit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, readyBody)
    const answer = await checkout.ready({
      userOid: user.oid,
      creatorOid: body.creatorOid,
      tierHash: body.tierHash,
      currency: body.currency ?? currencyForLanguage(c.get('lang')),
      cardOid: body.cardOid,
      couponCode: body.couponCode,
      agreeTerms: body.agreeTerms === true,
    })
    return c.json(answer)
  })

  routes.post('/subscription/confirm', limit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, confirmBody)
    const found = await payments.find(body.paymentOid)
    if (!found || found.userOid !== user.oid || found.kind !== 'subscription') {
      throw billingErrors.paymentNotFound()
    }
    const payment = await payments.confirm(body.paymentOid, user.oid)
    const checkoutRow = await db
      .selectFrom('channel_billing_checkouts')
      .select('subscription_oid')
      .where('payment_oid', '=', payment.oid)
      .executeTakeFirst()
    const subscription = checkoutRow
      ? await db
          .selectFrom('channel_subscriptions')
          .select(['oid', 'creator_oid', 'tier_hash', 'state', 'period_start', 'period_end'])
          .where('oid', '=', checkoutRow.subscription_oid)
          .executeTakeFirst()
      : undefined
    if (payment.status === 'failed' || payment.status === 'cancelled') {
      throw billingErrors.paymentError({ paymentOid: payment.oid, status: payment.status })
    }
    const urls = payments.urlsFor('subscription')
    return c.json({
      paymentOid: payment.oid,
      status: payment.status,
      redirectUrl: payment.status === 'paid' ? urls.success(payment.oid) : null,
      subscription: subscription
        ? {
            subscriptionOid: subscription.oid,
            creatorOid: subscription.creator_oid,
            tierHash: subscription.tier_hash,
            state: subscription.state,
            periodStart: new Date(subscription.period_start).toISOString(),
            periodEnd: new Date(subscription.period_end).toISOString(),
          }
        : null,
    })
  })

  return routes
}
