import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  callerKey,
  inputDate,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
} from '../../http'
import { actorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { ownerOf } from '../runtime'
import {
  type ChatCoupon,
  couponUsage,
  createCoupon,
  deleteCoupon,
  findLiveCoupon,
  listCoupons,
} from './catalogue'
import { COUPON_CODE_PATTERN } from './codes'
import { couponChatsLeft, hasRedeemed, redeemCoupon, spendableRedemptions } from './redemptions'

const oid = objectIdField()
const code = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .transform((value) => value.toUpperCase())
  .refine((value) => COUPON_CODE_PATTERN.test(value), 'Letters, digits and dashes only')

/**
 * Chat coupons: an admin issues a code worth some chats; a guest or user enters it
 * (`coupon/redeem`) and the chats pay for turns — a guest's after the free chats, a
 * user's before credits. Failed turns give their coupon chat back.
 */
export function couponRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()
  // Codes are guessable only by trying many: a player (a guest by address) gets a handful of
  // tries a minute at each call. Looking a code up and entering one count apart, so a page
  // that checks a code (or polls the chats left, which tries nothing and is not counted)
  // never spends the attempts the player needs to redeem.
  const triesOf = (name: string) =>
    rateLimit({
      name,
      limit: 20,
      windowMs: 60_000,
      key: (c) => (c.req.query('code') || c.get('body').code ? callerKey(c) : null),
    })
  const lookupLimit = triesOf('chat-coupon-lookup')
  const redeemLimit = triesOf('chat-coupon-try')

  /** A code's worth and whether it can still be redeemed; plus the caller's chats left. */
  app.get('/coupon-info', lookupLimit, async (c) => {
    const query = readQuery(c, z.object({ code: code.optional() }))
    const { user, guestDeviceId } = c.get('auth')
    const owner = user ? { userOid: user.oid } : guestDeviceId ? { guestDeviceId } : null
    const now = deps.clock.now()
    const mine = owner ? await spendableRedemptions(db, owner, now) : []
    const chatsLeft = mine.reduce((sum, row) => sum + row.chatsGranted - row.chatsUsed, 0)
    if (!query.code) return c.json({ coupon: null, chatsLeft })
    const coupon = await findLiveCoupon(db, query.code, now)
    return c.json({
      coupon: {
        code: coupon.code,
        chats: coupon.chats,
        expiresAt: coupon.expires_at,
        redeemable: coupon.max_redemptions === null || coupon.redemptions < coupon.max_redemptions,
        redeemed: owner ? await hasRedeemed(db, coupon.oid, owner) : false,
      },
      chatsLeft,
    })
  })

  /** Enters a code: idempotent per holder (a second entry grants nothing more). */
  app.post('/coupon/redeem', redeemLimit, async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, z.object({ code }))
    const owner = ownerOf(actor)
    const now = deps.clock.now()
    const { coupon, redemption, created } = await redeemCoupon(db, body.code, owner, now)
    return c.json({
      redeemed: created,
      code: coupon.code,
      chatsGranted: redemption.chats_granted,
      chatsUsed: redemption.chats_used,
      expiresAt: coupon.expires_at,
      chatsLeft: await couponChatsLeft(db, owner, now),
    })
  })

  app.get('/chat-coupons', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({ includeDeleted: z.enum(['true', 'false']).default('false') }),
    )
    const rows = await listCoupons(db, { includeDeleted: query.includeDeleted === 'true' })
    return c.json({
      coupons: rows.map((row) => ({
        ...couponView(row.coupon),
        chatsGranted: row.chatsGranted,
        chatsUsed: row.chatsUsed,
      })),
    })
  })

  app.post('/chat-coupons', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(
      c,
      z.object({
        code: code.optional(),
        chats: z.number().int().min(1).max(10_000),
        maxRedemptions: z.number().int().min(1).max(10_000_000).nullable().default(null),
        expiresAt: inputDate().nullable().default(null),
        note: z.string().trim().max(500).default(''),
      }),
    )
    const coupon = await createCoupon(db, {
      ...(body.code ? { code: body.code } : {}),
      chats: body.chats,
      maxRedemptions: body.maxRedemptions,
      expiresAt: body.expiresAt,
      note: body.note,
      createdBy: admin.oid,
    })
    return c.json({ coupon: couponView(coupon) })
  })

  app.delete('/chat-coupons', async (c) => {
    requireAdmin(c)
    const body = readBody(c, z.object({ couponOid: oid }))
    await deleteCoupon(db, body.couponOid, deps.clock.now())
    return c.json({ ok: true })
  })

  app.get('/chat-coupons/usage', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        couponOid: oid,
        limit: queryInteger(z.number().int().min(1).max(1000)).default(100),
      }),
    )
    const usage = await couponUsage(db, query.couponOid, query.limit)
    return c.json({
      coupon: couponView(usage.coupon),
      redemptions: usage.redemptions.map((row) => ({
        redemptionOid: row.oid,
        userOid: row.owner_user_oid,
        guestDeviceId: row.owner_guest_device,
        chatsGranted: row.chats_granted,
        chatsUsed: row.chats_used,
        redeemedAt: row.created_at,
      })),
      uses: usage.uses.map((row) => ({
        requestId: row.request_id,
        redemptionOid: row.redemption_oid,
        status: row.status,
        usedAt: row.created_at,
        refundedAt: row.refunded_at,
      })),
    })
  })

  return app
}

function couponView(coupon: ChatCoupon) {
  return {
    couponOid: coupon.oid,
    code: coupon.code,
    chats: coupon.chats,
    maxRedemptions: coupon.max_redemptions,
    redemptions: coupon.redemptions,
    expiresAt: coupon.expires_at,
    note: coupon.note,
    createdBy: coupon.created_by,
    createdAt: coupon.created_at,
    deletedAt: coupon.deleted_at,
  }
}
