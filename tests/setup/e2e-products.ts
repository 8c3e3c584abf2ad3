/**
 * Vitest global setup of the browser tests: the product boots once per run, not once per
 * file (as a Playwright `webServer` would). It starts as `npm start` starts it, with an
 * RTMP ingest, and its address is provided to every worker. Keyed products
 * (tests/e2e/support/keyed-products.ts) start the first time a file of any worker asks the
 * broker here for one, so a run without such a file never pays for their boot. All stop
 * when the run ends.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { KEYED_PRODUCTS, type ProductKey } from '../e2e/support/keyed-products'
import { freePort, type RunningProduct, startProduct } from '../e2e/support/server'

/** Seconds since the run's setup began, for the boot lines in the run's output. */
const began = performance.now()
const since = () => `${((performance.now() - began) / 1000).toFixed(1)} s`

export default async function setup(project: TestProject) {
  // The first start of a checkout also builds the front ends, before any worker needs them.
  const shared = await startProduct({ rtmpPort: await freePort() })
  console.log(`[e2e] shared product up at ${shared.url} after ${since()}`)
  const keyed = new Map<ProductKey, Promise<RunningProduct>>()

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const key = /^\/products\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? ''
    if (request.method !== 'POST' || !Object.hasOwn(KEYED_PRODUCTS, key)) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end(`No keyed product ${request.method} ${request.url}`)
      return
    }
    const name = key as ProductKey
    let pending = keyed.get(name)
    if (!pending) {
      const asked = since()
      pending = startProduct({ env: KEYED_PRODUCTS[name].env })
      keyed.set(name, pending)
      pending.then(
        () => console.log(`[e2e] ${name} product asked at ${asked}, up at ${since()}`),
        () => undefined,
      )
    }
    try {
      const { url, dataDir, logPath, rtmpPort } = await pending
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ url, dataDir, logPath, rtmpPort }))
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(error instanceof Error ? error.message : String(error))
    }
  }
  const broker = createServer((request, response) => void answer(request, response))
  // A boot takes longer than Node's default request timeouts allow on a busy machine.
  broker.requestTimeout = 0
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve))
  const { port } = broker.address() as AddressInfo

  const { url, dataDir, logPath, rtmpPort } = shared
  project.provide('e2eSharedProduct', { url, dataDir, logPath, rtmpPort })
  project.provide('e2eProductBroker', `http://127.0.0.1:${port}`)

  return async () => {
    broker.close()
    const started = await Promise.allSettled(keyed.values())
    await Promise.all([
      shared.stop(),
      ...started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)),
    ])
  }
}
