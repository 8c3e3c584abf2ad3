/**
 * Direct chat delivery through the whole server path (REST send → storage → the bus → every
 * member's socket), beside a bare `ws` server in the same run (the floor: the bench process
 * writes the same frame straight to the same clients). The members run in their own process
 * (support/direct-chat-members.ts), each with its own token. Figures: a 1:1 room's delivery
 * p50 (BENCH_PAIRS messages one at a time), and a global room of BENCH_MEMBERS (2,000)
 * members: one message → all, p99 (BENCH_SINGLES, one at a time) and the throughput of a
 * burst (BENCH_BURST messages sent together) ÷ the floor's. Goals (issue #47): 1:1 p50 ≤ 5 ms
 * on loopback; p99 ≤ 100 ms and ≥ 0.5× the floor's throughput. BENCH_ENGINE=postgres (with
 * DATABASE_URL), BENCH_BUS=redis (REDIS_URL) as the live chat's bench.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { ipcChild } from './support/processes'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000)
const PAIRS = Number(process.env.BENCH_PAIRS ?? 50)
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
  firstAt: number
  lastAt: number
}

function membersProcess() {
  const { child, next } = ipcChild('direct-chat-members.ts')
  return {
    started: next('started'),
    async connect(urls: string[], resume: unknown) {
      child.send({ kind: 'connect', urls, resume: JSON.stringify(resume) })
      await next('ready')
    },
    async measure(deliveries: number, fire: () => Promise<unknown> | undefined) {
      const done = next<Done>('done')
      child.send({ kind: 'expect', deliveries })
      const startedAt = now()
      await fire()
      return { ...(await done), startedAt }
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
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

type Send = (text: string) => Promise<unknown> | undefined

/** p50 of one message at a time to one socket, p99 (median of runs) and a burst's rate to all. */
async function measure(members: ReturnType<typeof membersProcess>, count: number, send: Send) {
  const singles: number[] = []
  for (let i = 0; i < SINGLES; i++)
    singles.push((await members.measure(count, () => send(`single ${i} t=${now()}`))).p99)
  const burst = await members.measure(count * BURST, () =>
    Promise.all(Array.from({ length: BURST }, (_, i) => send(`burst ${i} t=${now()}`))),
  )
  return {
    p99: median(singles),
    throughput: perSecond(burst.count, burst.lastAt - burst.startedAt),
  }
}

async function pairP50(members: ReturnType<typeof membersProcess>, send: Send) {
  const runs: number[] = []
  for (let i = 0; i < PAIRS; i++)
    runs.push((await members.measure(1, () => send(`pair ${i} t=${now()}`))).p50)
  return median(runs)
}

async function floorRun(members: ReturnType<typeof membersProcess>) {
  const bare = createServer()
  const wss = new WebSocketServer({ server: bare })
  wss.on('connection', (socket) => socket.send('{"type":"hello"}'))
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const url = `ws://127.0.0.1:${(bare.address() as AddressInfo).port}`
  const broadcast: Send = (text) => {
    const data = JSON.stringify({ type: 'message', message: { text } })
    for (const client of wss.clients) client.send(data)
    return undefined
  }
  await members.connect([url], {})
  const pair = await pairP50(members, broadcast)
  await members.close()
  await members.connect(
    Array.from({ length: MEMBERS }, () => url),
    {},
  )
  const room = await measure(members, MEMBERS, broadcast)
  await members.close()
  wss.close()
  bare.close()
  return { pair, ...room }
}

async function main() {
  const members = membersProcess()
  await members.started
  const floor = await floorRun(members)
  console.log(
    `floor: 1:1 p50 ${fmt(floor.pair)}; ${MEMBERS} clients p99 ${fmt(floor.p99)}, ${floor.throughput.toLocaleString('en')}/s`,
  )

  // Imported now, as the live chat's bench does (the PostgreSQL probe's connect timeout).
  await import('../../platform/db/testing')
  const { newObjectId } = await import('../../platform/db')
  const { signUp } = await import('../support/accounts')
  const { startTestServer } = await import('../support/test-server')
  const server = await startTestServer({
    engine,
    ...(bus === 'redis' ? { env: { REDIS_URL } } : {}),
  })
  const directChat = server.context.directChat
  const host = createServer()
  directChat.hub.attach(host)
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  const base = `ws://127.0.0.1:${(host.address() as AddressInfo).port}/api/chat/socket`
  const urlFor = (oid: string) =>
    `${base}?token=${directChat.service.realtime.socketToken({ oid, nickname: oid, roles: ['user'], language: null, isAdult: true }).token}`
  let sent = 0
  const sender =
    (token: string, roomId: string): Send =>
    (text) => {
      sent += 1
      return server.api(`/chat/rooms/${roomId}/messages`, {
        token,
        body: { text, clientMessageId: `bench-message-${sent}` },
      })
    }

  // 1:1: a fan and a friend; the friend's socket is in the members' process.
  const [fan, friend, poster] = [await signUp(server), await signUp(server), await signUp(server)]
  const pairRoom = (
    await server.api('/chat/rooms', { token: fan.token, body: { partnerOids: [friend.oid] } })
  ).json.room.roomId as string
  await sender(fan.token, pairRoom)('hello')
  await members.connect([urlFor(friend.oid)], {
    type: 'resume',
    checkPoints: [{ roomId: pairRoom, afterId: '0' }],
  })
  const pair = await pairP50(members, sender(fan.token, pairRoom))
  await members.close()
  console.log(`Taleloom 1:1 p50 ${fmt(pair)}`)

  // A global room of MEMBERS members (seeded rows) and one poster.
  const { room } = await directChat.service.createGlobal({
    language: 'en',
    title: 'Bench',
    notice: '',
    memberLimit: 10_000,
  })
  await server.api(`/chat/rooms/${room.roomId}/join`, { method: 'POST', token: poster.token })
  await sender(poster.token, room.roomId)('hello')
  const oids = Array.from({ length: MEMBERS }, () => newObjectId())
  const joinedAt = new Date()
  await server.context.database.db
    .insertInto('direct_chat_members')
    .values(oids.map((user_oid) => ({ room_oid: room.roomId, user_oid, joined_at: joinedAt })))
    .execute()
  await members.connect(oids.map(urlFor), {
    type: 'resume',
    checkPoints: [{ roomId: room.roomId, afterId: '0' }],
  })
  const ours = await measure(members, MEMBERS, sender(poster.token, room.roomId))
  await members.close()
  host.close()
  await server.close()
  members.stop()

  console.log(
    `\ndirect chat (${engine}, ${directChat.hub.bus}): 1:1 delivery p50 ${fmt(pair)} (goal ≤ 5 ms; floor ${fmt(floor.pair)}); global room of ${MEMBERS}, one message → all: p99 ${fmt(ours.p99)} (goal ≤ 100 ms; floor ${fmt(floor.p99)}); burst of ${BURST}: ${ours.throughput.toLocaleString('en')}/s = ${(ours.throughput / floor.throughput).toFixed(2)}× the floor's ${floor.throughput.toLocaleString('en')}/s (goal ≥ 0.5×)`,
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
