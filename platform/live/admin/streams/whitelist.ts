/**
 * The sealed whitelist: the livestreamers' oids encrypted (AES-256-GCM, key derived from
 * the server secret) so an ingest edge can carry it without reading it, and an admin can
 * open one to see what an edge holds.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { WhitelistContents } from './contract'

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'taleloom', 'stream-whitelist', 32))

export function sealWhitelist(secret: string, contents: WhitelistContents): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(contents), 'utf8'), cipher.final()])
  return `wl1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`
}

/** The contents, or null for anything not sealed with this secret (or changed since). */
export function openWhitelist(secret: string, sealed: string): WhitelistContents | null {
  if (!sealed.startsWith('wl1.')) return null
  const bytes = Buffer.from(sealed.slice(4), 'base64url')
  if (bytes.length < 12 + 16 + 2) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    const text = Buffer.concat([
      decipher.update(bytes.subarray(12, bytes.length - 16)),
      decipher.final(),
    ]).toString('utf8')
    const parsed = JSON.parse(text) as WhitelistContents
    return Array.isArray(parsed.creatorOids) && typeof parsed.issuedAt === 'string' ? parsed : null
  } catch {
    return null
  }
}
