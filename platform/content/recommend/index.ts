import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentDeps } from '../ports'
import { recommendRoutes } from './routes'
import { createRecommendService } from './service'

/** Recommendations: contents alike by their users (likes, purchases, plays, signals), admin picks, popularity. */
export function createRecommend(deps: ContentDeps) {
  const service = createRecommendService(deps)
  return { service, contentRoutes: recommendRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export type { RecommendService } from './service'
