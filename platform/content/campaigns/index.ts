/**
 * Campaigns: a creator asks for a goal in coins by an end time; contributions are held in
 * the wallet until the end, then paid to the creator if the goal was reached or given back
 * whole (docs/community/campaigns.md).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { CampaignsDeps } from './ports'
import { campaignRoutes } from './routes'
import { createCampaignsService } from './service'

export function createCampaigns(deps: CampaignsDeps) {
  const service = createCampaignsService(deps)
  return { service, contentRoutes: campaignRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export type CampaignsCapability = ReturnType<typeof createCampaigns>
export { campaignsMigrations } from './migrations'
export type { CampaignsPorts, CampaignsWalletPort } from './ports'
export type { CampaignsService } from './service'
export type { CampaignsTables } from './tables'
