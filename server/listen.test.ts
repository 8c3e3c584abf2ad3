import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { listenHttp } from './listen'

const hello = () => new Response('hello')

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
  // default queue (511) the connections past it were dropped and retried a second later
  // (measured by hand with `backlog: 511`: the last of 1,200 connected after ~1.1 s).
  it('queues a crowd that connects while the event loop is blocked', async () => {
    const { server, port } = await listenHttp(hello, { port: 0, hostname: '127.0.0.1' })
    const sockets: Socket[] = []
    try {
      const started = performance.now()
      const connected = Array.from({ length: 1_200 }, () => {
        const socket = connect(port, '127.0.0.1')
        sockets.push(socket)
        return new Promise<number>((resolve, reject) => {
          socket.once('connect', () => resolve(performance.now() - started))
          socket.once('error', reject)
        })
      })
      // The connects are issued first; then the loop is held, so nothing is accepted.
      await new Promise((resolve) => setImmediate(resolve))
      const until = performance.now() + 300
      while (performance.now() < until) {}
      const times = await Promise.all(connected)
      // A dropped connection is retried after the kernel's 1 s retransmission timeout.
      expect(Math.max(...times)).toBeLessThan(950)
    } finally {
      for (const socket of sockets) socket.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
