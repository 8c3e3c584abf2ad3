/**
 * The embedded RTMP ingest (`npm start`, TALELOOM_RTMP_PORT): OBS or ffmpeg publishes to
 * rtmp://host:port/live/<creatorOid>?key=<stream key>. Every publish waits, its socket
 * paused, for the live service's key verification; a wrong or revoked key is dropped
 * before it becomes the stream's publisher. Viewers play through the HTTP server's FLV
 * relay; with ffmpeg present the stream is also packaged as HLS.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import type { Logger } from 'pino'
import { isObjectId } from '../../db/ids'
import type { FlvViewer, LiveIngestControl } from '../ports'
import type { IngestRecorder } from '../replays/recorder'
import type { LiveService } from '../service'
import { loadNms, type NmsSession } from './nms'

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
  /** Records each stream into a replay (needs ffmpeg; docs/LIVE.md "Replays"). */
  recorder?: IngestRecorder | null
}

export interface EmbeddedIngest extends LiveIngestControl {
  port: number
  /** Publishes verified and running here, by creator. */
  publishing(): string[]
  close(): Promise<void>
}

interface Publish {
  session: NmsSession
  viewers: Set<FlvViewer>
  packager: ChildProcess | null
  hlsFolder: string | null
  streamOid: string | null
}

const APP = 'live'

export async function startEmbeddedIngest(options: EmbeddedIngestOptions): Promise<EmbeddedIngest> {
  const nms = loadNms()
  nms.context.config = { bind: options.host, rtmp: { port: options.port } }
  const { live, logger } = options
  const publishes = new Map<string, Publish>()
  const sockets = new Set<Socket>()
  // The HLS packager plays the stream over RTMP from loopback with this token; nobody else may.
  const relayToken = randomBytes(16).toString('hex')

  const streamPath = (creatorOid: string) => `/${APP}/${creatorOid}`
  // The packager and the recorder play the stream over loopback with the relay token.
  const relaySource = (creatorOid: string) =>
    `rtmp://127.0.0.1:${port}${streamPath(creatorOid)}?relay=${relayToken}`

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
    const publish: Publish = {
      session,
      viewers: new Set(),
      packager: null,
      hlsFolder: null,
      streamOid: null,
    }
    publishes.set(creatorOid, publish)
    session.socket.once('close', () => void ended(creatorOid, publish))
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
    for (const viewer of publish.viewers) viewer.end()
    if (publish.streamOid) options.recorder?.stop(creatorOid, publish.streamOid)
    // The packager still writes until it exits; its folder goes once it has.
    if (publish.packager && publish.packager.exitCode === null) publish.packager.kill('SIGTERM')
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

  function startPackager(creatorOid: string, publish: Publish) {
    const folder = join(options.hlsDir, creatorOid)
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder, { recursive: true })
    const source = relaySource(creatorOid)
    // Copying the codecs: packaging only, no re-encoding, so it costs little CPU.
    const child = spawn(
      options.ffmpeg as string,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        source,
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_list_size',
        '6',
        '-hls_flags',
        'delete_segments+independent_segments',
        join(folder, 'index.m3u8'),
      ],
      { stdio: 'ignore' },
    )
    child.on('error', (error) => logger.warn({ err: error }, 'hls packager failed to start'))
    child.on('close', () => {
      if (publishes.get(creatorOid) !== publish) removeFolder(folder)
    })
    publish.packager = child
    publish.hlsFolder = folder
  }

  function onConnection(socket: Socket) {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    const session = new nms.RtmpSession(socket)
    session.run()
    nms.context.sessions.set(session.id, session)
    const push = session.onPush
    session.rtmp.onPushCallback = () => {
      // Nothing more is read from the publisher until its key is decided.
      socket.pause()
      verifyPublish(session, push).catch((error) => {
        logger.error({ err: error }, 'rtmp publish failed')
        socket.destroy()
      })
    }
    const play = session.onPlay
    session.rtmp.onPlayCallback = () => {
      const loopback = /^(::ffff:)?127\.0\.0\.1$|^::1$/.test(socket.remoteAddress ?? '')
      if (!loopback || session.streamQuery.relay !== relayToken) {
        socket.destroy()
        return
      }
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
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port

  const ingest: EmbeddedIngest = {
    port,
    publishing: () => [...publishes.keys()],
    kick(creatorOid) {
      publishes.get(creatorOid)?.session.socket.destroy()
    },
    hlsReady: (creatorOid) => !!publishes.get(creatorOid)?.hlsFolder,
    hlsFolder: (creatorOid) => publishes.get(creatorOid)?.hlsFolder ?? null,
    subscribe(creatorOid, viewer) {
      const publish = publishes.get(creatorOid)
      const broadcast = nms.context.broadcasts.get(streamPath(creatorOid))
      if (!publish || !broadcast) return null
      const session = {
        id: `relay-${randomBytes(6).toString('hex')}`,
        ip: 'relay',
        protocol: 'flv',
        streamPath: streamPath(creatorOid),
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
