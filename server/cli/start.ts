/**
 * `npm start`: build the front ends if needed, open and migrate the database, seed
 * on first run, serve API and web, and shut down cleanly on SIGINT/SIGTERM.
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRecorder, startEmbeddedIngest } from '../../platform/live'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { createServerContext } from '../context'
import { listenHttp } from '../listen'
import { seedDemoMedia } from './demo-media'
import { oneTimeBanner } from './one-time-banner'
import { seedOnFirstRun } from './seed'
import { ensureWebBuild } from './web-build'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const say = (line: string) => process.stdout.write(`${line}\n`)

async function main() {
  const config = loadConfig()
  const webRoot = config.web.build ? await ensureWebBuild(root, say, config.web.dir) : null
  const context = await createServerContext(config, { webRoot })
  say(
    context.database.engine === 'pglite'
      ? `Database: embedded PostgreSQL (PGlite) in ${config.dataDir}`
      : 'Database: PostgreSQL server from DATABASE_URL',
  )
  const oneTime = await seedOnFirstRun(context, say)
  if (context.mailer.transport === 'outbox') {
    say(`Mail: no SMTP_URL set, mails are written to ${config.mail.outboxDir}`)
  }

  const app = createApp(context)
  // Demo audio and video (ffmpeg's test tones and pattern) through the real upload path.
  if (config.demoMedia) {
    await seedDemoMedia(context, app.fetch, say).catch((error) =>
      context.logger.error({ err: error }, 'demo audio and video were not added'),
    )
  } else {
    say('Demo audio and video: off (TALELOOM_DEMO_MEDIA=0).')
  }
  const { server, port } = await listenHttp(app.fetch, { port: config.port, hostname: config.host })
  // Live chat's WebSocket upgrade at /api/live/chat.
  context.live.chat.hub.attach(server)
  // Direct chat's at /api/chat/socket.
  context.directChat.hub.attach(server)
  // Scenario multiplay rooms' at /api/content/scenario-rooms/socket.
  context.content.scenarioRooms.attach(server)
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host
  // The passwords come last, after the demo media's request logs, just above the address.
  for (const line of oneTimeBanner(oneTime)) say(line)
  say(`Taleloom is running at http://${shownHost}:${port}`)
  // Creators stream from OBS to the embedded RTMP ingest; each publish asks key verification.
  const liveSettings = config.live
  // A taken port (another instance on this host) leaves the site serving without live ingest.
  const ingest = liveSettings.rtmp
    ? await startEmbeddedIngest({
        ...liveSettings.rtmp,
        live: context.live.service,
        logger: context.logger,
        ffmpeg: liveSettings.ffmpeg,
        guestRendition: liveSettings.guestRendition,
        // With ffmpeg each stream is recorded into a replay (docs/live/README.md "Replays").
        recorder: liveSettings.ffmpeg
          ? createRecorder({
              ffmpeg: liveSettings.ffmpeg,
              replays: context.live.replays,
              logger: context.logger,
            })
          : null,
        hlsDir: resolve(config.dataDir, 'live-hls'),
      }).catch((error: Error) => {
        say(
          `Live ingest not started (TALELOOM_RTMP_PORT ${liveSettings.rtmp?.port}): ${error.message}`,
        )
        return null
      })
    : null
  if (ingest) {
    const bound = ingest.listening().host
    const ingestHost = ['0.0.0.0', '::'].includes(bound) ? 'localhost' : bound
    say(`Live ingest: rtmp://${ingestHost}:${ingest.port}/live/<creatorOid>?key=<stream key>`)
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    say(`${signal} received: shutting down…`)
    const forced = setTimeout(() => {
      say('Shutdown took too long; exiting.')
      process.exit(1)
    }, 10_000)
    forced.unref()
    server.close()
    await ingest?.close()
    // Open keep-alive and streaming connections would hold close() forever.
    if ('closeAllConnections' in server) server.closeAllConnections()
    await context.close()
    say('Database closed. Bye.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error) => {
  process.stderr.write(
    `Taleloom failed to start: ${error instanceof Error ? error.stack : error}\n`,
  )
  process.exit(1)
})
