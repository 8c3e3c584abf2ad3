/**
 * /payment/coupon: validation for buyers (GET /coupon/valid) and management for the
 * tier's creator (GET, POST, DELETE /coupon; an admin may act for any creator).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import {
  type AppEnv,
  forbidden,
  hasRole,
  inputDate,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import { createCoupon, deleteCoupon, listCoupons, validateCoupon } from '../coupons'
import { paymentErrors } from '../errors'
import type { PaymentsService } from '../service'

const objectId = z.string().refine(isObjectId, 'Invalid id')
const code = z.string().trim().min(1).max(64)
const tier = z.string().trim().min(1).max(64)

const validQuery = z.object({ code, tier, creatorOid: objectId })
const createBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[\w-]{4,32}$/, 'Coupon codes are 4–32 letters, digits, _ or -'),
  tier,
  price: z.number().int().min(0).max(10_000_000),
  expiryDate: inputDate(),
  creatorOid: objectId.optional(),
})
const listQuery = z.object({ creatorOid: objectId.optional() })
const deleteBody = z.object({ couponOid: objectId, creatorOid: objectId.optional() })

// Codes are short secrets: answers tell a wrong code from a right one, so guessing is capped.
const validLimit = rateLimit({ name: 'payments.coupon-valid', limit: 30, windowMs: 60_000 })

export function couponRoutes(payments: PaymentsService) {
  const routes = new Hono<AppEnv>()
  const db = payments.db

  /** Only the creator manages their coupons; an admin may name any creator. */
  function creatorFor(c: Parameters<typeof requireUser>[0], named: string | undefined): string {
    const user = requireUser(c)
    if (!hasRole(user, 'creator')) throw forbidden()
    if (named && named !== user.oid && !user.roles.includes('admin')) throw forbidden()
    return named ?? user.oid
  }

  routes.get('/coupon/valid', validLimit, async (c) => {
    const query = readQuery(c, validQuery)
    const buyer = c.get('auth').user
    return c.json(
      await validateCoupon(db, { ...query, buyerOid: buyer?.oid ?? null }, payments.now()),
    )
  })

  routes.get('/coupon', async (c) => {
    const { creatorOid } = readQuery(c, listQuery)
    return c.json({ coupons: await listCoupons(db, creatorFor(c, creatorOid)) })
  })

  routes.post('/coupon', async (c) => {
    const raw = c.get('body') as Record<string, unknown> | null | undefined
    const blank = (value: unknown) => value === undefined || value === null || value === ''
    // The spec's one text for any of the three missing (field rules after that are zod's).
    if (
      typeof raw !== 'object' ||
      !raw ||
      ['code', 'expiryDate', 'price'].some((k) => blank(raw[k]))
    ) {
      throw paymentErrors.couponFieldsRequired()
    }
    const body = readBody(c, createBody)
    const creatorOid = creatorFor(c, body.creatorOid)
    if (body.expiryDate.getTime() <= payments.now().getTime()) {
      throw paymentErrors.couponExpiryPast()
    }
    return c.json(
      await createCoupon(
        db,
        {
          creatorOid,
          tier: body.tier,
          code: body.code,
          price: body.price,
          expiryDate: body.expiryDate,
        },
        payments.now(),
      ),
    )
  })

  routes.delete('/coupon', async (c) => {
    const body = readBody(c, deleteBody)
    const user = requireUser(c)
    const creatorOid = user.roles.includes('admin') ? null : creatorFor(c, body.creatorOid)
    const deleted = await deleteCoupon(db, body.couponOid, creatorOid)
    if (!deleted) throw paymentErrors.noMatchingCoupon()
    return c.json({ deleted: deleted.oid })
  })

  return routes
}
