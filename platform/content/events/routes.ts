/**
 * Reward events. Admin calls mount under `/api/content` (`/admin/events…`); a user joins
 * with a QR code's value at `/api/account/qr-event`.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  inputDate,
  noteAdminChange,
  objectIdField,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { EVENT_ERRORS } from './errors'
import type { EventsService } from './service'

const oid = objectIdField()
const REWARD_KINDS = [
  'video_coupon',
  'file_coupon',
  'lucky_pocket',
  'random_box',
  'lucky_box',
  'point_code',
] as const
const COIN_KINDS: readonly string[] = ['lucky_pocket', 'lucky_box']
const search = z.string().trim().max(100, 'Search with at most 100 characters.').optional()
const eventCode = z
  .string()
  .trim()
  .min(4, 'An event code has 4 to 32 letters, digits and dashes.')
  .max(32, 'An event code has 4 to 32 letters, digits and dashes.')
  .regex(/^[A-Za-z0-9-]+$/, 'An event code has 4 to 32 letters, digits and dashes.')
  .transform((value) => value.toUpperCase())

const newEvent = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Please enter a title.')
      .max(100, 'A title has at most 100 characters.'),
    rewardKind: z.enum(REWARD_KINDS, { error: 'Choose an inventory item as the reward.' }),
    rewardCoins: z.number().int().min(1).max(1_000_000).nullable(),
    capacity: z.number().int().min(1, 'At least one participant.').max(1_000_000),
    startsAt: inputDate(),
    endsAt: inputDate(),
  })
  .refine((input) => input.endsAt > input.startsAt, {
    message: 'The event must end after it starts.',
    path: ['endsAt'],
  })
  .refine((input) => COIN_KINDS.includes(input.rewardKind) === (input.rewardCoins !== null), {
    message: 'Bonus coins are set for a lucky pocket or a lucky box, and only for them.',
    path: ['rewardCoins'],
  })

export function eventsContentRoutes(service: EventsService) {
  const app = new Hono<AppEnv>()
  // Readers' pages: open to visitors; a signed-in reader also learns what they joined.
  app.get('/events', async (c) => {
    const { page } = readQuery(
      c,
      z.object({ page: z.coerce.number().int().min(0).max(1000).default(0) }),
    )
    return c.json(await service.publicList(c.get('auth').user?.oid ?? null, page))
  })
  app.get('/event/recommendation', async (c) =>
    c.json(await service.recommended(c.get('auth').user?.oid ?? null)),
  )
  app.get('/event/:eventOid', async (c) => {
    const eventOid = c.req.param('eventOid')
    // An address that cannot name an event is an event not found, as an unknown one is.
    if (!/^[0-9a-f]{24}$/.test(eventOid)) throw EVENT_ERRORS.eventNotFound()
    return c.json(await service.publicOne(eventOid, c.get('auth').user?.oid ?? null))
  })
  app.get('/admin/events', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        q: search,
        state: z.enum(['all', 'upcoming', 'running', 'over']).optional(),
        before: oid.optional(),
      }),
    )
    return c.json(await service.list(query))
  })
  app.post('/admin/events', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, newEvent)
    const event = await service.create(admin.oid, {
      ...body,
      startsAt: body.startsAt.toISOString(),
      endsAt: body.endsAt.toISOString(),
    })
    noteAdminChange(c, {
      action: 'event.create',
      target: { kind: 'event', oid: event.eventOid },
      before: null,
      after: event,
    })
    return c.json({ event })
  })
  app.post('/admin/events/end', async (c) => {
    requireAdmin(c)
    const body = readBody(c, z.object({ eventOid: oid }))
    const { before, after } = await service.end(body.eventOid)
    noteAdminChange(c, {
      action: 'event.end',
      target: { kind: 'event', oid: body.eventOid },
      before,
      after,
    })
    return c.json({ event: after })
  })
  app.get('/admin/events/entries', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object({ eventOid: oid, before: oid.optional() }))
    return c.json(await service.entries(query))
  })
  app.get('/admin/events/codes', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        q: search,
        withdrawn: z.enum(['true', 'false']).optional(),
        before: oid.optional(),
      }),
    )
    return c.json(await service.codes({ ...query, withdrawn: query.withdrawn === 'true' }))
  })
  app.post('/admin/events/codes', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(
      c,
      z.object({
        eventOid: oid,
        label: z.string().trim().max(100, 'A label has at most 100 characters.').default(''),
        code: eventCode.optional(),
      }),
    )
    const code = await service.issueCode(admin.oid, body)
    noteAdminChange(c, {
      action: 'event.code-issue',
      target: { kind: 'event', oid: body.eventOid },
      before: null,
      after: code,
    })
    return c.json({ code })
  })
  app.delete('/admin/events/codes', async (c) => {
    requireAdmin(c)
    const body = readBody(c, z.object({ codeOid: oid }))
    const { before, after } = await service.withdrawCode(body.codeOid)
    noteAdminChange(c, {
      action: 'event.code-withdraw',
      target: { kind: 'event', oid: after.eventOid },
      before,
      after,
    })
    return c.json({ code: after })
  })
  return app
}

export function eventsAccountRoutes(service: EventsService) {
  const app = new Hono<AppEnv>()
  // Codes are found only by trying many: a user gets a handful of tries a minute.
  const tries = rateLimit({ name: 'qr-event-try', limit: 20, windowMs: 60_000 })
  app.post('/qr-event', tries, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, z.object({ qrEvent: eventCode }))
    return c.json(await service.join(user.oid, body.qrEvent))
  })
  return app
}
