import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'

/**
 * The listen queue asked of the kernel. Node's default is 511: when a crowd connects at
 * once while the event loop is busy (thousands of players pressing send together), the
 * connections past it are dropped and their clients retry 1, 3, 7, 15… s later
 * (docs/PERFORMANCE.md). The kernel caps the value at
 * `net.core.somaxconn` (4096 on Linux since 5.4), so raising that is enough to go further.
 */
export const LISTEN_BACKLOG = 65_535

/**
 * Serves `fetch` over HTTP on `hostname:port` (0: any free port) with the deep listen
 * queue; resolves once listening, with the port the system chose.
 */
export async function listenHttp(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname: string; backlog?: number },
): Promise<{ server: Server; port: number }> {
  const server = createAdaptorServer({ fetch, hostname: options.hostname }) as Server
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(
      { port: options.port, host: options.hostname, backlog: options.backlog ?? LISTEN_BACKLOG },
      () => {
        server.off('error', reject)
        resolve()
      },
    )
  })
  return { server, port: (server.address() as AddressInfo).port }
}
