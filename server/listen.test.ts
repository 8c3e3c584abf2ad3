// Runs isolated: @hono/node-server replaces the global Response, which other files' fetches
// must not see (vitest.config.ts).
import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { listenHttp } from './listen'

const hello = () => new Response('hello')

/** Linux's count of connections refused because a listen queue was full (null elsewhere). */
function listenOverflows(): number | null {
  try {
    const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'))
      .map((line) => line.split(/\s+/))
    const at = names?.indexOf('ListenOverflows') ?? -1
    return at > 0 && values?.[at] !== undefined ? Number(values[at]) : null
  } catch {
    return null
  }
}

describe('listenHttp', () => {
  it('serves the app on the port the system chose', async () => {
    const { server, port } = await listenHttp(hello, { port: 0, hostname: '127.0.0.1' })
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      expect(await response.text()).toBe('hello')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('rejects when the port is taken', async () => {
    const first = await listenHttp(hello, { port: 0, hostname: '127.0.0.1' })
    try {
      await expect(
        listenHttp(hello, { port: first.port, hostname: '127.0.0.1' }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      await new Promise((resolve) => first.server.close(resolve))
    }
  })

  // A crowd connecting while the loop is busy waits in the kernel's queue. With Node's
  // default queue (511) the connections past it were dropped and retried a second later.
  // The kernel counts each refusal, so the test reads that count rather than a stopwatch.
  it.runIf(listenOverflows() !== null)(
    'queues a crowd that connects while the event loop is blocked',
    async () => {
      const { server, port } = await listenHttp(hello, { port: 0, hostname: '127.0.0.1' })
      const sockets: Socket[] = []
      const overflowsBefore = listenOverflows()
      try {
        const connected = Array.from({ length: 1_200 }, () => {
          const socket = connect(port, '127.0.0.1')
          sockets.push(socket)
          return new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve())
            socket.once('error', reject)
          })
        })
        // The connects are issued first; then the loop is held, so nothing is accepted.
        await new Promise((resolve) => setImmediate(resolve))
        const until = performance.now() + 300
        while (performance.now() < until) {}
        await Promise.all(connected)
        expect(listenOverflows()).toBe(overflowsBefore)
      } finally {
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    },
  )
})
