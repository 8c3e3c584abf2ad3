/** The calls the alert overlay makes, authorised by its signed address (no session in OBS). */
import type { LiveDonation } from '../../../platform/live/donations/contract'
import type { OverlaySession } from '../../../platform/live/donations/overlay/contract'
import type { TtsUrlResponse } from '../../../platform/live/donations/tts/contract'
import { apiClient } from '../../../web/session'

export interface OverlayKey {
  creatorOid: string
  sig: string
  exp: string
}

export const overlayApi = {
  session: (key: OverlayKey) =>
    apiClient.get<OverlaySession>('/api/live/overlay/session', { ...key }),
  views: (key: OverlayKey, donationOid: string) =>
    apiClient.post<LiveDonation>('/api/live/overlay/views', {
      ...key,
      exp: Number(key.exp),
      donationOid,
    }),
  speech: (key: OverlayKey, donationOid: string) =>
    apiClient.get<TtsUrlResponse>('/api/live/tts/url', { ...key, donationOid }),
  chatToken: (creatorOid: string) =>
    apiClient.get<{ token: string }>('/api/live/chattoken', { creatorOid }),
}

/** How long an alert stays when it has no speech, or after its speech ends. */
export const ALERT_MS = { plain: 6000, afterSpeech: 1500, speechMax: 30_000 }
