/**
 * Live ads: the admin's ads, the set synced to viewers and the viewer page's counters
 * (docs/live/ADS.md). Shared by the server and the player's ad slot.
 */
import { z } from 'zod'

export const AD_COUNTER_EVENTS = ['show', 'click', 'skip', 'complete', 'threshold-reached'] as const
export type AdCounterEvent = (typeof AD_COUNTER_EVENTS)[number]

const oidField = z.string().regex(/^[0-9a-f]{24}$/, 'The ad was not found.')

/** A video address: https, or a path of this site (an uploaded file). */
const mediaUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
    message: 'The ad video must be an https address or a path of this site.',
  })

export const adRequest = z.object({
  /** Present: the ad to change; absent: a new ad. */
  oid: oidField.optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title for the ad.')
    .max(100, 'The title is at most 100 characters.'),
  mediaUrl,
  clickUrl: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https:\/\/[^\s]+$/, 'The click address must start with https://.')
    .nullable()
    .optional(),
  /** Seconds before the viewer may skip; 0 lets them skip at once. */
  skipAfterSeconds: z.number().int().min(0).max(60).optional(),
  /** Seconds watched that count as `threshold-reached` (an ad shorter than this reaches it at its end). */
  thresholdSeconds: z.number().int().min(1).max(600).optional(),
  enabled: z.boolean().optional(),
})
export type AdRequest = z.infer<typeof adRequest>

export const adOidRequest = z.object({ oid: oidField })

export const AD_DEFAULTS = { skipAfterSeconds: 5, thresholdSeconds: 15, enabled: true } as const

/** What a viewer's page plays: the fields as they were when the ad was last synced. */
export interface ServedAd {
  oid: string
  title: string
  mediaUrl: string
  clickUrl: string | null
  skipAfterSeconds: number
  thresholdSeconds: number
}

export type AdCounts = Record<AdCounterEvent, number>

export interface AdminAd extends ServedAd {
  enabled: boolean
  createdAt: string
  updatedAt: string
  /** When it was last synced to viewers; null: never. */
  syncedAt: string | null
  /** Viewers play what was synced: false when the ad changed after its last sync. */
  inSync: boolean
  /** Whether viewers are served it now. */
  onAir: boolean
  counts: AdCounts
}

export interface AdminAdsResponse {
  ads: AdminAd[]
}
export interface ServedAdsResponse {
  ads: ServedAd[]
}
export interface AdCountResponse {
  counted: true
}

/** The ads routes the front ends call, relative to `/api`. */
export interface LiveAdsRoutes {
  'GET /live/admin/ads': { request: Record<string, never>; response: AdminAdsResponse }
  'POST /live/admin/ad': { request: AdRequest; response: AdminAd }
  'POST /live/admin/ad/sync': { request: { oid: string }; response: AdminAd }
  'DELETE /live/admin/ad': { request: { oid: string }; response: { oid: string; deleted: true } }
  'GET /live/ads': { request: Record<string, never>; response: ServedAdsResponse }
  'POST /live/ad/count/:event': {
    request: { event: AdCounterEvent; oid: string }
    response: AdCountResponse
  }
}
