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
   * Tables a rejected request may change on purpose (failed-login counters, attempt
   * counters of codes): security bookkeeping, not state the request asked for.
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

/** Row count and a content hash of every table: any write shows up. */
export async function databaseFingerprint(
  database: Database,
  skip: string[] = [],
): Promise<Record<string, string>> {
  const tables = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )
  const fingerprint: Record<string, string> = {}
  for (const { table_name: table } of tables) {
    if (skip.includes(table)) continue
    const [row] = await database.query<{ n: number; h: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from "${table}" t`,
    )
    fingerprint[table] = `${row?.n}:${row?.h ?? ''}`
  }
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
      const before = await databaseFingerprint(server.context.database, route.rejectionMayWrite)
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
        const after = await databaseFingerprint(server.context.database, route.rejectionMayWrite)
        expect(
          after,
          `${route.path} changed the database while answering ${response.status}`,
        ).toEqual(before)
      }
    }),
    { numRuns },
  )
}
