/** The spec's upload calls (document 3): open, report parts, resume, join and hand over. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, readBody, readQuery, requireUser } from '../../http'
import type { UploadsService } from '../service'
import { keyBody, keyField, uploadUrlQuery } from './fields'

export function multipartRoutes(service: UploadsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/url', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, uploadUrlQuery)
    return c.json(await service.requestUpload(user, query))
  })

  routes.post('/multipart/url/done', async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({ key: keyField, url: z.string().max(4096), ETag: z.string().max(80) }),
    )
    return c.json(await service.reportPart(user, body))
  })

  // Not in the spec: which parts the server holds, so a dropped upload resumes (docs/UPLOADS.md).
  routes.get('/multipart/parts', async (c) => {
    const user = requireUser(c)
    const { key } = readQuery(c, keyBody)
    return c.json(await service.uploadedParts(user, key))
  })

  routes.post('/multipart/done', async (c) => {
    const user = requireUser(c)
    const { key } = readBody(c, keyBody)
    return c.json(await service.completeMultipart(user, key))
  })

  routes.post('/uploaddone', async (c) => {
    const user = requireUser(c)
    const { key } = readBody(c, keyBody)
    return c.json(await service.uploadDone(user, key))
  })

  return routes
}
