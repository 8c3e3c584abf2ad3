/**
 * Live chat fan-out: one message to 2,000 WebSocket viewers (BENCH_VIEWERS), through the
 * whole server path (socket → masking and storage → NOTIFY → LISTEN → every socket) and,
 * in the same run, through a bare `ws` server that only broadcasts the same frame to the
 * same number of clients (the floor). The viewers run in their own process
 * (support/livechat-viewers.ts). Figures: delivery p99 of single messages (BENCH_SINGLES,
 * one at a time) and throughput of a burst (BENCH_BURST messages sent together), in
 * deliveries per second. Goals (issue #32): p99 ≤ 100 ms; throughput ≥ 0.5× the floor.
 * Knobs: BENCH_ENGINE=postgres (with DATABASE_URL), BENCH_BUS=redis (fan-out through Redis
 * pub/sub at REDIS_URL, default redis://127.0.0.1:6379, instead of LISTEN/NOTIFY).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'
import { ipcChild } from './support/processes'

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000)
const SINGLES = Number(process.env.BENCH_SINGLES ?? 20)
const BURST = Number(process.env.BENCH_BURST ?? 20)
const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite'
const bus = process.env.BENCH_BUS === 'redis' ? 'redis' : 'pg-notify'
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const now = () => performance.timeOrigin + performance.now()

interface Done {
  kind: 'done'
  count: number
  p50: number
  p99: number
  max: number
  firstAt: number
  lastAt: number
}

function viewersProcess() {
  const { child, next } = ipcChild('livechat-viewers.ts')
  return {
    started: next('started'),
    async connect(url: string) {
      child.send({ kind: 'connect', url, count: VIEWERS })
      await next('ready')
    },
    async measure(deliveries: number, fire: () => Promise<void> | void) {
      const done = next<Done>('done')
      child.send({ kind: 'expect', deliveries })
      const startedAt = now()
      await fire()
      const result = await done
      return { ...result, startedAt }
    },
    async close() {
      child.send({ kind: 'close' })
      await next('closed')
    },
    stop: () => child.kill('SIGTERM'),
  }
}

const perSecond = (deliveries: number, ms: number) => Math.round((deliveries / ms) * 1000)
const fmt = (ms: number) => `${ms.toFixed(1)} ms`

async function measurePath(
  name: string,
  viewers: ReturnType<typeof viewersProcess>,
  url: string,
  sendOne: (stamp: string) => void,
) {
  await viewers.connect(url)
  const singles: number[] = []
  for (let i = 0; i < SINGLES; i++) {
    const result = await viewers.measure(VIEWERS, () => sendOne(`single ${i} t=${now()}`))
    singles.push(result.p99)
  }
  singles.sort((a, b) => a - b)
  const burst = await viewers.measure(VIEWERS * BURST, () => {
    for (let i = 0; i < BURST; i++) sendOne(`burst ${i} t=${now()}`)
  })
  const throughput = perSecond(burst.count, burst.lastAt - burst.startedAt)
  await viewers.close()
  const median = singles[Math.floor(singles.length / 2)] ?? 0
  console.log(
    `${name}: one message to ${VIEWERS} viewers — delivery p99 median ${fmt(median)} (worst ${fmt(singles.at(-1) ?? 0)}); burst of ${BURST}: ${throughput.toLocaleString('en')} deliveries/s, burst p99 ${fmt(burst.p99)}`,
  )
  return { p99: median, throughput }
}

async function main() {
  const viewers = viewersProcess()
  await viewers.started

  // The floor: a bare ws server that broadcasts each frame to every client.
  const bare = createServer()
  const wss = new WebSocketServer({ server: bare })
  wss.on('connection', (socket) => socket.send('{"kind":"welcome"}'))
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const bareUrl = `ws://127.0.0.1:${(bare.address() as AddressInfo).port}`
  const floor = await measurePath('bare ws broadcast (floor)', viewers, bareUrl, (text) => {
    const data = JSON.stringify({ kind: 'message', id: '1', content: text })
    for (const client of wss.clients) client.send(data)
  })
  wss.close()
  bare.close()

  // Taleloom: the real app, its hub on a node server, a livestreamer's chat. Imported now:
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
  const guestToken = await tokenOf(null)
  const sender = new WebSocket(`${base}?token=${await tokenOf(streamer.token)}`)
  await new Promise((resolve) => sender.once('message', resolve))
  const ours = await measurePath(
    'Taleloom live chat',
    viewers,
    `${base}?token=${guestToken}`,
    (text) => sender.send(JSON.stringify({ kind: 'send', content: text })),
  )
  sender.close()
  host.close()
  await server.close()
  viewers.stop()

  console.log(
    `\nlive chat (${engine}, ${server.context.live.chat.hub.bus}): p99 ${fmt(ours.p99)} (goal ≤ 100 ms; floor ${fmt(floor.p99)}); throughput ${ours.throughput.toLocaleString('en')}/s = ${(ours.throughput / floor.throughput).toFixed(2)}× the floor's ${floor.throughput.toLocaleString('en')}/s (goal ≥ 0.5×)`,
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
