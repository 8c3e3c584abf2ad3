/**
 * The timeline editor's state and its edits, as pure functions (state in, state out): the
 * zustand store (`store.ts`) only applies them. Times are whole milliseconds on frame
 * boundaries of the document's frame rate; history keeps whole documents (they are small).
 */
import type {
  TimelineAsset,
  TimelineClip,
  TimelineDocument,
  TimelineLayer,
  TimelineTrack,
} from '../../platform/encoding/timelines/contract'

export interface EditorState {
  doc: TimelineDocument
  past: TimelineDocument[]
  future: TimelineDocument[]
  /** A clip's or a layer's id. */
  selection: string | null
  playheadMs: number
  /** Zoom: pixels per second of the ruler. */
  pxPerSecond: number
  snapping: boolean
  playing: boolean
}

export const HISTORY_LIMIT = 200
export const MIN_CLIP_MS = 100
export const PICTURE_CLIP_MS = 3000
export const ZOOM_STEPS = [10, 20, 40, 80, 160, 320, 640] as const
/** A snap holds within this many pixels of its target, whatever the zoom. */
export const SNAP_PX = 8

export function initialState(doc: TimelineDocument): EditorState {
  return {
    doc,
    past: [],
    future: [],
    selection: null,
    playheadMs: 0,
    pxPerSecond: 80,
    snapping: true,
    playing: false,
  }
}

/** `ms` on the nearest frame boundary of `fps`. */
export function toFrame(ms: number, fps: number): number {
  return Math.max(0, Math.round((Math.round((ms * fps) / 1000) * 1000) / fps))
}

/** `ms` down to a frame boundary: a length that never runs past its source. */
export function framesWithin(ms: number, fps: number): number {
  return Math.floor((Math.floor((ms * fps) / 1000 + 1e-9) * 1000) / fps)
}

export const clipEnd = (clip: TimelineClip) => clip.startMs + clip.outMs - clip.inMs

export function durationMs(doc: TimelineDocument): number {
  let end = 0
  for (const track of doc.tracks) for (const clip of track.clips) end = Math.max(end, clipEnd(clip))
  for (const layer of doc.layers) end = Math.max(end, layer.endMs)
  return end
}

/** The nearest of `targets` within `threshold` of `ms`, or `ms` itself. */
export function snapTo(ms: number, targets: readonly number[], threshold: number): number {
  let best = ms
  let distance = threshold + 1
  for (const target of targets) {
    const d = Math.abs(target - ms)
    if (d <= threshold && d < distance) {
      best = target
      distance = d
    }
  }
  return best
}

/** Where an edit may snap: 0, the playhead, and every clip's and layer's edges but `except`'s. */
export function snapTargets(state: EditorState, except: string | null): number[] {
  const targets = [0, state.playheadMs]
  for (const track of state.doc.tracks)
    for (const clip of track.clips)
      if (clip.id !== except) targets.push(clip.startMs, clipEnd(clip))
  for (const layer of state.doc.layers)
    if (layer.id !== except) targets.push(layer.startMs, layer.endMs)
  return targets
}

const snapThreshold = (state: EditorState) => (SNAP_PX / state.pxPerSecond) * 1000

/** A document change as one undo step. */
export function commit(state: EditorState, doc: TimelineDocument): EditorState {
  if (doc === state.doc) return state
  return {
    ...state,
    doc,
    past: [...state.past, state.doc].slice(-HISTORY_LIMIT),
    future: [],
  }
}

/** The start of a drag: one undo step for the whole gesture, taken now. */
export function beginGesture(state: EditorState): EditorState {
  return { ...state, past: [...state.past, state.doc].slice(-HISTORY_LIMIT), future: [] }
}

/** A step of a gesture: the document changes without another undo step. */
export function during(state: EditorState, doc: TimelineDocument): EditorState {
  return { ...state, doc }
}

export function undo(state: EditorState): EditorState {
  const previous = state.past.at(-1)
  if (!previous) return state
  return {
    ...state,
    doc: previous,
    past: state.past.slice(0, -1),
    future: [state.doc, ...state.future],
  }
}

export function redo(state: EditorState): EditorState {
  const [next, ...rest] = state.future
  if (!next) return state
  return { ...state, doc: next, past: [...state.past, state.doc], future: rest }
}

function nextId(doc: TimelineDocument, prefix: string): string {
  const used = new Set<string>([
    ...doc.tracks.flatMap((track) => [track.id, ...track.clips.map((clip) => clip.id)]),
    ...doc.layers.map((layer) => layer.id),
  ])
  let n = 1
  while (used.has(`${prefix}-${n}`)) n += 1
  return `${prefix}-${n}`
}

function mapTrack(
  doc: TimelineDocument,
  trackId: string,
  change: (track: TimelineTrack) => TimelineTrack,
): TimelineDocument {
  return {
    ...doc,
    tracks: doc.tracks.map((track) => (track.id === trackId ? change(track) : track)),
  }
}

export function findClip(doc: TimelineDocument, clipId: string) {
  for (const track of doc.tracks) {
    const clip = track.clips.find((each) => each.id === clipId)
    if (clip) return { track, clip }
  }
  return null
}

/** The first start at or after `atMs` where `length` fits on `track` between its clips. */
export function freeStart(
  track: TimelineTrack,
  atMs: number,
  length: number,
  except: string | null = null,
): number {
  const clips = track.clips
    .filter((clip) => clip.id !== except)
    .sort((a, b) => a.startMs - b.startMs)
  let start = Math.max(0, atMs)
  for (const clip of clips) {
    if (clipEnd(clip) <= start) continue
    if (clip.startMs >= start + length) break
    start = clipEnd(clip)
  }
  return start
}

/** Whether an upload may go on a track of this kind (a video's sound on an audio track). */
export function fits(asset: TimelineAsset, kind: TimelineTrack['kind']): boolean {
  if (kind === 'audio') return asset.kind === 'audio' || (asset.kind === 'video' && asset.hasAudio)
  return asset.kind === kind
}

/** An upload dropped on a track at `atMs`: a clip of its whole length, at the first free place. */
export function addClip(
  state: EditorState,
  trackId: string,
  asset: TimelineAsset,
  atMs: number,
): EditorState {
  const track = state.doc.tracks.find((each) => each.id === trackId)
  if (!track || !fits(asset, track.kind)) return state
  const fps = state.doc.frame.fps
  const length = framesWithin(
    asset.kind === 'image' ? PICTURE_CLIP_MS : (asset.durationMs ?? PICTURE_CLIP_MS),
    fps,
  )
  if (length < MIN_CLIP_MS) return state
  const wanted = state.snapping
    ? snapTo(atMs, snapTargets(state, null), snapThreshold(state))
    : atMs
  const startMs = toFrame(freeStart(track, toFrame(wanted, fps), length), fps)
  const clip: TimelineClip = {
    id: nextId(state.doc, 'clip'),
    assetKey: asset.assetKey,
    startMs,
    inMs: 0,
    outMs: length,
    fadeInMs: 0,
    fadeOutMs: 0,
    volume: 1,
  }
  const doc = mapTrack(state.doc, trackId, (each) => ({ ...each, clips: [...each.clips, clip] }))
  return { ...commit(state, doc), selection: clip.id }
}

function replaceClip(doc: TimelineDocument, clipId: string, next: TimelineClip): TimelineDocument {
  return {
    ...doc,
    tracks: doc.tracks.map((track) => ({
      ...track,
      clips: track.clips.map((clip) => (clip.id === clipId ? next : clip)),
    })),
  }
}

/** A clip moved to `startMs` (snapped by either edge), kept clear of its neighbours. */
export function moveClip(state: EditorState, clipId: string, startMs: number): TimelineDocument {
  const found = findClip(state.doc, clipId)
  if (!found) return state.doc
  const { track, clip } = found
  const length = clip.outMs - clip.inMs
  let start = Math.max(0, startMs)
  if (state.snapping) {
    const targets = snapTargets(state, clipId)
    const threshold = snapThreshold(state)
    const byStart = snapTo(start, targets, threshold)
    const byEnd = snapTo(start + length, targets, threshold) - length
    start = byStart !== start ? byStart : byEnd
  }
  start = toFrame(start, state.doc.frame.fps)
  const clear = freeStart(track, start, length, clipId)
  // Past a neighbour it would land on: it stays where it was.
  if (clear !== start) return state.doc
  return replaceClip(state.doc, clipId, { ...clip, startMs: start })
}

/**
 * A clip's edge dragged to `atMs` on the timeline: the start edge cuts the source's in-point
 * with it, the end edge its out-point; never past the source's length or a neighbour.
 */
export function trimClip(
  state: EditorState,
  clipId: string,
  edge: 'start' | 'end',
  atMs: number,
  sourceMs: number | null,
): TimelineDocument {
  const found = findClip(state.doc, clipId)
  if (!found) return state.doc
  const { track, clip } = found
  const fps = state.doc.frame.fps
  let at = atMs
  if (state.snapping) at = snapTo(at, snapTargets(state, clipId), snapThreshold(state))
  at = toFrame(at, fps)
  const others = track.clips.filter((each) => each.id !== clipId)
  if (edge === 'start') {
    const floor = Math.max(
      clip.startMs - clip.inMs,
      ...others.map(clipEnd).filter((end) => end <= clip.startMs),
    )
    const start = Math.min(Math.max(at, floor), clipEnd(clip) - MIN_CLIP_MS)
    const inMs = clip.inMs + (start - clip.startMs)
    return replaceClip(state.doc, clipId, { ...clip, startMs: start, inMs })
  }
  const ceiling = Math.min(
    sourceMs === null ? Number.POSITIVE_INFINITY : clip.startMs + sourceMs - clip.inMs,
    ...others.map((each) => each.startMs).filter((start) => start >= clipEnd(clip)),
  )
  const end = Math.max(Math.min(at, ceiling), clip.startMs + MIN_CLIP_MS)
  return replaceClip(state.doc, clipId, { ...clip, outMs: clip.inMs + (end - clip.startMs) })
}

/** The selected clip cut in two at the playhead. */
export function splitAtPlayhead(state: EditorState): EditorState {
  const found = state.selection ? findClip(state.doc, state.selection) : null
  if (!found) return state
  const { track, clip } = found
  const at = toFrame(state.playheadMs, state.doc.frame.fps)
  if (at - clip.startMs < MIN_CLIP_MS || clipEnd(clip) - at < MIN_CLIP_MS) return state
  const cut = clip.inMs + (at - clip.startMs)
  const second: TimelineClip = {
    ...clip,
    id: nextId(state.doc, 'clip'),
    startMs: at,
    inMs: cut,
    fadeInMs: 0,
  }
  const doc = mapTrack(state.doc, track.id, (each) => ({
    ...each,
    clips: each.clips.flatMap((c) =>
      c.id === clip.id ? [{ ...c, outMs: cut, fadeOutMs: 0 }, second] : [c],
    ),
  }))
  return { ...commit(state, doc), selection: second.id }
}

export function deleteSelection(state: EditorState): EditorState {
  const id = state.selection
  if (!id) return state
  const doc: TimelineDocument = {
    ...state.doc,
    tracks: state.doc.tracks.map((track) => ({
      ...track,
      clips: track.clips.filter((clip) => clip.id !== id),
    })),
    layers: state.doc.layers.filter((layer) => layer.id !== id),
  }
  return { ...commit(state, doc), selection: null }
}

/** A caption from the playhead for three seconds, in the lower third of the frame. */
export function addTextLayer(state: EditorState, text: string): EditorState {
  const { width, height, fps } = state.doc.frame
  const startMs = toFrame(state.playheadMs, fps)
  const layer: TimelineLayer = {
    kind: 'text',
    id: nextId(state.doc, 'text'),
    text,
    color: '#ffffff',
    startMs,
    endMs: startMs + PICTURE_CLIP_MS,
    x: Math.round(width * 0.1),
    y: Math.round(height * 0.78),
    width: Math.round(width * 0.8),
    height: Math.max(16, Math.round(height * 0.08)),
    opacity: 1,
  }
  return {
    ...commit(state, { ...state.doc, layers: [...state.doc.layers, layer] }),
    selection: layer.id,
  }
}

/** The playhead on a frame, at or after 0. */
export function setPlayhead(state: EditorState, ms: number): EditorState {
  return { ...state, playheadMs: toFrame(Math.max(0, ms), state.doc.frame.fps) }
}

/** One frame forward or back. */
export function stepFrame(state: EditorState, frames: number): EditorState {
  const frame = 1000 / state.doc.frame.fps
  return setPlayhead(state, state.playheadMs + frames * frame)
}

export function zoom(state: EditorState, direction: 1 | -1): EditorState {
  const index = ZOOM_STEPS.indexOf(state.pxPerSecond as (typeof ZOOM_STEPS)[number])
  const next =
    ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, (index < 0 ? 3 : index) + direction))]
  return { ...state, pxPerSecond: next ?? state.pxPerSecond }
}

/** A clip's fades or volume changed (one undo step). */
export function updateClip(
  state: EditorState,
  clipId: string,
  patch: Partial<Pick<TimelineClip, 'fadeInMs' | 'fadeOutMs' | 'volume'>>,
): EditorState {
  const found = findClip(state.doc, clipId)
  if (!found) return state
  return commit(state, replaceClip(state.doc, clipId, { ...found.clip, ...patch }))
}

/** A caption's text changed (one undo step). */
export function updateText(state: EditorState, layerId: string, text: string): EditorState {
  const doc: TimelineDocument = {
    ...state.doc,
    layers: state.doc.layers.map((layer) =>
      layer.id === layerId && layer.kind === 'text' ? { ...layer, text } : layer,
    ),
  }
  return commit(state, doc)
}
