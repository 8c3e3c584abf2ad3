/** The donation dialog's calls (platform/live/donations). */
import type { DonateRequest } from '../../../platform/live/donations/contract'
import { type ApiClient, createTypedApi } from '../../../web/api'
import { apiClient } from '../../../web/session'

export type DonateInput = Omit<DonateRequest, 'dataOrigin'>

/** The donation dialog's calls, on `client`. */
export function createDonationApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    options: (creatorOid: string) => api.get('/live/donation/options', { creatorOid }),
    voices: (creatorOid: string) => api.get('/live/tts/voices', { creatorOid }),
    donate: (input: DonateInput) =>
      api.post('/live/donation', { ...input, dataOrigin: 'live_chat' }),
  }
}

export const donationApi = createDonationApi(apiClient)

/** Spec §9: a donation is at least 10 coins. */
export const MINIMUM_COINS = 10

/** Each item's share of the roulette in whole percent (weights need not sum to 100). */
export function chances(items: { name: string; probability: number }[]): number[] {
  const total = items.reduce((sum, item) => sum + item.probability, 0)
  return items.map((item) => (total > 0 ? Math.round((item.probability / total) * 1000) / 10 : 0))
}
