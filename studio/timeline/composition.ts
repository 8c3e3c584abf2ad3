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

/** Whether a source element is far enough from where it should be to need a seek. */
export function needsSeek(currentMs: number, wantedMs: number, fps: number, playing: boolean) {
  // Paused (scrubbing), a frame off shows the wrong frame; playing, let it run unless it drifts.
  const tolerance = playing ? 2000 / fps : 500 / fps
  return Math.abs(currentMs - wantedMs) > tolerance
}
