/**
 * Route fuzzing: fast-check generated bodies and queries (wrong types, missing fields,
 * huge strings, wrong id shapes) against real routes. Every answer must be < 500, and a
 * rejected request must leave the database exactly as it was. Areas add FuzzRoute rows.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import type { Database } from '../../platform/db'
import type { ApiInit, TestServer } from './test-server'

export type FuzzCaller = 'none' | 'guest' | 'user' | 'admin'

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** Who calls: fuzzing as the allowed caller reaches the validation, not just the 401. */
  caller: FuzzCaller
  /** The route's real field names (body, or query for GET); generated objects mix these with junk. */
  fields: string[]
  /**
   * Tables a rejected request may change on purpose (an expired code cleared, say): security
   * bookkeeping, not state the request asked for. The limit store's budgets always may.
   */
  rejectionMayWrite?: string[]
  /**
   * Valid values sent in half the runs (the caller's own room), so fuzzing also reaches the
   * validation behind the ownership check.
   */
  fixed?: Record<string, unknown>
}

/** Values of the wrong type and shape, plus near-misses of the right one. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constant('x'.repeat(100_000)),
  fc.constant(''),
  fc.stringMatching(/^[0-9a-fA-F]{20,28}$/),
  fc.stringMatching(/^[0-9]{1,10}$/),
  fc.constantFrom(
    '0000-00-00',
    '1990-13-40',
    '19900230',
    'en',
    'kr',
    'admin',
    '<script>',
    "' or 1=1 --",
    '\u0000',
    // Numbers a coercion once read, and half a UTF-16 pair.
    '0x3',
    ' 3 ',
    '2e0',
    '\ud800',
  ),
  fc.constant([3]),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
)

export function inputFor(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(fields.map((field) => [field, junkValue])), {
    requiredKeys: [],
  })
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), junkValue, { maxKeys: 2 })
  return fc.tuple(known, extra).map(([fieldsPart, extraPart]) => ({ ...extraPart, ...fieldsPart }))
}

/**
 * Row count and a content hash of every table: any write shows up. One statement reads every
 * table (one round trip, not one per table). A statement trigger on every table bumps a
 * sequence on each write (not transactional: a write rolled back counts too); while that
 * count stands still nothing can have changed, so the last fingerprint is handed out again
 * instead of reading the database whole — the fuzz and the matrices take thousands.
 */
export async function databaseFingerprint(
  database: Database,
  skip: string[] = [],
): Promise<Record<string, string>> {
  let state = tracked.get(database)
  if (!state) {
    state = trackWrites(database)
    tracked.set(database, state)
  }
  const { tables, cache } = await state
  const writes = await writesSoFar(database)
  if (writes !== cache.writes) {
    cache.writes = writes
    cache.fingerprints.clear()
  }
  const key = skip.join(',')
  let fingerprint = cache.fingerprints.get(key)
  if (!fingerprint) {
    fingerprint = await readFingerprint(
      database,
      tables.filter((table) => !skip.includes(table)),
    )
    cache.fingerprints.set(key, fingerprint)
  }
  return fingerprint
}

/**
 * The limit store's budgets: every attempt is counted before its check, a refused one too
 * (that is the point), so they are bookkeeping every request may write, not state it asked
 * for. Neither fingerprinted nor counted as a write.
 */
const BOOKKEEPING_TABLES = ['limit_budgets']

interface Tracking {
  tables: string[]
  cache: { writes: string; fingerprints: Map<string, Record<string, string>> }
}
const tracked = new WeakMap<Database, Promise<Tracking>>()

async function trackWrites(database: Database): Promise<Tracking> {
  const rows = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )
  const tables = rows
    .map((row) => row.table_name)
    .filter((table) => !BOOKKEEPING_TABLES.includes(table))
  await database.query('create sequence if not exists test_writes')
  await database.query(
    `create or replace function test_count_write() returns trigger language plpgsql as
     $$ begin perform nextval('test_writes'); return null; end $$`,
  )
  for (const table of tables) {
    await database.query(
      `create or replace trigger test_count_write after insert or update or delete or truncate
       on "${table}" for each statement execute function test_count_write()`,
    )
  }
  return { tables, cache: { writes: '', fingerprints: new Map() } }
}

async function writesSoFar(database: Database): Promise<string> {
  const [row] = await database.query<{ n: string }>(
    'select last_value::text || is_called::text as n from test_writes',
  )
  return row?.n ?? ''
}

async function readFingerprint(
  database: Database,
  tables: string[],
): Promise<Record<string, string>> {
  if (tables.length === 0) return {}
  const rows = await database.query<{ name: string; n: number; h: string | null }>(
    tables
      .map(
        (table) =>
          `select '${table}' as name, count(*)::int as n, ` +
          `md5(string_agg(t::text, '|' order by t::text)) as h from "${table}" t`,
      )
      .join(' union all '),
  )
  const fingerprint: Record<string, string> = {}
  for (const row of rows) fingerprint[row.name] = `${row.n}:${row.h ?? ''}`
  return fingerprint
}

/**
 * Node's HTTP server refuses request heads over 16 KiB (431) before the app sees them,
 * so the whole query (after URL encoding, which can triple a value) stays under 8 KiB.
 */
const QUERY_BUDGET = 8000

/**
 * A URL carries UTF-8 only, so a lone surrogate cannot be sent in one: it becomes U+FFFD, as
 * a browser's URL encoder makes it (lone surrogates in bodies are fuzzed as JSON escapes).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD')

/** GET inputs as strings (a query string carries nothing else), short enough to reach the app. */
function toQuery(input: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(input)
  const share = Math.floor(QUERY_BUDGET / Math.max(1, entries.length))
  return Object.fromEntries(
    entries.map(([rawKey, value]) => {
      const key = wellFormed(rawKey.slice(0, 100))
      let text = wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
      while (encodeURIComponent(text).length + key.length > share && text.length > 0) {
        text = wellFormed(text.slice(0, Math.floor(text.length / 2)))
      }
      return [key, text]
    }),
  )
}

function withFixed(
  input: fc.Arbitrary<Record<string, unknown>>,
  fixed: Record<string, unknown> | undefined,
): fc.Arbitrary<Record<string, unknown>> {
  if (!fixed) return input
  return fc
    .tuple(input, fc.boolean())
    .map(([generated, keep]) => (keep ? { ...generated, ...fixed } : generated))
}

export async function fuzzRoute(
  server: TestServer,
  route: FuzzRoute,
  credentials: Record<FuzzCaller, Pick<ApiInit, 'token' | 'guestDeviceId'>>,
  numRuns: number,
) {
  await fc.assert(
    fc.asyncProperty(withFixed(inputFor(route.fields), route.fixed), async (input) => {
      const database = server.context.database
      const skip = route.rejectionMayWrite ?? []
      const before = await databaseFingerprint(database, skip)
      const response = await server.api(route.path, {
        method: route.method,
        ...(route.method === 'GET' ? { query: toQuery(input) } : { body: input }),
        ...credentials[route.caller],
      })
      expect(
        response.status,
        `${route.method} ${route.path} → ${response.text.slice(0, 300)}`,
      ).toBeLessThan(500)
      expect(response.json?.error, 'every error uses the one envelope').toSatisfy(
        (error: unknown) => response.status < 400 || typeof error === 'string',
      )
      if (response.status >= 400) {
        const after = await databaseFingerprint(database, skip)
        expect(
          after,
          `${route.path} changed the database while answering ${response.status}`,
        ).toEqual(before)
      }
    }),
    { numRuns },
  )
}
