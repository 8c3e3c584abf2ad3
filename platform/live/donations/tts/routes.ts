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
// The co-host's line answering a donation (docs/live/COHOST.md), by its chat message id.
const cohostUrlQuery = z.object({
  cohostMessageId: z.string().regex(/^\d{1,18}$/, 'cohostMessageId is required'),
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
  /** A co-host message to speak: its chat, text and the co-host's voice (null: none). */
  cohostLine?: CohostLineReader
  /** The chat token set of a stream's chat for an admin (`live-token-set`). */
  liveTokenSet(admin: import('../../../http').SessionUser, livestreamOid: string): Promise<unknown>
}

export type CohostLineReader = (
  messageId: string,
) => Promise<{ creatorOid: string; content: string; voice: string | null } | null>

export function ttsRoutes({ tts, overlay, liveTokenSet, cohostLine }: TtsRouteDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // The donation dialog reads the voices before a viewer signs in, like the options.
  routes.get('/tts/voices', async (c) => {
    readQuery(c, voicesQuery)
    return c.json(await tts.voices(false))
  })

  // The overlay, signed in as nobody, shows its address's query instead of a session.
  const readerOf = async (
    c: Parameters<typeof requireUser>[0],
    query: { sig?: string | undefined },
  ): Promise<SpeechReader> => {
    if (query.sig === undefined) return { user: requireUser(c) }
    const credentials = overlayCredentials.safeParse(query)
    if (!credentials.success) throw TTS_ERRORS.badLink()
    return { overlayCreatorOid: await overlay.verify(credentials.data) }
  }

  routes.get('/tts/url', async (c) => {
    if (c.req.query('cohostMessageId') !== undefined) {
      const query = readQuery(c, cohostUrlQuery)
      const reader = await readerOf(c, query)
      const line = cohostLine ? await cohostLine(query.cohostMessageId) : null
      return c.json(await tts.cohostUrl(reader, query.cohostMessageId, line))
    }
    const query = readQuery(c, urlQuery)
    return c.json(await tts.url(await readerOf(c, query), query.donationOid))
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
