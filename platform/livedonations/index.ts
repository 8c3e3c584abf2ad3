/**
 * Live donations area: text donations paid through the wallet's ledger, the streamer's
 * donation options, pins, views, stop, history and ranking (docs/LIVE-DONATIONS.md).
 */
import type { AreaMount } from '../http'
import { livedonationsRoutes } from './routes'
import {
  createLivedonationsService,
  type LivedonationsDeps,
  type LivedonationsService,
} from './service'

export interface LivedonationsArea {
  service: LivedonationsService
  mounts: AreaMount[]
}

export function createLiveDonations(deps: LivedonationsDeps): LivedonationsArea {
  const service = createLivedonationsService(deps)
  return { service, mounts: [{ prefix: '/live', routes: livedonationsRoutes(service) }] }
}

export type * from './contract'
export { livedonationsMigrations } from './migrations'
export type * from './ports'
export type { LivedonationsService } from './service'
export type { LivedonationsTables } from './tables'
