/**
 * /account/notification/setting (GET, /modify: which kinds show, which are also e-mailed),
 * /account/notifications (the list, newest first, in the request's language, with the
 * unread count), /account/notifications/unread (the header's badge) and
 * /account/notifications/read. Always the caller's own.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, objectIdField, queryInteger, readBody, readQuery, requireUser } from '../http'
import { NOTIFICATION_KINDS } from './kinds'
import { NOTIFICATIONS_KEPT, type NotificationsService } from './service'

const kindFlags = z
  .record(z.string().max(40), z.boolean('Each setting is true or false.'))
  .refine((value) => Object.keys(value).length <= NOTIFICATION_KINDS.length, 'Too many settings.')

const modifyBody = z
  .object({ settings: kindFlags.optional(), email: kindFlags.optional() })
  .refine((body) => body.settings || body.email, 'Name settings or email to change.')

const listQuery = z.object({
  count: queryInteger(z.number().int().min(1).max(NOTIFICATIONS_KEPT)).optional(),
  before: objectIdField('before must be a notification id').optional(),
})

const readRequest = z.object({
  notificationOids: z
    .array(objectIdField('Each notification id has 24 characters.'))
    .max(NOTIFICATIONS_KEPT)
    .optional(),
})

export function notificationRoutes(service: NotificationsService) {
  const routes = new Hono<AppEnv>()

  routes.get('/notification/setting', async (c) => {
    const user = requireUser(c)
    const [settings, email] = await Promise.all([
      service.getSettings(user.oid),
      service.getEmailSettings(user.oid),
    ])
    return c.json({ settings, email, kinds: NOTIFICATION_KINDS })
  })

  routes.post('/notification/setting/modify', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, modifyBody)
    const settings = body.settings
      ? await service.modifySettings(user.oid, body.settings)
      : await service.getSettings(user.oid)
    const email = body.email
      ? await service.modifyEmailSettings(user.oid, body.email)
      : await service.getEmailSettings(user.oid)
    return c.json({ settings, email })
  })

  routes.get('/notifications', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, listQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(
      await service.list(user.oid, {
        ...(query.count ? { count: query.count } : {}),
        ...(query.before ? { before: query.before } : {}),
        language: c.get('lang'),
      }),
    )
  })

  routes.get('/notifications/unread', async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ unreadCount: await service.unreadCount(user.oid) })
  })

  routes.post('/notifications/read', async (c) => {
    const user = requireUser(c)
    const { notificationOids } = readBody(c, readRequest)
    return c.json(await service.markRead(user.oid, notificationOids))
  })

  return routes
}
