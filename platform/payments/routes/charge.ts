/**
 * /payment/charge: start (POST), read (GET), confirm with the provider (PUT) and cancel
 * (DELETE) a coin purchase, plus the package list the charge page shows.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, rateLimit, readBody, readQuery, requireUser } from '../../http'
import {
  COIN_PACKAGES,
  CURRENCIES,
  currencyForLanguage,
  methodAccepts,
  oneTouchAccepts,
  PAYMENT_METHODS,
  type PaymentMethod,
  quote,
  toMajor,
} from '../prices'
import type { PaymentsService } from '../service'
import { paymentView } from '../view'

/** Which provider serves which method. */
export const METHOD_PROVIDER: Record<PaymentMethod, string> = {
  sandbox: 'sandbox',
  card: 'stripe',
  kakaopay: 'kakaopay',
  paypay: 'paypay',
}

const oid = z.string().refine(isObjectId, 'Invalid payment id')
const packageCoins = z
  .number()
  .int()
  .refine((value) => (COIN_PACKAGES as readonly number[]).includes(value), 'Unknown coin package')

const chargeBody = z.object({
  coins: packageCoins,
  currency: z.enum(CURRENCIES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
})
const paymentQuery = z.object({ paymentOid: oid })
const paymentBody = z.object({ paymentOid: oid })
const packagesQuery = z.object({ currency: z.enum(CURRENCIES).optional() })

const startLimit = rateLimit({ name: 'payments.charge', limit: 30, windowMs: 60_000 })

export function chargeRoutes(payments: PaymentsService, defaultMethod: PaymentMethod) {
  const routes = new Hono<AppEnv>()
  const available = (method: PaymentMethod) =>
    payments.providerNames().includes(METHOD_PROVIDER[method])

  routes.get('/charge/packages', (c) => {
    const { currency: asked } = readQuery(c, packagesQuery)
    const currency = asked ?? currencyForLanguage(c.get('lang'))
    const methods = PAYMENT_METHODS.filter(
      (method) => available(method) && methodAccepts(method, currency),
    )
    return c.json({
      currency,
      currencies: CURRENCIES,
      defaultMethod: methods.includes(defaultMethod) ? defaultMethod : (methods[0] ?? null),
      methods,
      packages: COIN_PACKAGES.map((coins) => {
        const prices = Object.fromEntries(
          methods.map((method) => {
            const price = quote(coins, currency, method)
            return [method, { amount: price.amount, text: toMajor(price.amount, currency) }]
          }),
        )
        const net = quote(coins, currency, 'sandbox').net
        // What a one-touch card pays (the card rule), whichever provider holds the card.
        const card = oneTouchAccepts(currency) ? quote(coins, currency, 'card').amount : null
        const oneTouch = card === null ? null : { amount: card, text: toMajor(card, currency) }
        return { coins, net, netText: toMajor(net, currency), prices, oneTouch }
      }),
    })
  })

  routes.post('/charge', startLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, chargeBody)
    const method = body.method ?? defaultMethod
    const started = await payments.charge({
      userOid: user.oid,
      coins: body.coins,
      currency: body.currency ?? currencyForLanguage(c.get('lang')),
      method,
      provider: METHOD_PROVIDER[method],
    })
    return c.json({
      ...paymentView(started.payment),
      redirectUrl: started.redirectUrl,
      ...(started.clientSecret ? { clientSecret: started.clientSecret } : {}),
    })
  })

  routes.get('/charge', async (c) => {
    const user = requireUser(c)
    const { paymentOid } = readQuery(c, paymentQuery)
    return c.json(paymentView(await payments.status(paymentOid, user.oid)))
  })

  routes.put('/charge', async (c) => {
    const user = requireUser(c)
    const { paymentOid } = readBody(c, paymentBody)
    return c.json(paymentView(await payments.confirm(paymentOid, user.oid)))
  })

  routes.delete('/charge', async (c) => {
    const user = requireUser(c)
    const { paymentOid } = readBody(c, paymentBody)
    return c.json(paymentView(await payments.cancel(paymentOid, user.oid)))
  })

  return routes
}
