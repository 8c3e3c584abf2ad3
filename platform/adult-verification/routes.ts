/**
 * The spec's Yoti calls (`POST /yoti/session/create`, `GET /yoti/session/result/{id}`), the
 * player's status read and Yoti's signed notification (docs/ADULT-VERIFICATION.md).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, parseInput, rateLimit, requireUser } from '../http'
import type { AdultVerificationService } from './service'

// Each create opens a paid session at Yoti: a person needs a few, not hundreds.
const createLimit = rateLimit({ name: 'yoti.create', limit: 10, windowMs: 60_000 })
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)
const notificationBody = z.record(z.string(), z.unknown())

export function adultVerificationRoutes(service: AdultVerificationService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/yoti/status', async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.status(requireUser(c)))
  })

  routes.post('/yoti/session/create', createLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.createSession(user))
  })

  routes.get('/yoti/session/result/:id', async (c) => {
    const user = requireUser(c)
    const id = parseInput(sessionId, c.req.param('id'))
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.result(user, id))
  })

  // Yoti's server calls this; the signature, not a session, says who is calling.
  routes.post('/yoti/notification', async (c) => {
    const payload = parseInput(notificationBody, c.get('body'))
    return c.json(await service.notification(payload))
  })

  return routes
}
