const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const VALUES = new Int16Array(128).fill(-1)
for (let index = 0; index < ALPHABET.length; index++) VALUES[ALPHABET.charCodeAt(index)] = index
// URL-safe variants decode too; some card tools write them.
VALUES['-'.charCodeAt(0)] = 62
VALUES['_'.charCodeAt(0)] = 63

/** Thrown for text that is not base64. */
export class Base64Error extends Error {
  override readonly name = 'Base64Error'
}

/** Standard base64 with padding. */
export function base64Encode(bytes: Uint8Array): string {
  let text = ''
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] as number
    const b = bytes[index + 1]
    const c = bytes[index + 2]
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    text += ALPHABET[(triple >> 18) & 63]
    text += ALPHABET[(triple >> 12) & 63]
    text += b === undefined ? '=' : ALPHABET[(triple >> 6) & 63]
    text += c === undefined ? '=' : ALPHABET[triple & 63]
  }
  return text
}

/**
 * Decodes base64 (standard or URL-safe, padding optional, whitespace ignored).
 * Throws Base64Error on any other character or an impossible length.
 */
export function base64Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s]/g, '').replace(/=+$/, '')
  if (clean.length % 4 === 1) throw new Base64Error('base64Decode: impossible length')
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4))
  let buffer = 0
  let bits = 0
  let length = 0
  for (let index = 0; index < clean.length; index++) {
    const code = clean.charCodeAt(index)
    const value = code < 128 ? (VALUES[code] as number) : -1
    if (value < 0) {
      throw new Base64Error(`base64Decode: invalid character at position ${index}`)
    }
    buffer = ((buffer << 6) | value) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes[length++] = (buffer >> bits) & 0xff
    }
  }
  return bytes.subarray(0, length)
}
