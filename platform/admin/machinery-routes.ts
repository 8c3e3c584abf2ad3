/** /admin/queues: the background jobs and work queues, for the admin's queue monitor. */
import { Hono } from 'hono'
import { type AppEnv, requireAdmin } from '../http'
import type { Machinery } from './machinery'

export function machineryRoutes(machinery: Machinery) {
  const routes = new Hono<AppEnv>()
  routes.get('/admin/queues', async (c) => {
    requireAdmin(c)
    return c.json({ jobs: machinery.jobs(), queues: await machinery.queues() })
  })
  return routes
}
