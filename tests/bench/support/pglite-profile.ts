/**
 * With BENCH_PROFILE_SQL=1: times every statement PGlite runs, by SQL text. PGlite runs
 * a statement synchronously on the event loop, so these are the loop's blocked stretches
 * that belong to the database. Patches PGlite's wire-protocol entry point, which sees
 * each statement's Parse (extended protocol) or Query (simple protocol) message first.
 */
import { PGlite } from '@electric-sql/pglite'

interface Stat {
  count: number
  totalMs: number
  maxMs: number
}

const stats = new Map<string, Stat>()
let current = '(unknown)'
// Bursts: statements run back to back with no turn of the event loop between them (a
// recurring setImmediate counts the turns). PGlite's queue hands over through promises
// alone, so a deep queue can drain in one turn and hold every socket waiting meanwhile.
let loopTurns = 0
let burst = { turn: -1, started: 0, statements: 0 }
let longestBurst = { ms: 0, statements: 0 }
let ticking = false
const tick = () => {
  loopTurns += 1
  if (ticking) setImmediate(tick)
}

export function profileSqlEnabled() {
  return process.env.BENCH_PROFILE_SQL === '1'
}

export function installSqlProfile() {
  const proto = PGlite.prototype as unknown as {
    execProtocolStream(message: Uint8Array, options?: unknown): Promise<unknown>
  }
  const original = proto.execProtocolStream
  const decoder = new TextDecoder()
  ticking = true
  setImmediate(tick)
  proto.execProtocolStream = async function timed(message, options) {
    const statement = statementOf(message, decoder)
    if (burst.turn !== loopTurns)
      burst = { turn: loopTurns, started: performance.now(), statements: 0 }
    if (statement.runs) burst.statements += 1
    if (statement.text !== null) current = statement.text
    const started = performance.now()
    try {
      return await original.call(this, message, options)
    } finally {
      const spent = performance.now() - started
      const key = current.replace(/\s+/g, ' ').slice(0, 160)
      const stat = stats.get(key) ?? { count: 0, totalMs: 0, maxMs: 0 }
      stat.totalMs += spent
      stat.maxMs = Math.max(stat.maxMs, spent)
      if (statement.runs) stat.count += 1
      stats.set(key, stat)
      const burstMs = performance.now() - burst.started
      if (burstMs > longestBurst.ms) longestBurst = { ms: burstMs, statements: burst.statements }
    }
  }
}

/** Prepared statements' texts by name, from their Parse messages. */
const texts = new Map<string, string>()

/**
 * The statement a protocol message runs: the platform's dialect sends Close, Parse, Bind,
 * Describe, Execute and Sync together, and a prepared statement's later runs carry only
 * its name in the Bind. `runs` is false for a Parse sent only to describe the statement.
 */
function statementOf(message: Uint8Array, decoder: TextDecoder) {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength)
  let text: string | null = null
  let runs = false
  for (let at = 0; at + 5 <= message.length; at += 1 + view.getInt32(at + 1)) {
    const tag = message[at]
    const body = at + 5
    if (tag === 0x51) {
      text = decoder.decode(message.subarray(body, at + 1 + view.getInt32(at + 1) - 1))
      runs = true
    } else if (tag === 0x50) {
      const nameEnd = message.indexOf(0, body)
      const textEnd = message.indexOf(0, nameEnd + 1)
      const name = decoder.decode(message.subarray(body, nameEnd))
      text = decoder.decode(message.subarray(nameEnd + 1, textEnd))
      if (name) texts.set(name, text)
    } else if (tag === 0x42) {
      const portalEnd = message.indexOf(0, body)
      const name = decoder.decode(
        message.subarray(portalEnd + 1, message.indexOf(0, portalEnd + 1)),
      )
      if (name) text = texts.get(name) ?? `(prepared ${name})`
      runs = true
    }
  }
  return { text, runs }
}

export function resetSqlProfile() {
  stats.clear()
  longestBurst = { ms: 0, statements: 0 }
}

export function stopSqlProfile() {
  ticking = false
}

/** The statements that held the loop longest, as Markdown rows. */
export function printSqlProfile(top = Number(process.env.BENCH_PROFILE_SQL_TOP ?? 15)) {
  const rows = [...stats].sort((a, b) => b[1].totalMs - a[1].totalMs).slice(0, top)
  const all = [...stats.values()].reduce((sum, stat) => sum + stat.totalMs, 0)
  console.log(
    `\nPGlite time by statement (total ${(all / 1000).toFixed(2)} s; longest run of statements ` +
      `within one event-loop turn: ${longestBurst.statements} statements, ${longestBurst.ms.toFixed(0)} ms)\n`,
  )
  console.log('| total ms | count | mean ms | max ms | statement |')
  console.log('|---|---|---|---|---|')
  for (const [sql, stat] of rows) {
    console.log(
      `| ${stat.totalMs.toFixed(0)} | ${stat.count} | ${(stat.totalMs / Math.max(1, stat.count)).toFixed(2)} | ${stat.maxMs.toFixed(1)} | \`${sql}\` |`,
    )
  }
}

/**
 * With BENCH_PGLITE_YIELD=1: every PGlite statement first waits for a turn of the event
 * loop (setImmediate). An experiment for a change proposed to platform/db/pglite/dialect.ts:
 * a deep statement queue then drains one statement per loop turn, between socket reads
 * and writes, instead of in one uninterrupted stretch.
 */
export function pgliteYieldEnabled() {
  return process.env.BENCH_PGLITE_YIELD === '1'
}

export function installPgliteYield() {
  // The dialect runs each statement through runExclusive.
  const proto = PGlite.prototype as unknown as {
    runExclusive(...args: unknown[]): Promise<unknown>
  }
  const original = proto.runExclusive
  const budget = Number(process.env.BENCH_PGLITE_YIELD_MS ?? 0)
  let sliceStart = -1
  proto.runExclusive = async function yielding(...args) {
    if (budget > 0) {
      const now = performance.now()
      if (sliceStart < 0) {
        sliceStart = now
        setImmediate(() => {
          sliceStart = -1
        })
      } else if (now - sliceStart > budget) {
        await new Promise((resolve) => setImmediate(resolve))
      }
    } else await new Promise((resolve) => setImmediate(resolve))
    return original.apply(this, args)
  }
}

/**
 * Where the bench's PGlite runs: on its worker thread as the server runs it, or on the
 * server's thread with BENCH_PGLITE_THREAD=inline (for an A/B), which the two
 * instruments above need: they patch PGlite in this thread.
 */
export function benchPgliteThread(): 'worker' | 'inline' {
  const wanted = process.env.BENCH_PGLITE_THREAD ?? 'worker'
  if (wanted !== 'worker' && wanted !== 'inline')
    throw new Error(`BENCH_PGLITE_THREAD must be worker or inline, not ${wanted}`)
  if (wanted === 'worker' && (profileSqlEnabled() || pgliteYieldEnabled()))
    throw new Error('BENCH_PROFILE_SQL and BENCH_PGLITE_YIELD need BENCH_PGLITE_THREAD=inline')
  return wanted
}
