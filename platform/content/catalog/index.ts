/**
 * The catalog capability: contents of every type, their lifecycle, pricing and visibility,
 * reads for viewers and the studio, and history counters. Routes under `/api/content`.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentDeps } from '../ports'
import { mediaRoutes } from './media'
import { catalogRoutes } from './routes'
import { createCatalogService } from './service'

export function createCatalog(deps: ContentDeps) {
  const service = createCatalogService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    entitlements: deps.entitlements ?? null,
    users: deps.users ?? null,
    illegalDownloads: deps.illegalDownloads ?? null,
    comments: deps.comments ?? null,
    media: deps.media ?? null,
    hidden: deps.hidden ?? null,
    views: deps.views ?? null,
  })
  const contentRoutes = catalogRoutes(service)
  if (deps.media) {
    contentRoutes.route(
      '/',
      mediaRoutes({ port: deps.media, clock: deps.clock, findRow: service.findRow }),
    )
  }
  return { service, contentRoutes, accountRoutes: new Hono<AppEnv>() }
}

export { VIEW_WINDOW_MS } from './counters'
export { CATALOG_ERRORS } from './errors'
export { type ContentMediaPort, MEDIA_BASE, MEDIA_URL_SECONDS } from './media'
export { BULK_LIMIT, isAssetAddress, PRICE_CAP } from './rules'
export type { CatalogService } from './service'
export { BLIND_TAGS_SETTING } from './viewing'
