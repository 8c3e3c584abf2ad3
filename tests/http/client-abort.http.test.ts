/** A client that goes away mid-request is an abort at info level, not a server error. */
import { EventEmitter, once } from 'node:events'
import { request } from 'node:http'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { listenHttp } from '../../server/listen'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const lines: Record<string, unknown>[] = []
const logged = new EventEmitter()
let url: string
let close: () => Promise<void>
let httpServer: import('node:http').Server

beforeAll(async () => {
  server = await startTestServer()
  const logger = pino(
    { level: 'info' },
    {
      write(line: string) {
        lines.push(JSON.parse(line))
        logged.emit('line')
      },
    },
  )
  const app = createApp({ ...server.context, logger })
  const listening = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' })
  url = `http://127.0.0.1:${listening.port}`
  httpServer = listening.server as import('node:http').Server
  close = () => new Promise((resolve) => listening.server.close(() => resolve()))
}, 60_000)

afterAll(async () => {
  await close?.()
  await server?.close()
})

describe('a client that aborts mid-request', () => {
  it('is logged as an abort at info level, not as a 500 error', async () => {
    const sent = request(`${url}/api/account/guest`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': '20000' },
    })
    sent.on('error', () => {})
    // Dropped once the server has the request and waits for the rest of its body.
    const received = once(httpServer, 'request')
    sent.write('{"nickname":"')
    await received
    sent.destroy()
    while (!lines.some((line) => line.msg === 'request')) await once(logged, 'line')
    const errors = lines.filter((line) => (line.level as number) >= 50)
    expect(errors).toEqual([])
    const aborted = lines.find((line) => line.msg === 'client aborted the request')
    expect(aborted?.level).toBe(30)
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ status: 499 })
  })
})
