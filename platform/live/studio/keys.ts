/**
 * Stream keys: 32 random bytes, shown once and kept as their SHA-256 (a key is a bearer
 * secret with full entropy, so a fast hash is enough; no salt or KDF is needed).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const STREAM_KEY_PATTERN = /^lk_[A-Za-z0-9_-]{43}$/

export function newStreamKey(): { key: string; hash: string; hint: string } {
  const key = `lk_${randomBytes(32).toString('base64url')}`
  return { key, hash: hashStreamKey(key), hint: key.slice(-4) }
}

export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Compares in constant time; a malformed key never matches. */
export function streamKeyMatches(key: string, storedHash: string | null): boolean {
  if (!storedHash || !STREAM_KEY_PATTERN.test(key)) return false
  return timingSafeEqual(Buffer.from(hashStreamKey(key), 'hex'), Buffer.from(storedHash, 'hex'))
}
