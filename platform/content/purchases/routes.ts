/**
 * Account calls: POST /account/purchase, /account/purchase/shoppingCart, /account/gift,
 * GET/POST/DELETE /account/shoppingCart, GET /account/creatorlist. Content call:
 * GET /content/purchased3. Everything acts on the caller only; body fields naming
 * another user (requestorOid, userOid) select nothing.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import { PURCHASED_PAGE } from './owned'
import { PURCHASE_MODES } from './rules'
import type { PurchasesService } from './service'

const coins = z
  .number('coins must be a number of coins.')
  .int('coins must be a whole number.')
  .min(0, 'coins cannot be negative.')
  .max(100_000_000 * 100, 'coins is too large.')

const purchaseBody = z.object({
  contentOid: objectIdField('contentOid must be a 24-character id'),
  creatorOid: objectIdField('creatorOid must be a 24-character id').optional(),
  coins,
  mode: z.enum(PURCHASE_MODES, 'mode is coin, bonus or bonus-first.').optional(),
  discountCode: z.string().trim().max(100, 'The discount code is too long.').optional(),
})

const giftBody = purchaseBody.extend({
  recipientOid: objectIdField('recipientOid must be a 24-character id'),
  message: z.string().max(200, 'The gift message is at most 200 characters.').optional(),
})

const cartBody = z.object({ contentOid: objectIdField('contentOid must be a 24-character id') })

const cartPurchaseBody = z.object({
  coins: coins.optional(),
  mode: z.enum(PURCHASE_MODES, 'mode is coin, bonus or bonus-first.').optional(),
})

const purchasedQuery = z.object({
  count: queryInteger(z.number().int().min(1).max(PURCHASED_PAGE)).optional(),
  // The `nextCursor` of the page before (a purchase id in earlier answers).
  before: z
    .string()
    .regex(/^(?:[0-9a-f]{24}|\d{1,15}-[cs]-[A-Za-z0-9_-]{1,64})$/, 'before must be a nextCursor')
    .optional(),
})

const creatorListQuery = z.object({
  page: queryInteger(z.number().int().min(1).max(10_000)).default(1),
  count: queryInteger(z.number().int().min(1).max(100)).default(20),
})

const purchaseLimit = rateLimit({ name: 'content.purchase', limit: 60, windowMs: 60_000 })

export function purchaseAccountRoutes(service: PurchasesService) {
  const routes = new Hono<AppEnv>()

  routes.post('/purchase', purchaseLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.purchase(user, readBody(c, purchaseBody)))
  })

  routes.post('/purchase/shoppingCart', purchaseLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.purchaseCart(user, readBody(c, cartPurchaseBody)))
  })

  routes.post('/gift', purchaseLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.gift(user, readBody(c, giftBody)))
  })

  routes.get('/shoppingCart', async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.getCart(user))
  })

  routes.post('/shoppingCart', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readBody(c, cartBody)
    return c.json(await service.addToCart(user, contentOid))
  })

  routes.delete('/shoppingCart', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readBody(c, cartBody)
    return c.json(await service.removeFromCart(user, contentOid))
  })

  routes.get('/creatorlist', async (c) => {
    const query = readQuery(c, creatorListQuery)
    return c.json(await service.creatorList(query))
  })

  return routes
}

export function purchaseContentRoutes(service: PurchasesService) {
  const routes = new Hono<AppEnv>()

  routes.get('/purchased3', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, purchasedQuery)
    const answer = await service.listPurchased(user.oid, {
      ...(query.count ? { count: query.count } : {}),
      ...(query.before ? { before: query.before } : {}),
    })
    // The spec: cacheable 300 s; private, as the list is the caller's own.
    c.header('Cache-Control', 'private, max-age=300')
    c.header('Vary', 'Authorization')
    return c.json(answer)
  })

  return routes
}
