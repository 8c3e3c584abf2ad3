/** `/api/live/donation…` calls: donate, options, pin, views, stop, history and ranking (spec §7). */
import { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireUser } from '../../http'
import {
  creatorQuery,
  donationOidRequest,
  donationRequest,
  listQuery,
  optionsRequest,
  stopRequest,
} from './requests'
import type { LivedonationsService } from './service'

export function livedonationsRoutes(service: LivedonationsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/donation', async (c) => {
    const user = requireUser(c)
    return c.json(await service.donate(user, readBody(c, donationRequest)))
  })

  // Anyone may read a streamer's options: the donation page needs them before paying.
  routes.get('/donation/options', async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.options(creatorOid))
  })

  routes.post('/donation/options', async (c) => {
    const user = requireUser(c)
    return c.json(await service.setOptions(user, readBody(c, optionsRequest)))
  })

  routes.post('/donation/pin', async (c) => {
    const user = requireUser(c)
    return c.json(await service.pin(user, readBody(c, donationOidRequest).donationOid))
  })

  routes.post('/donation/views', async (c) => {
    const user = requireUser(c)
    return c.json(await service.countView(user, readBody(c, donationOidRequest).donationOid))
  })

  routes.post('/donation/stop', async (c) => {
    const user = requireUser(c)
    return c.json(await service.stop(user, readBody(c, stopRequest)))
  })

  routes.get('/donations', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, listQuery)
    return c.json(await service.list(user, query.creatorOid, query.startDate, query.endDate))
  })

  routes.get('/donation/ranking', async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.ranking(creatorOid))
  })

  return routes
}
