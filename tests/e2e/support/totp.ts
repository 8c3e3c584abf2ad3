import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (no padding needed), as authenticator apps read the secret. */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const character of clean) {
    const index = BASE32.indexOf(character)
    if (index < 0) throw new Error(`decodeBase32: invalid character ${character}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

export interface TotpOptions {
  timeMs?: number
  stepSeconds?: number
  digits?: number
  algorithm?: 'sha1' | 'sha256' | 'sha512'
}

/** RFC 6238 TOTP (HOTP of RFC 4226 over the 30-second time step), from a raw key. */
export function totpFromKey(key: Buffer, options: TotpOptions = {}): string {
  const { timeMs = Date.now(), stepSeconds = 30, digits = 6, algorithm = 'sha1' } = options
  const counter = Math.floor(timeMs / 1000 / stepSeconds)
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hash = createHmac(algorithm, key).update(message).digest()
  // Dynamic truncation (RFC 4226 §5.3).
  const offset = hash[hash.length - 1]! & 0x0f
  const binary = hash.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The code an authenticator app would show now for a base32 secret. */
export function totp(secretBase32: string, options: TotpOptions = {}): string {
  return totpFromKey(decodeBase32(secretBase32), options)
}
