/**
 * File contents under `/api/content`: the spec's calls (document 1 §7, "Community and file
 * content"), the purchase and coupon calls that open a paid file, the signed file address,
 * and the admins' recommended files (`/admin/file-recommendations…`).
 */
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  noteAdminChange,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { FILE_ERRORS } from './errors'
import { editSchema, oid, orderSchema, pinSchema, searchSchema, writeSchema } from './requests'
import { contentDisposition, contentTypeOf } from './rules'
import type { FilesService } from './service'

const writeLimit = rateLimit({ name: 'content.file-write', limit: 30, windowMs: 60_000 })
const openLimit = rateLimit({ name: 'content.file-open', limit: 60, windowMs: 60_000 })

const idParam = (value: string) => {
  if (!/^[0-9a-f]{24}$/.test(value)) throw FILE_ERRORS.notFound()
  return value
}

export function filesRoutes(service: FilesService) {
  const app = new Hono<AppEnv>()
  app.get('/file-contents', async (c) => {
    const query = readQuery(c, z.object({ creatorOid: oid, before: oid.optional() }))
    return c.json(await service.list(c.get('auth').user, query))
  })
  app.get('/file-contents/recommended', async (c) =>
    c.json({ files: await service.recommended(c.get('auth').user) }),
  )
  app.post('/file-content/write', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json({ file: await service.write(user, readBody(c, writeSchema)) })
  })
  app.post('/file-content/edit', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json({ file: await service.edit(user, readBody(c, editSchema)) })
  })
  app.post('/file-content', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json({ file: await service.pin(user, readBody(c, pinSchema)) })
  })
  app.delete('/file-content', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.remove(user, readBody(c, z.object({ fileOid: oid })).fileOid))
  })
  app.get('/file-content/comments', async (c) => {
    const query = readQuery(c, z.object({ fileOid: oid }))
    return c.json(await service.comments(c.get('auth').user, query.fileOid))
  })
  addOpenRoutes(app, service)
  addAdminRoutes(app, service)
  return app
}

function addOpenRoutes(app: Hono<AppEnv>, service: FilesService) {
  app.get('/file-content/:id/download', async (c) => {
    const user = requireUser(c)
    return c.json(await service.download(user, idParam(c.req.param('id'))))
  })
  app.post('/file-content/:id/purchase', openLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.buy(user, idParam(c.req.param('id'))))
  })
  app.post('/file-content/:id/coupon', openLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, z.object({ itemOid: oid }))
    return c.json(
      await service.openWithCoupon(user, {
        fileOid: idParam(c.req.param('id')),
        itemOid: body.itemOid,
      }),
    )
  })
  // The signed address: no session needed, the signature names the file and the viewer.
  app.get('/file-content/:id/file/:userOid', async (c) => {
    const query = readQuery(
      c,
      z.object({
        expires: z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
        signature: z.string().max(100),
      }),
    )
    const { row, object } = await service.openSigned({
      fileOid: idParam(c.req.param('id')),
      userOid: c.req.param('userOid'),
      expires: query.expires,
      signature: query.signature,
    })
    c.header('Content-Type', contentTypeOf(row.kind))
    c.header('Content-Length', String(object.length))
    c.header('Content-Disposition', contentDisposition(row.file_name))
    c.header('Cache-Control', 'private, no-store')
    return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, 200)
  })
}

function addAdminRoutes(app: Hono<AppEnv>, service: FilesService) {
  app.get('/admin/file-recommendations', async (c) => {
    requireAdmin(c)
    return c.json({ recommendations: await service.recommendations() })
  })
  app.get('/admin/file-recommendations/search', async (c) => {
    requireAdmin(c)
    return c.json({ files: await service.searchForAdmin(readQuery(c, searchSchema).q) })
  })
  app.post('/admin/file-recommendations', async (c) => {
    const admin = requireAdmin(c)
    const { fileOid } = readBody(c, z.object({ fileOid: oid }))
    const recommendations = await service.recommend(admin, fileOid)
    noteAdminChange(c, {
      action: 'file-recommendation.add',
      target: { kind: 'file-content', oid: fileOid },
      before: null,
      after: recommendations.find((item) => item.fileOid === fileOid) ?? null,
    })
    return c.json({ recommendations })
  })
  app.post('/admin/file-recommendations/order', async (c) => {
    requireAdmin(c)
    const { fileOids } = readBody(c, orderSchema)
    const before = (await service.recommendations()).map((item) => item.fileOid)
    const recommendations = await service.orderRecommendations(fileOids)
    noteAdminChange(c, {
      action: 'file-recommendation.order',
      before: { fileOids: before },
      after: { fileOids },
    })
    return c.json({ recommendations })
  })
  app.delete('/admin/file-recommendations', async (c) => {
    requireAdmin(c)
    const { fileOid } = readBody(c, z.object({ fileOid: oid }))
    const recommendations = await service.unrecommend(fileOid)
    noteAdminChange(c, {
      action: 'file-recommendation.remove',
      target: { kind: 'file-content', oid: fileOid },
      before: { fileOid },
      after: null,
    })
    return c.json({ recommendations })
  })
}
