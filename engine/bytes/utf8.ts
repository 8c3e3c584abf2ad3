/**
 * UTF-8 in plain TypeScript: the engine's tsconfig has no DOM or Node types, so it does
 * not lean on TextEncoder/TextDecoder, and stays identical in browser and server.
 */

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8Encode(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 3)
  let length = 0
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index)
    if (code < 0x80) {
      // ASCII fast path: most story text and all JSON punctuation.
      bytes[length++] = code
      continue
    }
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const low = text.charCodeAt(index + 1)
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00)
        index++
      } else code = 0xfffd
    } else if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
    if (code < 0x80) bytes[length++] = code
    else if (code < 0x800) {
      bytes[length++] = 0xc0 | (code >> 6)
      bytes[length++] = 0x80 | (code & 63)
    } else if (code < 0x10000) {
      bytes[length++] = 0xe0 | (code >> 12)
      bytes[length++] = 0x80 | ((code >> 6) & 63)
      bytes[length++] = 0x80 | (code & 63)
    } else {
      bytes[length++] = 0xf0 | (code >> 18)
      bytes[length++] = 0x80 | ((code >> 12) & 63)
      bytes[length++] = 0x80 | ((code >> 6) & 63)
      bytes[length++] = 0x80 | (code & 63)
    }
  }
  return bytes.slice(0, length)
}

/** Decodes UTF-8; malformed sequences become U+FFFD, as TextDecoder does by default. */
export function utf8Decode(bytes: Uint8Array): string {
  let text = ''
  const chunk: number[] = []
  const flush = () => {
    text += String.fromCharCode(...chunk)
    chunk.length = 0
  }
  let index = 0
  while (index < bytes.length) {
    const first = bytes[index] as number
    let code = 0xfffd
    let size = 1
    if (first < 0x80) code = first
    else if (first >= 0xc2 && first < 0xe0)
      [code, size] = continuation(bytes, index, 2, first & 0x1f, 0x80)
    else if (first >= 0xe0 && first < 0xf0)
      [code, size] = continuation(bytes, index, 3, first & 0x0f, 0x800)
    else if (first >= 0xf0 && first < 0xf5)
      [code, size] = continuation(bytes, index, 4, first & 0x07, 0x10000)
    index += size
    if (code >= 0x10000) {
      code -= 0x10000
      chunk.push(0xd800 + (code >> 10), 0xdc00 + (code & 0x3ff))
    } else chunk.push(code)
    if (chunk.length > 8000) flush()
  }
  flush()
  return text
}

function continuation(
  bytes: Uint8Array,
  start: number,
  size: number,
  initial: number,
  minimum: number,
): [number, number] {
  let code = initial
  for (let offset = 1; offset < size; offset++) {
    const byte = bytes[start + offset]
    if (byte === undefined || (byte & 0xc0) !== 0x80) return [0xfffd, offset]
    code = (code << 6) | (byte & 0x3f)
  }
  // Overlong forms, surrogates and values past U+10FFFF are invalid UTF-8.
  if (code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return [0xfffd, size]
  return [code, size]
}

/** Latin-1 (ISO 8859-1), the encoding of PNG tEXt chunks. */
export function latin1Decode(bytes: Uint8Array): string {
  let text = ''
  for (let index = 0; index < bytes.length; index += 8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 8000))
  }
  return text
}

export function latin1Encode(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    bytes[index] = code > 0xff ? 0x3f : code
  }
  return bytes
}
