/**
 * Analytics area: the client's events (POST /mixpanel/track) appended to our own events
 * table, partitioned by month, with the spec's client-id sampling; and the figures other
 * areas read from them (docs/ANALYTICS.md). Routes mount under `/api/mixpanel`.
 */
import type { AreaMount } from '../http'
import type { AnalyticsDeps } from './ports'
import { analyticsRoutes } from './routes'
import { type AnalyticsService, createAnalyticsService } from './service'

export interface AnalyticsArea {
  service: AnalyticsService
  mounts: AreaMount[]
}

export function createAnalytics(deps: AnalyticsDeps): AnalyticsArea {
  const service = createAnalyticsService(deps)
  return { service, mounts: [{ prefix: '/mixpanel', routes: analyticsRoutes(service) }] }
}

export type * from './contract'
export { analyticsMigrations } from './migrations'
export type { AnalyticsDeps } from './ports'
export type { AnalyticsService } from './service'
export type { AnalyticsTables } from './tables'
