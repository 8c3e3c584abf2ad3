/**
 * MD5 (RFC 1321) of bytes, in hex: a part's S3 entity tag, which the upload client
 * compares with the one the store answers. Web Crypto has no MD5, so it is computed here;
 * `createMd5()` takes the bytes in pieces, so a part need not be one buffer.
 */

const SHIFTS = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
  20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6,
  10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]
const K = Array.from(
  { length: 64 },
  (_, index) => Math.floor(Math.abs(Math.sin(index + 1)) * 2 ** 32) >>> 0,
)

export interface Md5 {
  update(bytes: Uint8Array): Md5
  /** The digest in lower-case hex; the hash cannot be updated afterwards. */
  hex(): string
}

export function createMd5(): Md5 {
  const state = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476])
  const block = new Uint8Array(64)
  const words = new Uint32Array(16)
  let filled = 0
  let length = 0

  function compress() {
    for (let i = 0; i < 16; i++) {
      words[i] =
        (block[i * 4] as number) |
        ((block[i * 4 + 1] as number) << 8) |
        ((block[i * 4 + 2] as number) << 16) |
        ((block[i * 4 + 3] as number) << 24)
    }
    let a = state[0] as number
    let b = state[1] as number
    let c = state[2] as number
    let d = state[3] as number
    for (let i = 0; i < 64; i++) {
      let f: number
      let g: number
      if (i < 16) {
        f = (b & c) | (~b & d)
        g = i
      } else if (i < 32) {
        f = (d & b) | (~d & c)
        g = (5 * i + 1) % 16
      } else if (i < 48) {
        f = b ^ c ^ d
        g = (3 * i + 5) % 16
      } else {
        f = c ^ (b | ~d)
        g = (7 * i) % 16
      }
      const next = d
      d = c
      c = b
      const sum = (a + f + (K[i] as number) + (words[g] as number)) | 0
      const shift = SHIFTS[i] as number
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0
      a = next
    }
    state[0] = ((state[0] as number) + a) | 0
    state[1] = ((state[1] as number) + b) | 0
    state[2] = ((state[2] as number) + c) | 0
    state[3] = ((state[3] as number) + d) | 0
  }

  const hash: Md5 = {
    update(bytes) {
      length += bytes.length
      let offset = 0
      while (offset < bytes.length) {
        const take = Math.min(64 - filled, bytes.length - offset)
        block.set(bytes.subarray(offset, offset + take), filled)
        filled += take
        offset += take
        if (filled === 64) {
          compress()
          filled = 0
        }
      }
      return hash
    },
    hex() {
      const bits = length * 8
      const tail = new Uint8Array((filled < 56 ? 56 : 120) - filled + 8)
      tail[0] = 0x80
      const view = new DataView(tail.buffer)
      view.setUint32(tail.length - 8, bits >>> 0, true)
      view.setUint32(tail.length - 4, Math.floor(bits / 2 ** 32), true)
      hash.update(tail)
      let out = ''
      for (const word of state) {
        for (let byte = 0; byte < 4; byte++) {
          out += ((word >>> (byte * 8)) & 0xff).toString(16).padStart(2, '0')
        }
      }
      return out
    },
  }
  return hash
}

export const md5Hex = (bytes: Uint8Array) => createMd5().update(bytes).hex()
