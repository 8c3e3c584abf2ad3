import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import { searchRoutes } from './routes'
import { createSearchService, type SearchDeps } from './service'

/** Content search (GET /content/search, /content/main-search) and the discovery shelf. */
export function createSearch(deps: SearchDeps) {
  const service = createSearchService(deps)
  return { service, contentRoutes: searchRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export type { CreatorDirectory, SearchCreator, SearchService } from './service'
