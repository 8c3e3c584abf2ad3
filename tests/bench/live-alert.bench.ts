/**
 * Live donation alert latency: with 2,000 live chat viewers (BENCH_VIEWERS) on one creator's
 * stream, a funded viewer makes BENCH_ALERTS sequential `POST /live/donation` calls and the
 * streamer's overlay (a live chat socket with the overlay session's guest token, reacting to
 * the `donation` event) times each from the POST's send to the event's receipt. The viewers
 * run in their own process (support/livechat-viewers.ts), the overlay and the donor in
 * another (support/alert-client.ts). The floor, in the same run and to the same clients: a
 * bare `ws` server broadcasting one frame, triggered by a POST to a bare `node:http` handler.
 * Goal (issue #33): alert p99 ≤ 50 ms on loopback. PGlite by default, PostgreSQL when
 * DATABASE_URL is set.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { WebSocketServer } from 'ws'

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000)
const ALERTS = Number(process.env.BENCH_ALERTS ?? 200)
const WARMUP = 10
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite'

interface Figures {
  p50: number
  p99: number
  max: number
}

/** A bench client process spoken to over IPC: `next(kind)` waits for its message of that kind. */
function clientProcess(file: string) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join('tests', 'bench', 'support', file)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  )
  process.once('exit', () => child.kill('SIGTERM'))
  const next = <T>(kind: string) =>
    new Promise<T>((resolve, reject) => {
      const on = (message: { kind: string; message?: string }) => {
        if (message.kind === 'error') {
          child.off('message', on)
          reject(new Error(message.message))
        }
        if (message.kind !== kind) return
        child.off('message', on)
        resolve(message as T)
      }
      child.on('message', on)
    })
  return {
    next,
    send: (message: unknown) => child.send(message as never),
    stop: () => child.kill('SIGTERM'),
  }
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

async function measure(
  name: string,
  viewers: ReturnType<typeof clientProcess>,
  overlay: ReturnType<typeof clientProcess>,
  urls: { viewers: string; overlay: string; post: string },
  token: string | null,
  body: (label: string) => string,
) {
  viewers.send({ kind: 'connect', url: urls.viewers, count: VIEWERS })
  await viewers.next('ready')
  overlay.send({ kind: 'connect', url: urls.overlay })
  await overlay.next('ready')
  const run = async (label: string, count: number) => {
    const done = overlay.next<{ alert: Figures; post: Figures }>('done')
    overlay.send({ kind: 'run', postUrl: urls.post, token, count, body: body(label), label })
    return done
  }
  await run('warm', WARMUP)
  const result = await run('measured', ALERTS)
  overlay.send({ kind: 'close' })
  await overlay.next('closed')
  viewers.send({ kind: 'close' })
  await viewers.next('closed')
  console.log(
    `${name}: ${ALERTS} alerts, ${VIEWERS} viewers + the overlay — alert p50 ${fmt(result.alert.p50)} / p99 ${fmt(result.alert.p99)} (max ${fmt(result.alert.max)}); POST answered p50 ${fmt(result.post.p50)} / p99 ${fmt(result.post.p99)}`,
  )
  return result
}

async function main() {
  console.log(`load average at start: ${load()}`)
  const viewers = clientProcess('livechat-viewers.ts')
  const overlay = clientProcess('alert-client.ts')
  await Promise.all([viewers.next('started'), overlay.next('started')])

  // The floor: one bare node server, its POST handler broadcasting one frame to every socket.
  const bare = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const { donationData } = JSON.parse(String(Buffer.concat(chunks)))
      const frame = JSON.stringify({
        kind: 'event',
        eventName: 'donation',
        data: { content: donationData.content },
      })
      for (const client of wss.clients) client.send(frame)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  const wss = new WebSocketServer({ server: bare })
  wss.on('connection', (socket) => socket.send('{"kind":"welcome"}'))
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const barePort = (bare.address() as AddressInfo).port
  const floor = await measure(
    'bare ws broadcast on a node:http POST (floor)',
    viewers,
    overlay,
    {
      viewers: `ws://127.0.0.1:${barePort}`,
      overlay: `ws://127.0.0.1:${barePort}`,
      post: `http://127.0.0.1:${barePort}/donation`,
    },
    null,
    (label) => JSON.stringify({ donationData: { content: '{content}' }, key: `${label}-{i}` }),
  )
  wss.close()
  bare.close()

  // Taleloom: the real app on its HTTP listener, the live chat hub on a node server beside it.
  await import('../../platform/db/testing')
  const { grantRoles, seedAdmin, signUp } = await import('../support/accounts')
  const { startTestServer } = await import('../support/test-server')
  const server = await startTestServer({ engine })
  const host = createServer()
  server.context.live.chat.hub.attach(host)
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  const chat = `ws://127.0.0.1:${(host.address() as AddressInfo).port}/api/live/chat`
  const admin = await seedAdmin(server)
  const streamer = await signUp(server)
  const donor = await signUp(server)
  await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
  await server.context.wallet.service.grant({
    key: `live-alert-bench-${donor.oid}`,
    userOid: donor.oid,
    kind: 'coins',
    amount: 10 * (ALERTS + WARMUP) * 2,
  })
  const guest = (await server.api('/live/chattoken', { query: { creatorOid: streamer.oid } })).json
    .token as string
  const overlayUrl = await server.api('/live/overlay/url', {
    token: streamer.token,
    body: { creatorOid: streamer.oid },
  })
  const signed = new URL(overlayUrl.json.url, 'http://overlay').searchParams
  const session = await server.api('/live/overlay/session', {
    query: { creatorOid: streamer.oid, sig: signed.get('sig') ?? '', exp: signed.get('exp') ?? '' },
  })
  if (session.status !== 200) throw new Error(`overlay session: ${session.text}`)
  const ours = await measure(
    `Taleloom POST /live/donation → overlay (${engine})`,
    viewers,
    overlay,
    {
      viewers: `${chat}?token=${guest}`,
      overlay: `${chat}?token=${session.json.chatToken.token}`,
      post: `${server.url}/api/live/donation`,
    },
    donor.token,
    (label) =>
      JSON.stringify({
        creatorOid: streamer.oid,
        donationData: { coin: 10, content: '{content}', donationType: 'text' },
        key: `${label}-{i}`,
        isHiddenName: false,
      }),
  )
  host.close()
  await server.close()
  viewers.stop()
  overlay.stop()

  console.log(
    `\nlive alert (${engine}): alert p50 ${fmt(ours.alert.p50)} / p99 ${fmt(ours.alert.p99)} (goal p99 ≤ 50 ms${ours.alert.p99 > 50 ? ', not met' : ''}); floor p50 ${fmt(floor.alert.p50)} / p99 ${fmt(floor.alert.p99)}; POST answered p50 ${fmt(ours.post.p50)} / p99 ${fmt(ours.post.p99)} (floor ${fmt(floor.post.p50)} / ${fmt(floor.post.p99)}); load average at end ${load()}`,
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
