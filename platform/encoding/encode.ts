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
import { parseSrt, SubtitleError, srtToVtt } from './srt'

/** Largest subtitle file read into memory: far above any real SRT. */
const MAX_SUBTITLE_BYTES = 10 * 1024 * 1024

export interface EncodeContext {
  files: EncodingFiles
  ffmpeg: FfmpegPaths
  /** An empty folder of this job's own, removed by the caller. */
  workDir: string
  onPercent(percent: number): void
  signal: AbortSignal
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

export async function encodeJob(job: EncodingJob, context: EncodeContext): Promise<JobOutputs> {
  // The source keeps its extension only as a hint; ffmpeg reads the container itself.
  const extension = /^\.[a-z0-9]{1,5}$/i.test(extname(job.source_key))
    ? extname(job.source_key)
    : ''
  const source = join(context.workDir, `source${extension}`)
  await context.files.fetch(job.source_key, source)
  const out = join(context.workDir, 'out')
  await mkdir(out)
  const prefix = outputPrefix(job)
  const store = async (file: string) => {
    const key = `${prefix}/${file}`
    await context.files.store(join(out, file), key, contentTypeOf(file))
    return key
  }
  if (job.kind === 'subtitle') return encodeSubtitle(job, source, out, store)
  if (job.kind === 'audio') return encodeAudio(source, out, store, context)
  return encodeVideo(source, out, store, context)
}

async function encodeSubtitle(
  job: EncodingJob,
  source: string,
  out: string,
  store: (file: string) => Promise<string>,
): Promise<SubtitleOutputs> {
  const bytes = await readFile(source)
  if (bytes.length > MAX_SUBTITLE_BYTES) {
    throw new PermanentEncodingError('The subtitle file is larger than 10 MB')
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  let vtt: string
  try {
    vtt = srtToVtt(text)
  } catch (error) {
    if (error instanceof SubtitleError) throw new PermanentEncodingError(error.message)
    throw error
  }
  const language = job.options.language ?? 'en'
  const file = `subtitle.${language}.vtt`
  await writeFile(join(out, file), vtt)
  return { kind: 'subtitle', language, vtt: await store(file), cues: parseSrt(text).length }
}

async function encodeAudio(
  source: string,
  out: string,
  store: (file: string) => Promise<string>,
  context: EncodeContext,
): Promise<AudioOutputs> {
  const info = await probeMedia(context.ffmpeg, source, context.signal)
  if (!info.hasAudio) throw new PermanentEncodingError('The file has no audio track')
  await runFfmpeg(
    context.ffmpeg,
    audioArgs(source, join(out, 'audio.m4a'), join(out, 'audio.webm')),
    {
      durationSeconds: info.durationSeconds,
      onPercent: context.onPercent,
      signal: context.signal,
    },
  )
  return {
    kind: 'audio',
    aac: await store('audio.m4a'),
    opus: await store('audio.webm'),
    durationSeconds: info.durationSeconds,
  }
}

async function encodeVideo(
  source: string,
  out: string,
  store: (file: string) => Promise<string>,
  context: EncodeContext,
): Promise<VideoOutputs> {
  const info = await probeMedia(context.ffmpeg, source, context.signal)
  if (!info.video) throw new PermanentEncodingError('The file has no video track')
  const renditions = planRenditions(info.video.width, info.video.height)
  // Each rendition is one ffmpeg run; together they make the job's percent.
  for (const [index, rendition] of renditions.entries()) {
    await runFfmpeg(context.ffmpeg, renditionArgs(source, out, rendition, info.hasAudio), {
      durationSeconds: info.durationSeconds,
      onPercent: (percent) =>
        context.onPercent(Math.floor(((index + percent / 100) / renditions.length) * 99)),
      signal: context.signal,
    })
  }
  await runFfmpeg(context.ffmpeg, posterArgs(source, join(out, 'poster.jpg'), info), {
    durationSeconds: null,
    signal: context.signal,
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
