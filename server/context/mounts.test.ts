import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv, AreaMount } from '../../platform/http'
import { duplicateRoutes, mountList } from './mounts'

function mount(prefix: string, define: (routes: Hono<AppEnv>) => void): AreaMount {
  const routes = new Hono<AppEnv>()
  define(routes)
  return { prefix, routes }
}

const ok = () => new Response('ok')

describe('the mount list', () => {
  it('finds a route two areas answer, by method and path', () => {
    const wallet = mount('/coinevent', (routes) => {
      routes.get('/creator/aggregate/coinType', ok)
      routes.get('/creator/events', ok)
    })
    const revenue = mount('/coinevent', (routes) => routes.get('/creator/aggregate/coinType', ok))
    expect(duplicateRoutes([revenue, wallet])).toEqual([
      'GET /api/coinevent/creator/aggregate/coinType',
    ])
    expect(() => mountList([revenue, wallet])).toThrow(/mounted twice: GET \/api\/coinevent/)
  })

  it('matches path parameters whatever their names, and keeps methods apart', () => {
    const first = mount('/live', (routes) => routes.get('/stream/:oid', ok))
    const second = mount('/live', (routes) => {
      routes.get('/stream/:streamOid', ok)
      routes.post('/stream/:oid', ok)
    })
    expect(duplicateRoutes([first, second])).toEqual(['GET /api/live/stream/:param'])
  })

  it('counts a prefix and a sub-path as one path, and middleware as no route', () => {
    const first = mount('/a', (routes) => {
      routes.use(async (_c, next) => next())
      routes.get('/b', ok)
    })
    const second = mount('/a/b', (routes) => {
      routes.use(async (_c, next) => next())
      routes.get('/', ok)
    })
    expect(duplicateRoutes([first, second])).toEqual(['GET /api/a/b'])
  })

  it('counts a route with middleware of its own once', () => {
    const limited = mount('/account', (routes) =>
      routes.post('/login', async (_c, next) => next(), ok),
    )
    expect(limited.routes.routes.filter((route) => route.path === '/login')).toHaveLength(2)
    expect(duplicateRoutes([limited])).toEqual([])
  })

  it('keeps the order of a list without duplicates', () => {
    const first = mount('/a', (routes) => routes.get('/x', ok))
    const second = mount('/b', (routes) => routes.get('/x', ok))
    expect(mountList([first, second])).toEqual([first, second])
  })
})
