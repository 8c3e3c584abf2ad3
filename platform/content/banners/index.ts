import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentDeps } from '../ports'
import { bannerRoutes } from './routes'
import { createBannersService } from './service'

/** Banners: admins' platform and creator banners per placement, shown live to players and counted. */
export function createBanners(deps: ContentDeps) {
  const service = createBannersService(deps)
  return { service, contentRoutes: bannerRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export { bannersMigrations } from './migrations'
export type { BannersService } from './service'
