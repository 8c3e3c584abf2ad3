/**
 * Judges an emoticon upload (spec §5): png, jpg or gif by their bytes, at most 50 KB,
 * exactly 56×56, a name without colons. Pure: bytes and declared type in, a verdict out.
 */
import { probeImage } from '../assets'
import { EMOTICON_LIMITS, type EmoticonType } from './contract'

export type UploadVerdict =
  | { ok: true; type: EmoticonType; width: number; height: number; name: string }
  | {
      ok: false
      reason: 'name' | 'too-large' | 'not-png' | 'type' | 'corrupt' | 'dimensions'
      width?: number
      height?: number
    }

/** A chat message carries `:name:`, so a name loses its colons; 30 characters at most. */
export function cleanEmoticonName(raw: string): string {
  return raw.replaceAll(':', '').replace(/\s+/g, ' ').trim().slice(0, 30).trim()
}

/** `judgeEmoticonUpload(png56, 'image/png', 'smile')` → `{ ok: true, type: 'png', … }`. */
export function judgeEmoticonUpload(
  bytes: Uint8Array,
  declaredType: string,
  rawName: string,
): UploadVerdict {
  const name = cleanEmoticonName(rawName)
  if (!name) return { ok: false, reason: 'name' }
  if (bytes.length > EMOTICON_LIMITS.maxBytes) return { ok: false, reason: 'too-large' }
  const probe = probeEmoticon(bytes)
  const declaredPng = declaredType.toLowerCase().startsWith('image/png')
  if (!probe.ok) {
    if (declaredPng) return { ok: false, reason: 'not-png' }
    return { ok: false, reason: probe.reason === 'corrupt' ? 'corrupt' : 'type' }
  }
  // A file sent as a PNG must be one: a renamed JPEG is refused with the spec's PNG text.
  if (declaredPng && probe.type !== 'png') return { ok: false, reason: 'not-png' }
  if (probe.width !== EMOTICON_LIMITS.width || probe.height !== EMOTICON_LIMITS.height) {
    return { ok: false, reason: 'dimensions', width: probe.width, height: probe.height }
  }
  return { ok: true, type: probe.type, width: probe.width, height: probe.height, name }
}

type Probe =
  | { ok: true; type: EmoticonType; width: number; height: number }
  | { ok: false; reason: 'unsupported-type' | 'corrupt' }

function probeEmoticon(bytes: Uint8Array): Probe {
  const gif = probeGif(bytes)
  if (gif) return gif
  const probe = probeImage(bytes)
  if (!probe.ok) return probe
  return { ...probe, type: probe.type === 'image/png' ? 'png' : 'jpg' }
}

/** GIF87a/GIF89a: the logical screen's width and height, little-endian, at bytes 6–9. */
function probeGif(bytes: Uint8Array): Probe | null {
  const signature = String.fromCharCode(...bytes.subarray(0, 6))
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return null
  if (bytes.length < 13) return { ok: false, reason: 'corrupt' }
  const width = bytes[6]! | (bytes[7]! << 8)
  const height = bytes[8]! | (bytes[9]! << 8)
  if (width === 0 || height === 0) return { ok: false, reason: 'corrupt' }
  return { ok: true, type: 'gif', width, height }
}

export const EMOTICON_CONTENT_TYPES: Record<EmoticonType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
}
