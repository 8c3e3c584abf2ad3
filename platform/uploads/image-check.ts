/**
 * An uploaded image judged by its bytes: the type by magic number (the assets area's
 * sniffing), the size from its header (the assets area's probe for PNG and JPEG, the GIF
 * and WebP headers here).
 */
import { probeImage, sniffImageType } from '../assets'

export type ImageHeader =
  | {
      ok: true
      type: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'
      width: number
      height: number
    }
  | { ok: false }

/** Enough of the file for any header the probe walks (a JPEG's EXIF segment is ≤ 64 KB). */
export const IMAGE_HEADER_BYTES = 256 * 1024

export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const type = sniffImageType(bytes)
  if (type === 'image/png' || type === 'image/jpeg') {
    const probe = probeImage(bytes)
    return probe.ok ? { ok: true, type, width: probe.width, height: probe.height } : { ok: false }
  }
  if (type === 'image/gif' && bytes.length >= 10) {
    const width = (bytes[6] as number) | ((bytes[7] as number) << 8)
    const height = (bytes[8] as number) | ((bytes[9] as number) << 8)
    return width && height ? { ok: true, type, width, height } : { ok: false }
  }
  if (type === 'image/webp' && bytes.length >= 30) {
    const at = (index: number) => bytes[index] as number
    const chunk = String.fromCharCode(at(12), at(13), at(14), at(15))
    if (chunk === 'VP8 ') {
      return {
        ok: true,
        type,
        width: (at(26) | (at(27) << 8)) & 0x3fff,
        height: (at(28) | (at(29) << 8)) & 0x3fff,
      }
    }
    if (chunk === 'VP8L') {
      const width = 1 + (((at(22) & 0x3f) << 8) | at(21))
      const height = 1 + (((at(24) & 0x0f) << 10) | (at(23) << 2) | ((at(22) & 0xc0) >> 6))
      return { ok: true, type, width, height }
    }
    if (chunk === 'VP8X') {
      const width = 1 + (at(24) | (at(25) << 8) | (at(26) << 16))
      const height = 1 + (at(27) | (at(28) << 8) | (at(29) << 16))
      return { ok: true, type, width, height }
    }
  }
  return { ok: false }
}
