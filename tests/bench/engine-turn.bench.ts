/**
 * assembleTurn with 10,000 lorebook entries and a 2,000-message history (summaries off),
 * against the naive SillyTavern-style activation (for each entry, each key, a regex over
 * the scan window) measured in the same run. Each measured turn adds a new player message,
 * so the per-message scan cache is exercised as in a real room.
 * Run: npx tsx tests/bench/engine-turn.bench.ts
 */
import { cpus, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import {
  activateLorebook,
  activateLorebookNaive,
  buildLorebookIndex,
  emptyTimedState,
  type LorebookSettings,
} from '../../engine/lorebook'
import { createSeededRandom } from '../../engine/random'
import { createTokenCountCache } from '../../engine/tokenizer'
import { gptTokenizerO200k } from '../../engine/tokenizer/gpt-tokenizer'
import { assembleTurn, initialState, type TurnSettings } from '../../engine/turn'
import { DEFAULT_PROMPTS } from '../../prompts'
import { syntheticStory } from './support/synthetic-story'

const ENTRIES = 10_000
const MESSAGES = 2_000
const TURNS = Number(process.env.BENCH_TURNS ?? 400)
const NAIVE_TURNS = Number(process.env.BENCH_NAIVE_TURNS ?? 20)

const { compiled, history, makeMessage } = syntheticStory(ENTRIES, MESSAGES + TURNS)
const lorebookSettings: LorebookSettings = {
  scanDepth: 4,
  caseSensitive: false,
  matchWholeWords: false,
  tokenBudget: 2048,
  maxRecursionSteps: 2,
}
const settings: TurnSettings = {
  language: 'en',
  promptType: 'roleplay',
  templates: DEFAULT_PROMPTS.en,
  persona: { name: 'Ana', prompt: 'A traveller.' },
  responseLength: 'normal',
  detailLevel: 50,
  enhancedInference: false,
  inferenceLevel: 'basic',
  structuredState: true,
  model: { fee: 10, contextTokens: 32_000 },
  maxTokens: { short: 300, normal: 600, long: 1200 },
  temperature: 0.8,
  lorebook: lorebookSettings,
}
const tokenizer = gptTokenizerO200k
const state = initialState(compiled, 'start')

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((left, right) => left - right)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

// Index build: once per compiled version.
const buildStart = performance.now()
const index = buildLorebookIndex(compiled.lorebook)
const buildMs = performance.now() - buildStart
const ports = {
  tokenizer,
  random: createSeededRandom(1),
  clock: { now: () => 0 },
  lorebookIndex: index,
}

// Warm-up: the first turn of a room tokenizes the kept history once (then cached).
const warmStart = performance.now()
assembleTurn(
  compiled,
  state,
  { userMessage: 'hello', history: history.slice(0, MESSAGES) },
  settings,
  ports,
)
const firstTurnMs = performance.now() - warmStart

// Both activations get the same text-memoized tokenizer, so the ratio measures matching.
const countCache = createTokenCountCache(tokenizer)
const cachedTokenizer = { name: 'cached', count: (text: string) => countCache.count(text, text) }

// A room that has been going for a while: 100 unmeasured turns fill the per-message scan
// cache and the token-count memo as a live server's would be.
const WARM_UP_TURNS = 100
for (let turn = 0; turn < WARM_UP_TURNS; turn++) {
  const user = makeMessage(MESSAGES + TURNS * 2 + turn)
  const input = {
    userMessage: user.content,
    userMessageId: user.id,
    history: history.slice(0, MESSAGES - 1),
  }
  assembleTurn(compiled, { ...state, turnIndex: turn }, input, settings, ports)
}

const turnSamples: number[] = []
// CPU time of this process per turn: on a saturated shared machine, wall time mostly
// measures the wait for a core.
const turnCpuSamples: number[] = []
const activationSamples: number[] = []
let activated = 0
let promptTokens = 0
for (let turn = 0; turn < TURNS; turn++) {
  const window = history.slice(turn, MESSAGES + turn - 1)
  const user = makeMessage(MESSAGES + TURNS + turn)
  const input = { userMessage: user.content, userMessageId: user.id, history: window }
  const cpuStart = process.cpuUsage()
  const start = performance.now()
  const result = assembleTurn(compiled, { ...state, turnIndex: turn }, input, settings, ports)
  turnSamples.push(performance.now() - start)
  const cpu = process.cpuUsage(cpuStart)
  turnCpuSamples.push((cpu.user + cpu.system) / 1000)
  activated += result.debug.lorebook.filter((record) => record.outcome === 'activated').length
  promptTokens += result.debug.promptTokens

  const scan = {
    messages: [
      ...window.slice(-8).map((message) => ({ id: message.id, text: message.content })),
      { id: user.id, text: user.content },
    ],
    turnIndex: turn + 1,
  }
  const activationStart = performance.now()
  activateLorebook(index, scan, emptyTimedState(), lorebookSettings, {
    tokenizer: cachedTokenizer,
    random: createSeededRandom(turn),
  })
  activationSamples.push(performance.now() - activationStart)
}

const naiveSamples: number[] = []
for (let turn = 0; turn < NAIVE_TURNS; turn++) {
  const window = history.slice(turn, MESSAGES + turn - 1)
  const user = makeMessage(MESSAGES + TURNS + turn)
  const scan = {
    messages: [
      ...window.slice(-8).map((message) => ({ id: message.id, text: message.content })),
      { id: user.id, text: user.content },
    ],
    turnIndex: turn + 1,
  }
  const start = performance.now()
  activateLorebookNaive(compiled.lorebook, scan, emptyTimedState(), lorebookSettings, {
    tokenizer: cachedTokenizer,
    random: createSeededRandom(turn),
  })
  naiveSamples.push(performance.now() - start)
}

const turnP50 = percentile(turnSamples, 0.5)
const turnP99 = percentile(turnSamples, 0.99)
const activationP50 = percentile(activationSamples, 0.5)
const naiveP50 = percentile(naiveSamples, 0.5)

console.log(
  `Engine: turn assembly — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores`,
)
console.log(
  `load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (machine shared with other engineers' jobs)`,
)
console.log(
  `${ENTRIES} lorebook entries, ${MESSAGES} messages, scan depth 4 (10% of entries 6), recursion 2, budget 2048, tokenizer ${tokenizer.name}\n`,
)
const best = (values: number[]) => Math.min(...values)
console.log('| measure | p50 (ms) | p99 (ms) | best (ms) | goal |')
console.log('|---|---:|---:|---:|---|')
console.log(
  `| assembleTurn (indexed), ${TURNS} turns | ${turnP50.toFixed(3)} | ${turnP99.toFixed(3)} | ${best(turnSamples).toFixed(3)} | p50 ≤ 3, p99 ≤ 10 |`,
)
console.log(
  `| assembleTurn (indexed), CPU time of the process | ${percentile(turnCpuSamples, 0.5).toFixed(3)} | ${percentile(turnCpuSamples, 0.99).toFixed(3)} | ${best(turnCpuSamples).toFixed(3)} | |`,
)
console.log(
  `| activateLorebook (indexed) | ${activationP50.toFixed(3)} | ${percentile(activationSamples, 0.99).toFixed(3)} | ${best(activationSamples).toFixed(3)} | |`,
)
console.log(
  `| activateLorebookNaive (regex per key per entry), ${NAIVE_TURNS} turns | ${naiveP50.toFixed(1)} | ${percentile(naiveSamples, 0.99).toFixed(1)} | ${best(naiveSamples).toFixed(1)} | baseline |`,
)
console.log('')
console.log('| ratio (same run) | value | goal |')
console.log('|---|---:|---|')
console.log(
  `| naive activation p50 / indexed activation p50 | ${(naiveP50 / activationP50).toFixed(0)}× | ≥ 100× |`,
)
console.log(
  `| naive activation alone p50 / whole indexed assembleTurn p50 | ${(naiveP50 / turnP50).toFixed(0)}× | ≥ 100× |`,
)
console.log('')
console.log(
  `index build (once per compiled version): ${buildMs.toFixed(0)} ms; first turn of a room (history tokenized once): ${firstTurnMs.toFixed(0)} ms; ${WARM_UP_TURNS} warm-up turns before measuring`,
)
console.log(
  `mean entries activated per turn: ${(activated / TURNS).toFixed(1)}; mean prompt tokens: ${(promptTokens / TURNS).toFixed(0)}`,
)
