/**
 * `POST /api/story-chat/asset?purpose=thumbnail|image` takes the image as the raw request
 * body (no multipart: the browser can report upload progress and nothing is buffered twice)
 * and answers the stored asset; `GET /api/story-chat/asset/{sha256}` serves it for a year,
 * immutable: a hash names exactly one content.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  notFound,
  readQuery,
  requireUser,
  type SessionUser,
} from '../http'
import { ASSET_PURPOSES } from './limits'
import type { AssetsService } from './service'

/** Who may upload: the story-chat writers (the stories area decides). */
export interface WriterCheck {
  requireWriter(user: SessionUser): Promise<void>
}

const uploadQuery = z.object({ purpose: z.enum(ASSET_PURPOSES) })
const SHA256 = /^[0-9a-f]{64}$/

export function assetRoutes(service: AssetsService, writers: WriterCheck): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/asset', async (c) => {
    const user = requireUser(c)
    await writers.requireWriter(user)
    const { purpose } = readQuery(c, uploadQuery)
    const type = c.req.header('content-type') ?? ''
    if (type.includes('multipart/') || type.includes('application/json')) {
      throw badRequest('IMAGE_BODY_EXPECTED', 'Send the image bytes as the request body.')
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json(await service.saveAsset(user.oid, purpose, bytes), 201)
  })

  routes.get('/asset/:sha256', async (c) => {
    const sha256 = c.req.param('sha256')
    if (!SHA256.test(sha256)) throw notFound('Asset not found', 'ASSET_NOT_FOUND')
    const etag = `"${sha256}"`
    const cacheHeaders = {
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
    }
    const ifNoneMatch = c.req.header('if-none-match') ?? ''
    if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, cacheHeaders)
    }
    const asset = await service.readAsset(sha256)
    if (!asset) throw notFound('Asset not found', 'ASSET_NOT_FOUND')
    // pg gives a Buffer, PGlite a Uint8Array: both are views on a plain ArrayBuffer.
    return c.body(asset.bytes as Uint8Array<ArrayBuffer>, 200, {
      ...cacheHeaders,
      'Content-Type': asset.contentType,
      'Content-Length': String(asset.bytes.length),
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return routes
}
