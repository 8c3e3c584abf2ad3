/** The stream service's admin routes under `/stream` (admins only: the stored role). */
import { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireAdmin } from '../../../http'
import { creatorRequest, streamIdParam, streamsQuery, whitelistRequest } from './contract'
import { STREAMS_ERRORS } from './errors'
import type { StreamsService } from './service'

function pathOid(value: string | undefined, refuse: () => Error): string {
  const parsed = streamIdParam.safeParse(value)
  if (!parsed.success) throw refuse()
  return parsed.data
}

export function streamsRoutes(streams: StreamsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/streams', async (c) => {
    requireAdmin(c)
    return c.json(await streams.streams(readQuery(c, streamsQuery)))
  })
  routes.get('/streamers', async (c) => {
    requireAdmin(c)
    return c.json(await streams.streamers())
  })
  routes.post('/start', async (c) => {
    requireAdmin(c)
    return c.json(await streams.start(readBody(c, creatorRequest).creatorOid))
  })
  routes.post('/:id/stop', async (c) => {
    requireAdmin(c)
    return c.json(await streams.stop(pathOid(c.req.param('id'), STREAMS_ERRORS.streamNotFound)))
  })
  routes.post('/streamer/add', async (c) => {
    requireAdmin(c)
    return c.json(await streams.addStreamer(readBody(c, creatorRequest).creatorOid))
  })
  routes.delete('/streamer/:id', async (c) => {
    requireAdmin(c)
    return c.json(
      await streams.removeStreamer(pathOid(c.req.param('id'), STREAMS_ERRORS.userNotFound)),
    )
  })
  routes.post('/whitelist/decrypt', async (c) => {
    requireAdmin(c)
    return c.json(streams.decryptWhitelist(readBody(c, whitelistRequest).whitelist))
  })
  return routes
}
