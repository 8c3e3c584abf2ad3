/**
 * The picture type of some bytes by their magic numbers, among the types a browser shows
 * only as a picture (`MEDIA_IMAGE_TYPES`): what the image route may answer, whatever a
 * data URL declared.
 */
import type { MediaImageType } from '../../engine/media'

const SIGNATURES: readonly [MediaImageType, (bytes: Uint8Array) => boolean][] = [
  ['image/png', (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff])],
  ['image/gif', (bytes) => ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'],
  ['image/webp', (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP'],
]

/** `sniffImageType(pngBytes)` → `'image/png'`; null for anything else (HTML, SVG, text). */
export function sniffImageType(bytes: Uint8Array): MediaImageType | null {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value)
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return bytes.length < to ? '' : String.fromCharCode(...bytes.subarray(from, to))
}
