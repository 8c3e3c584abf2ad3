/**
 * Live donations area: text donations paid through the wallet's ledger, the streamer's
 * donation options, pins, views, stop, history and ranking; missions with held coins
 * (missions/); live revenue and the external donation (revenue/) (docs/live/DONATIONS.md).
 */
import type { AreaMount } from '../../http'
import { missionsRoutes } from './missions/routes'
import {
  createMissionsService,
  type MissionsService,
  type MissionsWalletPort,
} from './missions/service'
import type { OverlayService } from './overlay/service'
import type { LivedonationsFansPort, LivedonationsWalletPort, SponsoredGift } from './ports'
import { liveRevenueRoutes } from './revenue/routes'
import {
  createLiveRevenueService,
  type LiveRevenueService,
  type LiveRevenueWalletPort,
} from './revenue/service'
import { livedonationsRoutes } from './routes'
import {
  createLivedonationsService,
  type LivedonationsDeps,
  type LivedonationsService,
} from './service'
import { createSpokenAlerts, type SpokenAlertsDeps, type TtsService } from './tts'

export interface LivedonationsArea {
  service: LivedonationsService
  /** Spoken alerts and the overlay, when the area is given a data directory for them. */
  tts?: TtsService
  overlay?: OverlayService
  missions: MissionsService
  revenue: LiveRevenueService
  mounts: AreaMount[]
  /** Mission timeouts, unfinished settlements and 30-day-old history: at start-up and on a timer. */
  sweep(): Promise<void>
}

export type LiveDonationsAreaDeps = Omit<LivedonationsDeps, 'tts' | 'onSponsored'> & {
  wallet: LivedonationsWalletPort & MissionsWalletPort & LiveRevenueWalletPort
  spoken?: SpokenAlertsDeps
  /** The channel's fan ranking counts live donations and kept mission coins too. */
  fans?: LivedonationsFansPort
}

export function createLiveDonations(deps: LiveDonationsAreaDeps): LivedonationsArea {
  const revenue = createLiveRevenueService(deps)
  const onSponsored = async (gift: SponsoredGift) => {
    await revenue.recordSponsor(gift)
    await deps.fans?.record({
      sourceKey: gift.sourceKey,
      creatorOid: gift.creatorOid,
      userOid: gift.userOid,
      coins: gift.coin,
      occurredAt: deps.clock.now(),
    })
  }
  const spoken = deps.spoken ? createSpokenAlerts(deps, deps.spoken) : null
  const service = createLivedonationsService({ ...deps, tts: spoken?.tts, onSponsored })
  const attached = spoken?.attach(service)
  const missions = createMissionsService({ ...deps, options: service.options, onSponsored })
  return {
    service,
    tts: spoken?.tts,
    overlay: attached?.overlay,
    missions,
    revenue,
    mounts: [
      { prefix: '/live', routes: livedonationsRoutes(service) },
      ...(attached?.mounts ?? []),
      { prefix: '/live', routes: missionsRoutes(missions) },
      { prefix: '/live', routes: liveRevenueRoutes(revenue) },
    ],
    async sweep() {
      await missions.sweep()
      await revenue.deleteOldHistory()
    },
  }
}

export type * from './contract'
export { livedonationsMigrations } from './migrations'
export type * from './missions/contract'
export type * from './ports'
export type * from './revenue/contract'
export type { LivedonationsService } from './service'
export type { LivedonationsTables } from './tables'
