/**
 * Tool keys: what a streaming tool (a browser dock, a phone) logs in with to reach the
 * creator's studio (spec §2, the studio guard's `toolkey`). 32 random bytes, shown once and
 * kept as their SHA-256, like stream keys; a new key revokes the old one.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const TOOL_KEY_PATTERN = /^tk_[A-Za-z0-9_-]{43}$/

export function newToolKey(): { key: string; hash: string; hint: string } {
  const key = `tk_${randomBytes(32).toString('base64url')}`
  return { key, hash: hashToolKey(key), hint: key.slice(-4) }
}

export function hashToolKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

export function toolKeyMatches(key: string, storedHash: string): boolean {
  if (!TOOL_KEY_PATTERN.test(key)) return false
  return timingSafeEqual(Buffer.from(hashToolKey(key), 'hex'), Buffer.from(storedHash, 'hex'))
}
