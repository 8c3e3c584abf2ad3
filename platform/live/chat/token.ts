/**
 * Chat tokens: an HMAC-signed claim of who opens a socket to which creator's chat, so the
 * WebSocket upgrade needs no session lookup. Short to open (10 min), a session lasts 12 h.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface ChatClaims {
  creatorOid: string
  /** Null: a guest, who may read but not chat. */
  userOid: string | null
  nickname: string
  isAdmin: boolean
  tokenExpires: number
  sessionExpires: number
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', `livechat:${secret}`).update(body).digest('base64url')

export function signChatToken(secret: string, claims: ChatClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The claims of a well-signed token, or null; expiry is the caller's to judge. */
export function readChatToken(secret: string, token: string): ChatClaims | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChatClaims
    return typeof claims.creatorOid === 'string' ? claims : null
  } catch {
    return null
  }
}
