/**
 * `/api/live/…` and `/api/stream/…`: the spec's studio, key, play and list calls, plus the
 * viewer's FLV relay and HLS files of the embedded ingest (designed: docs/live/README.md).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Context, Hono } from 'hono'
import { type AppEnv, notFound, parseInput, readBody, readQuery, requireUser } from '../../http'
import {
  creatorOidField,
  creatorQuery,
  keyVerificationRequest,
  livestreamsQuery,
  playQuery,
  stopRequest,
  streamIdParam,
  studioRequest,
} from '../contract'
import { LIVE_ERRORS } from '../errors'
import { GUEST_FOLDER } from '../ingest/renditions'
import { viewerKeyOf } from '../playback/viewers'
import type { FlvViewer } from '../ports'
import type { LiveService } from './service'

/** A viewer this far behind (bytes queued) is dropped rather than buffered without end. */
const MAX_QUEUED_BYTES = 8 * 1024 * 1024
const HLS_FILE = /^(index\.m3u8|index\d{1,9}\.ts)$/

/** The same viewer through FLV and HLS: their account, else their address. */
const viewerOf = (c: Context<AppEnv>) =>
  viewerKeyOf(c.get('auth').user?.oid ?? null, c.get('common').ip)

export function liveRoutes(service: LiveService): Hono<AppEnv> {
  const ingest = service.ingestControl
  const routes = new Hono<AppEnv>()

  routes.get('/key2', async (c) => c.json(await service.streamKey(requireUser(c))))
  routes.post('/key2', async (c) => c.json(await service.regenerateKey(requireUser(c))))

  // JSON from clients; nginx-rtmp's on_publish / on_publish_done send a form (name, call, key).
  routes.post('/keyverification', async (c) => {
    const type = c.req.header('content-type') ?? ''
    const input = type.includes('application/x-www-form-urlencoded')
      ? formInput(await c.req.parseBody())
      : c.get('body')
    const request = parseInput(keyVerificationRequest, input)
    return c.json(await service.verifyKey(request, 'nginx'))
  })

  routes.get('/stream', async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.stream(creatorOid))
  })

  routes.get('/play', async (c) => {
    const { creatorOid } = readQuery(c, playQuery)
    return c.json(await service.play(creatorOid))
  })

  /** The livestream page guard: a livestreamer by custom URL or oid (designed). */
  routes.get('/creator/:ref', async (c) => {
    const found = await service.resolveCreator(c.req.param('ref').slice(0, 60))
    if (!found) throw LIVE_ERRORS.creatorNotFound()
    return c.json({ creatorOid: found.oid, nickname: found.nickname, customUrl: found.customUrl })
  })

  routes.get('/studio', async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await service.studio(requireUser(c), creatorOid))
  })
  routes.post('/studio', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, studioRequest)
    return c.json(await service.saveStudio(user, body.creatorOid, body.info))
  })

  routes.post('/stop', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, stopRequest)
    return c.json(await service.stop(user, body.creatorOid))
  })

  routes.get('/livestreams', async (c) => {
    const query = readQuery(c, livestreamsQuery)
    return c.json(await service.livestreams(query))
  })

  routes.get('/hashtags', async (c) => c.json(await service.hashtags()))

  /** Quiet (spec §7): any failure, a bad id included, is a null thumbnail. */
  routes.get('/thumbnail', async (c) => {
    const parsed = creatorQuery.safeParse({ creatorOid: c.req.query('creatorOid') })
    if (!parsed.success) return c.json({ creatorOid: null, thumbnailUrl: null })
    const { creatorOid } = parsed.data
    const card = await service.stream(creatorOid).catch(() => ({ stream: null }))
    return c.json({ creatorOid, thumbnailUrl: card.stream?.thumbnailUrl ?? null })
  })

  // The 720p rendition signed-out viewers watch (./renditions.ts), beside the source.
  routes.get(`/flv/:creatorOid/${GUEST_FOLDER}.flv`, (c) =>
    relayFlv(c, c.req.param('creatorOid') ?? '', 'guest'),
  )
  routes.get('/flv/:file', (c) => relayFlv(c, c.req.param('file').replace(/\.flv$/, ''), 'source'))

  async function relayFlv(c: Context<AppEnv>, creatorOid: string, rendition: 'source' | 'guest') {
    if (!creatorOidField.safeParse(creatorOid).success) throw LIVE_ERRORS.creatorNotFound()
    const streamOid = await service.currentStream(creatorOid)
    const relay = ingest()
    if (!streamOid || !relay) throw LIVE_ERRORS.notLive()
    let leave: (() => void) | null = null
    let queued = 0
    // A viewer is an account or an address, not a connection (./viewers/viewer-key.ts); its
    // leaving waits for its joining, so no presence outlives the connection.
    const viewerKey = viewerOf(c)
    let joined: Promise<void> = Promise.resolve()
    const left = () => {
      joined = joined.then(() => service.viewerLeft(streamOid, viewerKey)).catch(() => {})
    }
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          const viewer: FlvViewer = {
            send(bytes) {
              queued = -(controller.desiredSize ?? 0)
              if (queued > MAX_QUEUED_BYTES) return viewer.end()
              controller.enqueue(new Uint8Array(bytes))
            },
            end() {
              if (!leave) return
              leave()
              leave = null
              left()
              controller.close()
            },
          }
          leave = relay.subscribe(creatorOid, viewer, rendition)
          if (!leave) return controller.close()
          joined = service.viewerJoined(streamOid, viewerKey).catch(() => {})
        },
        cancel() {
          if (!leave) return
          leave()
          leave = null
          left()
        },
      },
      // Counted in bytes, so the lag limit above is a byte count.
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    )
    return new Response(body, {
      headers: {
        'Content-Type': 'video/x-flv',
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      },
    })
  }

  // An HLS viewer reloads the playlist every segment: present while they do (./viewers).
  const seen = (c: Context<AppEnv>) => {
    void service.hlsViewerSeen(c.req.param('creatorOid') ?? '', viewerOf(c)).catch(() => {})
  }
  // The guest rendition first: its path would otherwise read as a file named `720`.
  routes.get(`/hls/:creatorOid/${GUEST_FOLDER}/:file`, (c) =>
    serveHls(c, ingest()?.guestFolder(c.req.param('creatorOid')), seen),
  )
  routes.get('/hls/:creatorOid/:file', (c) =>
    serveHls(c, ingest()?.hlsFolder(c.req.param('creatorOid')), seen),
  )

  return routes
}

/** A playlist or segment of a rendition's folder; a gated playlist passes its token on. */
async function serveHls(
  c: Context<AppEnv>,
  folder: string | null | undefined,
  seen: (c: Context<AppEnv>) => void,
) {
  const file = c.req.param('file') ?? ''
  if (!folder || !HLS_FILE.test(file)) throw notFound()
  const bytes = await readFile(join(folder, file)).catch(() => null)
  if (!bytes) throw notFound()
  const playlist = file.endsWith('.m3u8')
  if (playlist) seen(c)
  // A gated stream's segments carry the playlist's entry token (docs/live/README.md "Entry").
  const token = c.req.query('t')
  if (playlist && token) {
    const signed = bytes
      .toString('utf8')
      .replace(/^(index\d{1,9}\.ts)$/gm, `$1?t=${encodeURIComponent(token)}`)
    return c.body(signed, 200, {
      'Content-Type': 'application/vnd.apple.mpegurl',
      'Cache-Control': 'no-store',
    })
  }
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
    'Cache-Control': playlist ? 'no-store' : 'public, max-age=60',
  })
}

/** `GET /stream/{id}/views`. */
export function streamRoutes(service: LiveService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/:id/views', async (c) => {
    const parsed = streamIdParam.safeParse(c.req.param('id'))
    if (!parsed.success) throw LIVE_ERRORS.streamNotFound()
    return c.json(await service.views(parsed.data))
  })
  return routes
}

/** nginx-rtmp's form: the stream name is the creator, `key` comes from the publish URL's query. */
function formInput(form: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return {
    creatorOid: text(form.creatorOid) ?? text(form.name),
    key: text(form.key),
    call: text(form.call) === 'update' ? 'check' : text(form.call),
  }
}
