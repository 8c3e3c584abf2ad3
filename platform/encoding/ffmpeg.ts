/**
 * Debian's ffmpeg and ffprobe, spawned without a shell (arguments are never parsed by
 * one, so a file name can never become a command).
 */
import { spawn } from 'node:child_process'
import { createProgressReader } from './progress'
import { formatMatches, inputArgs, notReadable, type SourceFormat } from './source-format'

export interface FfmpegPaths {
  ffmpeg: string
  ffprobe: string
}

export const DEFAULT_FFMPEG: FfmpegPaths = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' }

/** An encoder failure that another attempt cannot fix (a source the rules refuse). */
export class PermanentEncodingError extends Error {
  override name = 'PermanentEncodingError'
}

export class FfmpegError extends Error {
  override name = 'FfmpegError'
}

export type FfmpegStatus =
  | { available: true; version: string }
  | { available: false; reason: string }

/** Whether ffmpeg and ffprobe run here; the first line of `ffmpeg -version` when they do. */
export async function detectFfmpeg(paths: FfmpegPaths = DEFAULT_FFMPEG): Promise<FfmpegStatus> {
  try {
    const version = await capture(paths.ffmpeg, ['-hide_banner', '-version'])
    await capture(paths.ffprobe, ['-hide_banner', '-version'])
    return { available: true, version: version.split('\n')[0]?.trim() ?? 'ffmpeg' }
  } catch (error) {
    return { available: false, reason: (error as Error).message }
  }
}

/** ffprobe reads a header or two of a local file; one that takes longer is not a media file. */
export const PROBE_TIME_LIMIT_MS = 60_000

interface CaptureOptions {
  signal?: AbortSignal | undefined
  /** The job's own folder: files are named relative to it. */
  cwd?: string | undefined
  /** Killed past this many ms. */
  timeLimitMs?: number | undefined
}

/** Runs a program to its end and returns its stdout; rejects with the end of its stderr. */
function capture(command: string, args: string[], options: CaptureOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      cwd: options.cwd,
      ...(options.timeLimitMs ? { timeout: options.timeLimitMs, killSignal: 'SIGKILL' } : {}),
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('error', (error) => reject(new FfmpegError(`${command}: ${error.message}`)))
    child.on('close', (code, killed) => {
      if (code === 0) resolve(stdout)
      else reject(new FfmpegError(failureText(command, code, killed, stderr)))
    })
  })
}

function failureText(
  command: string,
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
): string {
  const last = stderr.trim().split('\n').filter(Boolean).slice(-2).join(' / ')
  const how = signal ? `was stopped (${signal})` : `exited with ${code}`
  return `${command} ${how}${last ? `: ${last}` : ''}`.slice(0, 500)
}

export interface MediaInfo {
  durationSeconds: number | null
  video: { width: number; height: number } | null
  hasAudio: boolean
}

/** A job's source: its file, relative to the job's folder, and what it was uploaded as. */
export interface MediaSource {
  file: string
  format: SourceFormat
}

/** ffprobe's arguments: the source read only with its own type's demuxer. */
export function probeArgs(source: MediaSource): string[] {
  return [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    ...inputArgs(source.format, source.file),
  ]
}

/**
 * What ffprobe finds in the source, read with the demuxer of its declared type; a file
 * that demuxer cannot read, or that ffprobe names another format, fails for good with a
 * sentence for the creator (ffprobe's own words, which name files, go to the log only).
 */
export async function probeMedia(
  paths: FfmpegPaths,
  source: MediaSource,
  options: { signal?: AbortSignal | undefined; cwd: string },
): Promise<MediaInfo> {
  let text: string
  try {
    text = await capture(paths.ffprobe, probeArgs(source), {
      ...options,
      timeLimitMs: PROBE_TIME_LIMIT_MS,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new PermanentEncodingError(notReadable(source.format), { cause: error })
  }
  let parsed: {
    format?: { duration?: string; format_name?: string }
    streams?: {
      codec_type?: string
      width?: number
      height?: number
      duration?: string
      disposition?: { attached_pic?: number }
    }[]
  }
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new PermanentEncodingError(notReadable(source.format), { cause: error })
  }
  if (!formatMatches(source.format, parsed.format?.format_name)) {
    throw new PermanentEncodingError(notReadable(source.format), {
      cause: new Error(`ffprobe found ${parsed.format?.format_name ?? 'no format'}`),
    })
  }
  const streams = parsed.streams ?? []
  // Cover art inside an mp3 is a video stream too; it is not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic)
  const duration = Number(parsed.format?.duration ?? video?.duration)
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    video: video?.width && video.height ? { width: video.width, height: video.height } : null,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  }
}

export interface RunOptions {
  durationSeconds: number | null
  onPercent?: (percent: number) => void
  signal?: AbortSignal
  /** The job's own folder: the files in `args` are named relative to it. */
  cwd: string
}

/** One ffmpeg run, reporting its `-progress` as percent; killed when the signal aborts. */
export function runFfmpeg(paths: FfmpegPaths, args: string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      paths.ffmpeg,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostats',
        '-progress',
        'pipe:1',
        '-y',
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd },
    )
    const reader = createProgressReader(options.durationSeconds, (p) => options.onPercent?.(p))
    let stderr = ''
    const abort = () => child.kill('SIGKILL')
    options.signal?.addEventListener('abort', abort, { once: true })
    if (options.signal?.aborted) abort()
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => reader.push(chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', abort)
      reject(new FfmpegError(`${paths.ffmpeg}: ${error.message}`))
    })
    child.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', abort)
      if (code === 0) resolve()
      else reject(new FfmpegError(failureText('ffmpeg', code, signal, stderr)))
    })
  })
}

/** Widest video accepted: 4K (DCI 4096 px; UHD's 3840 fits under it). */
export const MAX_VIDEO_WIDTH = 4096

export interface Rendition {
  name: string
  width: number
  height: number
  videoKbps: number
  level: string
  codecs: string
}

const LADDER = [
  { short: 360, videoKbps: 800, level: '3.0', profile: 'avc1.4d401e' },
  { short: 720, videoKbps: 2800, level: '3.1', profile: 'avc1.4d401f' },
  { short: 1080, videoKbps: 5000, level: '4.0', profile: 'avc1.4d4028' },
] as const

export const AUDIO_KBPS = 128

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2)

/**
 * The HLS renditions of a source: the ladder's steps up to the source's short side (never
 * upscaled), or one rendition at the source's own size when it is smaller than the first
 * step. Sizes keep the aspect ratio and are even, as H.264 needs.
 */
export function planRenditions(width: number, height: number): Rendition[] {
  if (!(width > 0 && height > 0)) throw new PermanentEncodingError('The video has no picture size')
  if (width > MAX_VIDEO_WIDTH) {
    throw new PermanentEncodingError(
      `Videos up to 4K width are accepted (${MAX_VIDEO_WIDTH} px); this one is ${width} px wide`,
    )
  }
  const portrait = height > width
  const short = portrait ? width : height
  const size = (target: number) =>
    portrait
      ? { width: even(target), height: even((height * target) / width) }
      : { width: even((width * target) / height), height: even(target) }
  const steps = LADDER.filter((step) => step.short <= short)
  if (steps.length === 0) {
    const first = LADDER[0]
    return [
      {
        name: `${even(short)}p`,
        ...size(short),
        videoKbps: first.videoKbps,
        level: first.level,
        codecs: first.profile,
      },
    ]
  }
  return steps.map((step) => ({
    name: `${step.short}p`,
    ...size(step.short),
    videoKbps: step.videoKbps,
    level: step.level,
    codecs: step.profile,
  }))
}

/** The master playlist naming each rendition's playlist (paths relative to it). */
export function masterPlaylist(renditions: Rendition[], withAudio: boolean): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3']
  for (const rendition of renditions) {
    const bandwidth = (rendition.videoKbps + (withAudio ? AUDIO_KBPS : 0)) * 1000
    const codecs = withAudio ? `${rendition.codecs},mp4a.40.2` : rendition.codecs
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${codecs}"`,
      `${rendition.name}.m3u8`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** The video encoder's settings of one rendition: uploads and timeline renders share them. */
export function videoEncoderArgs(rendition: Rendition): string[] {
  const kbps = rendition.videoKbps
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-maxrate',
    `${kbps}k`,
    '-bufsize',
    `${kbps * 2}k`,
    '-profile:v',
    'main',
    '-level:v',
    rendition.level,
    '-pix_fmt',
    'yuv420p',
    // A key frame every 2 s whatever the frame rate, so every segment starts on one.
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
  ]
}

/** ffmpeg arguments for one HLS rendition written into `dir`. */
export function renditionArgs(
  source: MediaSource,
  dir: string,
  rendition: Rendition,
  withAudio: boolean,
): string[] {
  return [
    ...inputArgs(source.format, source.file),
    '-map',
    '0:v:0',
    ...(withAudio ? ['-map', '0:a:0'] : []),
    '-vf',
    `scale=${rendition.width}:${rendition.height},setsar=1`,
    ...videoEncoderArgs(rendition),
    ...(withAudio ? ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${dir}/${rendition.name}_%04d.ts`,
    `${dir}/${rendition.name}.m3u8`,
  ]
}

/** One frame a second in (or halfway through a shorter video), at most 720 px high. */
export function posterArgs(source: MediaSource, output: string, info: MediaInfo): string[] {
  const at = info.durationSeconds ? Math.min(1, info.durationSeconds / 2) : 0
  const height = Math.min(720, info.video?.height ?? 720)
  return [
    '-ss',
    at.toFixed(3),
    ...inputArgs(source.format, source.file),
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${even(height)}`,
    '-q:v',
    '3',
    output,
  ]
}

/** AAC in an m4a and Opus in a WebM, in one run. */
export function audioArgs(source: MediaSource, aac: string, opus: string): string[] {
  return [
    ...inputArgs(source.format, source.file),
    '-map',
    '0:a:0',
    '-vn',
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_KBPS}k`,
    '-movflags',
    '+faststart',
    aac,
    '-map',
    '0:a:0',
    '-vn',
    '-c:a',
    'libopus',
    '-b:a',
    '96k',
    opus,
  ]
}
