/**
 * The sandbox checkout: GET shows the page, POST approve/decline completes the payment
 * and redirects (303) to the player's /charge/success or /charge/fail. The token in the
 * address is the buyer's capability: no session is needed, as on a provider's page.
 */
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { isObjectId } from '../../db'
import type { AppEnv } from '../../http'
import { paymentErrors } from '../errors'
import { renderCheckoutPage } from '../sandbox-page'
import type { PaymentsService } from '../service'
import type { Payment } from '../store'

function sameToken(expected: string, given: string | undefined): boolean {
  if (!given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function sandboxRoutes(payments: PaymentsService) {
  const routes = new Hono<AppEnv>()

  async function checkout(oid: string, token: string | undefined): Promise<Payment> {
    // With the sandbox switched off, its old checkouts must not mint coins any more.
    if (!payments.provider('sandbox')) throw paymentErrors.badToken()
    const payment = isObjectId(oid) ? await payments.find(oid) : null
    if (payment?.provider !== 'sandbox' || !sameToken(payment.checkoutToken, token)) {
      throw paymentErrors.badToken()
    }
    return payment
  }

  routes.get('/sandbox/checkout/:oid', async (c) => {
    const payment = await checkout(c.req.param('oid'), c.req.query('token'))
    c.header('cache-control', 'no-store')
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    )
    return c.html(
      renderCheckoutPage(
        {
          oid: payment.oid,
          token: payment.checkoutToken,
          product: payment.product,
          kind: payment.kind,
          coins: payment.coins,
          currency: payment.currency,
          amount: payment.amount,
          pending: payment.status === 'pending',
        },
        c.get('lang'),
      ),
    )
  })

  routes.post('/sandbox/checkout/:oid/approve', async (c) => {
    const payment = await checkout(c.req.param('oid'), c.req.query('token'))
    const after = await payments.settle(
      payment.oid,
      { status: 'paid', amount: payment.amount, currency: payment.currency },
      'sandbox',
    )
    const urls = payments.urlsFor(after.kind)
    const target =
      after.status === 'paid'
        ? urls.success(after.oid)
        : urls.fail(after.oid, after.failureReason ?? after.status)
    return c.redirect(target, 303)
  })

  routes.post('/sandbox/checkout/:oid/decline', async (c) => {
    const payment = await checkout(c.req.param('oid'), c.req.query('token'))
    const after = await payments.settle(
      payment.oid,
      { status: 'failed', reason: 'declined' },
      'sandbox',
    )
    // A payment already paid stays paid: the buyer lands where it really ended.
    const urls = payments.urlsFor(after.kind)
    const target =
      after.status === 'paid'
        ? urls.success(after.oid)
        : urls.fail(after.oid, after.failureReason ?? after.status)
    return c.redirect(target, 303)
  })

  return routes
}
