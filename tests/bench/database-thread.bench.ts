/**
 * Where the embedded database runs, and what a heavy request costs everyone else: the
 * longest time the server's event loop served no socket while one writer publishes a
 * story with a large lorebook and searches its canvas, with PGlite on its worker thread
 * (the default) and on the server's thread (`TALELOOM_PGLITE_THREAD=inline`), in one run.
 *
 * Why: on the server's thread PGlite runs each statement synchronously; a turn's small
 * statements are faster there (chat-stream.bench.ts), but one long statement stops every
 * live stream for its whole length. The chat benches do not show that; this one does.
 *
 * Knobs: BENCH_LOREBOOK (10,000 entries), BENCH_REPEAT (3 publishes a mode).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { fixtureStories } from '../../platform/stories/demo-stories'
import { percentile, publishStory, startChatBench } from './support/chat'
import { runWithServerFlags } from './support/server-flags'

const LOREBOOK = Number(process.env.BENCH_LOREBOOK ?? 10_000)
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3)
const THREADS = ['worker', 'inline'] as const

interface Figures {
  /** How long the request took, ms. */
  wall: number
  /** The loop's longest delay while it ran, ms: how long no socket was served. */
  loopMax: number
  /** The loop's delay p99 while it ran, ms. */
  loopP99: number
}

/** Runs `task` with the loop watched at 1 ms resolution. */
async function watched(task: () => Promise<unknown>): Promise<Figures> {
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  const started = performance.now()
  await task()
  const wall = performance.now() - started
  loop.disable()
  return { wall, loopMax: loop.max / 1e6, loopP99: loop.percentile(99) / 1e6 }
}

async function measure(thread: (typeof THREADS)[number]) {
  // No chat turn is played: the upstream is never called.
  const bench = await startChatBench({ googleBaseURL: 'http://127.0.0.1:9/' }, 'pglite', {
    pgliteOnDisk: true,
    pgliteThread: thread,
  })
  const { server, writer } = bench
  const call = async (path: string, init: Parameters<typeof server.api>[1]) => {
    const response = await server.api(path, { token: writer.token, ...init })
    if (response.status !== 200) throw new Error(`${path}: ${response.text.slice(0, 300)}`)
    return response.json
  }
  try {
    // Warm: the routes, the compiler and the statements have run once before counting.
    await publishStory(bench, fixtureStories[0]!)
    const synthetic = generateSyntheticStory({ lorebookEntries: LOREBOOK })
    const figures = {
      save: [] as Figures[],
      publish: [] as Figures[],
      search: [] as Figures[],
      searchNone: [] as Figures[],
    }
    for (let round = 0; round < REPEAT; round += 1) {
      const created = await call('/story-chat/chat-content', {
        body: {
          requestType: 'create',
          metadata: { ...synthetic.metadata, visibility: 'public' },
        },
      })
      const contentOid = created.contentOid as string
      // Encoded before the watch: the bench's client runs in the server's process.
      const bytes = new TextEncoder().encode(
        JSON.stringify({ contentOid, canvas: synthetic.canvas, version: 0 }),
      )
      figures.save.push(
        await watched(() =>
          call('/story-chat/chat-canvas', { rawBody: { bytes, contentType: 'application/json' } }),
        ),
      )
      figures.publish.push(
        await watched(() =>
          call('/story-chat/chat-content', { body: { requestType: 'upload', contentOid } }),
        ),
      )
      // A word in most nodes, and one in none: every node is then tested.
      figures.search.push(
        await watched(() =>
          call('/story-chat/search/nodes', { query: { contentOid, text: 'lantern' } }),
        ),
      )
      figures.searchNone.push(
        await watched(() =>
          call('/story-chat/search/nodes', { query: { contentOid, text: 'quixotic' } }),
        ),
      )
    }
    return { figures, canvasBytes: JSON.stringify(synthetic.canvas).length }
  } finally {
    await bench.close()
  }
}

async function main() {
  runWithServerFlags()
  const rows: string[] = []
  const median = (figures: Figures[], key: keyof Figures) =>
    percentile(
      figures.map((figure) => figure[key]),
      50,
    )
  const worst = (figures: Figures[], key: keyof Figures) =>
    Math.max(...figures.map((figure) => figure[key]))
  const results = new Map<string, Awaited<ReturnType<typeof measure>>>()
  for (const thread of THREADS) results.set(thread, await measure(thread))
  let canvasMB = 0
  for (const [thread, { figures, canvasBytes }] of results) {
    canvasMB = canvasBytes / 1e6
    for (const [what, measured] of [
      [`save its canvas (${canvasMB.toFixed(1)} MB of JSON)`, figures.save],
      ['publish it (compile, store the version)', figures.publish],
      ['search its canvas for a word in most nodes (search/nodes)', figures.search],
      ['search its canvas for a word in none', figures.searchNone],
    ] as const) {
      rows.push(
        `| ${thread} | ${what} | ${median(measured, 'wall').toFixed(0)} | ` +
          `${median(measured, 'loopMax').toFixed(1)} (${worst(measured, 'loopMax').toFixed(1)}) | ` +
          `${median(measured, 'loopP99').toFixed(1)} |`,
      )
    }
  }
  console.log(
    `A story of ${LOREBOOK} lorebook entries; PGlite on files, as npm start runs it; ` +
      `${REPEAT} runs a mode, medians (worst in brackets)\n`,
  )
  console.log('| PGlite | request | wall ms | loop delay max ms | loop delay p99 ms |')
  console.log('|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  const worker = results.get('worker')!.figures
  const inline = results.get('inline')!.figures
  for (const key of ['save', 'publish', 'search', 'searchNone'] as const) {
    console.log(
      `longest stall (${key}), inline ÷ worker: ` +
        `${(median(inline[key], 'loopMax') / median(worker[key], 'loopMax')).toFixed(1)}×`,
    )
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
