// Runs isolated: @hono/node-server replaces the global Response, which other files' fetches
// must not see (vitest.config.ts).
import type { ServerResponse } from 'node:http'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../platform/http'
import { listenHttp } from '../listen'
import { answerHeader } from './answer-header'
import { requestId } from './request-id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function app() {
  const app = new Hono<AppEnv>()
  app.use(requestId())
  app.use((c, next) => {
    answerHeader(c, 'X-Content-Type-Options', 'nosniff')
    return next()
  })
  app.get('/id', (c) => c.json({ id: c.get('requestId') }))
  app.get('/own', (c) => c.body('x', 200, { 'X-Content-Type-Options': 'own-value' }))
  app.get('/raw', (c) => {
    const outgoing = (c.env as { outgoing: ServerResponse }).outgoing
    outgoing.writeHead(200, { 'content-type': 'text/plain' })
    outgoing.end('raw')
    return RESPONSE_ALREADY_SENT
  })
  return app
}

describe('request id and answer headers', () => {
  let close: () => Promise<void>
  let url: string
  beforeAll(async () => {
    const { server, port } = await listenHttp(app().fetch, { port: 0, hostname: '127.0.0.1' })
    url = `http://127.0.0.1:${port}`
    close = () => new Promise((resolve) => server.close(() => resolve()))
  })
  afterAll(() => close())

  it("echoes the caller's plain id, and answers a UUID for a missing or unsafe one", async () => {
    const given = await fetch(`${url}/id`, { headers: { 'x-request-id': 'abc-123=' } })
    expect(given.headers.get('x-request-id')).toBe('abc-123=')
    expect(await given.json()).toEqual({ id: 'abc-123=' })
    const unsafe: Record<string, string>[] = [
      {},
      { 'x-request-id': 'a b' },
      { 'x-request-id': 'x'.repeat(256) },
    ]
    for (const headers of unsafe) {
      const answer = await fetch(`${url}/id`, { headers })
      const id = answer.headers.get('x-request-id')
      expect(id).toMatch(UUID)
      expect(await answer.json()).toEqual({ id })
    }
  })

  it("sends the headers over the socket, a route's own value winning", async () => {
    expect((await fetch(`${url}/id`)).headers.get('x-content-type-options')).toBe('nosniff')
    const own = await fetch(`${url}/own`)
    expect(own.headers.get('x-content-type-options')).toBe('own-value')
    const raw = await fetch(`${url}/raw`)
    expect(await raw.text()).toBe('raw')
    expect(raw.headers.get('x-request-id')).toMatch(UUID)
  })

  it('sets them on the response in process, where there is no socket', async () => {
    const answer = await app().request('/id', { headers: { 'x-request-id': 'in-process' } })
    expect(answer.headers.get('x-request-id')).toBe('in-process')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
