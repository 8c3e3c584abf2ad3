/**
 * Tokenizers on the same machine and run: tiktoken (WASM), js-tiktoken and gpt-tokenizer
 * (both pure JS, o200k_base), on 1 KB, 100 KB and 1 MB texts, plus the runtime's pattern:
 * many short chat messages, each counted once and then served from the per-message cache.
 * Run: npx tsx tests/bench/tokenizers.bench.ts
 */
import { performance } from 'node:perf_hooks'
import { countTokens as gptCount } from 'gpt-tokenizer/encoding/o200k_base'
import { Tiktoken as JsTiktoken } from 'js-tiktoken/lite'
import o200kRanks from 'js-tiktoken/ranks/o200k_base'
import { get_encoding } from 'tiktoken'
import { createSeededRandom } from '../../engine/random'
import { createTokenCountCache } from '../../engine/tokenizer'

const random = createSeededRandom(7)
// A large vocabulary of made-up words plus real multilingual ones, so tokenizers that keep
// a merge cache (gpt-tokenizer does) are not flattered by a tiny repeated vocabulary.
const syllables = [
  'ka',
  'ro',
  'mi',
  'sel',
  'tan',
  'vor',
  'ith',
  'el',
  'dra',
  'qu',
  'on',
  'ar',
  'ne',
  'sh',
  'ul',
]
const pick = <Item>(items: readonly Item[]) => items[Math.floor(random.next() * items.length)]!
const words = [
  ...Array.from({ length: 5_000 }, () =>
    Array.from({ length: 1 + Math.floor(random.next() * 4) }, () => pick(syllables)).join(''),
  ),
  ...[
    'the',
    'castle',
    'Rook',
    'said',
    'quietly',
    '—',
    '성문',
    '앞에서',
    'こんにちは',
    'lluvia',
    'dragon,',
    'sword.',
    '"No!"',
    '\n',
    '42',
  ],
]
function text(bytes: number): string {
  let out = ''
  while (out.length < bytes) out += `${words[Math.floor(random.next() * words.length)]} `
  return out.slice(0, bytes)
}

const wasm = get_encoding('o200k_base')
const js = new JsTiktoken(o200kRanks)
const tokenizers: Record<string, (input: string) => number> = {
  'tiktoken (WASM)': (input) => wasm.encode(input).length,
  'js-tiktoken': (input) => js.encode(input).length,
  'gpt-tokenizer': (input) => gptCount(input),
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right)
  return sorted[Math.floor(sorted.length / 2)]!
}

function time(run: (iteration: number) => void, iterations: number): number {
  const samples: number[] = []
  for (let index = 0; index < iterations; index++) {
    const start = performance.now()
    run(index)
    samples.push(performance.now() - start)
  }
  return median(samples)
}

const sizes: [string, number, number][] = [
  ['1 KB', 1_024, 400],
  ['100 KB', 100 * 1_024, 20],
  ['1 MB', 1_024 * 1_024, 5],
]
// Each iteration gets a text no tokenizer has seen, so caches do not flatter anyone.
const inputs = sizes.map(([label, bytes, iterations]) => ({
  label,
  iterations,
  texts: Object.keys(tokenizers).map(() => Array.from({ length: iterations }, () => text(bytes))),
}))
const warmUp = text(10_000)
for (const tokenize of Object.values(tokenizers)) tokenize(warmUp)

console.log(`Tokenizers — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`)
console.log('| tokenizer | 1 KB (ms, median) | 100 KB (ms) | 1 MB (ms) | MB/s at 1 MB |')
console.log('|---|---:|---:|---:|---:|')
for (const [position, [name, tokenize]] of Object.entries(tokenizers).entries()) {
  const figures = inputs.map(({ texts, iterations }) =>
    time((iteration) => tokenize(texts[position]![iteration]!), iterations),
  )
  const throughput = 1 / (figures[2]! / 1000)
  console.log(
    `| ${name} | ${figures.map((figure) => figure.toFixed(3)).join(' | ')} | ${throughput.toFixed(1)} |`,
  )
}

// The runtime's pattern: 2,000 short messages (~200 chars); the first pass tokenizes,
// later turns hit the per-message cache.
console.log(
  '\n| tokenizer | 2,000 short messages, cold (ms) | same, cached (ms) | one new message (µs, median) |',
)
console.log('|---|---:|---:|---:|')
for (const [name, tokenize] of Object.entries(tokenizers)) {
  const messages = Array.from({ length: 2_000 }, (_, index) => ({
    id: `m${index}`,
    text: text(200),
  }))
  const cold = time(() => {
    for (const message of messages) tokenize(message.text)
  }, 1)
  const cache = createTokenCountCache({ name, count: tokenize })
  for (const message of messages) cache.count(message.id, message.text)
  const cached = time(() => {
    for (const message of messages) cache.count(message.id, message.text)
  }, 50)
  const fresh = Array.from({ length: 2_000 }, () => text(200))
  const single = time((iteration) => tokenize(fresh[iteration]!), 2_000) * 1000
  console.log(`| ${name} | ${cold.toFixed(2)} | ${cached.toFixed(3)} | ${single.toFixed(1)} |`)
}
wasm.free()
