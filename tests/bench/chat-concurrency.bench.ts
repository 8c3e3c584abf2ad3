/**
 * Concurrency: N story-chat streams open at the same moment against one server process
 * (the demo story, a paced loopback Gemini-format upstream). For each level it reports
 * the server's event-loop delay (monitorEventLoopDelay, while the streams run), its peak
 * RSS, its CPU time (all its threads) and how busy its event loop was, time to first SSE
 * byte across the crowd, and whether every stream ended with its
 * message-end and the store agrees: one complete reply per stream, charges in
 * chat_messages equal to what left the players' wallets, no hold left open.
 * Goal (issue #5): 5,000 streams, loop delay p99 ≤ 20 ms, RSS ≤ 600 MB, none dropped.
 *
 * The upstream and the clients run in child processes, so the loop delay and RSS are the
 * server's own (a real provider and real browsers are other machines); all share the
 * machine's cores. Levels run smallest first and stop after the first that fails.
 *
 * Before the server, each level runs against the floor (support/relay-floor.ts): a bare
 * relay in its own process, same upstream, same clients, no database and no SDK. Its
 * figures are what this machine allows any server at that level, and the server's are
 * printed beside them as ratios (BENCH_FLOOR=0 skips it).
 * Knobs: BENCH_LEVELS (default 500,1000,2000,5000), BENCH_CHUNKS (500, as the issue says) and
 * BENCH_CHUNK_DELAY_MS (40): a ~20 s reply, BENCH_LEVEL_TIMEOUT_MS (120,000),
 * BENCH_BUDGET_S (400: later levels are skipped past it),
 * BENCH_ENGINE=postgres (with DATABASE_URL), BENCH_PGLITE_MEMORY=1 (PGlite in memory, as the
 * tests run it, instead of on files in a data directory as `npm start` does), BENCH_PGLITE_YIELD=1 (experiment: PGlite yields to
 * the event loop before each statement; with BENCH_PGLITE_YIELD_MS=N only once statements
 * have run N ms in one turn of the loop), BENCH_PROFILE_SQL=1 (PGlite time by statement
 * while the streams run; both need BENCH_PGLITE_THREAD=inline, PGlite on the server's thread
 * instead of its own), BENCH_LIVE_HEAP=1 with `--expose-gc` (the heap that survives a full
 * collection once every stream has started) and BENCH_HEAP_SNAPSHOT=file (a heap snapshot then).
 */
import { fork, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks'
import { writeHeapSnapshot } from 'node:v8'
import { fixtureStories } from '../../platform/stories/demo-stories'
import {
  benchPlayers,
  createRoom,
  loadAverage,
  percentile,
  publishStory,
  startChatBench,
} from './support/chat'
import { sampleMemory } from './support/memory-sampler'
import {
  benchPgliteThread,
  installPgliteYield,
  installSqlProfile,
  pgliteYieldEnabled,
  printSqlProfile,
  profileSqlEnabled,
  resetSqlProfile,
  stopSqlProfile,
} from './support/pglite-profile'
import { startUpstreamProcess } from './support/processes'
import type { FloorFigures } from './support/relay-floor'
import { runWithServerFlags } from './support/server-flags'
import type { StreamJob, StreamResult } from './support/stream-clients'

const LEVELS = (process.env.BENCH_LEVELS ?? '500,1000,2000,5000').split(',').map(Number)
// The upstream: 500 chunks; 40 ms apart is a fast model's pace (a 20 s reply).
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 500)
const CHUNK_DELAY_MS = Number(process.env.BENCH_CHUNK_DELAY_MS ?? 40)
const LEVEL_TIMEOUT_MS = Number(process.env.BENCH_LEVEL_TIMEOUT_MS ?? 120_000)
// The next level is skipped when, scaled from the last one, it would end past this.
const BUDGET_S = Number(process.env.BENCH_BUDGET_S ?? 400)
// Under the per-user turn limit (30 a minute) even if two levels fall in one minute: each
// level has its own players.
const ROOMS_PER_PLAYER = 25
const CREDITS = 1_000_000
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx')

function runClients(
  job: StreamJob,
  dir: string,
): Promise<{ peakStreaming: number; results: StreamResult[] }> {
  const file = join(dir, `job-${job.streams.length}.json`)
  writeFileSync(file, JSON.stringify(job))
  const out = `${file}.out`
  const child = spawn(tsx, [join('tests', 'bench', 'support', 'stream-clients.ts'), file, out], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`clients exited with ${code}`))
      else resolve(JSON.parse(readFileSync(out, 'utf8')))
    })
  })
}

interface FloorLevel extends FloorFigures {
  wallS: number
  ended: number
  firstByteP50: number
  firstByteP99: number
  totalP50: number
  totalP99: number
}

/** First byte (of the streams that had one) and whole stream, p50 and p99, ms. */
function streamTimes(results: StreamResult[]) {
  const firstBytes = results.filter((r) => r.firstByte >= 0).map((r) => r.firstByte)
  const totals = results.map((result) => result.total)
  return {
    firstByteP50: percentile(firstBytes, 50),
    firstByteP99: percentile(firstBytes, 99),
    totalP50: percentile(totals, 50),
    totalP99: percentile(totals, 99),
  }
}

/** The level against the bare relay (support/relay-floor.ts) in a process of its own. */
async function runFloor(googleBaseURL: string, streams: number, dir: string): Promise<FloorLevel> {
  const child = fork(join('tests', 'bench', 'support', 'relay-floor.ts'), [googleBaseURL], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (message) => resolve(message as T))
      child.once('exit', (code) => reject(new Error(`relay floor exited with ${code}`)))
    })
  try {
    const { port } = await next<{ port: number }>()
    child.send({ type: 'start' })
    const started = performance.now()
    const { results } = await runClients(
      {
        url: `http://127.0.0.1:${port}`,
        timeoutMs: LEVEL_TIMEOUT_MS,
        streams: Array.from({ length: streams }, (_, index) => ({
          roomOid: String(index),
          token: 'floor',
          message: `Stream ${index}: I climb the lighthouse stair.`,
        })),
      },
      dir,
    )
    const wallS = (performance.now() - started) / 1000
    const stopped = next<FloorFigures>()
    child.send({ type: 'stop' })
    return {
      ...(await stopped),
      wallS,
      ended: results.filter((result) => result.ended).length,
      ...streamTimes(results),
    }
  } finally {
    child.kill('SIGTERM')
  }
}

/** Runs `task` over `items` with at most `width` in flight. */
async function inBatches<Item, Out>(
  items: Item[],
  width: number,
  task: (item: Item) => Promise<Out>,
): Promise<Out[]> {
  const out: Out[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      out[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return out
}

interface LevelFigures {
  streams: number
  setupS: number
  wallS: number
  /** CPU time of the server's process (its threads: the server's and PGlite's), seconds. */
  cpuS: number
  /** How busy the server's event loop was over the level (eventLoopUtilization), 0–1. */
  loopBusy: number
  peakStreaming: number
  loopP50: number
  loopP99: number
  loopMax: number
  /** Loop delay p99 / max while turns were still starting (until the last message-start). */
  startsP99: number
  startsMax: number
  startsS: number
  /** Loop delay p99 / max once every turn had started. */
  streamingP99: number
  streamingMax: number
  rssMB: number
  rssBeforeMB: number
  heapMB: number
  /** Heap after a full collection once all had started (BENCH_LIVE_HEAP=1), else NaN. */
  liveHeapMB: number
  firstByteP50: number
  firstByteP99: number
  totalP50: number
  totalP99: number
  ended: number
  dropped: number
  statuses: string
  storedReplies: number
  charged: number
  spent: number
  heldLeft: number
  firstError?: string
  /** The same level against the bare relay, run just before (BENCH_FLOOR=0: none). */
  floor?: FloorLevel
}

async function main() {
  runWithServerFlags()
  if (profileSqlEnabled()) installSqlProfile()
  if (pgliteYieldEnabled()) installPgliteYield()
  const upstream = await startUpstreamProcess({
    kind: 'chunks',
    count: CHUNKS,
    chunkText: 'the keeper lights the lamp, ',
    delayMs: CHUNK_DELAY_MS,
  })
  // PGlite on files, as `npm start` runs it: in memory, the database itself would count
  // in the server's RSS.
  const bench = await startChatBench({ googleBaseURL: upstream.googleBaseURL }, undefined, {
    pgliteOnDisk: process.env.BENCH_PGLITE_MEMORY !== '1',
    pgliteThread: benchPgliteThread(),
  })
  const { server } = bench
  const demoOid = await publishStory(bench, fixtureStories[0]!)
  const dir = mkdtempSync(join(tmpdir(), 'taleloom-concurrency-'))
  const figures: LevelFigures[] = []
  const benchStarted = performance.now()
  try {
    for (const level of LEVELS) {
      const last = figures.at(-1)
      const elapsedS = (performance.now() - benchStarted) / 1000
      const lastCost = last ? last.setupS + last.wallS + (last.floor?.wallS ?? 0) : 0
      if (last && elapsedS + (lastCost * level) / last.streams > BUDGET_S) {
        console.log(`level ${level} skipped: past the ${BUDGET_S} s budget (BENCH_BUDGET_S)`)
        break
      }
      const floor =
        process.env.BENCH_FLOOR === '0'
          ? undefined
          : await runFloor(upstream.googleBaseURL, level, dir)
      if (floor) console.log(`level ${level}, floor: ${JSON.stringify(floor)}`)
      const setupStarted = performance.now()
      const players = await benchPlayers(server, Math.ceil(level / ROOMS_PER_PLAYER), CREDITS)
      const owners = Array.from(
        { length: level },
        (_, index) => players[Math.floor(index / ROOMS_PER_PLAYER)]!,
      )
      const rooms = await inBatches(owners, 16, (player) => createRoom(server, player, demoOid))
      const setupS = (performance.now() - setupStarted) / 1000
      global.gc?.()
      const memory = sampleMemory()
      resetSqlProfile()
      // BENCH_LIVE_HEAP=1 (with --expose-gc): one full collection once every stream has
      // started, and the heap that survives it: what the streams hold, without the garbage
      // the peak counts. The collection stops the loop, so the delay figures of such a run
      // are not comparable.
      let liveHeap = Number.NaN
      const onAllStarted = () => {
        if (process.env.BENCH_LIVE_HEAP !== '1' || !global.gc) return
        setTimeout(() => {
          global.gc?.()
          liveHeap = process.memoryUsage().heapUsed
          // BENCH_HEAP_SNAPSHOT=file: what the streams hold, object by object.
          if (process.env.BENCH_HEAP_SNAPSHOT) writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT)
        }, 3000)
      }
      const loop = monitorEventLoopDelay({ resolution: 10 })
      // The same delay in two phases: while turns start (until the server has opened
      // every stream's message-start) and after, so a crowd's admission and its streaming
      // are told apart.
      const starts = monitorEventLoopDelay({ resolution: 10 })
      const streaming = monitorEventLoopDelay({ resolution: 10 })
      let opened = 0
      let startsEndedAt = 0
      const restoreOpen = countOpens(bench, () => {
        opened += 1
        if (opened !== level) return
        startsEndedAt = performance.now()
        onAllStarted()
        starts.disable()
        streaming.enable()
      })
      loop.enable()
      starts.enable()
      const started = performance.now()
      const cpuBefore = process.cpuUsage()
      const eluBefore = nodePerformance.eventLoopUtilization()
      const { peakStreaming, results } = await runClients(
        {
          url: server.url,
          timeoutMs: LEVEL_TIMEOUT_MS,
          streams: rooms.map((room, index) => ({
            roomOid: room.roomOid,
            token: owners[index]!.token,
            message: `Stream ${index}: I climb the lighthouse stair.`,
          })),
        },
        dir,
      )
      const wallS = (performance.now() - started) / 1000
      const cpu = process.cpuUsage(cpuBefore)
      const loopBusy = nodePerformance.eventLoopUtilization(eluBefore).utilization
      loop.disable()
      starts.disable()
      streaming.disable()
      restoreOpen()
      const { rssMB, rssBeforeMB, heapMB, atPeak, before } = memory.stop()
      console.log(
        `level ${level}: memory at the RSS peak ${JSON.stringify(atPeak)}, before ${JSON.stringify(before)}`,
      )
      if (profileSqlEnabled()) printSqlProfile()

      const db = server.context.database.db
      const roomOids = rooms.map((room) => room.roomOid)
      const stored = await db
        .selectFrom('chat_messages')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          eb.fn.sum<string>('credits_charged').as('charged'),
        ])
        .where('room_oid', 'in', roomOids)
        .where('role', '=', 'assistant')
        .where('status', '=', 'complete')
        .where('turn_index', '>', 0)
        .executeTakeFirstOrThrow()
      let spent = 0
      let heldLeft = 0
      for (const player of players) {
        const balance = await server.context.wallet.service.balances(player.oid)
        spent += CREDITS - balance.credits - balance.bonusCredits
        heldLeft += balance.heldCredits
      }
      const ended = results.filter((result) => result.ended).length
      const statusCounts = new Map<number, number>()
      for (const result of results)
        statusCounts.set(result.status, (statusCounts.get(result.status) ?? 0) + 1)
      const ns = (value: number) => value / 1e6
      const level_: LevelFigures = {
        streams: level,
        setupS,
        wallS,
        cpuS: (cpu.user + cpu.system) / 1e6,
        loopBusy,
        peakStreaming,
        loopP50: ns(loop.percentile(50)),
        loopP99: ns(loop.percentile(99)),
        loopMax: ns(loop.max),
        startsP99: ns(starts.percentile(99)),
        startsMax: ns(starts.max),
        startsS: ((startsEndedAt || performance.now()) - started) / 1000,
        streamingP99: startsEndedAt ? ns(streaming.percentile(99)) : Number.NaN,
        streamingMax: startsEndedAt ? ns(streaming.max) : Number.NaN,
        rssMB,
        rssBeforeMB,
        heapMB,
        liveHeapMB: liveHeap / 2 ** 20,
        ...streamTimes(results),
        ended,
        dropped: level - ended,
        statuses: [...statusCounts].map(([status, count]) => `${status}×${count}`).join(' '),
        storedReplies: Number(stored.count),
        charged: Number(stored.charged ?? 0),
        spent,
        heldLeft,
        ...(floor ? { floor } : {}),
        ...(results.find((result) => !result.ended)?.error
          ? { firstError: results.find((result) => !result.ended)?.error }
          : {}),
      }
      figures.push(level_)
      console.log(`level ${level}: ${JSON.stringify(level_)}`)
      const ok =
        level_.dropped === 0 &&
        level_.storedReplies === level &&
        level_.charged === level_.spent &&
        level_.heldLeft === 0
      if (!ok) break
    }
  } finally {
    stopSqlProfile()
    const load = await loadAverage()
    await bench.close()
    upstream.stop()
    rmSync(dir, { recursive: true, force: true })
    print(figures, bench.engine, load)
  }
}

/** Calls `onOpen` for every stream the server's hub opens; returns the undo. */
function countOpens(bench: Awaited<ReturnType<typeof startChatBench>>, onOpen: () => void) {
  const hub = bench.server.context.chat.service.deps.hub
  const open = hub.open
  hub.open = (...args: Parameters<typeof open>) => {
    onOpen()
    return open(...args)
  }
  return () => {
    hub.open = open
  }
}

function print(figures: LevelFigures[], engine: string, load: string) {
  console.log(
    `\nstory-chat concurrency on ${engine}: demo story, upstream ${CHUNKS} chunks × ${CHUNK_DELAY_MS} ms (own process), clients in their own process, all streams opened at once\n`,
  )
  console.log(
    '| streams | live at once | loop delay p50 / p99 / max ms (goal p99 ≤ 20) | p99 / max while turns start (how long) | p99 / max after | peak RSS MB (goal ≤ 600; before) / heap MB | first byte p50 / p99 ms | whole stream p50 / p99 ms | wall s | server CPU s / loop busy | ended / dropped | stored replies | charged = spent | holds left | setup s |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const f of figures) {
    console.log(
      `| ${f.streams} | ${f.peakStreaming} | ${f.loopP50.toFixed(1)} / ${f.loopP99.toFixed(1)} / ${f.loopMax.toFixed(0)} | ${f.startsP99.toFixed(1)} / ${f.startsMax.toFixed(0)} (${f.startsS.toFixed(1)} s) | ${f.streamingP99.toFixed(1)} / ${f.streamingMax.toFixed(0)} | ${f.rssMB.toFixed(0)} (${f.rssBeforeMB.toFixed(0)}) / ${f.heapMB.toFixed(0)} | ${f.firstByteP50.toFixed(0)} / ${f.firstByteP99.toFixed(0)} | ${f.totalP50.toFixed(0)} / ${f.totalP99.toFixed(0)} | ${f.wallS.toFixed(1)} | ${f.cpuS.toFixed(1)} / ${(f.loopBusy * 100).toFixed(0)}% | ${f.ended} / ${f.dropped} (${f.statuses}) | ${f.storedReplies} | ${f.charged} = ${f.spent} | ${f.heldLeft} | ${f.setupS.toFixed(1)} |`,
    )
    if (f.firstError) console.log(`  first failure at ${f.streams}: ${f.firstError}`)
  }
  const floors = figures.filter((f) => f.floor)
  if (floors.length > 0) {
    console.log(
      '\nThe same levels against the floor (a bare relay: no database, no SDK; support/relay-floor.ts), run just before, and the server ÷ the floor:\n',
    )
    console.log(
      '| streams | floor loop delay p50 / p99 / max ms | floor peak RSS MB (before) / heap MB | floor CPU s / loop busy | floor first byte p50 / p99 ms | floor whole stream p50 / p99 ms | floor ended | server ÷ floor: loop p99, RSS growth, CPU, whole stream p50 |',
    )
    console.log('|---|---|---|---|---|---|---|---|')
    for (const f of floors) {
      const floor = f.floor!
      const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–')
      console.log(
        `| ${f.streams} | ${floor.loopP50.toFixed(1)} / ${floor.loopP99.toFixed(1)} / ${floor.loopMax.toFixed(0)} | ${floor.rssMB.toFixed(0)} (${floor.rssBeforeMB.toFixed(0)}) / ${floor.heapMB.toFixed(0)} | ${floor.cpuS.toFixed(1)} / ${(floor.loopBusy * 100).toFixed(0)}% | ${floor.firstByteP50.toFixed(0)} / ${floor.firstByteP99.toFixed(0)} | ${floor.totalP50.toFixed(0)} / ${floor.totalP99.toFixed(0)} | ${floor.ended} | ${ratio(f.loopP99, floor.loopP99)}, ${ratio(f.rssMB - f.rssBeforeMB, floor.rssMB - floor.rssBeforeMB)}, ${ratio(f.cpuS, floor.cpuS)}, ${ratio(f.totalP50, floor.totalP50)} |`,
      )
    }
  }
  console.log(`load average at the end: ${load}`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
