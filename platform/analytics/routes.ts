/** POST /mixpanel/track: the client's analytics events, kept in our own table. */
import { Hono } from 'hono'
import {
  type AppEnv,
  forbidden,
  hasRole,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
} from '../http'
import { pageViewsQuery, TRACK_LIMIT_PER_MINUTE, trackBody } from './rules'
import type { AnalyticsService } from './service'

/** Per client: the user, else the client's address (never the client-chosen device id). */
const trackLimit = rateLimit({
  name: 'analytics.track',
  limit: TRACK_LIMIT_PER_MINUTE,
  windowMs: 60_000,
})

export function analyticsRoutes(service: AnalyticsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.post('/track', trackLimit, async (c) => {
    const body = readBody(c, trackBody)
    const { user, guestDeviceId } = c.get('auth')
    const answer = await service.track(
      { user, guestDeviceId, clientId: c.get('common').gaClientId?.slice(0, 100) ?? null },
      body,
    )
    return c.json(answer)
  })
  // A creator's own figure; an admin reads their own too (the route names no other creator).
  routes.get('/creator/page-views', async (c) => {
    const user = requireUser(c)
    if (!hasRole(user, 'creator')) throw forbidden()
    return c.json(await service.creatorPageViews(user, readQuery(c, pageViewsQuery)))
  })
  return routes
}
