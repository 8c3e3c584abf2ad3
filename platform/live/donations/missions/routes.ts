/** `/api/live/donation/mission…` calls (spec §7 "Donations"). */
import { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireUser } from '../../../http'
import { activeQuery, appendRequest, missionQuery, missionRequest, statusRequest } from './requests'
import type { MissionsService } from './service'

export function missionsRoutes(missions: MissionsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/donation/mission', async (c) => {
    const user = requireUser(c)
    return c.json(await missions.create(user, readBody(c, missionRequest)))
  })

  // Missions are shown on stream: anyone may read them, the viewer's id hidden on request.
  routes.get('/donation/missions/active', async (c) => {
    const { creatorOid } = readQuery(c, activeQuery)
    return c.json(await missions.active(creatorOid))
  })

  routes.get('/donation/mission', async (c) => {
    const { missionOid } = readQuery(c, missionQuery)
    return c.json(await missions.get(missionOid))
  })

  routes.post('/donation/mission/coin/append', async (c) => {
    const user = requireUser(c)
    return c.json(await missions.append(user, readBody(c, appendRequest)))
  })

  routes.post('/donation/mission/status', async (c) => {
    const user = requireUser(c)
    return c.json(await missions.setStatus(user, readBody(c, statusRequest)))
  })

  return routes
}
