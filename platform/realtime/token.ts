/**
 * Socket tokens: an HMAC-signed claim of who opens a socket, so the WebSocket upgrade needs
 * no session look-up. Each user of it signs under its own purpose ('livechat', 'directchat'):
 * one's token never opens the other's socket. Expiry is the caller's to judge.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(body).digest('base64url')

export function signClaims(secret: string, purpose: string, claims: object): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${sign(secret, purpose, body)}`
}

/** The claims of a well-signed token, or null. */
export function readClaims<Claims>(secret: string, purpose: string, token: string): Claims | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, purpose, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
  } catch {
    return null
  }
}
