/**
 * Lorebook activation when recursion reaches nearly the whole lorebook: the synthetic story
 * of the chat benches (`fixtures/synthetic.ts`, 10,000 entries whose keys are 28 common
 * words, so every activated text names most other entries). Each turn shortlists a few
 * thousand entries from the player's message, then the recursion pass nearly all 10,000;
 * about 36 fit the 2,048-token budget and the rest are dropped for it. Timed effects carry
 * over from turn to turn, as in a room. Prints p50 / p90 over 250 turns after 50 of warm-up
 * of the activation (what a turn waits for before its prompt is sent) and of the reading of
 * its debug record afterwards (the passes that only decide drop reasons run then), and a
 * signature of the outcomes (activated ids and drop-reason counts every 50 turns), so a
 * faster version can be checked to decide the same.
 * Run: npx tsx tests/bench/lorebook-saturated.bench.ts
 */
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { compile } from '../../engine/compile'
import {
  activateLorebook,
  applyTimedEffectsPlan,
  buildLorebookIndex,
  defaultLorebookSettings,
  emptyTimedState,
} from '../../engine/lorebook'
import { createSeededRandom } from '../../engine/random'
import { gptTokenizerO200k } from '../../engine/tokenizer/gpt-tokenizer'
import { memoizedByText } from '../../engine/turn/memo'
import { generateSyntheticStory } from '../../fixtures/synthetic'

const ENTRIES = Number(process.env.BENCH_LOREBOOK ?? 10_000)
const TURNS = 300
const WARM_UP = 50

const story = generateSyntheticStory({ lorebookEntries: ENTRIES })
const compiled = compile(story.canvas, story.metadata)
if (!compiled.ok) throw new Error('the synthetic story does not compile')
const index = buildLorebookIndex(compiled.compiled.lorebook)
const tokenizer = memoizedByText(gptTokenizerO200k)
const recent = [
  { id: 'm1', text: 'lorem ipsum dolor sit amet, '.repeat(40) },
  { id: 'm2', text: 'Turn 0: I climb the tower stair with the lantern and the logbook.' },
]

let timed = emptyTimedState()
const samples: number[] = []
const debugSamples: number[] = []
const signature = createHash('sha1')
let activated = 0
for (let turn = 0; turn < TURNS; turn++) {
  const messages = [
    ...recent,
    {
      id: `u${turn}`,
      text: `Turn ${turn}: I climb the tower stair with the lantern and the logbook.`,
    },
  ]
  const started = performance.now()
  const result = activateLorebook(
    index,
    { messages, turnIndex: 10 + turn, sceneId: 'scene-1', castIds: [] },
    timed,
    defaultLorebookSettings,
    { tokenizer, random: createSeededRandom(turn), renderContent: (entry) => entry.content },
  )
  const decided = performance.now()
  const records = result.debug.length
  if (turn >= WARM_UP) {
    samples.push(decided - started)
    debugSamples.push(performance.now() - decided)
    activated += result.activated.length
  }
  if (records !== index.prepared.entries.length) throw new Error('a record per entry expected')
  timed = applyTimedEffectsPlan(timed, result.timedEffectsPlan)
  if (turn % 50 === 0) {
    const reasons: Record<string, number> = {}
    for (const record of result.debug) {
      const key = record.outcome === 'activated' ? 'activated' : record.reason
      reasons[key] = (reasons[key] ?? 0) + 1
    }
    signature.update(JSON.stringify([result.activated.map((item) => item.entry.id), reasons]))
  }
}
const at = (values: number[], fraction: number) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length * fraction)]!.toFixed(2)
console.log(
  `activateLorebook, ${ENTRIES} entries reached by recursion, ${samples.length} turns: p50 ${at(samples, 0.5)} ms, p90 ${at(samples, 0.9)} ms; its debug record read after: p50 ${at(debugSamples, 0.5)} ms, p90 ${at(debugSamples, 0.9)} ms; ${(activated / samples.length).toFixed(1)} activated a turn; outcome signature ${signature.digest('hex').slice(0, 12)}`,
)
