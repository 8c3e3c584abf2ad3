/**
 * /content/dl-giftcard: availability of the five gift cards (anyone), purchase (signed
 * in; 'No item selected' without an available item) which starts a JPY payment with the
 * default provider and answers where to pay, the buyer's issued cards, and an admin switch
 * for availability.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import {
  type AppEnv,
  noteAdminChange,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
  unauthorized,
} from '../../http'
import { paymentErrors } from '../errors'
import { issuedCounts, issuedGiftCards } from '../gift-card-admin'
import { postCodes, stockCounts } from '../gift-card-stock'
import {
  GIFT_CARD_ITEMS,
  giftCardAvailability,
  isGiftCardItem,
  listGiftCards,
  setGiftCardAvailable,
} from '../gift-cards'
import type { PaymentMethod } from '../prices'
import type { PaymentsService } from '../service'
import { paymentView } from '../view'
import { METHOD_PROVIDER } from './charge'

const purchaseBody = z.object({ itemName: z.unknown().optional() })
const availabilityBody = z.object({ itemName: z.enum(GIFT_CARD_ITEMS), available: z.boolean() })
const issuedQuery = z.object({
  userOid: z.string().refine(isObjectId, 'userOid must be a 24-character id').optional(),
  before: z.string().refine(isObjectId, 'before must be a 24-character id').optional(),
})
const codesBody = z.object({
  itemName: z.enum(GIFT_CARD_ITEMS, 'Choose a gift-card item.'),
  codes: z
    .string('Paste the codes, one per line.')
    .max(100_000, 'Paste at most 100,000 characters.'),
})
const limit = rateLimit({ name: 'payments.giftcard', limit: 20, windowMs: 60_000 })

export function giftCardRoutes(payments: PaymentsService, defaultMethod: PaymentMethod) {
  const routes = new Hono<AppEnv>()

  routes.get('/dl-giftcard', async (c) => c.json(await giftCardAvailability(payments.db)))

  routes.get('/dl-giftcard/mine', async (c) => {
    const user = requireUser(c)
    return c.json({ giftCards: await listGiftCards(payments.db, user.oid) })
  })

  routes.post('/dl-giftcard', limit, async (c) => {
    const user = c.get('auth').user
    if (!user) throw unauthorized('Login required', 'LOGIN_REQUIRED')
    const { itemName } = readBody(c, purchaseBody)
    if (!isGiftCardItem(itemName)) throw paymentErrors.noItemSelected()
    const items = await giftCardAvailability(payments.db)
    if (!items.find((item) => item.itemName === itemName)?.available) {
      throw paymentErrors.giftCardUnavailable()
    }
    const method: PaymentMethod = defaultMethod === 'card' ? 'card' : 'sandbox'
    const started = await payments.buyGiftCard({
      userOid: user.oid,
      item: itemName,
      method,
      provider: METHOD_PROVIDER[method],
    })
    return c.json({ ...paymentView(started.payment), redirectUrl: started.redirectUrl })
  })

  routes.put('/dl-giftcard', async (c) => {
    requireAdmin(c)
    const body = readBody(c, availabilityBody)
    const before = (await giftCardAvailability(payments.db)).find(
      (item) => item.itemName === body.itemName,
    )?.available
    await setGiftCardAvailable(payments.db, body.itemName, body.available)
    noteAdminChange(
      c,
      before === body.available
        ? { unchanged: true }
        : {
            action: 'payments.gift-card-availability',
            target: { kind: 'gift-card', oid: body.itemName },
            before: { available: before },
            after: { available: body.available },
          },
    )
    return c.json(await giftCardAvailability(payments.db))
  })

  /** Admins: each item's issued count, and the issued cards newest first, 30 a page. */
  routes.get('/dl-giftcard/admin/issued', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, issuedQuery)
    const [counts, page] = await Promise.all([
      issuedCounts(payments.db),
      issuedGiftCards(payments.db, query),
    ])
    return c.json({ counts, ...page })
  })

  /** Admins: each item's posted codes still in stock and those issued from it. */
  routes.get('/dl-giftcard/admin/stock', async (c) => {
    requireAdmin(c)
    return c.json({ items: await stockCounts(payments.db) })
  })

  /** Admins: posts the partner's codes into an item's stock; payments waiting for one get theirs. */
  routes.post('/dl-giftcard/admin/codes', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, codesBody)
    const before = (await stockCounts(payments.db)).find((row) => row.itemName === body.itemName)
    const { posted } = await postCodes(payments.db, {
      item: body.itemName,
      text: body.codes,
      adminOid: admin.oid,
      now: payments.now(),
    })
    await payments.repairUnfulfilled()
    const items = await stockCounts(payments.db)
    noteAdminChange(c, {
      action: 'payments.gift-card-codes',
      target: { kind: 'gift-card', oid: body.itemName },
      before: { inStock: before?.inStock ?? 0 },
      after: { inStock: items.find((row) => row.itemName === body.itemName)?.inStock ?? 0, posted },
    })
    return c.json({ posted, items })
  })

  return routes
}
