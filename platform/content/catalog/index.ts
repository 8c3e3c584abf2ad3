import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentDeps } from '../deps'

export function createCatalog(_deps: ContentDeps) {
  return { service: {}, contentRoutes: new Hono<AppEnv>(), accountRoutes: new Hono<AppEnv>() }
}
