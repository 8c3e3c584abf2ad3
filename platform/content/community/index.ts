/**
 * Community posts: a creator's posts on their channel's Community tab, pinned first, with
 * images, a poll (../polls) and tier-only visibility; comments through the comment system.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { CommunityDeps } from './ports'
import { communityContentRoutes } from './routes'
import { createCommunityService } from './service'

export function createCommunity(deps: CommunityDeps) {
  const service = createCommunityService(deps)
  return {
    service,
    contentRoutes: communityContentRoutes(service, () => deps.clock.now(), deps.channelActing),
    accountRoutes: new Hono<AppEnv>(),
  }
}

export type CommunityCapability = ReturnType<typeof createCommunity>
export { communityMigrations } from './migrations'
export type { CommunityImagesPort } from './ports'
export type { CommunityService } from './service'
export type { CommunityTables } from './tables'
