/** `/live/admin` routes: admins only (the stored role; checkAdmin grants nothing). */
import type { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireAdmin } from '../../http'
import { liveAdminHashtagsRequest, liveAdminQuery, liveAdminRequest } from './contract'
import type { LiveAdminService } from './service'

export function mountAdminRoutes(routes: Hono<AppEnv>, admin: LiveAdminService): void {
  routes.get('/admin', async (c) => {
    requireAdmin(c)
    return c.json(await admin.get(readQuery(c, liveAdminQuery).creatorOid))
  })
  routes.post('/admin', async (c) => {
    const user = requireAdmin(c)
    const body = readBody(c, liveAdminRequest)
    return c.json(await admin.replace(user, body.creatorOid, body.options))
  })
  routes.put('/admin', async (c) => {
    const user = requireAdmin(c)
    const body = readBody(c, liveAdminRequest)
    return c.json(await admin.merge(user, body.creatorOid, body.options))
  })
  routes.delete('/admin', async (c) => {
    requireAdmin(c)
    const body = readBody(c, liveAdminQuery)
    return c.json(await admin.remove(body.creatorOid))
  })
  routes.put('/admin/hashtags', async (c) => {
    requireAdmin(c)
    const body = readBody(c, liveAdminHashtagsRequest)
    return c.json(await admin.hashtags(body.creatorOid, body.hashtags))
  })
}
