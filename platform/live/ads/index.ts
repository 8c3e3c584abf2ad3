/**
 * Live ads area: admins' ads synced to the live viewer page's ad slot, and the slot's
 * counters (docs/live/ADS.md).
 */
import type { AreaMount } from '../../http'
import { liveadsRoutes } from './routes'
import { createLiveadsService, type LiveadsDeps, type LiveadsService } from './service'

export interface LiveadsArea {
  service: LiveadsService
  mounts: AreaMount[]
}

export function createLiveads(deps: LiveadsDeps): LiveadsArea {
  const service = createLiveadsService(deps)
  return { service, mounts: [{ prefix: '/live', routes: liveadsRoutes(service) }] }
}

export * from './contract'
export { liveadsMigrations } from './migrations'
export type { LiveadsDeps, LiveadsService } from './service'
export type { LiveadsTables } from './tables'
