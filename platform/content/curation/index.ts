import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentDeps } from '../ports'
import { curationRoutes } from './routes'
import { searchCategoryRoutes } from './search-routes'
import { createSearchCategoryService } from './search-service'
import { createCurationService } from './service'

/**
 * Curated pages (admins' sections of ordered contents per country, published for the player's
 * home) and the search page's categories (published for the player's search screen).
 */
export function createCuration(deps: ContentDeps) {
  const service = createCurationService(deps)
  const searchCategories = createSearchCategoryService(deps)
  const contentRoutes = new Hono<AppEnv>()
  contentRoutes.route('/', curationRoutes(service))
  contentRoutes.route('/', searchCategoryRoutes(searchCategories))
  return {
    service: Object.assign(service, { searchCategories }),
    contentRoutes,
    accountRoutes: new Hono<AppEnv>(),
  }
}

export { curationMigrations } from './migrations'
export type { SearchCategoryService } from './search-service'
export type { CurationService } from './service'
