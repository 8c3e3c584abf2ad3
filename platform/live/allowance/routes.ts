/**
 * `GET /live/allowance` (the studio's remaining broadcast time), `GET /live/home` (the home
 * page's live list), `POST /live/thumbnail` (a custom thumbnail, the image as the raw body)
 * and `GET /live/thumbnail/{sha256}`; the play answer gains the viewer's highest quality.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, badRequest, notFound, readQuery, requireUser } from '../../http'
import { creatorQuery } from '../contract'
import type { AllowanceService } from './service'

const SHA256 = /^[0-9a-f]{64}$/
const homeQuery = z.object({ tag: z.string().max(60).optional() })

/**
 * Registered before play's handler: its answer gains `maxQuality`, `qualityRule` and the
 * `rendition` it plays. A viewer held to 720p plays the 720p rendition (FLV and HLS) while
 * one is encoded; a new stream's answer waits for that to be decided.
 */
export function mountPlayQuality(
  routes: Hono<AppEnv>,
  service: AllowanceService,
  guestMedia: (creatorOid: string) => Promise<{ flvUrl: string; hlsUrl: string } | null>,
): void {
  routes.use('/play', async (c, next) => {
    await next()
    if (c.res.status !== 200) return
    const played = (await c.res.clone().json()) as { creatorOid?: string; state?: string }
    if (typeof played.creatorOid !== 'string') return
    const quality = await service.quality(c.get('auth').user, played.creatorOid)
    const on = played.state === 'liveOn'
    const guest = on && quality.maxQuality === '720p' ? await guestMedia(played.creatorOid) : null
    const media = guest ? { ...guest, rendition: '720p' } : { rendition: on ? 'source' : null }
    c.res = c.json({ ...played, ...quality, ...media })
  })
}

export function mountAllowanceRoutes(routes: Hono<AppEnv>, service: AllowanceService): void {
  routes.get('/allowance', async (c) => {
    const user = requireUser(c)
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.studioUsage(user, creatorOid))
  })

  routes.get('/home', async (c) => {
    const { tag } = readQuery(c, homeQuery)
    return c.json(await service.home(tag ? { tag } : {}))
  })

  routes.post('/thumbnail', async (c) => {
    const user = requireUser(c)
    const { creatorOid } = readQuery(c, creatorQuery)
    const type = c.req.header('content-type') ?? ''
    if (type.includes('multipart/') || type.includes('application/json')) {
      throw badRequest('LIVE_THUMBNAIL_EMPTY', 'Send the image bytes as the request body.')
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json(await service.uploadThumbnail(user, creatorOid, bytes), 201)
  })

  routes.get('/thumbnail/:sha256', async (c) => {
    const sha256 = c.req.param('sha256')
    if (!SHA256.test(sha256)) throw notFound('Thumbnail not found', 'LIVE_THUMBNAIL_NOT_FOUND')
    const row = await service.readThumbnail(sha256)
    if (!row) throw notFound('Thumbnail not found', 'LIVE_THUMBNAIL_NOT_FOUND')
    // pg gives a Buffer, PGlite a Uint8Array: both are views on a plain ArrayBuffer.
    return c.body(row.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
