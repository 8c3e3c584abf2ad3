/**
 * The allowance's wire shapes: this month's broadcast time, the home page's live list, the
 * quality a viewer may pick and an uploaded live thumbnail, with the routes the front ends
 * call (relative to `/api`). Types only.
 */
import type { StreamCard } from '../contract'

export interface AllowanceUsage {
  creatorOid: string
  allowanceSeconds: number
  usedSeconds: number
  remainingSeconds: number
  /** The calendar month (UTC) counted: from its first instant to the next month's. */
  periodStart: string
  resetsAt: string
}

export type LiveQuality = '720p' | '1080p' | 'source'

export interface PlayQuality {
  /** The highest quality this viewer may pick. */
  maxQuality: LiveQuality
  /** Why: signed out (720p), signed in (1080p), or an admin allowed above 1080p. */
  qualityRule: 'signedOut' | 'signedIn' | 'above1080pAllowed'
}

export interface HomeStream extends StreamCard {
  featured: boolean
  /** Where the livestream page is: `/live/{customUrl}` (the oid when none is set). */
  customUrl: string | null
}

export interface StoredThumbnail {
  thumbnailUrl: string
  sha256: string
  contentType: string
  byteSize: number
  width: number
  height: number
}

/** `GET /live/home`: on air, featured first, and the hashtags on air. */
export interface LiveHomeResponse {
  streams: HomeStream[]
  hashtags: { tag: string; count: number }[]
}

export interface LiveAllowanceRoutes {
  'GET /live/allowance': { request: { creatorOid: string }; response: AllowanceUsage }
  'GET /live/home': { request: { tag?: string }; response: LiveHomeResponse }
  /** The image's bytes are the body (3MB at most: jpg, png, webp, gif). */
  'POST /live/thumbnail': {
    request: { creatorOid: string }
    file: Blob
    response: StoredThumbnail
  }
}
