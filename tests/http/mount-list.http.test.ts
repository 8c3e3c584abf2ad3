/**
 * Every route of the product is answered by one area: a route two areas mounted would be
 * settled by the mount order alone (server/context/mounts.ts refuses one at start).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { duplicateRoutes } from '../../server/context/mounts'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

it('mounts no method and path twice', () => {
  expect(server.context.areas.length).toBeGreaterThan(20)
  expect(duplicateRoutes(server.context.areas)).toEqual([])
})

it('answers a creator’s earnings by coin type from the revenue area alone', () => {
  const answering = server.context.areas.filter((mount) =>
    mount.routes.routes.some(
      (route) =>
        route.method === 'GET' &&
        `${mount.prefix}${route.path}` === '/coinevent/creator/aggregate/coinType',
    ),
  )
  expect(answering).toHaveLength(1)
  expect(server.context.revenue.mounts).toContain(answering[0])
})
