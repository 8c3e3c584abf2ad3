/**
 * Admin tools over contents, under `/api/content/admin/…`: content data (a search and one
 * content's full record), resending its publish notification, the hashtag index.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  noteAdminChange,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
} from '../../http'
import type { ToolsService } from './service'

const oid = objectIdField()
const search = z.string().trim().max(100, 'Search with at most 100 characters.').optional()
const resendBody = z.object({
  contentOid: oid,
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _.'),
})

export function toolsContentRoutes(service: ToolsService) {
  const app = new Hono<AppEnv>()
  app.get('/admin/content-data', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({ contentOid: oid.optional(), q: search, before: oid.optional() }),
    )
    if (query.contentOid) return c.json(await service.contentData(query.contentOid))
    return c.json(await service.searchContents(query))
  })
  app.post('/admin/resend-notification', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, resendBody)
    const sent = await service.resendNotification({ ...body, adminOid: admin.oid })
    noteAdminChange(
      c,
      sent.replayed
        ? { unchanged: true }
        : {
            action: 'content.resend-notification',
            target: { kind: 'content', oid: body.contentOid },
            before: null,
            after: { notified: sent.notified, requestId: body.requestId },
          },
    )
    return c.json(sent)
  })
  app.get('/admin/hashtags', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object({ q: search, after: z.string().max(200).optional() }))
    return c.json(await service.hashtags(query))
  })
  app.post('/admin/hashtags/refresh', async (c) => {
    requireAdmin(c)
    const refreshed = await service.refreshHashtags()
    const same =
      refreshed.contentsFixed === 0 &&
      refreshed.before.tags === refreshed.after.tags &&
      refreshed.before.uses === refreshed.after.uses
    noteAdminChange(
      c,
      same
        ? { unchanged: true }
        : {
            action: 'content.refresh-hashtags',
            target: { kind: 'hashtags', oid: 'all' },
            before: refreshed.before,
            after: { ...refreshed.after, contentsFixed: refreshed.contentsFixed },
          },
    )
    return c.json(refreshed)
  })
  return app
}
