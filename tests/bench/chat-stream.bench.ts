/**
 * Story-chat streaming through the server against a loopback Gemini-format upstream that
 * streams 500 chunks, in one run on the same machine:
 *  - overhead to the first SSE byte (also less a bare request's own round trip from the same
 *    client, `GET /api/health`), and to the first text minus the upstream's own
 *    first-chunk time measured directly, per turn on the demo story and on a synthetic
 *    story of 10,000 lorebook entries played in rooms of 2,000 seeded messages;
 *  - relay: chunks/s and MB/s over the streaming phase (first text chunk → last text chunk)
 *    through the server vs three direct AI SDK clients of the upstream, alternating turn by
 *    turn: `streamText`, the provider's own `doStream` (leaner), and that `doStream` through
 *    the server's own fetch and merge (what the server uses: the like-for-like client).
 * Three processes: the upstream (support/upstream-process.ts), the browser and the direct
 * client (support/turn-client.ts), and the server in this one, which only waits while a
 * turn runs. Turns are sequential (latency, not load), and each starts once the server has
 * finished the previous one's background work (an automatic summary, its stream flush),
 * so a turn's figures are its own.
 * Knobs: BENCH_TURNS (200 per story, after BENCH_WARMUP = 2 turns per story not counted), BENCH_LOREBOOK (10,000), BENCH_HISTORY (2,000),
 * BENCH_ENGINE=postgres (with DATABASE_URL), BENCH_PGLITE_YIELD=1 (experiment: PGlite yields to
 * the event loop before each statement), BENCH_PROFILE_SQL=1 (PGlite time by statement
 * over the synthetic turns); both need BENCH_PGLITE_THREAD=inline (PGlite on the server's
 * thread instead of its own, also for an A/B).
 */

import { generateSyntheticStory } from '../../fixtures/synthetic'
import { fixtureStories } from '../../platform/stories/demo-stories'
import {
  benchPlayers,
  createRoom,
  loadAverage,
  percentile,
  publishStory,
  seedHistory,
  startChatBench,
} from './support/chat'
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
import { startTurnClient, startUpstreamProcess } from './support/processes'
import { runWithServerFlags } from './support/server-flags'
import type { ClientTiming } from './support/turn-client'

// 200 turns a story: the p99 is then the third slowest, not the slowest.
const TURNS = Number(process.env.BENCH_TURNS ?? 200)
// The first turns of a fresh process run cold code (lazy compilation, first-use caches);
// they are played, not counted.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2)
const LOREBOOK = Number(process.env.BENCH_LOREBOOK ?? 10_000)
const HISTORY = Number(process.env.BENCH_HISTORY ?? 2_000)
const CHUNKS = 500
const CHUNK_TEXT = 'lorem ipsum dolor sit amet, '
// Turns are rate-limited per user (30 a minute), so the bench spreads them over players.
const TURNS_PER_PLAYER = 25

async function main() {
  runWithServerFlags()
  if (profileSqlEnabled()) installSqlProfile()
  if (pgliteYieldEnabled()) installPgliteYield()
  const upstream = await startUpstreamProcess({
    kind: 'chunks',
    count: CHUNKS,
    chunkText: CHUNK_TEXT,
  })
  const client = await startTurnClient()
  const bench = await startChatBench({ googleBaseURL: upstream.googleBaseURL }, undefined, {
    pgliteThread: benchPgliteThread(),
  })
  const { server } = bench
  const demoOid = await publishStory(bench, fixtureStories[0]!)
  let started = performance.now()
  const synthetic = generateSyntheticStory({ lorebookEntries: LOREBOOK })
  // Public, as the demo is: players other than the writer open rooms on it.
  const syntheticOid = await publishStory(bench, {
    canvas: synthetic.canvas,
    metadata: { ...synthetic.metadata, visibility: 'public' },
  })
  const publishMs = performance.now() - started
  const playerCount = Math.ceil(TURNS / TURNS_PER_PLAYER)
  const demoPlayers = await benchPlayers(server, playerCount, 1_000_000)
  const syntheticPlayers = await benchPlayers(server, playerCount, 1_000_000)
  // One long room per synthetic player: each takes at most TURNS_PER_PLAYER turns.
  started = performance.now()
  const syntheticRooms: string[] = []
  for (const player of syntheticPlayers) {
    const room = await createRoom(server, player, syntheticOid)
    await seedHistory(server, room, HISTORY)
    syntheticRooms.push(room.roomOid)
  }
  const seedMs = (performance.now() - started) / syntheticPlayers.length
  // The demo rooms are opened before the clock starts: a turn is what is measured.
  const demoRooms: string[] = []
  for (let turn = 0; turn < TURNS; turn += 1) {
    const player = demoPlayers[Math.floor(turn / TURNS_PER_PLAYER)]!
    demoRooms.push((await createRoom(server, player, demoOid)).roomOid)
  }

  const directTwice = async () => {
    directRuns.push(await client.run({ type: 'direct', googleBaseURL: upstream.googleBaseURL }))
    providerRuns.push(
      await client.run({ type: 'direct', googleBaseURL: upstream.googleBaseURL, via: 'provider' }),
    )
    mergedRuns.push(
      await client.run({
        type: 'direct',
        googleBaseURL: upstream.googleBaseURL,
        via: 'merged',
        chunkText: CHUNK_TEXT,
      }),
    )
  }
  const bareRuns: ClientTiming[] = []
  const turnOf = async (token: string, roomOid: string, message: string) => {
    // The previous turn's background work (summary, flush) is not this turn's overhead.
    await server.context.chat.service.drain(60_000)
    bareRuns.push(await client.run({ type: 'bare', url: server.url }))
    return client.run({
      type: 'turn',
      url: server.url,
      roomOid,
      token,
      message,
      chunkText: CHUNK_TEXT,
    })
  }
  // Warm-up: turns on the same stories, in rooms of their own (demo) or the first long
  // room (synthetic), before anything is counted.
  for (let turn = 0; turn < WARMUP; turn += 1) {
    const warmDemo = await createRoom(server, demoPlayers[0]!, demoOid)
    await turnOf(demoPlayers[0]!.token, warmDemo.roomOid, 'Warm-up: I look around.')
    await turnOf(syntheticPlayers[0]!.token, syntheticRooms[0]!, 'Warm-up: I climb the stair.')
  }
  // Direct and relayed reads alternate, so both see the same machine load.
  const directRuns: ClientTiming[] = []
  const providerRuns: ClientTiming[] = []
  const mergedRuns: ClientTiming[] = []
  const demo: ClientTiming[] = []
  for (let turn = 0; turn < TURNS; turn += 1) {
    await directTwice()
    const player = demoPlayers[Math.floor(turn / TURNS_PER_PLAYER)]!
    demo.push(
      await turnOf(player.token, demoRooms[turn]!, `Turn ${turn}: I look around the lighthouse.`),
    )
  }
  resetSqlProfile()
  const large: ClientTiming[] = []
  for (let turn = 0; turn < TURNS; turn += 1) {
    await directTwice()
    const index = Math.floor(turn / TURNS_PER_PLAYER)
    large.push(
      await turnOf(
        syntheticPlayers[index]!.token,
        syntheticRooms[index]!,
        `Turn ${turn}: I climb the tower stair with the lantern and the logbook.`,
      ),
    )
  }
  for (const [name, turns] of [
    ['demo', demo],
    ['synthetic', large],
  ] as const) {
    turns.forEach((turn, index) => {
      if (!turn.ended) throw new Error(`${name} turn ${index} did not end: ${turn.tail}`)
    })
  }
  if (profileSqlEnabled()) printSqlProfile()
  stopSqlProfile()
  const load = await loadAverage()
  client.stop()
  await bench.close()
  upstream.stop()

  // The upstream's own first chunk, read by the leaner of the two direct clients.
  const upstreamFirst = percentile(
    providerRuns.map((run) => run.firstText),
    50,
  )
  const bareFloor = percentile(
    bareRuns.map((run) => run.firstByte),
    50,
  )
  const row = (label: string, values: number[]) =>
    console.log(
      `| ${label} | ${percentile(values, 50).toFixed(2)} | ${percentile(values, 99).toFixed(2)} |`,
    )
  console.log(
    `${TURNS} turns per story, ${CHUNKS}-chunk Gemini-format upstream on loopback (own process), ` +
      `client in its own process, ${bench.engine}; ` +
      `synthetic story: ${LOREBOOK} lorebook entries (published in ${(publishMs / 1000).toFixed(1)} s), ` +
      `${syntheticRooms.length} room(s) of ${HISTORY} seeded messages (${(seedMs / 1000).toFixed(1)} s each)\n`,
  )
  console.log('| measure | p50 ms | p99 ms |')
  console.log('|---|---|---|')
  row(
    'a bare request (GET /api/health, no database) → its first byte, same client',
    bareRuns.map((run) => run.firstByte),
  )
  row(
    'upstream first chunk, direct client',
    directRuns.map((run) => run.firstText),
  )
  row(
    'streaming phase (first → last chunk), direct client',
    directRuns.map((run) => run.streaming),
  )
  for (const [name, turns] of [
    ['demo', demo],
    [`synthetic (${LOREBOOK} entries, ${HISTORY}-message room)`, large],
  ] as const) {
    row(
      `${name}: request → first SSE byte (message-start, before the upstream is called; goal p50 ≤ 5, p99 ≤ 15)`,
      turns.map((turn) => turn.firstByte),
    )
    row(
      `${name}: message-start minus the bare request's first byte (p50), the turn's own work`,
      turns.map((turn) => turn.firstByte - bareFloor),
    )
    row(
      `${name}: request → first text-delta, minus the upstream's own first chunk (p50 of direct)`,
      turns.map((turn) => turn.firstText - upstreamFirst),
    )
    row(
      `${name}: streaming phase (first → last text-delta)`,
      turns.map((turn) => turn.streaming),
    )
    row(
      `${name}: whole turn (assemble, hold, stream, afterTurn, persist, settle)`,
      turns.map((turn) => turn.total),
    )
  }
  // p99 of 60 turns is about their slowest: name the slow ones, to tell a cold first turn
  // from a recurring stall.
  for (const [name, turns] of [
    ['demo', demo],
    ['synthetic', large],
  ] as const) {
    const slowest = turns
      .map((turn, index) => ({ index, ms: turn.firstByte }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4)
      .map(({ index, ms }) => `turn ${index}: ${ms.toFixed(1)} ms`)
    console.log(`${name}: slowest first SSE bytes: ${slowest.join(', ')}`)
  }
  // Rates over all runs: the chunks that arrived after each run's first text, over the
  // sum of the streaming phases (for a direct client, CHUNKS − 1 intervals a run). A run's
  // phase is a few milliseconds and a handful of reads; a ratio of sums weighs each run by
  // its length, where a median of per-run rates swung with how the first read fell.
  const rates = (runs: ClientTiming[]) => {
    const seconds = runs.reduce((sum, run) => sum + run.streaming, 0) / 1000
    return {
      chunks: runs.reduce((sum, run) => sum + run.chunksAfterFirst, 0) / seconds,
      mb: runs.reduce((sum, run) => sum + run.streamingBytes, 0) / 1e6 / seconds,
      events: percentile(
        runs.map((run) => run.textChunks),
        50,
      ),
      after: percentile(
        runs.map((run) => run.chunksAfterFirst),
        50,
      ),
    }
  }
  const directRate = rates(directRuns)
  const providerRate = rates(providerRuns)
  const mergedRate = rates(mergedRuns)
  console.log(
    `\ndirect client (streamText): ${directRate.chunks.toFixed(0)} chunks/s, ${directRate.mb.toFixed(2)} MB/s of upstream SSE (${directRate.events} text chunks)`,
  )
  console.log(
    `direct client (the provider's doStream): ${providerRate.chunks.toFixed(0)} chunks/s, ${providerRate.mb.toFixed(2)} MB/s`,
  )
  console.log(
    `direct client (doStream through the server's fetch and merge, as the server reads it): ${mergedRate.chunks.toFixed(0)} chunks/s, ${mergedRate.mb.toFixed(2)} MB/s`,
  )
  for (const [name, turns] of [
    ['demo', demo],
    ['synthetic', large],
  ] as const) {
    const rate = rates(turns)
    console.log(
      `relay (${name}): ${rate.chunks.toFixed(0)} upstream chunks/s through the server, ${rate.mb.toFixed(2)} MB/s of SSE (${rate.events} text-delta events for ${CHUNKS} chunks, ${rate.after} after the first event) = ${(rate.chunks / directRate.chunks).toFixed(2)}× the streamText client's chunks/s, ${(rate.chunks / providerRate.chunks).toFixed(2)}× the doStream client's, ${(rate.chunks / mergedRate.chunks).toFixed(2)}× the merged doStream client's (goal ≥ 0.8×), ${(rate.mb / directRate.mb).toFixed(2)}× direct MB/s`,
    )
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
