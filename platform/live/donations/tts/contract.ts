/**
 * Spoken alerts: the voices admins offer viewers and the shapes of the TTS calls
 * (spec doc 2 §3 Voice, §7 Donations and Admin tools). Shared by the server and the screens.
 */
import { z } from 'zod'

/** The model a voice uses unless an admin names one; the embedded espeak-ng ignores it. */
export const DEFAULT_TTS_MODEL_ID = 'multilingual-v2'

export const TTS_LANGS = ['en', 'ko', 'ja', 'es'] as const
export type TtsLang = (typeof TTS_LANGS)[number]

export const TTS_LIMITS = {
  /** Seconds a `GET /live/tts/url` address plays for. */
  urlSeconds: 600,
  priceMax: 100_000,
  voicesMax: 100,
} as const

/** A voice viewers may pick (spec §3 Voice: _id, voiceId, modelId, name, price, langs, use, icon, sample). */
export interface TtsVoice {
  _id: string
  voiceId: string
  modelId: string
  name: string
  price: number
  langs: TtsLang[]
  use: boolean
  icon: string | null
  sample: string | null
  order: number
}

/** A voice the engine can speak with (`espeak-ng --voices`, or a cloud service's list). */
export interface EngineVoice {
  voiceId: string
  name: string
  lang: string
}

const voiceIdField = z
  .string()
  .trim()
  .min(1, 'voiceId is required')
  .max(80)
  .regex(/^[A-Za-z0-9_./+-]+$/, 'voiceId may hold letters, digits and _ . / + - only.')

/** An icon or a sample: an https address or a path of this site. */
const assetUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
    message: 'Use an https address or a path of this site.',
  })
  .nullable()
  .optional()

// Not strict: the studio's client adds lang and platformType to every body.
export const voiceRequest = z.object({
  voiceId: voiceIdField,
  modelId: z.string().trim().min(1).max(80).default(DEFAULT_TTS_MODEL_ID),
  name: z.string().trim().min(1, 'name is required').max(60),
  price: z.number().int().min(0).max(TTS_LIMITS.priceMax),
  langs: z.array(z.enum(TTS_LANGS)).min(1).max(TTS_LANGS.length).default(['en']),
  use: z.boolean().default(true),
  icon: assetUrl,
  sample: assetUrl,
})
export type VoiceRequest = z.infer<typeof voiceRequest>

export const voiceIdRequest = z.object({ voiceId: voiceIdField })
export const voicesOrderRequest = z.object({
  voicesOrder: z.array(voiceIdField).min(1).max(TTS_LIMITS.voicesMax),
})

export interface TtsVoicesResponse {
  /** False when no speech engine runs here: viewers get no TTS option. */
  enabled: boolean
  voices: TtsVoice[]
}

export interface TtsUrlResponse {
  /** The donation spoken ('' for a co-host line). */
  donationOid: string
  /** The co-host message spoken, when the call named one. */
  cohostMessageId?: string
  url: string
  contentType: string
  expiresAt: string
}

/** `POST /live/admin/tts/voice` (a new voice or a change); left out, the defaults apply. */
export interface VoiceInput {
  voiceId: string
  modelId?: string
  name: string
  price: number
  langs?: TtsLang[]
  use?: boolean
  icon?: string | null
  sample?: string | null
}

/** The speech routes the front ends call, relative to `/api`. */
export interface LiveTtsRoutes {
  'GET /live/tts/voices': { request: { creatorOid?: string }; response: TtsVoicesResponse }
  /**
   * A donation's speech: for its streamer signed in, or for the overlay by its signed address.
   * With `cohostMessageId` instead of `donationOid`: a co-host line in the co-host's voice.
   */
  'GET /live/tts/url': {
    request:
      | { donationOid: string; creatorOid?: string; sig?: string; exp?: string | number }
      | { cohostMessageId: string; creatorOid?: string; sig?: string; exp?: string | number }
    response: TtsUrlResponse
  }
  'GET /live/admin/tts/voices': { request: Record<string, never>; response: TtsVoicesResponse }
  'GET /live/admin/tts/api/voices': {
    request: Record<string, never>
    response: { engine: string; voices: EngineVoice[] }
  }
  'POST /live/admin/tts/voice': { request: VoiceInput; response: TtsVoice }
  'DELETE /live/admin/tts/voice': {
    request: { voiceId: string }
    response: { voiceId: string; deleted: boolean }
  }
  'POST /live/admin/tts/voices/order': {
    request: { voicesOrder: string[] }
    response: TtsVoicesResponse
  }
}
