import type { AdCounterEvent, ServedAdsResponse } from '../../../platform/live/ads/contract'
import { apiClient } from '../../../web/session'

/** The live ads calls of the viewer page (platform/live/ads/contract.ts). */
export const liveAdsApi = {
  served: () => apiClient.get<ServedAdsResponse>('/api/live/ads'),
  count: (event: AdCounterEvent, oid: string) =>
    apiClient.post<{ counted: true }>(`/api/live/ad/count/${event}`, { oid }),
}
