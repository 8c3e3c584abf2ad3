/**
 * What the embedded ingest packages for a stream (spec §5: 1080p is for signed-in viewers
 * or supporters, above 1080p is discouraged). The publisher's picture is copied as the
 * source rendition; when it is taller than 720 lines a 720p rendition is encoded for
 * signed-out viewers and published back into the ingest, so guests watch it over FLV as
 * fast as the signed-in watch the source (HLS is packaged from it as from the source).
 * Pure: the ingest spawns ffmpeg with these arguments.
 */
import { join } from 'node:path'
import type { SourceVideo } from '../ports'

/** Signed-out viewers watch at most this many lines. */
export const GUEST_HEIGHT = 720
/** Above this the studio warns the streamer (spec §5: discouraged). */
export const DISCOURAGED_ABOVE = 1080
/** The guest rendition's folder inside the stream's HLS folder, and its FLV file name. */
export const GUEST_FOLDER = '720'
/** The RTMP application the guest encoder publishes to (loopback, with the relay token). */
export const GUEST_APP = 'guest'

const HLS_OUTPUT = [
  '-f',
  'hls',
  '-hls_time',
  '2',
  '-hls_list_size',
  '6',
  '-hls_flags',
  'delete_segments+independent_segments',
]

/** The publisher's metadata as node-media-server keeps it; nonsense reads as unknown. */
export function sourceVideoOf(publisher: {
  videoWidth?: unknown
  videoHeight?: unknown
}): SourceVideo | null {
  const { videoWidth: width, videoHeight: height } = publisher
  const valid = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 16_384
  return valid(width) && valid(height) ? { width, height } : null
}

export const needsGuestRendition = (source: SourceVideo | null) =>
  !!source && source.height > GUEST_HEIGHT

export const aboveDiscouraged = (source: SourceVideo | null) =>
  !!source && source.height > DISCOURAGED_ABOVE

/** Copying the codecs: packaging only, no re-encoding, so it costs little CPU. */
export function sourceArgs(input: string, folder: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    input,
    '-c',
    'copy',
    ...HLS_OUTPUT,
    join(folder, 'index.m3u8'),
  ]
}

/**
 * The 720p rendition: scaled and encoded for live (keyframes every 2 s so each segment
 * starts on one), the sound copied, published as FLV to `output` (the ingest's guest app).
 */
export function guestArgs(input: string, output: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    // The stream's first second is enough to find its picture and sound; the default five
    // seconds of probing would hold the rendition, and a guest's first play, that long.
    '-analyzeduration',
    '1000000',
    '-i',
    input,
    '-vf',
    `scale=-2:${GUEST_HEIGHT}`,
    '-c:v',
    'libx264',
    // 4:2:0, the only chroma every browser's decoder takes (an RGB source would give 4:4:4).
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
    '-c:a',
    'copy',
    '-f',
    'flv',
    output,
  ]
}
