/** `/api/live/tts/…` and `/api/live/admin/tts/…`, `/api/live/admin/live-token-set` (spec §7). */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, readBody, readQuery, requireAdmin, requireUser } from '../../../http'
import { objectIdField } from '../../../http/validate'
import { overlayCredentials } from '../overlay/contract'
import type { OverlayService } from '../overlay/service'
import { voiceIdRequest, voiceRequest, voicesOrderRequest } from './contract'
import { TTS_ERRORS } from './errors'
import type { SpeechReader, TtsService } from './service'

const urlQuery = z.object({
  donationOid: objectIdField('donationOid is required'),
  // The overlay, signed in as nobody, shows its address's query instead of a session.
  creatorOid: z.string().optional(),
  sig: z.string().optional(),
  exp: z.string().optional(),
})
const voicesQuery = z.object({ creatorOid: z.string().max(24).optional() })
const audioQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
})
const tokenSetQuery = z.object({ livestreamOid: objectIdField('livestreamOid is required') })

export interface TtsRouteDeps {
  tts: TtsService
  overlay: OverlayService
  /** The chat token set of a stream's chat for an admin (`live-token-set`). */
  liveTokenSet(admin: import('../../../http').SessionUser, livestreamOid: string): Promise<unknown>
}

export function ttsRoutes({ tts, overlay, liveTokenSet }: TtsRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // The donation dialog reads the voices before a viewer signs in, like the options.
  routes.get('/tts/voices', async (c) => {
    readQuery(c, voicesQuery)
    return c.json(await tts.voices(false))
  })

  routes.get('/tts/url', async (c) => {
    const query = readQuery(c, urlQuery)
    let reader: SpeechReader
    if (query.sig !== undefined) {
      const credentials = overlayCredentials.safeParse(query)
      if (!credentials.success) throw TTS_ERRORS.badLink()
      reader = { overlayCreatorOid: await overlay.verify(credentials.data) }
    } else reader = { user: requireUser(c) }
    return c.json(await tts.url(reader, query.donationOid))
  })

  // The signature is the permission: an <audio> element sends no session.
  routes.get('/tts/audio/:donationOid', async (c) => {
    const { expires, signature } = readQuery(c, audioQuery)
    const found = await tts.audio(c.req.param('donationOid'), expires, signature)
    if (!found) throw TTS_ERRORS.badLink()
    const { readFile } = await import('node:fs/promises')
    c.header('Cache-Control', 'private, max-age=600')
    return c.body(new Uint8Array(await readFile(found.file)), 200, {
      'Content-Type': found.contentType,
    })
  })

  routes.get('/admin/tts/voices', async (c) => {
    requireAdmin(c)
    return c.json(await tts.voices(true))
  })
  routes.post('/admin/tts/voice', async (c) => {
    requireAdmin(c)
    return c.json(await tts.saveVoice(readBody(c, voiceRequest)))
  })
  routes.delete('/admin/tts/voice', async (c) => {
    requireAdmin(c)
    return c.json(await tts.removeVoice(readBody(c, voiceIdRequest).voiceId))
  })
  routes.post('/admin/tts/voices/order', async (c) => {
    requireAdmin(c)
    return c.json(await tts.order(readBody(c, voicesOrderRequest).voicesOrder))
  })
  routes.get('/admin/tts/api/voices', async (c) => {
    requireAdmin(c)
    return c.json(await tts.engineVoices())
  })
  routes.get('/admin/live-token-set', async (c) => {
    const admin = requireAdmin(c)
    return c.json(await liveTokenSet(admin, readQuery(c, tokenSetQuery).livestreamOid))
  })
  return routes
}
