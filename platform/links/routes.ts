/**
 * The spec's platform calls (doc 1 "Platform"): `GET /platform`, `/platform/viewer`,
 * `/platform/livestream/thumbnail`, and for twitter, twitch and youtube `auth`, `set` (the
 * provider's redirect back) and `delete`; `POST /update/multichat` (docs/PLATFORM-LINKS.md).
 */
import { Hono } from 'hono'
import { type AppEnv, parseInput, rateLimit, readBody, readQuery, requireUser } from '../http'
import { redirectUriOf } from './link'
import { authQuery, creatorQuery, multichatRequest, platformParam, setQuery } from './requests'
import type { LinksService } from './service'

// Each start writes a one-time state; a person needs a few, not hundreds.
const authLimit = rateLimit({ name: 'platform.auth', limit: 20, windowMs: 60_000 })
// Anyone may ask for a thumbnail, and each asks the platforms with the creator's token.
const thumbnailLimit = rateLimit({ name: 'platform.thumbnail', limit: 60, windowMs: 60_000 })

export function linksRoutes(service: LinksService, publicUrl: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/platform', async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.list(requireUser(c)))
  })

  routes.get('/platform/viewer', async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.viewers(requireUser(c)))
  })

  routes.get('/platform/livestream/thumbnail', thumbnailLimit, async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.thumbnail(creatorOid))
  })

  routes.get('/platform/:platform/auth', authLimit, async (c) => {
    const user = requireUser(c)
    const platform = parseInput(platformParam, c.req.param('platform'))
    const { returnTo } = readQuery(c, authQuery)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.auth(user, platform, returnTo))
  })

  // The provider sends the browser back here; the one-time state names the user.
  routes.get('/platform/:platform/set', async (c) => {
    const platform = parseInput(platformParam, c.req.param('platform'))
    const query = readQuery(c, setQuery)
    const callback = new URL(redirectUriOf(publicUrl, platform))
    callback.search = new URL(c.req.url).search
    return c.redirect(await service.set(platform, query, callback), 302)
  })

  routes.post('/platform/:platform/delete', async (c) => {
    const user = requireUser(c)
    const platform = parseInput(platformParam, c.req.param('platform'))
    return c.json(await service.remove(user, platform))
  })

  routes.post('/update/multichat', async (c) => {
    const user = requireUser(c)
    const { multichat } = readBody(c, multichatRequest)
    return c.json(await service.setMultichat(user, multichat))
  })

  return routes
}
