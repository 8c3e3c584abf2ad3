/**
 * Entry tokens: `GET /live/play` signs one (HMAC with the server secret) for a viewer who
 * passed the entry rules; the FLV/HLS addresses and the chat token take it instead of a
 * session. It names the creator, the viewer (null: a guest) and the rules' version, so a
 * change of rules or a new ticket ends every earlier token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface EntryClaims {
  creatorOid: string
  userOid: string | null
  version: string
  /** Epoch milliseconds. */
  expires: number
}

/** Long enough for an HLS viewer between reloads; the page asks play again on expiry. */
export const ENTRY_TOKEN_TTL_MS = 60 * 60_000

const sign = (secret: string, body: string) =>
  createHmac('sha256', `live-entry:${secret}`).update(body).digest('base64url')

export function signEntryToken(secret: string, claims: EntryClaims): string {
  const body = Buffer.from(
    JSON.stringify([claims.creatorOid, claims.userOid, claims.version, claims.expires]),
  ).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The claims of a well-signed token, or null; expiry and version are the caller's to judge. */
export function readEntryToken(secret: string, token: string): EntryClaims | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined || token.length > 1000) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const [creatorOid, userOid, version, expires] = JSON.parse(
      Buffer.from(body, 'base64url').toString('utf8'),
    ) as unknown[]
    if (typeof creatorOid !== 'string' || typeof version !== 'string') return null
    if (typeof expires !== 'number' || (userOid !== null && typeof userOid !== 'string')) {
      return null
    }
    return { creatorOid, userOid, version, expires }
  } catch {
    return null
  }
}
