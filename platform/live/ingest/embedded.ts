/**
 * The embedded RTMP ingest (`npm start`, TALELOOM_RTMP_PORT): OBS or ffmpeg publishes to
 * rtmp://host:port/live/<creatorOid>?key=<stream key>. Every publish waits, its socket
 * paused, for the live service's key verification; a wrong or revoked key is dropped
 * before it becomes the stream's publisher. Viewers play through the HTTP server's FLV
 * relay; with ffmpeg present the stream is also packaged as HLS, and a picture taller than
 * 720 lines gains a 720p rendition for signed-out viewers (./renditions.ts), published back
 * here from loopback so it has its own FLV relay and HLS (./guest-choice.ts).
 *
 * What a stranger can cost it is bounded: it listens on the host it is given (the server's
 * HOST by default, ../settings.ts), a connection that is not a verified publisher (or our
 * own loopback relay) within `publishDeadlineMs` is dropped, a verified publisher that falls
 * silent is dropped after `PUBLISHER_IDLE_MS`, and one client address holds at most
 * `maxConnectionsPerAddress` connections (further ones are closed at once).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import type { Logger } from 'pino'
import { isObjectId } from '../../db/ids'
import type { FlvViewer, LiveIngestControl, SourceVideo } from '../ports'
import type { IngestRecorder } from '../replays/recorder'
import type { LiveService } from '../studio/service'
import { createGuestChoice, type GuestChoice, type GuestWatches } from './guest-choice'
import { loadNms, type NmsSession } from './nms'
import {
  GUEST_APP,
  GUEST_FOLDER,
  guestArgs,
  needsGuestRendition,
  sourceArgs,
  sourceVideoOf,
} from './renditions'

export interface EmbeddedIngestOptions {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  live: LiveService
  logger: Logger
  /** ffmpeg binary for HLS packaging, or null for FLV only. */
  ffmpeg: string | null
  /** Where HLS segments are written (one folder per creator, removed at liveOff). */
  hlsDir: string
  /** Records each stream into a replay (needs ffmpeg; docs/live/README.md "Replays"). */
  recorder?: IngestRecorder | null
  /** Encodes the 720p rendition for signed-out viewers (needs ffmpeg; default on). */
  guestRendition?: boolean
  /** A connection not publishing (verified) by then is dropped; default 10 s. */
  publishDeadlineMs?: number
  /** Connections one client address may hold at once; default 10. */
  maxConnectionsPerAddress?: number
}

/** A verified publisher that sends nothing for this long is gone (OBS sends many packets a second). */
const PUBLISHER_IDLE_MS = 30_000
const DEFAULT_PUBLISH_DEADLINE_MS = 10_000
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 10
/** OBS and ffmpeg send the picture's size at once; without it by then, guests get the source. */
const METADATA_WAIT_MS = 5_000

/** One client address: an IPv4-mapped IPv6 address counts as its IPv4. */
const clientAddress = (socket: Socket) =>
  (socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

export interface EmbeddedIngest extends LiveIngestControl {
  port: number
  /** The host and port it is bound to. */
  listening(): { host: string; port: number }
  /** Publishes verified and running here, by creator. */
  publishing(): string[]
  /** Client connections open now (our own relays apart). */
  connections(): number
  /** What signed-out viewers of the creator's publish here watch, once decided. */
  guestChoice(creatorOid: string): Promise<GuestWatches | null>
  close(): Promise<void>
}

interface Publish {
  session: NmsSession
  viewers: Set<FlvViewer>
  /** The HLS packager and the guest encoder, while they run. */
  children: Set<ChildProcess>
  hlsFolder: string | null
  guestFolder: string | null
  /** Its first playlist is written (checked until it is; the gate asks on every request). */
  guestReady: boolean
  /** The guest encoder's publish back into the ingest, while it runs. */
  guestSession: NmsSession | null
  guest: GuestChoice
  source: SourceVideo | null
  streamOid: string | null
}

const APP = 'live'

export async function startEmbeddedIngest(options: EmbeddedIngestOptions): Promise<EmbeddedIngest> {
  const nms = loadNms()
  nms.context.config = { bind: options.host, rtmp: { port: options.port } }
  const { live, logger } = options
  const publishes = new Map<string, Publish>()
  const sockets = new Set<Socket>()
  /** Open connections by client address, our own relays apart (they leave it once they play). */
  const perAddress = new Map<string, number>()
  const deadlineMs = options.publishDeadlineMs ?? DEFAULT_PUBLISH_DEADLINE_MS
  const maxPerAddress = options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS
  /** A connection's deadline and its place in its address's count, until it is admitted. */
  const admissions = new WeakMap<Socket, { publishing(): void; relaying(): void }>()
  // The HLS packager plays the stream over RTMP from loopback with this token; nobody else may.
  const relayToken = randomBytes(16).toString('hex')

  const streamPath = (creatorOid: string) => `/${APP}/${creatorOid}`
  const guestPath = (creatorOid: string) => `/${GUEST_APP}/${creatorOid}`
  // The packager and the recorder play the stream over loopback with the relay token; the
  // guest encoder publishes its rendition back the same way.
  const relaySource = (creatorOid: string) =>
    `rtmp://127.0.0.1:${port}${streamPath(creatorOid)}?relay=${relayToken}`
  const guestRelay = (creatorOid: string) =>
    `rtmp://127.0.0.1:${port}${guestPath(creatorOid)}?relay=${relayToken}`
  const isOurRelay = (session: NmsSession) =>
    /^(::ffff:)?127\.0\.0\.1$|^::1$/.test(session.socket.remoteAddress ?? '') &&
    session.streamQuery.relay === relayToken

  function refuse(session: NmsSession, reason: string) {
    logger.info({ creatorOid: session.streamName, reason }, 'rtmp publish refused')
    session.socket.destroy()
  }

  async function verifyPublish(session: NmsSession, accept: () => void) {
    const creatorOid = session.streamName
    const key = session.streamQuery.key
    if (session.streamApp !== APP || !isObjectId(creatorOid) || typeof key !== 'string') {
      return refuse(session, 'bad stream path')
    }
    try {
      await live.verifyKey({ creatorOid, key, call: 'check' }, 'embedded')
    } catch {
      return refuse(session, 'stream key refused')
    }
    if (session.socket.destroyed) return
    accept()
    if (!session.isPublisher) return refuse(session, 'stream already has a publisher')
    admissions.get(session.socket)?.publishing()
    const publish: Publish = {
      session,
      viewers: new Set(),
      children: new Set(),
      hlsFolder: null,
      guestFolder: null,
      guestReady: false,
      guestSession: null,
      guest: createGuestChoice(),
      source: null,
      streamOid: null,
    }
    publishes.set(creatorOid, publish)
    session.socket.once('close', () => void ended(creatorOid, publish))
    if (!options.ffmpeg || options.guestRendition === false) publish.guest.settle('source')
    else {
      const noMetadata = setTimeout(() => {
        if (!publish.guest.current() && !publish.source) publish.guest.settle('source')
      }, METADATA_WAIT_MS)
      noMetadata.unref()
      session.socket.once('close', () => clearTimeout(noMetadata))
    }
    try {
      publish.streamOid = await live.goLive(creatorOid, 'embedded')
    } catch (error) {
      logger.error({ err: error, creatorOid }, 'liveOn failed; publish dropped')
      return session.socket.destroy()
    }
    if (options.ffmpeg) startPackager(creatorOid, publish)
    if (options.recorder && publish.streamOid)
      options.recorder.start(creatorOid, publish.streamOid, relaySource(creatorOid))
    session.socket.resume()
  }

  async function ended(creatorOid: string, publish: Publish) {
    if (publishes.get(creatorOid) !== publish) return
    publishes.delete(creatorOid)
    publish.guest.settle('source')
    for (const viewer of publish.viewers) viewer.end()
    if (publish.streamOid) options.recorder?.stop(creatorOid, publish.streamOid)
    // The encoders still write until they exit; the folder goes once the last has.
    if (publish.children.size > 0) for (const child of publish.children) child.kill('SIGTERM')
    else if (publish.hlsFolder) removeFolder(publish.hlsFolder)
    await live
      .goOffline(creatorOid)
      .catch((error) => logger.error({ err: error }, 'liveOff failed'))
  }

  function removeFolder(folder: string) {
    try {
      rmSync(folder, { recursive: true, force: true })
    } catch (error) {
      logger.warn({ err: error, folder }, 'hls folder not removed')
    }
  }

  function spawnEncoder(
    creatorOid: string,
    publish: Publish,
    args: string[],
    onClose: () => void = () => {},
  ) {
    const child = spawn(options.ffmpeg as string, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-1000)
    })
    child.on('error', (error) => logger.warn({ err: error }, 'hls encoder failed to start'))
    child.on('close', (code) => {
      publish.children.delete(child)
      onClose()
      const gone = publishes.get(creatorOid) !== publish
      // ffmpeg ends with 255 when the stream's end stops it; earlier is a failure.
      if (!gone) logger.warn({ creatorOid, code, stderr }, 'hls encoder stopped')
      if (gone && publish.children.size === 0 && publish.hlsFolder) removeFolder(publish.hlsFolder)
    })
    publish.children.add(child)
  }

  function startPackager(creatorOid: string, publish: Publish) {
    // A folder per publish: the last one's encoders may still be exiting, then removing theirs.
    const folder = join(options.hlsDir, `${creatorOid}-${randomBytes(4).toString('hex')}`)
    mkdirSync(folder, { recursive: true })
    publish.hlsFolder = folder
    spawnEncoder(creatorOid, publish, sourceArgs(relaySource(creatorOid), folder))
  }

  /** The publisher's metadata arrived: a picture above 720 lines gains the guest rendition. */
  function sourceKnown(creatorOid: string, publish: Publish, source: SourceVideo) {
    publish.source = source
    if (publish.guest.current()) return
    if (!publish.hlsFolder || !needsGuestRendition(source)) return publish.guest.settle('source')
    // An encoder that stops before it publishes leaves guests on the source.
    spawnEncoder(
      creatorOid,
      publish,
      guestArgs(relaySource(creatorOid), guestRelay(creatorOid)),
      () => {
        if (!publish.guestSession && publish.guest.current() !== 'rendition') {
          publish.guest.settle('source')
        }
      },
    )
  }

  /** The guest encoder publishes its rendition: guests watch it over FLV, and as HLS. */
  function guestPublished(session: NmsSession, accept: () => void) {
    const creatorOid = session.streamName
    const publish = publishes.get(creatorOid)
    if (!isOurRelay(session) || !publish?.hlsFolder || publish.guestSession) {
      return refuse(session, 'not our guest encoder')
    }
    accept()
    if (!session.isPublisher) return refuse(session, 'guest rendition already published')
    admissions.get(session.socket)?.relaying()
    publish.guestSession = session
    const folder = join(publish.hlsFolder, GUEST_FOLDER)
    mkdirSync(folder, { recursive: true })
    publish.guestFolder = folder
    publish.guest.settle('rendition')
    session.socket.once('close', () => {
      if (publish.guestSession !== session) return
      publish.guestSession = null
      publish.guestFolder = null
      publish.guestReady = false
      if (publishes.get(creatorOid) === publish) publish.guest.settle('source')
    })
    spawnEncoder(creatorOid, publish, sourceArgs(guestRelay(creatorOid), folder))
    session.socket.resume()
  }

  /**
   * Counts the connection against its address (refused past the cap) and arms its deadline;
   * false when it is refused. A verified publisher keeps its place and gets an idle limit
   * instead; our own relay leaves the count.
   */
  function admit(socket: Socket): boolean {
    const address = clientAddress(socket)
    const open = perAddress.get(address) ?? 0
    if (open >= maxPerAddress) {
      logger.warn({ address, open }, 'rtmp connection refused: too many from this address')
      socket.destroy()
      return false
    }
    perAddress.set(address, open + 1)
    let counted = true
    const release = () => {
      if (!counted) return
      counted = false
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    }
    const deadline = setTimeout(() => {
      logger.info({ address }, 'rtmp connection dropped: no publish before the deadline')
      socket.destroy()
    }, deadlineMs)
    deadline.unref()
    socket.once('close', () => {
      clearTimeout(deadline)
      release()
    })
    admissions.set(socket, {
      publishing() {
        clearTimeout(deadline)
        socket.setTimeout(PUBLISHER_IDLE_MS, () => {
          logger.info({ address }, 'rtmp publisher dropped: silent')
          socket.destroy()
        })
      },
      relaying() {
        clearTimeout(deadline)
        release()
      },
    })
    return true
  }

  function onConnection(socket: Socket) {
    // An error on a stranger's socket (a reset) is its close, not the server's failure.
    socket.on('error', () => {})
    if (!admit(socket)) return
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    const session = new nms.RtmpSession(socket)
    session.run()
    nms.context.sessions.set(session.id, session)
    const packet = session.rtmp.onPacketCallback
    session.rtmp.onPacketCallback = (data) => {
      packet(data)
      // Flag 5 is the publisher's metadata (node-media-server's broadcast keeps the size).
      if (data.flags !== 5) return
      const publish = publishes.get(session.streamName)
      const source = sourceVideoOf(session)
      if (publish?.session === session && source && !publish.source) {
        sourceKnown(session.streamName, publish, source)
      }
    }
    const push = session.onPush
    session.rtmp.onPushCallback = () => {
      // Nothing more is read from the publisher until its key is decided.
      socket.pause()
      if (session.streamApp === GUEST_APP) return guestPublished(session, push)
      verifyPublish(session, push).catch((error) => {
        logger.error({ err: error }, 'rtmp publish failed')
        socket.destroy()
      })
    }
    const play = session.onPlay
    session.rtmp.onPlayCallback = () => {
      if (!isOurRelay(session)) {
        socket.destroy()
        return
      }
      admissions.get(socket)?.relaying()
      play()
    }
  }

  const server: Server = createServer(onConnection)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  // The port is ours, so the folder is: clear what a process that stopped unclosed left.
  rmSync(options.hlsDir, { recursive: true, force: true })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port

  const ingest: EmbeddedIngest = {
    port,
    listening: () => ({ host: options.host, port }),
    publishing: () => [...publishes.keys()],
    connections: () => [...perAddress.values()].reduce((sum, open) => sum + open, 0),
    kick(creatorOid) {
      publishes.get(creatorOid)?.session.socket.destroy()
    },
    hlsReady: (creatorOid) => !!publishes.get(creatorOid)?.hlsFolder,
    hlsFolder: (creatorOid) => publishes.get(creatorOid)?.hlsFolder ?? null,
    // Offered once its first playlist is written: a player pointed earlier would find nothing.
    guestFolder(creatorOid) {
      const publish = publishes.get(creatorOid)
      if (!publish?.guestFolder) return null
      publish.guestReady ||= existsSync(join(publish.guestFolder, 'index.m3u8'))
      return publish.guestReady ? publish.guestFolder : null
    },
    sourceVideo: (creatorOid) => publishes.get(creatorOid)?.source ?? null,
    guestWatches: (creatorOid) => publishes.get(creatorOid)?.guest.current() ?? null,
    async guestChoice(creatorOid) {
      const publish = publishes.get(creatorOid)
      return publish ? publish.guest.decided() : null
    },
    subscribe(creatorOid, viewer, rendition = 'source') {
      const publish = publishes.get(creatorOid)
      const path = rendition === 'guest' ? guestPath(creatorOid) : streamPath(creatorOid)
      const broadcast = nms.context.broadcasts.get(path)
      if (!publish || !broadcast) return null
      if (rendition === 'guest' && !publish.guestSession) return null
      const session = {
        id: `relay-${randomBytes(6).toString('hex')}`,
        ip: 'relay',
        protocol: 'flv',
        streamPath: path,
        sendBuffer: (bytes: Buffer) => viewer.send(bytes),
        close: () => viewer.end(),
      }
      broadcast.postPlay(session)
      publish.viewers.add(viewer)
      return () => {
        publish.viewers.delete(viewer)
        broadcast.donePlay(session)
      }
    },
    async close() {
      for (const [creatorOid, publish] of [...publishes]) await ended(creatorOid, publish)
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  live.attachIngest(ingest)
  return ingest
}
