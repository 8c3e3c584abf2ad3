/**
 * A timeline's rules beyond its shape (pure): every clip and picture is one of the creator's
 * finished uploads of the track's kind, cut within the source's length; clips on a track do
 * not overlap; fades fit their clip; layers lie inside the frame.
 */
import {
  TIMELINE_LIMITS,
  type TimelineAsset,
  type TimelineDocument,
  type TimelineProblem,
  type TrackKind,
  timelineDurationMs,
} from './contract'

export const PROBLEM_TEXTS = {
  notOwned: 'No finished upload of yours has this key',
  wrongKind: (asset: string, track: TrackKind) => `A ${asset} cannot go on a ${track} track`,
  emptyCut: 'A clip ends after it starts',
  pastSource: (durationMs: number) => `The source is only ${durationMs} ms long`,
  imageIn: 'A picture clip starts at 0',
  overlap: 'Clips on one track do not overlap',
  fades: 'Fades are longer than the clip',
  layerTime: 'A layer ends after it starts',
  outsideFrame: 'The layer lies outside the frame',
  notImage: 'An image layer shows a picture',
  duplicateId: 'Two items have this id',
  tooLong: `A timeline is at most ${TIMELINE_LIMITS.durationMs} ms long`,
} as const

/** Which track an upload of this kind may go on (a video's sound may go on an audio track). */
export function fitsTrack(asset: TimelineAsset, track: TrackKind): boolean {
  if (track === 'audio') return asset.kind === 'audio' || (asset.kind === 'video' && asset.hasAudio)
  return asset.kind === track
}

/** Everything wrong with `timeline`, given the creator's uploads it may use (by key). */
export function validateTimeline(
  timeline: TimelineDocument,
  assets: ReadonlyMap<string, TimelineAsset>,
): TimelineProblem[] {
  const problems: TimelineProblem[] = []
  const seen = new Set<string>()
  const unique = (id: string, path: string) => {
    if (seen.has(id)) problems.push({ path, message: PROBLEM_TEXTS.duplicateId })
    seen.add(id)
  }
  timeline.tracks.forEach((track, t) => {
    unique(track.id, `tracks.${t}.id`)
    const ordered = track.clips
      .map((clip, c) => ({ clip, c }))
      .sort((a, b) => a.clip.startMs - b.clip.startMs)
    let previousEnd = -1
    for (const { clip, c } of ordered) {
      const path = `tracks.${t}.clips.${c}`
      unique(clip.id, `${path}.id`)
      const length = clip.outMs - clip.inMs
      if (length <= 0) problems.push({ path: `${path}.outMs`, message: PROBLEM_TEXTS.emptyCut })
      if (clip.fadeInMs + clip.fadeOutMs > Math.max(0, length))
        problems.push({ path: `${path}.fadeInMs`, message: PROBLEM_TEXTS.fades })
      if (clip.startMs < previousEnd)
        problems.push({ path: `${path}.startMs`, message: PROBLEM_TEXTS.overlap })
      previousEnd = Math.max(previousEnd, clip.startMs + Math.max(0, length))
      const asset = assets.get(clip.assetKey)
      if (!asset) {
        problems.push({ path: `${path}.assetKey`, message: PROBLEM_TEXTS.notOwned })
        continue
      }
      if (!fitsTrack(asset, track.kind)) {
        problems.push({
          path: `${path}.assetKey`,
          message: PROBLEM_TEXTS.wrongKind(asset.kind, track.kind),
        })
        continue
      }
      if (asset.kind === 'image') {
        if (clip.inMs !== 0) problems.push({ path: `${path}.inMs`, message: PROBLEM_TEXTS.imageIn })
      } else if (asset.durationMs !== null && clip.outMs > asset.durationMs) {
        problems.push({
          path: `${path}.outMs`,
          message: PROBLEM_TEXTS.pastSource(asset.durationMs),
        })
      }
    }
  })
  timeline.layers.forEach((layer, l) => {
    const path = `layers.${l}`
    unique(layer.id, `${path}.id`)
    if (layer.endMs <= layer.startMs)
      problems.push({ path: `${path}.endMs`, message: PROBLEM_TEXTS.layerTime })
    if (
      layer.x + layer.width > timeline.frame.width ||
      layer.y + layer.height > timeline.frame.height
    )
      problems.push({ path: `${path}.width`, message: PROBLEM_TEXTS.outsideFrame })
    if (layer.kind === 'image') {
      const asset = assets.get(layer.assetKey)
      if (!asset) problems.push({ path: `${path}.assetKey`, message: PROBLEM_TEXTS.notOwned })
      else if (asset.kind !== 'image')
        problems.push({ path: `${path}.assetKey`, message: PROBLEM_TEXTS.notImage })
    }
  })
  if (timelineDurationMs(timeline) > TIMELINE_LIMITS.durationMs)
    problems.push({ path: '', message: PROBLEM_TEXTS.tooLong })
  return problems
}

/** Every upload key a timeline names, once each, in order of first use. */
export function assetKeysOf(timeline: TimelineDocument): string[] {
  const keys = new Set<string>()
  for (const track of timeline.tracks) for (const clip of track.clips) keys.add(clip.assetKey)
  for (const layer of timeline.layers) if (layer.kind === 'image') keys.add(layer.assetKey)
  return [...keys]
}
