/**
 * Live donations area: text donations paid through the wallet's ledger, the streamer's
 * donation options, pins, views, stop, history and ranking (docs/LIVE-DONATIONS.md).
 */
import type { AreaMount } from '../http'
import type { OverlayService } from './overlay/service'
import { livedonationsRoutes } from './routes'
import {
  createLivedonationsService,
  type LivedonationsDeps,
  type LivedonationsService,
} from './service'
import { createSpokenAlerts, type SpokenAlertsDeps, type TtsService } from './tts'

export interface LivedonationsArea {
  service: LivedonationsService
  mounts: AreaMount[]
  /** Spoken alerts and the overlay, when the area is given a data directory for them. */
  tts?: TtsService
  overlay?: OverlayService
}

export function createLiveDonations(
  deps: Omit<LivedonationsDeps, 'tts'> & { spoken?: SpokenAlertsDeps },
): LivedonationsArea {
  const spoken = deps.spoken ? createSpokenAlerts(deps, deps.spoken) : null
  const service = createLivedonationsService({ ...deps, tts: spoken?.tts })
  const attached = spoken?.attach(service)
  return {
    service,
    tts: spoken?.tts,
    overlay: attached?.overlay,
    mounts: [{ prefix: '/live', routes: livedonationsRoutes(service) }, ...(attached?.mounts ?? [])],
  }
}

export type * from './contract'
export { livedonationsMigrations } from './migrations'
export type * from './ports'
export type { LivedonationsService } from './service'
export type { LivedonationsTables } from './tables'
