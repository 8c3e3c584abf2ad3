/**
 * One job's work: fetch the source into a private temporary folder, encode it, store every
 * output under `encoded/{contentOid}/{jobId}/`, and describe the outputs for the catalog.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import {
  AUDIO_KBPS,
  audioArgs,
  type FfmpegPaths,
  type MediaSource,
  masterPlaylist,
  PermanentEncodingError,
  planRenditions,
  posterArgs,
  probeMedia,
  renditionArgs,
  runFfmpeg,
} from './ffmpeg'
import type { EncodingJob } from './jobs'
import type {
  AudioOutputs,
  EncodingFiles,
  JobOutputs,
  SubtitleOutputs,
  VideoOutputs,
} from './ports'
import { DEFAULT_FORMATS } from './source-format'
import { SubtitleError } from './srt'
import type { SubtitleThread } from './subtitle-thread'
import { renderTimeline } from './timelines/render'

/** Largest subtitle file read into memory: far above any real SRT. */
const MAX_SUBTITLE_BYTES = 10 * 1024 * 1024

export interface EncodeContext {
  files: EncodingFiles
  ffmpeg: FfmpegPaths
  /** An empty folder of this job's own, removed by the caller. */
  workDir: string
  onPercent(percent: number): void
  signal: AbortSignal
  /** Subtitles are parsed here, off the server's thread and within a time limit. */
  subtitles: SubtitleThread
}

export function outputPrefix(job: Pick<EncodingJob, 'content_oid' | 'id'>): string {
  return `encoded/${job.content_oid}/${job.id}`
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.m4a': 'audio/mp4',
  '.webm': 'audio/webm',
  '.vtt': 'text/vtt; charset=utf-8',
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
}

/** Where outputs are written, relative to the job's folder (ffmpeg's working directory). */
const OUT = 'out'

/**
 * ffmpeg and ffprobe run in the job's folder and are handed relative names only: the
 * source is the one file they are given to read, and their messages name no server path.
 */
export async function encodeJob(job: EncodingJob, context: EncodeContext): Promise<JobOutputs> {
  if (job.options.timeline) return renderJob(job, context)
  // What the file was uploaded as decides how it is read, never its bytes or its key.
  const format = job.options.format ?? DEFAULT_FORMATS[job.kind]
  const source: MediaSource = { file: `source.${format}`, format }
  await context.files.fetch(job.source_key, join(context.workDir, source.file))
  const out = join(context.workDir, OUT)
  await mkdir(out)
  const prefix = outputPrefix(job)
  const store = async (file: string) => {
    const key = `${prefix}/${file}`
    await context.files.store(join(out, file), key, contentTypeOf(file))
    return key
  }
  if (job.kind === 'subtitle')
    return encodeSubtitle(job, join(context.workDir, source.file), out, store, context)
  if (job.kind === 'audio') return encodeAudio(source, store, context)
  return encodeVideo(source, out, store, context)
}

/** A RealPlay timeline's render: its uploads are fetched by the render itself. */
async function renderJob(job: EncodingJob, context: EncodeContext): Promise<JobOutputs> {
  const out = join(context.workDir, OUT)
  await mkdir(out)
  const prefix = outputPrefix(job)
  return renderTimeline(
    job.options.timeline as NonNullable<typeof job.options.timeline>,
    context,
    (file) =>
      context.files
        .store(join(out, file), `${prefix}/${file}`, contentTypeOf(file))
        .then(() => `${prefix}/${file}`),
  )
}

async function encodeSubtitle(
  job: EncodingJob,
  source: string,
  out: string,
  store: (file: string) => Promise<string>,
  context: EncodeContext,
): Promise<SubtitleOutputs> {
  const bytes = await readFile(source)
  if (bytes.length > MAX_SUBTITLE_BYTES) {
    throw new PermanentEncodingError('The subtitle file is larger than 10 MB')
  }
  let converted: { vtt: string; cues: number }
  try {
    converted = await context.subtitles.convert(bytes, context.signal)
  } catch (error) {
    // No cues, too slow, too large: the file's fault, which no retry mends.
    if (error instanceof SubtitleError) throw new PermanentEncodingError(error.message)
    throw error
  }
  const language = job.options.language ?? 'en'
  const file = `subtitle.${language}.vtt`
  await writeFile(join(out, file), converted.vtt)
  return { kind: 'subtitle', language, vtt: await store(file), cues: converted.cues }
}

async function encodeAudio(
  source: MediaSource,
  store: (file: string) => Promise<string>,
  context: EncodeContext,
): Promise<AudioOutputs> {
  const cwd = context.workDir
  const info = await probeMedia(context.ffmpeg, source, { signal: context.signal, cwd })
  if (!info.hasAudio) throw new PermanentEncodingError('The file has no audio track')
  await runFfmpeg(context.ffmpeg, audioArgs(source, `${OUT}/audio.m4a`, `${OUT}/audio.webm`), {
    durationSeconds: info.durationSeconds,
    onPercent: context.onPercent,
    signal: context.signal,
    cwd,
  })
  return {
    kind: 'audio',
    aac: await store('audio.m4a'),
    opus: await store('audio.webm'),
    durationSeconds: info.durationSeconds,
  }
}

async function encodeVideo(
  source: MediaSource,
  out: string,
  store: (file: string) => Promise<string>,
  context: EncodeContext,
): Promise<VideoOutputs> {
  const cwd = context.workDir
  const info = await probeMedia(context.ffmpeg, source, { signal: context.signal, cwd })
  if (!info.video) throw new PermanentEncodingError('The file has no video track')
  const renditions = planRenditions(info.video.width, info.video.height)
  // Each rendition is one ffmpeg run; together they make the job's percent.
  for (const [index, rendition] of renditions.entries()) {
    await runFfmpeg(context.ffmpeg, renditionArgs(source, OUT, rendition, info.hasAudio), {
      durationSeconds: info.durationSeconds,
      onPercent: (percent) =>
        context.onPercent(Math.floor(((index + percent / 100) / renditions.length) * 99)),
      signal: context.signal,
      cwd,
    })
  }
  await runFfmpeg(context.ffmpeg, posterArgs(source, `${OUT}/poster.jpg`, info), {
    durationSeconds: null,
    signal: context.signal,
    cwd,
  })
  await writeFile(join(out, 'master.m3u8'), masterPlaylist(renditions, info.hasAudio))
  // Segments and rendition playlists first, the master last: a reader that finds the
  // master finds everything it names.
  const files = (await readdir(out)).filter((file) => file !== 'master.m3u8').sort()
  const keys = new Map<string, string>()
  for (const file of files) keys.set(file, await store(file))
  const master = await store('master.m3u8')
  context.onPercent(100)
  return {
    kind: 'video',
    master,
    poster: keys.get('poster.jpg') as string,
    width: info.video.width,
    height: info.video.height,
    durationSeconds: info.durationSeconds,
    renditions: renditions.map((rendition) => ({
      name: rendition.name,
      width: rendition.width,
      height: rendition.height,
      bandwidth: (rendition.videoKbps + (info.hasAudio ? AUDIO_KBPS : 0)) * 1000,
      playlist: keys.get(`${rendition.name}.m3u8`) as string,
    })),
  }
}
