/** Live ads routes under `/live`: the admin's ads and the viewer page's reads and counters. */
import { Hono } from 'hono'
import { type AppEnv, rateLimit, readBody, requireAdmin } from '../../http'
import { AD_COUNTER_EVENTS, type AdCounterEvent, adOidRequest, adRequest } from './contract'
import { LIVEADS_ERRORS } from './errors'
import type { LiveadsService } from './service'

// Generous: a page counts at most five events per ad it plays.
const countLimit = rateLimit({ name: 'live.ad.count', limit: 120, windowMs: 60_000 })

export function liveadsRoutes(ads: LiveadsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/admin/ads', async (c) => {
    requireAdmin(c)
    return c.json(await ads.list())
  })
  routes.post('/admin/ad', async (c) => {
    const admin = requireAdmin(c)
    return c.json(await ads.save(admin, readBody(c, adRequest)))
  })
  routes.delete('/admin/ad', async (c) => {
    requireAdmin(c)
    return c.json(await ads.remove(readBody(c, adOidRequest).oid))
  })
  routes.post('/admin/ad/sync', async (c) => {
    const admin = requireAdmin(c)
    return c.json(await ads.sync(admin, readBody(c, adOidRequest).oid))
  })
  routes.get('/ads', async (c) => {
    // Every viewer reads the same list; a minute's staleness is fine for ads.
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(await ads.served())
  })
  routes.post('/ad/count/:event', countLimit, async (c) => {
    const event = c.req.param('event')
    if (!(AD_COUNTER_EVENTS as readonly string[]).includes(event)) throw LIVEADS_ERRORS.notFound()
    return c.json(await ads.count(readBody(c, adOidRequest).oid, event as AdCounterEvent))
  })
  return routes
}
