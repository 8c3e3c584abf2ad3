/** Tool-key calls, mounted under `/api/live` (docs/live/README.md). */
import type { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, rateLimit, readBody, readQuery, requireUser } from '../../../http'
import type { ToolKeyService } from './service'

// Guessing a 256-bit key is hopeless; the limit keeps failed logins from filling the logs.
const loginLimit = rateLimit({ name: 'live.toolkey', limit: 30, windowMs: 60_000 })
const toolKeyField = z.string('Incorrect access').max(200, 'Incorrect access')

export function mountToolKeyRoutes(routes: Hono<AppEnv>, toolKeys: ToolKeyService): void {
  routes.post('/toolkey/issue', async (c) => c.json(await toolKeys.issue(requireUser(c))))
  routes.post('/toolkey/revoke', async (c) => c.json(await toolKeys.revoke(requireUser(c))))
  routes.get('/toolkey/status', async (c) => c.json(await toolKeys.status(requireUser(c))))
  routes.get('/toolkey', loginLimit, async (c) => {
    const query = readQuery(c, z.object({ toolkey: toolKeyField }))
    return c.json(await toolKeys.login(query.toolkey))
  })
  routes.post('/toolkey', loginLimit, async (c) => {
    const body = readBody(c, z.object({ toolkey: toolKeyField }))
    return c.json(await toolKeys.login(body.toolkey))
  })
}
