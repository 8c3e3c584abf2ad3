import type { AdCounterEvent } from '../../../platform/live/ads/contract'
import { api } from '../../../web/session'

/** The live ads calls of the viewer page (platform/live/ads/contract.ts). */
export const liveAdsApi = {
  served: () => api.get('/live/ads'),
  count: (event: AdCounterEvent, oid: string) => api.post('/live/ad/count/:event', { event, oid }),
}
