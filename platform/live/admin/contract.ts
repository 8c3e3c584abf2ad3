/** `/live/admin` and `/live/admin/hashtags`: admins' options for a livestreamer (designed). */
import { z } from 'zod'
import { creatorOidField, studioInfoSchema } from '../contract'

/** The spec names only `options`; these are the switches an operator needs (docs/live/README.md). */
export const liveAdminOptionsSchema = z.strictObject({
  /** Listed on the home page's live list (default true). */
  listOnHomepage: z.boolean().optional(),
  /** Pinned first on the home page. */
  featured: z.boolean().optional(),
  /** Streams watched above 1080p only when allowed (spec §5: above 1080p is discouraged). */
  allowAbove1080p: z.boolean().optional(),
  note: z.string().max(500, 'The note is at most 500 characters.').optional(),
})
export type LiveAdminOptions = z.infer<typeof liveAdminOptionsSchema>

export const LIVE_ADMIN_DEFAULTS: Required<Omit<LiveAdminOptions, 'note'>> = {
  listOnHomepage: true,
  featured: false,
  allowAbove1080p: false,
}

export const liveAdminQuery = z.object({ creatorOid: creatorOidField })
export const liveAdminRequest = z.object({
  creatorOid: creatorOidField,
  options: liveAdminOptionsSchema,
})
export const liveAdminHashtagsRequest = z.object({
  creatorOid: creatorOidField,
  hashtags: studioInfoSchema.shape.tags.unwrap(),
})

export interface LiveAdminResponse {
  creatorOid: string
  /** The stored options over the defaults. */
  options: LiveAdminOptions
  /** Whether an admin set any option (false: all defaults). */
  isSet: boolean
  updatedAt: string | null
}

/**
 * One way a stream reaches the live area. `embedded` and `nginx` verify the stream key and
 * go live through the same publishing core; `rtc` is the extension point, not built.
 */
export interface LiveIngestKind {
  kind: 'embedded' | 'nginx' | 'rtc'
  protocol: 'RTMP' | 'WebRTC'
  /** embedded: listening in this process; nginx: its HLS folder is configured; rtc: never. */
  running: boolean
  /** Where a broadcaster publishes, when this server knows it. */
  publishUrl: string | null
  liveNow: number
  startedLast30Days: number
}

/** `GET /live/admin/ingests`. */
export interface LiveIngestsResponse {
  ingests: LiveIngestKind[]
  windowDays: number
}

/** The admins' live options the front ends call, relative to `/api`. */
export interface LiveAdminRoutes {
  'GET /live/admin/ingests': { request: Record<string, never>; response: LiveIngestsResponse }
  'GET /live/admin': { request: { creatorOid: string }; response: LiveAdminResponse }
  /** Merges `options` into the stored ones. */
  'PUT /live/admin': {
    request: { creatorOid: string; options: LiveAdminOptions }
    response: LiveAdminResponse
  }
}
