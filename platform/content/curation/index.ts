import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentDeps } from '../ports'
import { curationRoutes } from './routes'
import { createCurationService } from './service'

/** Curated pages: admins' sections of ordered contents per country, published for the player's home. */
export function createCuration(deps: ContentDeps) {
  const service = createCurationService(deps)
  return { service, contentRoutes: curationRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export { curationMigrations } from './migrations'
export type { CurationService } from './service'
