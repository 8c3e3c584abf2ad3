/**
 * TOTP per RFC 6238 (HOTP of RFC 4226 over 30-second steps), HMAC-SHA1 as authenticator
 * apps expect, with node:crypto only.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6
/** Codes of the previous and next step are accepted too (clock drift). */
export const TOTP_WINDOW = 1

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let output = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31]
  return output
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const output: number[] = []
  for (const character of clean) {
    const index = BASE32.indexOf(character)
    if (index < 0) throw new Error(`base32Decode: invalid character ${character}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      output.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(output)
}

/** A new 160-bit secret (RFC 4226 recommends the HMAC-SHA1 output size), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS)
}

/** HOTP value for one counter (RFC 4226 §5.3 dynamic truncation). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', key).update(message).digest()
  const offset = digest[digest.length - 1]! & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export function totpAt(secretBase32: string, now: Date, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secretBase32), timeStep(now), digits)
}

/** The time step the code belongs to within the window, or null; callers reject replays by step. */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secretBase32)
  const current = timeStep(now)
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta += 1) {
    const expected = Buffer.from(hotp(key, current + delta))
    if (timingSafeEqual(expected, Buffer.from(code))) return current + delta
  }
  return null
}

export function otpauthUrl(secretBase32: string, account: string, issuer = 'Taleloom'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const parameters = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  })
  return `otpauth://totp/${label}?${parameters}`
}
