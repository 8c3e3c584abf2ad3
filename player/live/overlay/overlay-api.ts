/** The calls the alert overlay makes, authorised by its signed address (no session in OBS). */
import type { OverlayKey as SignedKey } from '../../../platform/live/donations/overlay/contract'
import { api } from '../../../web/session'

/** The overlay's signed address as the page reads it (`exp` as written in the address). */
export type OverlayKey = SignedKey & { exp: string }

export const overlayApi = {
  session: (key: OverlayKey) => api.get('/live/overlay/session', { ...key }),
  views: (key: OverlayKey, donationOid: string) =>
    api.post('/live/overlay/views', { ...key, exp: Number(key.exp), donationOid }),
  speech: (key: OverlayKey, donationOid: string) =>
    api.get('/live/tts/url', { ...key, donationOid }),
  /** The co-host line's speech (docs/live/COHOST.md): the same call, naming the line. */
  cohostSpeech: (key: OverlayKey, cohostMessageId: string) =>
    api.get('/live/tts/url', { ...key, cohostMessageId }),
  chatToken: (creatorOid: string) => api.get('/live/chattoken', { creatorOid }),
}

/** How long an alert stays when it has no speech, or after its speech ends. */
export const ALERT_MS = { plain: 6000, afterSpeech: 1500, speechMax: 30_000 }
