/**
 * Live replays (spec §7 `/live/replays`, `DELETE /live/record`, `POST /live/record/upload`):
 * recordings of the embedded ingest, their states (spec §4), and their publication as
 * content. Request schemas and answer shapes; designed details in docs/live/README.md "Replays".
 */
import { z } from 'zod'
import { objectIdField } from '../../http/validate'
import { creatorOidField } from '../contract'

/** Spec §4: being encoded, encoding failed, published (as content), unpublished (kept). */
export const REPLAY_STATES = ['encoding', 'failed', 'unpublished', 'published'] as const
export type ReplayState = (typeof REPLAY_STATES)[number]

/** Spec §4: replays not published as content are deleted this long after the live ends. */
export const REPLAY_KEEP_DAYS = 7

export const REPLAY_TEXTS = {
  notFound: 'The replay was not found.',
  notReady: 'The replay is still being encoded.',
  failed: 'This replay could not be encoded.',
  alreadyPublished: 'This replay is already published as content.',
  recordOrContent: 'Choose a replay or a content to upload.',
  contentNotFound: 'Content not found',
  noContentPlatform: 'Replays cannot be published as content here.',
  recordingFailed: 'The recording could not be made.',
}

export const replaysQuery = z.object({ creatorOid: z.string().max(100).optional() })

export const recordDeleteRequest = z.object({
  creatorOid: creatorOidField,
  recordOid: objectIdField(REPLAY_TEXTS.notFound, REPLAY_TEXTS.notFound),
})

/** The content's fields a replay publication may set (the catalog checks them in full). */
export const replayContentSchema = z
  .object({
    recordOid: objectIdField(REPLAY_TEXTS.notFound, REPLAY_TEXTS.notFound).optional(),
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(5000).optional(),
    thumbnail: z.string().max(500).optional(),
    price: z.number().int().min(0).max(100_000_000).optional(),
    isAdultContent: z.boolean().optional(),
    isPrivateContent: z.boolean().optional(),
    viewableTiers: z.array(z.string().max(100)).max(50).optional(),
    hashtags: z.array(z.string().max(30)).max(10).optional(),
  })
  .strict()

export const recordUploadRequest = z.object({
  creatorOid: creatorOidField.optional(),
  replayContent: replayContentSchema.default({}),
  contentOid: objectIdField(REPLAY_TEXTS.contentNotFound, REPLAY_TEXTS.contentNotFound)
    .nullable()
    .optional(),
  status: z.enum(['published', 'unpublished']).default('published'),
  discountSettings: z
    .array(z.object({ code: z.string().max(50), amount: z.number().int().min(0) }))
    .max(50)
    .optional(),
})

export interface LiveReplay {
  recordOid: string
  creatorOid: string
  streamOid: string
  title: string
  thumbnailUrl: string | null
  state: ReplayState
  startedAt: string
  endedAt: string
  /** Bytes of the recorded file, once ready. */
  size: number | null
  /** Why encoding failed. */
  error: string | null
  /** The content it became (state published). */
  contentOid: string | null
  /** When it is deleted unless published (null once published). */
  expiresAt: string | null
  createdAt: string
}

/** A content the creator added to their replays by hand (spec: manual uploads kept apart). */
export interface ManualReplay {
  contentOid: string
  creatorOid: string
  title: string
  addedAt: string
}

export interface ReplaysResponse {
  replays: LiveReplay[]
  uploads: ManualReplay[]
}

export interface RecordUploadResponse {
  contentOid: string
  /** The content's status after the call (encoding while its video is encoded). */
  contentStatus: string
  replay: LiveReplay | null
  upload: ManualReplay | null
}

/** `POST /live/record/upload`: a recorded replay (or a content) published, or kept unpublished. */
export interface RecordUploadRequest {
  creatorOid?: string
  replayContent?: {
    recordOid?: string
    title?: string
    description?: string
    thumbnail?: string
    price?: number
    isAdultContent?: boolean
    isPrivateContent?: boolean
    viewableTiers?: string[]
    hashtags?: string[]
  }
  contentOid?: string | null
  status?: 'published' | 'unpublished'
  discountSettings?: { code: string; amount: number }[]
}

/** The replay routes the front ends call, relative to `/api`. */
export interface LiveReplaysRoutes {
  /** Others than the creator see only what is published. */
  'GET /live/replays': { request: { creatorOid?: string }; response: ReplaysResponse }
  'DELETE /live/record': {
    request: { creatorOid: string; recordOid: string }
    response: { recordOid: string; deleted: true }
  }
  'POST /live/record/upload': { request: RecordUploadRequest; response: RecordUploadResponse }
}
