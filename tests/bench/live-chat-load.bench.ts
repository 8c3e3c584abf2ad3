/**
 * Live chat under load (issue #32): 50 chatters (BENCH_CHATTERS) each sending one message a
 * second to 1,000 viewers (BENCH_VIEWERS) for 60 s (BENCH_SECONDS) — 50,000 deliveries a
 * second — through the whole server path (socket → checks, masking and storage → the chat
 * bus → every socket), and in the same run through a bare `ws` server that relays the
 * same chatters' messages to the same clients (the floor). The clients run in their own
 * process (support/livechat-load-clients.ts). Figures: deliveries counted against those
 * due (nothing lost), the fewest a viewer got, delivery p50 / p99, and the server
 * process's event-loop delay p99 while the chat runs (monitorEventLoopDelay).
 * Knobs: BENCH_ENGINE=postgres (with DATABASE_URL), BENCH_BUS=redis (REDIS_URL, default
 * redis://127.0.0.1:6379), BENCH_SKIP_FLOOR=1.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { WebSocketServer } from 'ws'
import { ipcChild } from './support/processes'

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000)
const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const DRAIN_MS = Number(process.env.BENCH_DRAIN_MS ?? 30_000)
const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite'
const bus = process.env.BENCH_BUS === 'redis' ? 'redis' : 'pg-notify'
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

interface Done {
  kind: 'done'
  sent: number
  expected: number
  count: number
  fewest: number
  p50: number
  p99: number
  max: number
  errors: Record<string, number>
  spanMs: number
}

function clientsProcess() {
  const { child, next } = ipcChild('livechat-load-clients.ts')
  return {
    started: next('started'),
    async connect(viewerUrl: string, chatterUrls: string[]) {
      child.send({ kind: 'connect', viewerUrl, viewers: VIEWERS, chatterUrls })
      await next('ready')
    },
    run() {
      const done = next<Done>('done')
      child.send({ kind: 'run', seconds: SECONDS, drainMs: DRAIN_MS })
      return done
    },
    async close() {
      child.send({ kind: 'close' })
      await next('closed')
    },
    stop: () => child.kill('SIGTERM'),
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

async function measure(
  name: string,
  clients: ReturnType<typeof clientsProcess>,
  viewerUrl: string,
  chatterUrls: string[],
) {
  await clients.connect(viewerUrl, chatterUrls)
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const result = await clients.run()
  loop.disable()
  await clients.close()
  const figures = {
    ...result,
    loopP50: loop.percentile(50) / 1e6,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    perSecond: Math.round(result.count / SECONDS),
  }
  const lost = result.expected - result.count
  console.log(
    `${name}: ${result.count.toLocaleString('en')} of ${result.expected.toLocaleString('en')} deliveries (${lost === 0 ? 'nothing lost' : `${lost.toLocaleString('en')} missing`}; fewest a viewer got ${result.fewest} of ${CHATTERS * SECONDS}; ${result.sent} sent; errors ${JSON.stringify(result.errors)}); delivery p50 ${ms(result.p50)} p99 ${ms(result.p99)} max ${ms(result.max)}; loop delay p50 ${ms(figures.loopP50)} p99 ${ms(figures.loopP99)} max ${ms(figures.loopMax)}`,
  )
  return figures
}

async function main() {
  const clients = clientsProcess()
  await clients.started

  // The floor: a bare ws server relaying every chatter's message to every client.
  let floor: Awaited<ReturnType<typeof measure>> | null = null
  if (process.env.BENCH_SKIP_FLOOR !== '1') {
    const bare = createServer()
    const wss = new WebSocketServer({ server: bare })
    let id = 0
    wss.on('connection', (socket) => {
      socket.send('{"kind":"welcome"}')
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { content: string }
        const data = JSON.stringify({ kind: 'message', id: String(++id), content: frame.content })
        for (const client of wss.clients) client.send(data)
      })
    })
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    const url = `ws://127.0.0.1:${(bare.address() as AddressInfo).port}`
    floor = await measure(
      'bare ws relay (floor)',
      clients,
      url,
      Array.from({ length: CHATTERS }, () => url),
    )
    wss.close()
    bare.close()
  }

  // Taleloom: the real app, its hub on a node server, one livestreamer's chat. Imported now:
  // the PostgreSQL probe's 3 s connect timeout would otherwise race the app's module loading
  // (the database helpers first, alone, so the probe is all the loop does then).
  await import('../../platform/db/testing')
  const { grantRoles, seedAdmin, signUp } = await import('../support/accounts')
  const { startTestServer } = await import('../support/test-server')
  const server = await startTestServer({
    engine,
    ...(bus === 'redis' ? { env: { REDIS_URL } } : {}),
  })
  const host = createServer()
  server.context.live.chat.hub.attach(host)
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  const base = `ws://127.0.0.1:${(host.address() as AddressInfo).port}/api/live/chat`
  const admin = await seedAdmin(server)
  const streamer = await signUp(server)
  await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
  const tokenOf = async (token: string | null) =>
    (await server.api('/live/chattoken', { query: { creatorOid: streamer.oid }, token })).json
      .token as string
  const chatterUrls: string[] = []
  for (let i = 0; i < CHATTERS; i++)
    chatterUrls.push(`${base}?token=${await tokenOf((await signUp(server)).token)}`)
  const ours = await measure(
    `Taleloom live chat (${engine}, ${server.context.live.chat.hub.bus})`,
    clients,
    `${base}?token=${await tokenOf(null)}`,
    chatterUrls,
  )
  host.close()
  await server.close()
  clients.stop()

  const lost = ours.expected - ours.count
  console.log(
    `\nlive chat load (${engine}, ${bus}): ${CHATTERS} chatters × 1/s → ${VIEWERS} viewers for ${SECONDS} s: ${lost === 0 ? 'nothing lost' : `${lost.toLocaleString('en')} deliveries lost`} (${ours.perSecond.toLocaleString('en')}/s); loop delay p99 ${ms(ours.loopP99)} (floor ${floor ? ms(floor.loopP99) : '–'}); delivery p99 ${ms(ours.p99)} (floor ${floor ? ms(floor.p99) : '–'})`,
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
