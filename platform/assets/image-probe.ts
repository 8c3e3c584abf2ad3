/**
 * Reads an image's type and size from its first bytes (magic numbers and headers), so an
 * upload is judged by what it is, not by the name or Content-Type the client sent.
 * Only the types the spec allows for images: JPEG (jpg/jpeg) and PNG.
 */

export type ImageType = 'image/png' | 'image/jpeg'

export type ImageProbe =
  | { ok: true; type: ImageType; width: number; height: number }
  | { ok: false; reason: 'unsupported-type' | 'corrupt' }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** `probeImage(bytes)` → `{ ok: true, type: 'image/png', width: 64, height: 64 }`. */
export function probeImage(bytes: Uint8Array): ImageProbe {
  if (startsWith(bytes, PNG_SIGNATURE)) return probePng(bytes)
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return probeJpeg(bytes)
  }
  return { ok: false, reason: 'unsupported-type' }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value)
}

/** PNG: the first chunk must be IHDR (RFC 2083 §4.1.1), width and height big-endian. */
function probePng(bytes: Uint8Array): ImageProbe {
  if (bytes.length < 24) return { ok: false, reason: 'corrupt' }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const chunkType = new TextDecoder('latin1').decode(bytes.subarray(12, 16))
  if (chunkType !== 'IHDR') return { ok: false, reason: 'corrupt' }
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  if (width === 0 || height === 0) return { ok: false, reason: 'corrupt' }
  return { ok: true, type: 'image/png', width, height }
}

/**
 * JPEG: walk the marker segments to the first start-of-frame (SOF0–SOF15 except DHT 0xC4,
 * JPG 0xC8 and DAC 0xCC), whose payload holds height then width.
 */
function probeJpeg(bytes: Uint8Array): ImageProbe {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return { ok: false, reason: 'corrupt' }
    const marker = view.getUint8(offset + 1)
    // Fill bytes (0xFF runs) may pad between segments.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return { ok: false, reason: 'corrupt' }
    const length = view.getUint16(offset + 2)
    if (length < 2) return { ok: false, reason: 'corrupt' }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) {
      if (offset + 9 > bytes.length) return { ok: false, reason: 'corrupt' }
      const height = view.getUint16(offset + 5)
      const width = view.getUint16(offset + 7)
      if (width === 0 || height === 0) return { ok: false, reason: 'corrupt' }
      return { ok: true, type: 'image/jpeg', width, height }
    }
    offset += 2 + length
  }
  return { ok: false, reason: 'corrupt' }
}
