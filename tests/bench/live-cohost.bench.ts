/**
 * The live co-host's reach: a viewer's mention → the co-host's first delta at every one of
 * BENCH_VIEWERS (2,000) viewers, through the whole server path (the mention stored and fanned
 * out, heard by the co-host, claimed under the creator's lock with its hold, the prompt
 * assembled by the engine from the demo story, the offline model's first chunk (it waits
 * 25 ms before each), masked and fanned out through LISTEN/NOTIFY to every socket). The floor,
 * in the same run and on the same sockets: the fan-out of the ordinary message (the mention
 * itself) to the same viewers. The viewers run in their own process
 * (support/cohost-viewers.ts). Figures: p50/p99 over the viewers, median over BENCH_TRIALS
 * mentions. Knob: BENCH_ENGINE=postgres (with DATABASE_URL).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket } from 'ws'
import { ipcChild } from './support/processes'

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000)
const TRIALS = Number(process.env.BENCH_TRIALS ?? 10)
const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite'
const now = () => performance.timeOrigin + performance.now()

interface Stats {
  p50: number
  p99: number
  max: number
}

function viewersProcess() {
  const { child, next } = ipcChild('cohost-viewers.ts')
  return {
    started: next('started'),
    async connect(url: string) {
      child.send({ kind: 'connect', url, count: VIEWERS })
      await next('ready')
    },
    async measure(fire: () => void) {
      const done = next<{ message: Stats; delta: Stats }>('done')
      const expecting = next('expecting')
      child.send({ kind: 'expect' })
      await expecting
      fire()
      return done
    },
    async close() {
      child.send({ kind: 'close' })
      await next('closed')
    },
  }
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function main() {
  const viewers = viewersProcess()
  await viewers.started
  // Imported now: the PostgreSQL probe's connect timeout would race the app's module loading.
  await import('../../platform/db/testing')
  const { grantRoles, seedAdmin, signUp } = await import('../support/accounts')
  const { startTestServer } = await import('../support/test-server')
  const { publishDemo } = await import('../support/stories-world')
  // Each trial is 5 s later on the product's clock: past the co-host's 4 s between turns.
  let offset = 0
  const server = await startTestServer({
    engine,
    clock: { now: () => new Date(Date.now() + offset) },
  })
  const host = createServer()
  server.context.live.chat.hub.attach(host)
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  const base = `ws://127.0.0.1:${(host.address() as AddressInfo).port}/api/live/chat`
  const admin = await seedAdmin(server)
  const streamer = await signUp(server)
  const fan = await signUp(server)
  await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
  const { contentOid } = await publishDemo({ server }, streamer)
  const story = await server.context.stories.service.getPublishedStory(contentOid)
  const character = story.compiled.cast[0]?.name ?? ''
  await server.context.wallet.service.grant({
    key: 'bench-cohost-credits',
    userOid: streamer.oid,
    kind: 'credits',
    amount: 100_000,
  })
  const calls: [string, Record<string, unknown>][] = [
    [
      '/live/cohost',
      {
        creatorOid: streamer.oid,
        storyOid: contentOid,
        version: 1,
        characterName: character,
        persona: '',
        triggers: {
          mentions: true,
          donationMin: null,
          missionAccepted: false,
          missionFinished: false,
          roulette: false,
        },
        voice: null,
        monthlyAllowance: 100_000,
        streamCap: 100_000,
      },
    ],
    [
      '/live/studio',
      {
        creatorOid: streamer.oid,
        info: {
          title: 'Bench',
          thumbnail: 'https://cdn.example.com/t.png',
          date: '2026-11-26T20:00:00.000Z',
        },
      },
    ],
  ]
  for (const [path, body] of calls) {
    const answer = await server.api(path, { token: streamer.token, body })
    if (answer.status !== 200) throw new Error(`${path}: ${answer.text}`)
  }
  await server.context.live.service.goLive(streamer.oid, 'nginx')
  const tokenOf = async (token: string | null) =>
    (await server.api('/live/chattoken', { query: { creatorOid: streamer.oid }, token })).json
      .token as string
  await viewers.connect(`${base}?token=${await tokenOf(null)}`)
  const sender = new WebSocket(`${base}?token=${await tokenOf(fan.token)}`)
  await new Promise((resolve) => sender.once('message', resolve))

  const floor: number[][] = [[], []]
  const ours: number[][] = [[], []]
  for (let trial = 0; trial < TRIALS; trial++) {
    offset += 5_000
    const result = await viewers.measure(() =>
      sender.send(JSON.stringify({ kind: 'send', content: `${character}, hi! t=${now()}` })),
    )
    await server.context.live.cohost.runner.idle()
    floor[0]?.push(result.message.p50)
    floor[1]?.push(result.message.p99)
    ours[0]?.push(result.delta.p50)
    ours[1]?.push(result.delta.p99)
  }
  const turns = await server.context.database.db
    .selectFrom('live_cohost_turns')
    .select(['status'])
    .where('creator_oid', '=', streamer.oid)
    .execute()
  sender.close()
  await viewers.close()
  host.close()
  await server.close()

  const [floorP50, floorP99, oursP50, oursP99] = [floor[0], floor[1], ours[0], ours[1]].map(
    (values) => median(values ?? []),
  ) as [number, number, number, number]
  console.log(
    `live co-host (${engine}, ${VIEWERS} viewers, ${TRIALS} mentions, ${turns.filter((turn) => turn.status === 'settled').length} settled turns): mention → first co-host delta at every viewer p50 ${fmt(oursP50)}, p99 ${fmt(oursP99)}; floor (the mention's own fan-out) p50 ${fmt(floorP50)}, p99 ${fmt(floorP99)}; the co-host adds ${fmt(oursP99 - floorP99)} at p99`,
  )
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
