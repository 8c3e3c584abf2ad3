/** The donation dialog's calls (platform/live/donations). */
import type { DonationOptions, LiveDonation } from '../../../platform/live/donations/contract'
import type { TtsVoicesResponse } from '../../../platform/live/donations/tts/contract'
import type { ApiClient } from '../../../web/api'
import { apiClient } from '../../../web/session'

export interface DonateInput {
  creatorOid: string
  key: string
  isHiddenName: boolean
  donationData: {
    coin: number
    content: string
    donationType: 'text' | 'roulette'
    useTts?: boolean
    voiceId?: string
  }
}

/** The donation dialog's calls, on `client`. */
export function createDonationApi(client: ApiClient) {
  return {
    options: (creatorOid: string) =>
      client.get<DonationOptions>('/api/live/donation/options', { creatorOid }),
    voices: (creatorOid: string) =>
      client.get<TtsVoicesResponse>('/api/live/tts/voices', { creatorOid }),
    donate: (input: DonateInput) =>
      client.post<LiveDonation>('/api/live/donation', { ...input, dataOrigin: 'live_chat' }),
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
