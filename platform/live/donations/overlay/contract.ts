/** The streamer's alert overlay: its signed address, alert settings and session (docs/live/DONATIONS.md). */
import { z } from 'zod'
import type { DonationOptions, LiveDonation } from '../contract'

export const OVERLAY_LIMITS = {
  /** Spec §5: suggested alert image size. */
  suggestedWidth: 900,
  suggestedHeight: 600,
  imageBytesMax: 5 * 1024 * 1024,
  /** Alerts the overlay gets back for replays and pins. */
  recentDonations: 50,
} as const

/** Spec §5: image uploads accept jpg, jpeg, png, webp, gif. */
export const ALERT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

const oid = z.string().regex(/^[0-9a-f]{24}$/, 'creatorOid is required')
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
    message: 'The alert image must be an https address or a path of this site.',
  })

// Not strict: the studio's client adds lang and platformType to every body.
export const overlayUrlRequest = z.object({
  creatorOid: oid,
  /** Regenerating makes every earlier address stop working. */
  regenerate: z.boolean().default(false),
})

export const alertSettingsRequest = z.object({
  creatorOid: oid,
  alertImage: imageUrl.nullable().optional(),
  /** The least coins a donation needs for the custom alert image (spec §5 "valid price"). */
  alertMinCoin: z.number().int().min(10).max(1_000_000).optional(),
})

/** What proves the overlay: the query of its signed address. */
export const overlayCredentials = z.object({
  creatorOid: oid,
  sig: z.string().min(1).max(200),
  /** 0 in the addresses made now (they work until renewed); older ones carry their expiry. */
  exp: z.coerce.number().int().min(0),
})

export const overlayViewsRequest = overlayCredentials.extend({
  donationOid: z.string().regex(/^[0-9a-f]{24}$/, 'donationOid is required'),
})

export const testDonationRequest = z.object({
  creatorOid: oid,
  donationData: z
    .object({
      coin: z.number().int().min(0).max(1_000_000).default(1000),
      content: z.string().max(300).default(''),
      donationType: z.enum(['text', 'roulette', 'mission']).default('text'),
      optionName: z.string().max(40).nullable().optional(),
    })
    .default({ coin: 1000, content: '', donationType: 'text' }),
})

export interface AlertSettings {
  creatorOid: string
  alertImage: string | null
  alertMinCoin: number
  suggestedSize: { width: number; height: number }
  allowedTypes: readonly string[]
}

export interface OverlayUrlResponse {
  /** Path of the player app: `/overlay/{creatorOid}?sig=…&exp=0`, the same until renewed. */
  url: string
  /** Null: the address works until the creator renews it (it never expires on its own). */
  expiresAt: string | null
}

export interface OverlaySession {
  creatorOid: string
  settings: AlertSettings
  options: DonationOptions
  chatToken: { token: string; sessionExpirationTime: string; tokenExpirationTime: string }
  /** Recent donations, newest first: pinned ones stay on screen, any can be replayed. */
  donations: LiveDonation[]
}

/** What proves the overlay to its calls: the query of its signed address. */
export interface OverlayKey {
  creatorOid: string
  sig: string
  exp: string | number
}

/** The overlay routes the front ends call, relative to `/api`. */
export interface LiveOverlayRoutes {
  /** Regenerating makes every earlier address stop working. */
  'POST /live/overlay/url': {
    request: { creatorOid: string; regenerate?: boolean }
    response: OverlayUrlResponse
  }
  'GET /live/overlay/settings': { request: { creatorOid: string }; response: AlertSettings }
  'POST /live/overlay/settings': {
    request: { creatorOid: string; alertImage?: string | null; alertMinCoin?: number }
    response: AlertSettings
  }
  /** The image's bytes are the body (5MB at most: jpg, png, webp, gif). */
  'POST /live/overlay/alert-image': {
    request: { creatorOid: string }
    file: Blob
    response: AlertSettings
  }
  'GET /live/overlay/session': { request: OverlayKey; response: OverlaySession }
  'POST /live/overlay/views': {
    request: OverlayKey & { donationOid: string }
    response: LiveDonation
  }
  /** A test alert on the overlay: no money moves and no donation is stored. */
  'POST /live/test/donation': {
    request: {
      creatorOid: string
      donationData?: {
        coin?: number
        content?: string
        donationType?: 'text' | 'roulette' | 'mission'
        optionName?: string | null
      }
    }
    response: LiveDonation & { nickname: string; isTest: boolean }
  }
}
