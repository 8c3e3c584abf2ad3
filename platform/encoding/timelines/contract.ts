/**
 * The RealPlay timeline as a versioned document (docs/TIMELINE.md): video, image and audio
 * tracks of clips cut from the creator's uploads, and image or text layers over the frame.
 * Times are whole milliseconds, so a document means the same on every machine. The studio
 * imports this file as types; the server validates with the schemas.
 */
import { z } from 'zod'

/** The document's shape; a later shape gets a new number and a reader of the old one. */
export const TIMELINE_SCHEMA_VERSION = 1

export const TIMELINE_LIMITS = {
  tracks: 12,
  clipsPerTrack: 400,
  layers: 100,
  /** Three hours: far above a RealPlay episode. */
  durationMs: 3 * 60 * 60 * 1000,
  textLength: 200,
  /** The output frame: even sizes (H.264) up to 4K width, as uploads. */
  maxWidth: 4096,
  maxHeight: 4096,
  fps: [24, 25, 30, 60] as const,
  maxFadeMs: 10_000,
  maxVolume: 2,
} as const

export const TRACK_KINDS = ['video', 'image', 'audio'] as const
export type TrackKind = (typeof TRACK_KINDS)[number]

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Ids are 1–40 letters, digits, _ or -')
const ms = z.number().int('Times are whole milliseconds').min(0).max(TIMELINE_LIMITS.durationMs)
/** A store key the uploads area handed out (checked against its record on save). */
const assetKey = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (key) =>
      !key.startsWith('/') &&
      !key.split('/').some((part) => part === '' || part === '.' || part === '..') &&
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
      !/[\u0000-\u001f\u007f\\]/.test(key),
    'Invalid asset key',
  )
const fade = z.number().int().min(0).max(TIMELINE_LIMITS.maxFadeMs)

export const clipSchema = z.object({
  id,
  assetKey,
  /** Where the clip starts on the timeline. */
  startMs: ms,
  /** The part of the source played: [inMs, outMs). Images: inMs 0, outMs the shown length. */
  inMs: ms,
  outMs: ms,
  fadeInMs: fade.default(0),
  fadeOutMs: fade.default(0),
  /** 1 is the source's own level; 0 mutes it. */
  volume: z.number().min(0).max(TIMELINE_LIMITS.maxVolume).default(1),
})

export const trackSchema = z.object({
  id,
  kind: z.enum(TRACK_KINDS),
  muted: z.boolean().default(false),
  clips: z.array(clipSchema).max(TIMELINE_LIMITS.clipsPerTrack),
})

const layerBase = {
  id,
  startMs: ms,
  endMs: ms,
  /** Top-left corner and size in output pixels. */
  x: z.number().int().min(0).max(TIMELINE_LIMITS.maxWidth),
  y: z.number().int().min(0).max(TIMELINE_LIMITS.maxHeight),
  width: z.number().int().min(2).max(TIMELINE_LIMITS.maxWidth),
  height: z.number().int().min(2).max(TIMELINE_LIMITS.maxHeight),
  opacity: z.number().min(0).max(1).default(1),
}

export const layerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), assetKey, ...layerBase }),
  z.object({
    kind: z.literal('text'),
    text: z.string().min(1).max(TIMELINE_LIMITS.textLength),
    /** #rrggbb */
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#ffffff'),
    ...layerBase,
  }),
])

export const timelineSchema = z.object({
  schemaVersion: z.literal(TIMELINE_SCHEMA_VERSION),
  frame: z.object({
    width: z.number().int().min(16).max(TIMELINE_LIMITS.maxWidth).multipleOf(2),
    height: z.number().int().min(16).max(TIMELINE_LIMITS.maxHeight).multipleOf(2),
    fps: z.union(TIMELINE_LIMITS.fps.map((each) => z.literal(each))),
  }),
  tracks: z.array(trackSchema).max(TIMELINE_LIMITS.tracks),
  layers: z.array(layerSchema).max(TIMELINE_LIMITS.layers),
})

export type TimelineDocument = z.output<typeof timelineSchema>
export type TimelineTrack = TimelineDocument['tracks'][number]
export type TimelineClip = TimelineTrack['clips'][number]
export type TimelineLayer = TimelineDocument['layers'][number]

/** What the server knows of an upload used on a timeline (from ffprobe, kept per store key). */
export interface TimelineAsset {
  assetKey: string
  name: string | null
  /** The uploader's own key (`GET /upload/privateasset?key=` answers its address); null on save. */
  uploadKey?: string | null
  filetype: string
  kind: TrackKind
  /** null for a picture. */
  durationMs: number | null
  width: number | null
  height: number | null
  hasAudio: boolean
}

/** A saved timeline: its document and its version, bumped by every save. */
export interface TimelineView {
  contentOid: string
  version: number
  timeline: TimelineDocument
  updatedAt: string | null
}

/** One thing wrong with a timeline, where it is (`tracks.0.clips.2.outMs`) and why. */
export interface TimelineProblem {
  path: string
  message: string
}

export const TIMELINE_TEXTS = {
  conflict: 'Timeline version conflict',
  invalid: 'The timeline is not valid',
  renderFailed: 'Render request failed',
  empty: 'The timeline has nothing to render',
} as const

/** The timeline calls, relative to /api. */
export interface TimelineRoutes {
  'GET /content/timeline': { request: { contentOid: string }; response: TimelineView }
  'PUT /content/timeline': {
    request: { contentOid: string; baseVersion: number; timeline: TimelineDocument }
    response: TimelineView
  }
  'GET /content/timeline/assets': {
    request: { contentOid: string }
    response: { assets: TimelineAsset[] }
  }
  'POST /content/timeline/render': {
    request: { contentOid: string; version: number }
    response: { taskId: string; version: number }
  }
}

/** A new content's timeline: 720p at 30 fps, one track of each kind. */
export function emptyTimeline(): TimelineDocument {
  return {
    schemaVersion: TIMELINE_SCHEMA_VERSION,
    frame: { width: 1280, height: 720, fps: 30 },
    tracks: [
      { id: 'video-1', kind: 'video', muted: false, clips: [] },
      { id: 'image-1', kind: 'image', muted: false, clips: [] },
      { id: 'audio-1', kind: 'audio', muted: false, clips: [] },
    ],
    layers: [],
  }
}

/** The timeline's length: the end of its last clip or layer. */
export function timelineDurationMs(timeline: TimelineDocument): number {
  let end = 0
  for (const track of timeline.tracks)
    for (const clip of track.clips) end = Math.max(end, clip.startMs + (clip.outMs - clip.inMs))
  for (const layer of timeline.layers) end = Math.max(end, layer.endMs)
  return end
}
