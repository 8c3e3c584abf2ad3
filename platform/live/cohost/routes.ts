/** `/api/live/cohost…`: the co-host's settings, mute and budget (docs/live/COHOST.md). */
import { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireUser } from '../../http'
import { cohostMuteRequest, cohostQuery, cohostSaveRequest } from './requests'
import type { CohostService } from './service'

export function cohostRoutes(service: CohostService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/cohost', async (c) =>
    c.json(await service.read(requireUser(c), readQuery(c, cohostQuery).creatorOid)),
  )
  routes.post('/cohost', async (c) =>
    c.json(await service.save(requireUser(c), readBody(c, cohostSaveRequest))),
  )
  routes.post('/cohost/mute', async (c) => {
    const { creatorOid, muted } = readBody(c, cohostMuteRequest)
    return c.json(await service.mute(requireUser(c), creatorOid, muted))
  })
  routes.get('/cohost/budget', async (c) =>
    c.json(await service.budget(requireUser(c), readQuery(c, cohostQuery).creatorOid)),
  )
  return routes
}
