/**
 * SHA-256 in plain TypeScript (FIPS 180-4). The engine runs in the browser and on the
 * server without `node:crypto` or WebCrypto (which is async), so compile stays sync.
 */
import { utf8Encode } from '../bytes/utf8'

const ROUND_CONSTANTS = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

/** SHA-256 of bytes, or of a string's UTF-8, as lowercase hex. */
export function sha256Hex(input: string | Uint8Array): string {
  const state = Int32Array.of(
    0x6a09e667,
    0xbb67ae85 | 0,
    0x3c6ef372,
    0xa54ff53a | 0,
    0x510e527f,
    0x9b05688c | 0,
    0x1f83d9ab,
    0x5be0cd19,
  )
  const words = new Int32Array(64)
  // Strings are encoded a slice at a time into one reused buffer, so a megabyte of JSON
  // never becomes a second megabyte-sized copy.
  const buffer = new Uint8Array(CHUNK_CHARACTERS * 3 + 128)
  const view = new DataView(buffer.buffer)
  let buffered = 0
  let total = 0
  const consume = (length: number) => {
    const whole = length - (length % 64)
    for (let offset = 0; offset < whole; offset += 64) compress(state, words, view, offset)
    buffer.copyWithin(0, whole, length)
    buffered = length - whole
  }
  if (typeof input === 'string') {
    for (let start = 0; start < input.length; start += CHUNK_CHARACTERS) {
      // Never split a surrogate pair between slices.
      let end = Math.min(input.length, start + CHUNK_CHARACTERS)
      const last = input.charCodeAt(end - 1)
      if (end < input.length && last >= 0xd800 && last <= 0xdbff) end++
      const encoded = encodeInto(input, start, end, buffer, buffered)
      total += encoded
      consume(buffered + encoded)
      if (end > start + CHUNK_CHARACTERS) start++
    }
  } else {
    for (let start = 0; start < input.length; start += CHUNK_CHARACTERS) {
      const slice = input.subarray(start, start + CHUNK_CHARACTERS)
      buffer.set(slice, buffered)
      total += slice.length
      consume(buffered + slice.length)
    }
  }
  // Padding: 0x80, zeros, then the length in bits as a 64-bit big-endian integer.
  buffer[buffered++] = 0x80
  const padded = buffered + 8 <= 64 ? 64 : 128
  buffer.fill(0, buffered, padded)
  const bitLength = total * 8
  const high = Math.floor(bitLength / 0x100000000)
  const low = bitLength >>> 0
  for (let index = 0; index < 4; index++) {
    buffer[padded - 8 + index] = (high >>> (24 - index * 8)) & 0xff
    buffer[padded - 4 + index] = (low >>> (24 - index * 8)) & 0xff
  }
  for (let offset = 0; offset < padded; offset += 64) compress(state, words, view, offset)
  let hex = ''
  for (const word of state) hex += (word >>> 0).toString(16).padStart(8, '0')
  return hex
}

const CHUNK_CHARACTERS = 16_384

/** UTF-8 of `text[start, end)` written at `target[offset]`; returns the byte count. */
function encodeInto(
  text: string,
  start: number,
  end: number,
  target: Uint8Array,
  offset: number,
): number {
  let length = offset
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0x80) {
      // Non-ASCII from here on: hand the rest of the slice to the full encoder.
      const bytes = utf8Encode(text.slice(index, end))
      target.set(bytes, length)
      return length - offset + bytes.length
    }
    target[length++] = code
  }
  return length - offset
}

/** One 64-byte block. Plain locals and |0 arithmetic keep V8 on small integers. */
function compress(state: Int32Array, words: Int32Array, block: DataView, offset: number): void {
  for (let index = 0; index < 16; index++) words[index] = block.getInt32(offset + index * 4)
  for (let index = 16; index < 64; index++) {
    const before15 = words[index - 15] as number
    const before2 = words[index - 2] as number
    const sigma0 =
      ((before15 >>> 7) | (before15 << 25)) ^
      ((before15 >>> 18) | (before15 << 14)) ^
      (before15 >>> 3)
    const sigma1 =
      ((before2 >>> 17) | (before2 << 15)) ^ ((before2 >>> 19) | (before2 << 13)) ^ (before2 >>> 10)
    words[index] =
      ((words[index - 16] as number) + sigma0 + (words[index - 7] as number) + sigma1) | 0
  }
  let a = state[0] as number
  let b = state[1] as number
  let c = state[2] as number
  let d = state[3] as number
  let e = state[4] as number
  let f = state[5] as number
  let g = state[6] as number
  let h = state[7] as number
  for (let index = 0; index < 64; index++) {
    const sum1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
    const choice = (e & f) ^ (~e & g)
    const temp1 =
      (h + sum1 + choice + (ROUND_CONSTANTS[index] as number) + (words[index] as number)) | 0
    const sum0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
    const majority = (a & b) ^ (a & c) ^ (b & c)
    h = g
    g = f
    f = e
    e = (d + temp1) | 0
    d = c
    c = b
    b = a
    a = (temp1 + sum0 + majority) | 0
  }
  state[0] = ((state[0] as number) + a) | 0
  state[1] = ((state[1] as number) + b) | 0
  state[2] = ((state[2] as number) + c) | 0
  state[3] = ((state[3] as number) + d) | 0
  state[4] = ((state[4] as number) + e) | 0
  state[5] = ((state[5] as number) + f) | 0
  state[6] = ((state[6] as number) + g) | 0
  state[7] = ((state[7] as number) + h) | 0
}
