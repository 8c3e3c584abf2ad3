/**
 * HTTP routes. Account side (`/api/account`): creator registration, channel settings, tiers,
 * free subscriptions and cancellation, My Info's subscriptions, donations. Content side
 * (`/api/content`): the public channel and the fan list. Everything acts on the caller;
 * body fields naming another user select nothing.
 */
import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  objectIdField,
  queryInteger,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../http'
import { CHANNEL_TABS, PARTNER_LEVELS, SOCIAL_NETWORKS } from './contract'
import type { ChannelsService } from './service'

/** My Info's subscription data is cached by the browser for 1800 s (the spec's figure). */
export const SUBSCRIPTIONS_MAX_AGE_S = 1800

const creatorOid = objectIdField('creatorOid is required')
const tierHash = z.string('tierHash is required').regex(/^[0-9a-f]{24}$/, 'tierHash is invalid')

const registerBody = z.object({
  agreeTerms: z.boolean().optional().default(false),
  agreeFeeTerms: z.boolean().optional().default(false),
  customUrl: z.string().max(64).optional(),
})

const tabsField = z
  .array(z.object({ tab: z.enum(CHANNEL_TABS as [string, ...string[]]), visible: z.boolean() }))
  .max(CHANNEL_TABS.length * 2)

/** The channel settings a creator saves (and an admin, for them: admin-studio-routes.ts). */
export const settingsBody = z.object({
  tabs: tabsField.optional(),
  socialLinks: z
    .partialRecord(z.enum(SOCIAL_NETWORKS as [string, ...string[]]), z.string().max(500).nullable())
    .optional(),
  hideFanList: z.boolean().optional(),
  hideCoinAmounts: z.boolean().optional(),
  intro: z.string().max(2000, 'The channel introduction is at most 2000 characters.').optional(),
  customUrl: z.string().max(64).optional(),
})

const partnerBody = z.object({
  creatorOid,
  partnerLevel: z.enum(
    PARTNER_LEVELS as [string, ...string[]],
    'partnerLevel is partner, free, standard or plus.',
  ),
})

const money = (name: string) =>
  z
    .number(`${name} must be a number.`)
    .min(0, `${name} cannot be negative.`)
    .max(10_000_000, `${name} is too large.`)
const wholeMoney = (name: string) => money(name).int(`${name} must be a whole number.`)

/** A tier's name and details in one language, as long as the creator's own may be. */
const translation = z
  .object({
    name: z.string().trim().max(50, 'The tier name is at most 50 characters.').optional(),
    details: z.string().max(2000, 'The tier details are at most 2000 characters.').optional(),
  })
  .strict()
  .optional()

const tierFields = {
  name: z
    .string()
    .trim()
    .min(1, 'The tier name is required.')
    .max(50, 'The tier name is at most 50 characters.'),
  details: z.string().max(2000, 'The tier details are at most 2000 characters.').optional(),
  price: wholeMoney('price').optional(),
  price_usd: money('price_usd')
    .refine((value) => Math.round(value * 100) === value * 100, 'price_usd has at most 2 decimals.')
    .optional(),
  price_jpy: wholeMoney('price_jpy').optional(),
  price_krw: wholeMoney('price_krw').optional(),
  icon: z.string().max(300).nullable().optional(),
  streak: z.boolean().optional(),
  isFree: z.boolean().optional(),
  translations: z
    .object({ en: translation, ko: translation, jp: translation, es: translation })
    .strict()
    .optional(),
}
const tierInput = z.object(tierFields)

const modifyBody = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('push'), tier: tierInput }),
    z.object({ mode: z.literal('update'), tierHash, tier: tierInput.partial() }),
    z.object({ mode: z.literal('remove'), tierHash }),
    z.object({ mode: z.literal('swap'), tierHash, otherTierHash: tierHash }),
  ],
  'mode is swap, update, push or remove.',
)

const subscribeBody = z.object({ creatorOid, tierHash })
const creatorBody = z.object({ creatorOid })

const donateBody = z.object({
  creatorOid,
  coins: z
    .number('coins must be a number of coins.')
    .int('coins must be a whole number.')
    .min(10, 'The minimum donation is 10 coins.')
    .max(10_000_000, 'coins is too large.'),
  message: z.string().max(200, 'The donation message is at most 200 characters.').optional(),
  requestId: z
    .string('requestId is required')
    .regex(/^[\w.:-]{8,128}$/, 'requestId must be 8–128 letters, digits, or ._:-'),
})

const tiersQuery = z.object({ creatorOid })
const channelQuery = z
  .object({ customUrl: z.string().max(64).optional(), oid: z.string().max(64).optional() })
  .refine((query) => !!query.customUrl || !!query.oid, 'customUrl or oid is required')
const fanQuery = z.object({
  creatorOid,
  type: z.enum(['fan', 'subscription'], 'type is fan or subscription.').default('fan'),
  count: queryInteger(z.number().int().min(1).max(100)).default(20),
})

const writeLimit = rateLimit({ name: 'channels.write', limit: 60, windowMs: 60_000 })

export function channelAccountRoutes(service: ChannelsService) {
  const routes = new Hono<AppEnv>()

  routes.post('/creator/register', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.registerCreator(user, readBody(c, registerBody)))
  })

  routes.get('/channel/settings', async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.settings(user.oid))
  })

  routes.post('/channel/settings', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, settingsBody)
    return c.json(
      await service.updateSettings(
        user.oid,
        body as Parameters<ChannelsService['updateSettings']>[1],
      ),
    )
  })

  routes.post('/admin/channel/partner-level', async (c) => {
    requireAdmin(c)
    const body = readBody(c, partnerBody)
    return c.json(
      await service.setPartnerLevel(
        body.creatorOid,
        body.partnerLevel as (typeof PARTNER_LEVELS)[number],
      ),
    )
  })

  routes.get('/subscription_tiers', async (c) => {
    const query = readQuery(c, tiersQuery)
    return c.json(await service.tiers(query.creatorOid))
  })

  routes.post('/modify/subscription_tiers', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.modifyTiers(user.oid, readBody(c, modifyBody)))
  })

  /** Free and tierless; `follow: false` unfollows. Acts on the caller only. */
  routes.post('/follow', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({ creatorOid, follow: z.boolean({ error: 'follow is true or false.' }) }),
    )
    c.header('Cache-Control', 'no-store')
    return c.json(await service.follow(user, body))
  })

  routes.post('/subscribefree', writeLimit, async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ subscription: await service.subscribeFree(user, readBody(c, subscribeBody)) })
  })

  routes.post('/unsubscribe', writeLimit, async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'no-store')
    return c.json({ subscription: await service.unsubscribe(user, readBody(c, creatorBody)) })
  })

  routes.post('/unsubscribe/revoke', writeLimit, async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'no-store')
    return c.json({
      subscription: await service.revokeCancellation(user, readBody(c, creatorBody)),
    })
  })

  // Cached privately for 1800 s; a change answers no-store and the client then reads again with
  // `cache: 'no-cache'` (a conditional request: 304 while nothing changed).
  routes.get('/subscriptions', async (c) => {
    const user = requireUser(c)
    const body = JSON.stringify(await service.mySubscriptions(user))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    const headers = {
      'Cache-Control': `private, max-age=${SUBSCRIPTIONS_MAX_AGE_S}`,
      ETag: etag,
      Vary: 'Authorization, Cookie',
    }
    const ifNoneMatch = c.req.header('if-none-match') ?? ''
    if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, headers)
    }
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' })
  })

  routes.get('/channel/subscribers', async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.mySubscribers(user.oid))
  })

  routes.post('/donate', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.donate(user, readBody(c, donateBody)))
  })

  return routes
}

export function channelContentRoutes(service: ChannelsService) {
  const routes = new Hono<AppEnv>()

  routes.get('/channel', async (c) => {
    const query = readQuery(c, channelQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.publicChannel(c.get('auth').user, query))
  })

  routes.get('/fanlist', async (c) => {
    const query = readQuery(c, fanQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.fanList(c.get('auth').user, query))
  })

  return routes
}
