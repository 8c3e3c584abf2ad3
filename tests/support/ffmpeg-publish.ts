/** Publishes a generated test picture and tone over RTMP with Debian's ffmpeg, as OBS would. */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const FFMPEG = '/usr/bin/ffmpeg'
export const hasFfmpeg = () => existsSync(FFMPEG)

export interface Publish {
  /** Resolves with ffmpeg's exit code and its last error lines. */
  done: Promise<{ code: number | null; stderr: string }>
  stop(): void
}

export interface PictureOptions {
  /** Width×height of the test picture (default 320x240). */
  size?: string
  /** Frames a second (default 15). */
  rate?: number
}

export function publishTestStream(
  url: string,
  seconds: number,
  picture: PictureOptions = {},
): Publish {
  const rate = picture.rate ?? 15
  const child = spawn(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${picture.size ?? '320x240'}:rate=${rate}`,
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      String(rate),
      '-c:a',
      'aac',
      '-f',
      'flv',
      url,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, stderr }))
  })
  return { done, stop: () => child.kill('SIGKILL') }
}

/** Waits for a condition the system reaches by itself (no fixed sleeps), failing after `ms`. */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The picture size of a media file, read by ffprobe (beside ffmpeg in Debian's package). */
export function probeSize(file: string): { width: number; height: number } | null {
  const probe = spawnSync(
    FFMPEG.replace(/ffmpeg$/, 'ffprobe'),
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      file,
    ],
    { encoding: 'utf8' },
  )
  // One line per program the file names; the first is the picture.
  const [width, height] = (probe.stdout.trim().split('\n')[0] ?? '').split(',').map(Number)
  return width && height ? { width, height } : null
}

/** The kinds of the streams a media file holds, e.g. `['audio', 'video']` (sorted). */
export function probeStreamKinds(file: string): string[] {
  const probe = spawnSync(
    FFMPEG.replace(/ffmpeg$/, 'ffprobe'),
    ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  )
  return [...new Set(probe.stdout.trim().split('\n').filter(Boolean))].sort()
}
