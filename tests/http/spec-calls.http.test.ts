/**
 * The spec's calls census: every call the spec's three documents list (./spec-calls/)
 * reaches a route of the product. Each is sent as a stranger would send it (no session, an
 * empty JSON body, an unknown id in its path parameters): any answer but the router's own
 * 404 (`ROUTE_NOT_FOUND`, server/app.ts) means the route is there. An application's 404
 * (no such room, no such content) carries another code, so the two are told apart.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'
import { mountedPath, SPEC_CALLS, type SpecCall } from './spec-calls/index'

/** The spec's calls as ./spec-calls/types.ts reads them (its header says how). */
const SPEC_CALL_COUNT = 341

/**
 * Calls the product deliberately does not answer, by `METHOD path` as mounted, each with why.
 * None now; the census fails when one listed here answers, so the list only shrinks.
 */
const NOT_IMPLEMENTED: Readonly<Record<string, string>> = {}

/** A syntactically valid id that names nothing (24 hex digits, as the product's oids). */
const UNKNOWN_ID = '0000000000000000000000aa'
const CONCURRENCY = 6

const key = (call: SpecCall) => `${call.method} ${mountedPath(call)}`
const filled = (path: string) => path.replace(/\{[^}]+\}/g, UNKNOWN_ID)

interface Answer {
  status: number
  code: unknown
}

describeOnEngine("the spec's calls census", (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ engine })
  }, 60_000)
  afterAll(() => server?.close())

  // Raw fetch, redirects not followed: a sign-in callback answers with one, and where it
  // leads is a page, not the call.
  const send = async (method: string, path: string): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...server.clientHeaders, 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    })
    const text = await response.text()
    return { status: response.status, code: text.startsWith('{') ? JSON.parse(text).code : null }
  }
  const routeMissing = (answer: Answer) =>
    answer.status === 404 && answer.code === 'ROUTE_NOT_FOUND'

  it('lists each of the spec calls once', () => {
    expect(SPEC_CALLS).toHaveLength(SPEC_CALL_COUNT)
    const counts = [1, 2, 3].map((doc) => SPEC_CALLS.filter((call) => call.doc === doc).length)
    expect(counts).toEqual([89, 87, 165])
    // The calls whose method and path the spec writes itself; the rest say what they took.
    expect(SPEC_CALLS.filter((call) => !call.inferred)).toHaveLength(304)
    expect(new Set(SPEC_CALLS.map(key)).size).toBe(SPEC_CALL_COUNT)
  })

  it("tells the router's 404 from an application's under every mounted prefix", async () => {
    const prefixes = [...new Set(SPEC_CALLS.map((call) => mountedPath(call).split('/')[2]))]
    for (const prefix of prefixes) {
      // An area's own middleware must not answer for a path it has no route for.
      expect(await send('GET', `/api/${prefix}/no-such-call`), prefix).toEqual({
        status: 404,
        code: 'ROUTE_NOT_FOUND',
      })
    }
    // A route that finds nothing by its id says what it did not find.
    expect(await send('GET', `/api/content/gacha/${UNKNOWN_ID}`)).toEqual({
      status: 404,
      code: 'GACHA_NOT_FOUND',
    })
  })

  it('answers every call the spec lists but those it leaves out on purpose', async () => {
    const answers: [string, Answer][] = []
    // A few at a time: the run stays a few seconds, the product's budgets untouched.
    for (let start = 0; start < SPEC_CALLS.length; start += CONCURRENCY) {
      const batch = SPEC_CALLS.slice(start, start + CONCURRENCY)
      const sent = await Promise.all(
        batch.map((call) => send(call.method, filled(mountedPath(call)))),
      )
      for (const [index, call] of batch.entries()) answers.push([key(call), sent[index] as Answer])
    }
    const missing = answers.filter(([, answer]) => routeMissing(answer)).map(([call]) => call)
    expect(missing.sort()).toEqual(Object.keys(NOT_IMPLEMENTED).sort())
    expect(answers.length - missing.length).toBe(
      SPEC_CALL_COUNT - Object.keys(NOT_IMPLEMENTED).length,
    )
    // A stranger's empty call is refused or answered, never a server error.
    expect(answers.filter(([, answer]) => answer.status >= 500).map(([call]) => call)).toEqual([])
  })
})
