/**
 * Playback addresses: media elements cannot send an Authorization header, so an entitled
 * viewer gets addresses signed for one content until an expiry,
 * `/api/content/media/{contentOid}/{expires}/{signature}/{key}`. The signature covers the
 * content and the expiry only, so the relative renditions and segments an HLS playlist
 * names resolve under the same signed prefix and stay valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { type AppEnv, AppError, type Clock, notFound } from '../../http'
import type { ContentRow } from './access'
import type { MediaAssets } from './tables'

/** How long a playback address lives: a long film with pauses, not a shareable link. */
export const MEDIA_URL_SECONDS = 4 * 60 * 60
export const MEDIA_BASE = '/api/content/media'

/** The object store, as playback reads it (the uploads area's). */
export interface ContentMediaPort {
  /** The server's secret. */
  secret: string
  /** The store key behind a recorded media address, or null for an address outside the store. */
  keyOf(address: string): string | null
  read(
    key: string,
    range?: { start: number; end?: number },
  ): Promise<{
    body: Readable
    size: number
    length: number
    etag: string | null
    range: { start: number; end: number } | null
  } | null>
}

export const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  m4a: 'audio/mp4',
  webm: 'audio/webm',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
}

export function createMediaSigner(secret: string) {
  const digest = (contentOid: string, expires: number) =>
    createHmac('sha256', `content-media:${secret}`)
      .update(`${contentOid}\n${expires}`)
      .digest('base64url')
  return {
    address(contentOid: string, key: string, expires: number) {
      return `${MEDIA_BASE}/${contentOid}/${expires}/${digest(contentOid, expires)}/${key}`
    },
    verify(contentOid: string, expires: number, signature: string, nowSeconds: number) {
      if (!Number.isSafeInteger(expires) || expires < nowSeconds) return false
      const expected = Buffer.from(digest(contentOid, expires))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

/**
 * Store keys a content may play: what its media record names, when it is the creator's own
 * upload or the encoder's output for this content (a creator cannot point at another user's file).
 */
export function mayPlay(port: ContentMediaPort, row: ContentRow, key: string): boolean {
  if (key.startsWith(`encoded/${row.oid}/`)) return true
  const own = (recorded: string) =>
    recorded.startsWith(`public/${row.creator_oid}/`) ||
    recorded.startsWith(`private/${row.creator_oid}/`)
  return recordedAddresses(row.media_assets).some((address) => {
    const recorded = port.keyOf(address)
    return recorded === key && own(recorded)
  })
}

function recordedAddresses(assets: MediaAssets): string[] {
  return [
    ...(assets.sources ?? []),
    ...(assets.renditions ?? []).map((rendition) => rendition.address),
    ...(assets.poster ? [assets.poster] : []),
    ...Object.values(assets.subtitles ?? {}).filter((value): value is string => !!value),
    ...(assets.download ? [assets.download] : []),
  ]
}

/** The viewer's playback address of a recorded one, or the address as it is when not in the store. */
export function playbackAddresses(port: ContentMediaPort, clock: Clock) {
  const signer = createMediaSigner(port.secret)
  return (contentOid: string) => {
    // One expiry per view, rounded to the minute so a page's addresses share it.
    const expires = Math.floor(clock.now().getTime() / 60_000) * 60 + MEDIA_URL_SECONDS
    return (address: string) => {
      const key = port.keyOf(address)
      return key ? signer.address(contentOid, key, expires) : address
    }
  }
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

/** GET /content/media/{contentOid}/{expires}/{signature}/{key…}: one object of a content's media. */
export function mediaRoutes(deps: {
  port: ContentMediaPort
  clock: Clock
  findRow(contentOid: string): Promise<ContentRow | null>
}) {
  const signer = createMediaSigner(deps.port.secret)
  const routes = new Hono<AppEnv>()
  routes.get('/media/:contentOid/:expires/:signature/*', async (c) => {
    const contentOid = c.req.param('contentOid')
    const expires = Number(c.req.param('expires'))
    const prefix = `/media/${contentOid}/${c.req.param('expires')}/${c.req.param('signature')}/`
    const path = new URL(c.req.url).pathname
    const at = path.indexOf(prefix)
    const key = at < 0 ? '' : decodeURIComponent(path.slice(at + prefix.length))
    const now = Math.floor(deps.clock.now().getTime() / 1000)
    if (
      !/^[0-9a-f]{24}$/.test(contentOid) ||
      !/^\d{1,12}$/.test(c.req.param('expires')) ||
      !signer.verify(contentOid, expires, c.req.param('signature'), now)
    ) {
      throw new AppError({
        status: 403,
        code: 'SIGNATURE_INVALID',
        message: 'The address is invalid or has expired.',
      })
    }
    const row = await deps.findRow(contentOid)
    if (!row || row.status === 'deleted' || !KEY.test(key) || !mayPlay(deps.port, row, key)) {
      throw notFound('Media not found', 'MEDIA_NOT_FOUND')
    }
    const range = parseRange(c.req.header('range'))
    if (range === 'invalid') {
      return c.body(null, 416)
    }
    const object = await deps.port.read(key, range ?? undefined)
    if (!object) throw notFound('Media not found', 'MEDIA_NOT_FOUND')
    if (range && object.range === null && object.size > 0 && range.start >= object.size) {
      object.body.destroy()
      c.header('Content-Range', `bytes */${object.size}`)
      return c.body(null, 416)
    }
    const extension = /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1]?.toLowerCase() ?? ''
    c.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    c.header('Content-Length', String(object.length))
    c.header('Accept-Ranges', 'bytes')
    // The address is the viewer's own and expires: private caches only.
    c.header('Cache-Control', `private, max-age=${Math.max(0, Math.min(3600, expires - now))}`)
    c.header('X-Content-Type-Options', 'nosniff')
    if (object.etag) c.header('ETag', `"${object.etag}"`)
    if (object.range) {
      c.header('Content-Range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
    }
    return c.body(toWeb(object.body), object.range ? 206 : 200)
  })
  return routes
}

function parseRange(
  header: string | undefined,
): { start: number; end?: number } | null | 'invalid' {
  if (!header) return null
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid'
  // A suffix range (last N bytes) is rare for players; the whole object answers it.
  if (match[1] === '') return null
  const start = Number(match[1])
  const end = match[2] === '' ? undefined : Number(match[2])
  if (end !== undefined && end < start) return 'invalid'
  return end === undefined ? { start } : { start, end }
}

function toWeb(body: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(body) as ReadableStream<Uint8Array>
}
