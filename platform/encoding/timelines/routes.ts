/** The timeline calls under /api/content (docs/TIMELINE.md). */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, objectIdField, readBody, readQuery, requireUser } from '../../http'
import { timelineSchema } from './contract'
import type { TimelinesService } from './service'

const contentOid = objectIdField('Invalid content id')
const version = z.number().int().min(0).max(2_000_000_000)
const contentQuery = z.object({ contentOid })
const saveBody = z.object({ contentOid, baseVersion: version, timeline: timelineSchema })
const renderBody = z.object({ contentOid, version: version.min(1) })

export function timelineRoutes(service: TimelinesService) {
  const routes = new Hono<AppEnv>()

  routes.get('/timeline', async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.get(user, readQuery(c, contentQuery).contentOid))
  })

  routes.put('/timeline', async (c) => {
    const user = requireUser(c)
    return c.json(await service.save(user, readBody(c, saveBody)))
  })

  routes.get('/timeline/assets', async (c) => {
    const user = requireUser(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.assets(user, readQuery(c, contentQuery).contentOid))
  })

  routes.post('/timeline/render', async (c) => {
    const user = requireUser(c)
    return c.json(await service.render(user, readBody(c, renderBody)))
  })

  return routes
}
