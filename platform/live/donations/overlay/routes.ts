/** `/api/live/overlay/…` (the streamer's alert overlay) and `POST /api/live/test/donation`. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, notFound, readBody, readQuery, requireUser } from '../../../http'
import { TTS_ERRORS } from '../tts/errors'
import {
  alertSettingsRequest,
  OVERLAY_LIMITS,
  overlayCredentials,
  overlayUrlRequest,
  overlayViewsRequest,
  testDonationRequest,
} from './contract'
import type { OverlayService } from './service'

const creatorQuery = z.object({
  creatorOid: z.string().regex(/^[0-9a-f]{24}$/, 'creatorOid is required'),
})

export function overlayRoutes(overlay: OverlayService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/overlay/url', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, overlayUrlRequest)
    return c.json(await overlay.url(user, body.creatorOid, body.regenerate))
  })
  routes.get('/overlay/settings', async (c) => {
    const user = requireUser(c)
    return c.json(await overlay.settings(user, readQuery(c, creatorQuery).creatorOid))
  })
  routes.post('/overlay/settings', async (c) => {
    const user = requireUser(c)
    return c.json(await overlay.saveSettings(user, readBody(c, alertSettingsRequest)))
  })
  // The image's bytes as the body; its type is read from them, not from the header.
  routes.post('/overlay/alert-image', async (c) => {
    const user = requireUser(c)
    const { creatorOid } = readQuery(c, creatorQuery)
    const declared = Number(c.req.header('content-length') ?? 0)
    if (declared > OVERLAY_LIMITS.imageBytesMax) throw TTS_ERRORS.imageTooLarge()
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json(await overlay.uploadImage(user, creatorOid, bytes))
  })
  routes.get('/overlay/alert-image/:creatorOid/:name', async (c) => {
    const found = await overlay.image(c.req.param('creatorOid'), c.req.param('name'))
    if (!found) throw notFound('The image was not found.', 'LIVEDONATION_ALERT_IMAGE_NOT_FOUND')
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    return c.body(new Uint8Array(found.bytes), 200, { 'Content-Type': found.type })
  })
  routes.get('/overlay/session', async (c) => {
    return c.json(await overlay.session(readQuery(c, overlayCredentials)))
  })
  routes.post('/overlay/views', async (c) => {
    return c.json(await overlay.countView(readBody(c, overlayViewsRequest)))
  })
  routes.post('/test/donation', async (c) => {
    const user = requireUser(c)
    return c.json(await overlay.testDonation(user, readBody(c, testDonationRequest)))
  })
  return routes
}
