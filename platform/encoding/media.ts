/**
 * Encoded media flattened into the list a catalog keeps per content (a playable rendition
 * per entry, the poster, subtitles by language, the length), each stored key turned into
 * the address players fetch by `address` (the object store's).
 */
import type { EncodedMedia } from './ports'

export interface FlatRendition {
  kind: 'hls' | 'aac' | 'opus'
  address: string
  width?: number
  height?: number
  bitrate?: number
}

export interface FlatMedia {
  renditions: FlatRendition[]
  poster?: string
  subtitles?: Record<string, string>
  lengthSeconds?: number
}

export function flattenMedia(media: EncodedMedia, address: (key: string) => string): FlatMedia {
  const renditions: FlatRendition[] = []
  const flat: FlatMedia = { renditions }
  const video = media.video
  if (video) {
    renditions.push({
      kind: 'hls',
      address: address(video.master),
      width: video.width,
      height: video.height,
      bitrate: Math.max(...video.renditions.map((rendition) => rendition.bandwidth)),
    })
    flat.poster = address(video.poster)
  }
  if (media.audio) {
    renditions.push({ kind: 'aac', address: address(media.audio.aac) })
    renditions.push({ kind: 'opus', address: address(media.audio.opus) })
  }
  if (media.subtitles) {
    flat.subtitles = Object.fromEntries(
      Object.entries(media.subtitles).map(([language, subtitle]) => [
        language,
        address(subtitle.vtt),
      ]),
    )
  }
  const seconds = video?.durationSeconds ?? media.audio?.durationSeconds
  if (seconds) flat.lengthSeconds = Math.round(seconds)
  return flat
}
