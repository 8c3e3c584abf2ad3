/**
 * A timeline to one ffmpeg run (pure): every clip is an input cut with `-ss`/`-t` and
 * trimmed to its exact frame count in the graph; each visual track is the concat of its
 * clips and gaps, laid over the tracks below it; picture and text layers are overlays and
 * drawtext; every audible clip is trimmed, faded, delayed to its place and mixed with amix.
 * The composite is split into the same HLS renditions uploads get, plus the poster.
 * Bit-exact flags keep one timeline's files the same from run to run (docs/TIMELINE.md).
 */
import { AUDIO_KBPS, planRenditions, type Rendition, videoEncoderArgs } from '../ffmpeg'
import { inputArgs, isSourceFormat } from '../source-format'
import type { TimelineAsset, TimelineClip, TimelineDocument, TimelineTrack } from './contract'
import { assetKeysOf } from './validate'

export interface CompileOptions {
  /** The font drawtext uses (a system font file; see `findTimelineFont`). */
  fontFile: string
  /** Folder of the outputs, relative to the working directory. */
  outDir?: string
}

/** A file the run reads that the compiler writes itself (a text layer's text). */
export interface CompiledFile {
  path: string
  content: string
}

export interface CompiledRender {
  args: string[]
  /** The asset files to fetch first: store key → path relative to the working directory. */
  inputs: { assetKey: string; path: string }[]
  files: CompiledFile[]
  renditions: Rendition[]
  durationMs: number
  frames: number
}

const SAMPLE_RATE = 48_000
const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif'])

export class TimelineCompileError extends Error {
  override name = 'TimelineCompileError'
}

const seconds = (ms: number) => (ms / 1000).toFixed(3)
/** Timeline milliseconds to a frame index, rounded to the nearest frame. */
export const frameAt = (ms: number, fps: number) => Math.round((ms * fps) / 1000)

interface Graph {
  inputs: string[][]
  filters: string[]
  labels: number
}

function label(graph: Graph, prefix: string): string {
  graph.labels += 1
  return `${prefix}${graph.labels}`
}

function assetFile(asset: TimelineAsset, index: number): string {
  const type = asset.filetype.toLowerCase()
  return `assets/a${index}.${type}`
}

/** One `-i` for a clip's cut of its source (a picture looped for the clip's length). */
function clipInput(asset: TimelineAsset, file: string, clip: TimelineClip, fps: number): string[] {
  const length = seconds(clip.outMs - clip.inMs)
  if (asset.kind === 'image') return imageInput(asset, file, fps, length)
  if (!isSourceFormat(asset.filetype))
    throw new TimelineCompileError(`.${asset.filetype} is not a media upload`)
  return ['-ss', seconds(clip.inMs), '-t', length, ...inputArgs(asset.filetype, file)]
}

function imageInput(asset: TimelineAsset, file: string, fps: number, length: string): string[] {
  if (!IMAGE_TYPES.has(asset.filetype.toLowerCase()))
    throw new TimelineCompileError(`.${asset.filetype} is not a picture`)
  return [
    '-loop',
    '1',
    '-framerate',
    String(fps),
    '-t',
    length,
    '-protocol_whitelist',
    'file,pipe',
    '-f',
    'image2',
    '-pattern_type',
    'none',
    '-i',
    file,
  ]
}

interface Context {
  timeline: TimelineDocument
  assets: ReadonlyMap<string, TimelineAsset>
  files: Map<string, string>
  graph: Graph
  frames: number
  fontFile: string
  /** A clip's input, made once: its picture and its sound come from the same `-i`. */
  clipInputs: Map<string, number>
}

function inputOfClip(context: Context, clip: TimelineClip): number {
  const known = context.clipInputs.get(clip.id)
  if (known !== undefined) return known
  const { asset, file } = assetOf(context, clip.assetKey)
  context.graph.inputs.push(clipInput(asset, file, clip, context.timeline.frame.fps))
  const index = context.graph.inputs.length - 1
  context.clipInputs.set(clip.id, index)
  return index
}

function assetOf(context: Context, key: string): { asset: TimelineAsset; file: string } {
  const asset = context.assets.get(key)
  const file = context.files.get(key)
  if (!asset || !file) throw new TimelineCompileError(`No facts for asset ${key}`)
  return { asset, file }
}

/** A visual track as one stream of exactly the timeline's frames: clips and gaps concatenated. */
function visualTrack(context: Context, track: TimelineTrack, base: boolean): string {
  const { width, height, fps } = context.timeline.frame
  const graph = context.graph
  const format = base ? 'yuv420p' : 'yuva420p'
  const gapColor = base ? 'black' : 'black@0.0'
  const segments: string[] = []
  const gap = (frames: number) => {
    if (frames <= 0) return
    const out = label(graph, 'g')
    graph.filters.push(
      `color=c=${gapColor}:s=${width}x${height}:r=${fps},format=${format},trim=end_frame=${frames},setpts=PTS-STARTPTS[${out}]`,
    )
    segments.push(`[${out}]`)
  }
  let cursor = 0
  const clips = [...track.clips].sort((a, b) => a.startMs - b.startMs)
  for (const clip of clips) {
    const first = frameAt(clip.startMs, fps)
    const last = frameAt(clip.startMs + clip.outMs - clip.inMs, fps)
    const count = last - Math.max(first, cursor)
    if (count <= 0) continue
    gap(first - cursor)
    const input = inputOfClip(context, clip)
    const out = label(graph, 'c')
    const fades = videoFades(clip, count, fps, !base)
    graph.filters.push(
      `[${input}:v:0]setpts=PTS-STARTPTS,fps=${fps},scale=${width}:${height}:force_original_aspect_ratio=decrease,` +
        `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=${gapColor},setsar=1,format=${format},` +
        `tpad=stop=${count}:stop_mode=clone,trim=end_frame=${count},setpts=PTS-STARTPTS${fades}[${out}]`,
    )
    segments.push(`[${out}]`)
    cursor = Math.max(first, cursor) + count
  }
  gap(context.frames - cursor)
  const out = label(graph, 't')
  graph.filters.push(`${segments.join('')}concat=n=${segments.length}:v=1:a=0[${out}]`)
  return out
}

function videoFades(clip: TimelineClip, frames: number, fps: number, alpha: boolean): string {
  const parts: string[] = []
  const a = alpha ? ':alpha=1' : ''
  const fadeIn = Math.min(frames, frameAt(clip.fadeInMs, fps))
  const fadeOut = Math.min(frames, frameAt(clip.fadeOutMs, fps))
  if (fadeIn > 0) parts.push(`fade=t=in:s=0:n=${fadeIn}${a}`)
  if (fadeOut > 0) parts.push(`fade=t=out:s=${frames - fadeOut}:n=${fadeOut}${a}`)
  return parts.length > 0 ? `,${parts.join(',')}` : ''
}

/** Where a track has clips, as an overlay's `enable` expression (frames elsewhere pass by). */
function enableExpression(spans: [number, number][]): string {
  return spans.map(([from, to]) => `between(t,${seconds(from)},${seconds(to)})`).join('+')
}

function composeVideo(context: Context): string {
  const { width, height, fps } = context.timeline.frame
  const graph = context.graph
  const visual = context.timeline.tracks.filter(
    (track) => track.kind !== 'audio' && track.clips.length > 0,
  )
  let current: string
  const [bottom, ...upper] = visual
  if (bottom) current = visualTrack(context, bottom, true)
  else {
    current = label(graph, 'b')
    graph.filters.push(
      `color=c=black:s=${width}x${height}:r=${fps},format=yuv420p,trim=end_frame=${context.frames}[${current}]`,
    )
  }
  for (const track of upper) {
    const layer = visualTrack(context, track, false)
    const out = label(graph, 'o')
    const spans = track.clips.map(
      (clip) => [clip.startMs, clip.startMs + clip.outMs - clip.inMs] as [number, number],
    )
    graph.filters.push(
      `[${current}][${layer}]overlay=x=0:y=0:format=auto:enable='${enableExpression(spans)}'[${out}]`,
    )
    current = out
  }
  return layers(context, current)
}

/** Picture layers as overlays, text layers as drawtext, in the document's order. */
function layers(context: Context, below: string): string {
  const { fps } = context.timeline.frame
  const graph = context.graph
  let current = below
  context.timeline.layers.forEach((layer, index) => {
    const enable = `enable='between(t,${seconds(layer.startMs)},${seconds(layer.endMs - 1)})'`
    const out = label(graph, 'l')
    if (layer.kind === 'image') {
      const { asset, file } = assetOf(context, layer.assetKey)
      graph.inputs.push(imageInput(asset, file, fps, seconds(layer.endMs)))
      const input = graph.inputs.length - 1
      const picture = label(graph, 'p')
      graph.filters.push(
        `[${input}:v:0]scale=${layer.width}:${layer.height},setsar=1,format=yuva420p,` +
          `colorchannelmixer=aa=${layer.opacity.toFixed(3)}[${picture}]`,
        `[${current}][${picture}]overlay=x=${layer.x}:y=${layer.y}:format=auto:eof_action=pass:${enable}[${out}]`,
      )
    } else {
      const size = Math.max(8, Math.round(layer.height * 0.75))
      const color = `0x${layer.color.slice(1)}@${layer.opacity.toFixed(3)}`
      graph.filters.push(
        `[${current}]drawtext=fontfile='${context.fontFile}':textfile=texts/t${index}.txt:expansion=none:` +
          `fontsize=${size}:fontcolor=${color}:x=${layer.x}:y=${layer.y}:${enable}[${out}]`,
      )
    }
    current = out
  })
  return current
}

/** Every audible clip trimmed, faded and delayed to its place, mixed into one stereo track. */
function composeAudio(context: Context): string {
  const graph = context.graph
  const total = seconds(durationOf(context))
  const mixed: string[] = []
  for (const track of context.timeline.tracks) {
    if (track.muted || track.kind === 'image') continue
    for (const clip of track.clips) {
      const { asset } = assetOf(context, clip.assetKey)
      if (!asset.hasAudio || clip.volume === 0) continue
      const input = inputOfClip(context, clip)
      const length = clip.outMs - clip.inMs
      const fades: string[] = []
      if (clip.fadeInMs > 0) fades.push(`afade=t=in:st=0:d=${seconds(clip.fadeInMs)}`)
      if (clip.fadeOutMs > 0)
        fades.push(
          `afade=t=out:st=${seconds(length - clip.fadeOutMs)}:d=${seconds(clip.fadeOutMs)}`,
        )
      const out = label(graph, 'a')
      graph.filters.push(
        [
          `[${input}:a:0]aresample=${SAMPLE_RATE}`,
          `aformat=sample_fmts=fltp:sample_rates=${SAMPLE_RATE}:channel_layouts=stereo`,
          `atrim=duration=${seconds(length)}`,
          'asetpts=PTS-STARTPTS',
          `volume=${clip.volume.toFixed(3)}`,
          ...fades,
          `adelay=delays=${clip.startMs}:all=1[${out}]`,
        ].join(','),
      )
      mixed.push(`[${out}]`)
    }
  }
  const out = label(graph, 'm')
  if (mixed.length === 0) {
    graph.filters.push(
      `anullsrc=r=${SAMPLE_RATE}:cl=stereo,atrim=duration=${total},aformat=sample_fmts=fltp[${out}]`,
    )
  } else {
    graph.filters.push(
      `${mixed.join('')}amix=inputs=${mixed.length}:duration=longest:dropout_transition=0:normalize=0,` +
        `apad=whole_dur=${total},atrim=duration=${total},asetpts=PTS-STARTPTS[${out}]`,
    )
  }
  return out
}

function durationOf(context: Context): number {
  return (context.frames * 1000) / context.timeline.frame.fps
}

/** Encoder settings of one HLS rendition: the upload encoder's, plus bit-exact output. */
export function renditionOutput(rendition: Rendition, outDir: string): string[] {
  return [
    ...videoEncoderArgs(rendition),
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_KBPS}k`,
    '-ac',
    '2',
    ...BITEXACT,
    '-f',
    'hls',
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${outDir}/${rendition.name}_%04d.ts`,
    `${outDir}/${rendition.name}.m3u8`,
  ]
}

/** No version strings, dates or encoder tags that differ between runs. */
export const BITEXACT = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
]

/** The whole render of `timeline`: ffmpeg's arguments and the files it needs beside them. */
export function compileTimeline(
  timeline: TimelineDocument,
  assets: ReadonlyMap<string, TimelineAsset>,
  options: CompileOptions,
): CompiledRender {
  const outDir = options.outDir ?? 'out'
  const fps = timeline.frame.fps
  const keys = assetKeysOf(timeline)
  const files = new Map<string, string>()
  const inputs = keys.map((assetKey, index) => {
    const asset = assets.get(assetKey)
    if (!asset) throw new TimelineCompileError(`No facts for asset ${assetKey}`)
    const path = assetFile(asset, index)
    files.set(assetKey, path)
    return { assetKey, path }
  })
  const end = Math.max(
    0,
    ...timeline.tracks.flatMap((track) =>
      track.clips.map((clip) => clip.startMs + clip.outMs - clip.inMs),
    ),
    ...timeline.layers.map((layer) => layer.endMs),
  )
  const frames = frameAt(end, fps)
  if (frames <= 0) throw new TimelineCompileError('The timeline has nothing to render')
  const graph: Graph = { inputs: [], filters: [], labels: 0 }
  const context: Context = {
    timeline,
    assets,
    files,
    graph,
    frames,
    fontFile: options.fontFile,
    clipInputs: new Map(),
  }
  const video = composeVideo(context)
  const audio = composeAudio(context)
  const renditions = planRenditions(timeline.frame.width, timeline.frame.height)
  const count = renditions.length
  graph.filters.push(
    `[${video}]split=${count + 1}${renditions.map((_, i) => `[s${i}]`).join('')}[sp]`,
    `[${audio}]asplit=${count}${renditions.map((_, i) => `[as${i}]`).join('')}`,
    ...renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1[vo${i}]`),
    `[sp]trim=start_frame=${Math.min(frames - 1, fps)}:end_frame=${Math.min(frames, fps + 1)},` +
      `scale=-2:${Math.min(720, timeline.frame.height)}[poster]`,
  )
  const textFiles = timeline.layers.flatMap((layer, index) =>
    layer.kind === 'text' ? [{ path: `texts/t${index}.txt`, content: layer.text }] : [],
  )
  const args = [
    ...graph.inputs.flat(),
    '-filter_complex',
    graph.filters.join(';'),
    ...renditions.flatMap((rendition, i) => [
      '-map',
      `[vo${i}]`,
      '-map',
      `[as${i}]`,
      ...renditionOutput(rendition, outDir),
    ]),
    '-map',
    '[poster]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    ...BITEXACT.slice(0, 6),
    `${outDir}/poster.jpg`,
  ]
  return {
    args,
    inputs,
    files: textFiles,
    renditions,
    durationMs: Math.round((frames * 1000) / fps),
    frames,
  }
}

/** Fonts drawtext may use, best first: Noto Sans CJK draws Korean and Japanese captions. */
export const TIMELINE_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
] as const
