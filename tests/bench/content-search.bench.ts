/**
 * Content search over 100,000 synthetic contents in four languages (English, Korean,
 * Japanese written without spaces, Spanish) on PGlite, in memory on its worker thread as
 * the server runs it: keyword search through the search service (p50 / p99), beside the
 * floor of a naive `ILIKE '%word%'` scan of the same table with the same words in the same
 * run. Goals: p50 ≤ 20 ms, p99 ≤ 60 ms, ≥ 10× the naive scan. Then `GET /api/content/bulk`
 * with 150 ids through the whole server (p50, goal ≤ 10 ms) beside a bare `node:http`
 * server answering a body of the same size.
 *
 *   npx tsx tests/bench/content-search.bench.ts
 *   CONTENTS=20000 QUERIES=200 npx tsx tests/bench/content-search.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pino from 'pino'
import { checkSearchRequest } from '../../platform/content/search/filter'
import { createSearchService } from '../../platform/content/search/service'
import { contentRow } from '../../platform/content/search/testing'
import { migrateToLatest, openDatabase } from '../../platform/db'
import { systemClock } from '../../platform/http'
import { allMigrations } from '../../platform/migrations'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServerContext } from '../../server/context'
import { listenHttp } from '../../server/listen'

const CONTENTS = Number(process.env.CONTENTS ?? 100_000)
const QUERIES = Number(process.env.QUERIES ?? 400)
const NAIVE_QUERIES = Number(process.env.NAIVE_QUERIES ?? 60)
const BULK_REQUESTS = Number(process.env.BULK_REQUESTS ?? 400)

/** A small deterministic generator (mulberry32), so every run searches the same table. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = random(20261126)
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
const between = (low: number, high: number) => low + Math.floor(rand() * (high - low + 1))

/** Words of `low`–`high` characters drawn from `chars` (letters of the language's script). */
const wordsOf = (chars: readonly string[], low: number, high: number) =>
  Array.from({ length: 1500 }, () =>
    Array.from({ length: between(low, high) }, () => pick(chars)).join(''),
  )
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))
const LATIN = [...'abcdefghijklmnopqrstuvwxyz']
const SPANISH = [...LATIN, 'ñ', 'á', 'é', 'í', 'ó', 'ú']
/** Hangul syllables; Japanese hiragana, katakana and the first 2,000 CJK ideographs. */
const HANGUL = range(0xac00, 0xd7a3)
const JAPANESE = [
  ...range(0x3041, 0x3093),
  ...range(0x30a1, 0x30f3),
  ...range(0x4e00, 0x4e00 + 1999),
]

/** Each language's word list: 1,500 words, so a word is in ~1% of its language's contents. */
const vocabulary = {
  en: wordsOf(LATIN, 4, 9),
  es: wordsOf(SPANISH, 4, 9),
  ko: wordsOf(HANGUL, 2, 3),
  jp: wordsOf(JAPANESE, 2, 4),
} as const
type Language = keyof typeof vocabulary
const LANGUAGES: Language[] = ['en', 'ko', 'jp', 'es']
const joinerOf = (language: Language) => (language === 'jp' ? '' : ' ')
const phrase = (language: Language, low: number, high: number) =>
  Array.from({ length: between(low, high) }, () => pick(vocabulary[language])).join(
    joinerOf(language),
  )

const median = (values: number[]) => percentile(values, 50)
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`

const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-search-bench-'))
const database = await openDatabase({})
await migrateToLatest(database.db, allMigrations)
const { db } = database

console.log(`seeding ${CONTENTS.toLocaleString()} contents…`)
const seedStart = performance.now()
const now = Date.now()
const creators = Array.from({ length: 2000 }, (_, index) =>
  (index + 1).toString(16).padStart(24, '0'),
)
const oids: string[] = []
for (let start = 0; start < CONTENTS; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, CONTENTS - start) }, (_, offset) => {
    const index = start + offset
    const language = LANGUAGES[index % 4] as Language
    const other = pick(LANGUAGES)
    const published = new Date(now - between(0, 365 * 86_400) * 1000)
    const row = contentRow(
      {
        creator_oid: pick(creators),
        title: phrase(language, 2, 5),
        multi_lang_title: rand() < 0.3 ? { [other]: phrase(other, 2, 4) } : {},
        description: phrase(language, 8, 20),
        hashtags: Array.from({ length: between(1, 3) }, () => pick(vocabulary[language])),
        language,
        content_type: pick(['story', 'story', 'clip', 'playlist', 'scenario'] as const),
        category: pick(['audio-drama', 'asmr', 'realplay', 'story-chat', 'anime', 'other']),
        adult: rand() < 0.1,
        price: pick([0, 0, 100, 300, 1000]),
        likes: between(0, 5000),
        views: between(0, 100_000),
        chat_count: between(0, 20_000),
        status: rand() < 0.95 ? 'published' : 'inprogress',
        published_at: published,
      },
      published,
    )
    return { ...row, oid: `c${(index + 1).toString(16).padStart(23, '0')}` }
  })
  oids.push(...rows.map((row) => row.oid))
  await db
    .insertInto('contents')
    .values(rows as never)
    .execute()
}
// The server's maintenance would do this within a minute (no autovacuum on PGlite).
await sql`vacuum analyze contents`.execute(db)
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

const service = createSearchService({ db, clock: systemClock, logger: pino({ level: 'silent' }) })
/** Search words as users type them: whole words of every language, and parts of longer ones. */
const words = Array.from({ length: QUERIES }, () => {
  const language = pick(LANGUAGES)
  const word = pick(vocabulary[language])
  return rand() < 0.25 && [...word].length > 3 ? [...word].slice(0, 3).join('') : word
})

async function timeSearch(word: string) {
  const started = performance.now()
  const page = await service.search(checkSearchRequest({ keyword: word }), null)
  return { elapsed: performance.now() - started, hits: page.contents.length }
}
async function timeNaive(word: string) {
  const pattern = `%${word}%`
  const started = performance.now()
  const { rows } = await sql`
    select oid from contents
    where status = 'published' and visibility = 'public' and not adult
      and (title ilike ${pattern} or description ilike ${pattern}
        or multi_lang_title::text ilike ${pattern} or array_to_string(hashtags, ' ') ilike ${pattern})
    order by published_at desc limit 21`.execute(db)
  return { elapsed: performance.now() - started, hits: rows.length }
}

for (const word of words.slice(0, 40)) await timeSearch(word)
const searchTimes: number[] = []
let hits = 0
for (const word of words) {
  const result = await timeSearch(word)
  searchTimes.push(result.elapsed)
  hits += result.hits
}
const naiveTimes: number[] = []
for (const word of words.slice(0, NAIVE_QUERIES)) naiveTimes.push((await timeNaive(word)).elapsed)

console.log(
  `\nkeyword search, ${words.length} queries (${(hits / words.length).toFixed(1)} hits a page on average)`,
)
console.log(
  `  service: p50 ${ms(median(searchTimes))}, p99 ${ms(percentile(searchTimes, 99))}, max ${ms(Math.max(...searchTimes))}`,
)
console.log(
  `  naive ILIKE scan (${naiveTimes.length} of the same words): p50 ${ms(median(naiveTimes))}, p99 ${ms(percentile(naiveTimes, 99))}`,
)
console.log(
  `  ratio naive ÷ service at p50: ${(median(naiveTimes) / median(searchTimes)).toFixed(1)}×`,
)

// GET /api/content/bulk with 150 ids through the whole server, on the same database.
const config = loadConfig({ TALELOOM_DATA: dataDir, LOG_LEVEL: 'silent', PORT: '0' })
const context = await createServerContext(config, { database, logger: pino({ level: 'silent' }) })
const app = createApp(context)
const { server, port } = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' })
const batches = Array.from({ length: 20 }, () =>
  Array.from({ length: 150 }, () => pick(oids)).join('|'),
)
const probe = await fetch(
  `http://127.0.0.1:${port}/api/content/bulk?requestFormQueue=${batches[0]}`,
)
const probeBody = await probe.text()
if (probe.status !== 200) {
  console.log(
    `\nGET /content/bulk answered ${probe.status}: not measured (${probeBody.slice(0, 120)})`,
  )
} else {
  const timeGet = async (url: string) => {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    return performance.now() - started
  }
  const floor = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(probeBody),
    })
    response.end(probeBody)
  })
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve))
  const floorPort = (floor.address() as AddressInfo).port
  const bulkTimes: number[] = []
  const floorTimes: number[] = []
  for (let index = 0; index < BULK_REQUESTS + 50; index++) {
    const ids = batches[index % batches.length]
    const bulk = await timeGet(`http://127.0.0.1:${port}/api/content/bulk?requestFormQueue=${ids}`)
    const bare = await timeGet(`http://127.0.0.1:${floorPort}/?requestFormQueue=${ids}`)
    if (index < 50) continue
    bulkTimes.push(bulk)
    floorTimes.push(bare)
  }
  floor.close()
  console.log(
    `\nGET /content/bulk, 150 ids, ${BULK_REQUESTS} requests (${(probeBody.length / 1024).toFixed(0)} KB answers)`,
  )
  console.log(`  server: p50 ${ms(median(bulkTimes))}, p99 ${ms(percentile(bulkTimes, 99))}`)
  console.log(
    `  bare node:http, same body: p50 ${ms(median(floorTimes))}, p99 ${ms(percentile(floorTimes, 99))}`,
  )
}
await new Promise<void>((resolve) => server.close(() => resolve()))
await context.close()
rmSync(dataDir, { recursive: true, force: true })
