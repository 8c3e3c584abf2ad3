/**
 * What the frame shows and what sounds at a moment of the timeline (pure): the preview
 * player asks this for every frame it draws, and seeks each source to `sourceMs`.
 */
import type {
  TimelineClip,
  TimelineDocument,
  TimelineLayer,
  TimelineTrack,
} from '../../platform/encoding/timelines/contract'
import { clipEnd } from './model'

export interface ActiveClip {
  track: TimelineTrack
  clip: TimelineClip
  /** Where in its source the clip is at this moment. */
  sourceMs: number
  /** 0–1: the clip's fades at this moment. */
  fade: number
}

function fadeAt(clip: TimelineClip, ms: number): number {
  const into = ms - clip.startMs
  const left = clipEnd(clip) - ms
  let fade = 1
  if (clip.fadeInMs > 0) fade = Math.min(fade, into / clip.fadeInMs)
  if (clip.fadeOutMs > 0) fade = Math.min(fade, left / clip.fadeOutMs)
  return Math.max(0, Math.min(1, fade))
}

/** The clips playing at `ms`, bottom track first (the order they are drawn and mixed in). */
export function activeAt(doc: TimelineDocument, ms: number): ActiveClip[] {
  const active: ActiveClip[] = []
  for (const track of doc.tracks)
    for (const clip of track.clips)
      if (ms >= clip.startMs && ms < clipEnd(clip))
        active.push({
          track,
          clip,
          sourceMs: clip.inMs + (ms - clip.startMs),
          fade: fadeAt(clip, ms),
        })
  return active
}

/** The layers shown at `ms`, in the document's order (later ones on top). */
export function layersAt(doc: TimelineDocument, ms: number): TimelineLayer[] {
  return doc.layers.filter((layer) => ms >= layer.startMs && ms < layer.endMs)
}

/** How a source element is brought to where the timeline wants it (`syncSource`). */
export interface SourceSync {
  /** Seek there (ms in the source), or leave the position alone. */
  seekToMs: number | null
  /** The element's playback rate: 1, or slightly off 1 to close a small drift. */
  rate: number
}

/** Drift playing sources may keep: half a frame, so the frame shown is the one wanted. */
const SYNC = {
  /** Beyond this many frames a playing source is seeked (a rate change would take too long). */
  seekFrames: 4,
  /** A small drift is closed over about this long by a playback rate off 1. */
  catchUpMs: 400,
  /** The rate stays within 1 ± this: a change the ear barely hears (pitch is kept). */
  maxRateChange: 0.15,
} as const

/**
 * Keeps a source within one frame of the playhead. Paused (scrubbing, frame steps), any drift
 * past half a frame is a seek. Playing, seeking stutters, so a small drift is closed by
 * playing slightly faster or slower until it is under half a frame, and only a large one
 * (a jump, a stall) is seeked.
 */
export function syncSource(
  currentMs: number,
  wantedMs: number,
  fps: number,
  playing: boolean,
): SourceSync {
  const frameMs = 1000 / fps
  const ahead = currentMs - wantedMs
  if (!playing) return { seekToMs: Math.abs(ahead) > frameMs / 2 ? wantedMs : null, rate: 1 }
  if (Math.abs(ahead) > SYNC.seekFrames * frameMs) return { seekToMs: wantedMs, rate: 1 }
  if (Math.abs(ahead) <= frameMs / 2) return { seekToMs: null, rate: 1 }
  const change = Math.min(SYNC.maxRateChange, Math.abs(ahead) / SYNC.catchUpMs)
  return { seekToMs: null, rate: ahead > 0 ? 1 - change : 1 + change }
}
