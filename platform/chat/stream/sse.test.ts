// Runs isolated: @hono/node-server replaces the global Response, which other files' fetches
// must not see (vitest.config.ts).
import type { Server } from 'node:http'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../../http'
import type { StreamEvent } from './events'
import { writeEvents } from './sse'

const MESSAGE = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const BATCHES: StreamEvent[][] = [
  [{ seq: 1, event: 'message-start', data: { messageId: MESSAGE } }],
  [
    { seq: 2, event: 'text-delta', data: { delta: 'The tide ' } },
    { seq: 3, event: 'text-delta', data: { delta: 'turns. 물결' } },
  ],
  [{ seq: 4, event: 'message-end', data: { messageId: MESSAGE, text: 'The tide turns. 물결' } }],
]

/**
 * The SSE writer over a socket (straight to Node's response) and in-process (through
 * Hono's `streamSSE`): the same bytes and headers, and a client that leaves stops it.
 */
describe('writeEvents', () => {
  let server: Server
  let url: string
  const left: Promise<void>[] = []
  let markLeft: (() => void) | null = null

  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.header('X-Request-Id', 'req-1')
    c.header('Set-Cookie', 'a=1; Path=/', { append: true })
    c.header('Set-Cookie', 'b=2; Path=/', { append: true })
    await next()
  })
  app.get('/events', (c) =>
    writeEvents(c, MESSAGE, async function* () {
      for (const batch of BATCHES) yield batch
    }),
  )
  app.get('/endless', (c) =>
    writeEvents(c, MESSAGE, async function* (signal) {
      left.push(new Promise((resolve) => signal.addEventListener('abort', () => resolve())))
      markLeft?.()
      yield BATCHES[0]!
      await new Promise((resolve) => signal.addEventListener('abort', resolve))
    }),
  )

  beforeAll(async () => {
    // Hono's Node adapter, as the server listens (server/listen.ts).
    server = createAdaptorServer({ fetch: app.fetch, hostname: '127.0.0.1' }) as Server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('writes the same frames and headers over a socket as in-process', async () => {
    const overSocket = await fetch(`${url}/events`)
    const inProcess = await app.request('/events')
    const text = await overSocket.text()
    expect(text).toBe(await inProcess.text())
    expect(text).toBe(
      `event: message-start\nid: ${MESSAGE}:1\nretry: 2000\ndata: {"messageId":"${MESSAGE}"}\n\n` +
        `event: text-delta\nid: ${MESSAGE}:2\ndata: {"delta":"The tide "}\n\n` +
        `event: text-delta\nid: ${MESSAGE}:3\ndata: {"delta":"turns. 물결"}\n\n` +
        `event: message-end\nid: ${MESSAGE}:4\ndata: {"messageId":"${MESSAGE}","text":"The tide turns. 물결"}\n\n`,
    )
    for (const response of [overSocket, inProcess]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/event-stream')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('x-accel-buffering')).toBe('no')
      expect(response.headers.get('x-request-id')).toBe('req-1')
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    }
  })

  it('sends the headers at once, and stops reading events when the client leaves', async () => {
    const opened = new Promise<void>((resolve) => {
      markLeft = resolve
    })
    const firstBytes = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${url}/endless`, (response) => {
        response.setEncoding('utf8')
        response.once('data', (chunk: string) => {
          resolve(chunk)
          // The client goes away mid-stream.
          request.destroy()
        })
      })
      request.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error)
      })
      request.end()
    })
    await opened
    expect(firstBytes).toContain('event: message-start')
    await expect(left.at(-1)).resolves.toBeUndefined()
  })
})
