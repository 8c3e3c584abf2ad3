/**
 * Channels area: creator registration, channel profiles and tabs, subscription tiers,
 * subscriptions (free; paid ones are billed by ./billing), entitlements, donations and the
 * fan list (docs/CHANNELS.md). Routes mount under `/api/account` and `/api/content`.
 */
import type { AreaMount } from '../http'
import { adminStudioRoutes } from './admin-studio-routes'
import type { ChannelsDeps } from './ports'
import { channelAccountRoutes, channelContentRoutes } from './routes'
import { type ChannelsService, createChannelsService } from './service'

export interface ChannelsArea {
  service: ChannelsService
  mounts: AreaMount[]
}

export function createChannels(deps: ChannelsDeps): ChannelsArea {
  const service = createChannelsService(deps)
  return {
    service,
    mounts: [
      { prefix: '/account', routes: channelAccountRoutes(service) },
      { prefix: '/account', routes: adminStudioRoutes(service) },
      { prefix: '/content', routes: channelContentRoutes(service) },
    ],
  }
}

export { type Billing, createBilling } from './billing'
export type * from './contract'
export { channelsMigrations } from './migrations'
export type * from './ports'
export type { ChannelsService } from './service'
export type { ChannelsTables } from './tables'
