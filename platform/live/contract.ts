/**
 * The live API contract: request schemas (zod), response types and the error codes of the
 * routes under `/api/live` and `/api/stream`. The viewer page imports the types only.
 */
import { z } from 'zod'
import type { LoginSuccessResponse } from '../accounts'
import { objectIdField } from '../http/validate'
import type { PlayQuality } from './allowance/contract'
import type { PlayEntry } from './entry/contract'

/** Spec §5: the play call's creator id must be 24 hex characters, else this text. */
export const CREATOR_OID_REQUIRED = 'creatorOid is required'
export const creatorOidField = objectIdField(CREATOR_OID_REQUIRED, CREATOR_OID_REQUIRED)

export const LIVE_STATES = ['liveOn', 'liveOff'] as const
export type LiveState = (typeof LIVE_STATES)[number]

export const LIVE_LIMITS = { titleMax: 100, infoMax: 2000, tagsMax: 10, tagMax: 30 }

/** Spec §5 "Live: title, thumbnail, date required" (texts designed: docs/live/README.md). */
export const LIVE_TEXTS = {
  titleRequired: 'Enter a title for the live.',
  thumbnailRequired: 'Choose a thumbnail for the live.',
  dateRequired: 'Choose a date for the live.',
}

const tagField = z
  .string()
  .trim()
  .transform((tag) => tag.replace(/^#+/, ''))
  .pipe(z.string().min(1).max(LIVE_LIMITS.tagMax, 'A hashtag is at most 30 characters.'))

/** Absent reads as empty, so a missing required field answers its own text. */
const required = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema)

export const studioInfoSchema = z.object({
  title: required(
    z
      .string(LIVE_TEXTS.titleRequired)
      .trim()
      .min(1, LIVE_TEXTS.titleRequired)
      .max(LIVE_LIMITS.titleMax, 'The title is at most 100 characters.'),
  ),
  thumbnail: required(
    z
      .string(LIVE_TEXTS.thumbnailRequired)
      .trim()
      .min(1, LIVE_TEXTS.thumbnailRequired)
      .max(2000)
      .regex(/^(\/api\/|https:\/\/)/, LIVE_TEXTS.thumbnailRequired),
  ),
  date: required(z.iso.datetime({ offset: true, error: LIVE_TEXTS.dateRequired })),
  info: z
    .string()
    .max(LIVE_LIMITS.infoMax, 'The description is at most 2000 characters.')
    .optional(),
  tags: z.array(tagField).max(LIVE_LIMITS.tagsMax, 'At most 10 hashtags.').optional(),
  isAdultContent: z.boolean().optional(),
  /** Subscribers get a notification when a stream starts; absent keeps the saved choice. */
  remindSubscribers: z.boolean().optional(),
})

export const creatorQuery = z.object({ creatorOid: creatorOidField })
/** `GET /live/play`: `key` is the viewer's gate key (tickets, passwords: later parts). */
export const playQuery = z.object({
  creatorOid: required(creatorOidField),
  key: z.string().max(200).optional(),
})
export const studioRequest = z.object({ creatorOid: creatorOidField, info: studioInfoSchema })
export const stopRequest = z.object({ creatorOid: creatorOidField })
/** `POST /live/keyverification`: JSON from a client, or nginx-rtmp's form (`name`, `call`). */
export const keyVerificationRequest = z.object({
  creatorOid: creatorOidField,
  key: z.string('The stream key is not valid.').min(1).max(200),
  call: z.enum(['publish', 'publish_done', 'check']).default('check'),
})
export const livestreamsQuery = z.object({
  tag: z.string().max(60).optional(),
  creatorOid: z.string().max(60).optional(),
})
export const streamIdParam = objectIdField('The stream is not valid.')

export type StudioInfo = z.infer<typeof studioInfoSchema>

// ---------- responses ----------

/** Spec §3 "Stream card", plus the stream's state and id. */
export interface StreamCard {
  streamOid: string | null
  title: string
  description: string
  thumbnailUrl: string | null
  date: string | null
  imgS3Key: string | null
  creatorOid: string
  creatorNickname: string
  creatorMultiLangNick: Record<string, string>
  isAdultContent: boolean
  tags: string[]
  state: LiveState
  startedAt: string | null
}

export interface PlayResponse {
  creatorOid: string
  state: LiveState
  stream: StreamCard
  /** HTTP-FLV through this server (mpegts.js); null while off. */
  flvUrl: string | null
  /** HLS playlist when segments are packaged (ffmpeg or nginx-rtmp); null otherwise. */
  hlsUrl: string | null
  /**
   * Added by the quality rule: what these addresses play — the publisher's picture, or the
   * 720p rendition a signed-out viewer gets while one is encoded; null while off.
   */
  rendition?: '720p' | 'source' | null
}

export interface StudioResponse {
  creatorOid: string
  info: {
    title: string
    info: string
    tags: string[]
    isAdultContent: boolean
    thumbnail: string | null
    date: string | null
    remindSubscribers: boolean
  }
  state: LiveState
  streamOid: string | null
  /** Where OBS streams to: the server's RTMP address and the app name. */
  ingest: { rtmpUrl: string; streamName: string }
  hasKey: boolean
  keyHint: string | null
  /**
   * The picture the publisher sends, from its stream metadata, while it streams here; with
   * `aboveRecommended` when taller than 1080 lines (spec §5: discouraged).
   */
  source: { width: number; height: number; aboveRecommended: boolean } | null
}

export interface StreamKeyResponse {
  /** The key in clear: only in the answer that created it (stored hashed). */
  key: string | null
  keyHint: string
  createdAt: string
  /** The RTMP address to publish to (TALELOOM_RTMP_PUBLIC_URL, else where the ingest listens). */
  rtmpUrl: string
  streamName: string
  /** `host:port` the embedded ingest of this server is bound to; null without one. */
  ingestListen: string | null
  /** When a publish with a wrong key was last refused (since this key was made), or null. */
  wrongKeyAt: string | null
}

export interface StreamViewsResponse {
  streamOid: string
  state: LiveState
  views: number
  peakViews: number
  totalViews: number
}

export const LIVE_ERROR_CODES = [
  'LIVE_NOT_LIVESTREAMER',
  'LIVE_NOT_FOUND',
  'LIVE_STREAM_NOT_FOUND',
  'LIVE_KEY_INVALID',
  'LIVE_NOT_LIVE',
] as const
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number]

/** `GET /live/creator/{ref}`: the livestream page guard's livestreamer, by custom URL or oid. */
export interface LiveCreatorResponse {
  creatorOid: string
  nickname: string
  customUrl: string | null
}

/** `POST /live/stop`. */
export interface StopResponse {
  state: LiveState
  stopped: boolean
}

/** `GET /live/toolkey/status`: whether the caller has a tool key (never the key). */
export interface ToolKeyStatus {
  hasKey: boolean
  keyHint: string | null
  createdAt: string | null
}

/** `POST /live/toolkey/issue`: the key in clear, this once. */
export interface IssuedToolKey {
  toolKey: string
  keyHint: string
  createdAt: string
}

/**
 * The studio, key, play and tool-key routes the front ends call, relative to `/api`; the
 * sub-areas declare theirs beside their own contracts. The play answer gains the viewer's
 * quality (allowance) and, while the stream has an entry condition, its entry token.
 */
export interface LiveRoutes {
  'GET /live/creator/:ref': { request: { ref: string }; response: LiveCreatorResponse }
  'GET /live/stream': { request: { creatorOid: string }; response: { stream: StreamCard | null } }
  'GET /live/play': {
    request: { creatorOid: string; key?: string }
    response: PlayResponse & Partial<PlayQuality> & Partial<PlayEntry>
  }
  'GET /live/studio': { request: { creatorOid: string }; response: StudioResponse }
  'POST /live/studio': {
    request: { creatorOid: string; info: StudioInfo }
    response: StudioResponse
  }
  'POST /live/stop': { request: { creatorOid: string }; response: StopResponse }
  'GET /live/key2': { request: Record<string, never>; response: StreamKeyResponse }
  'POST /live/key2': { request: Record<string, never>; response: StreamKeyResponse }
  'GET /stream/:id/views': { request: { id: string }; response: StreamViewsResponse }
  'POST /live/toolkey/issue': { request: Record<string, never>; response: IssuedToolKey }
  'POST /live/toolkey/revoke': { request: Record<string, never>; response: { revoked: boolean } }
  'GET /live/toolkey/status': { request: Record<string, never>; response: ToolKeyStatus }
  'POST /live/toolkey': { request: { toolkey: string }; response: LoginSuccessResponse }
}
