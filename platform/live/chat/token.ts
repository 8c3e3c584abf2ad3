/**
 * Chat tokens: an HMAC-signed claim of who opens a socket to which creator's chat, so the
 * WebSocket upgrade needs no session lookup (platform/realtime/token.ts). Short to open
 * (10 min), a session lasts 12 h.
 */
import { readClaims, signClaims } from '../../realtime'

export interface ChatClaims {
  creatorOid: string
  /** Null: a guest, who may read but not chat. */
  userOid: string | null
  nickname: string
  isAdmin: boolean
  tokenExpires: number
  sessionExpires: number
}

const PURPOSE = 'livechat'

export const signChatToken = (secret: string, claims: ChatClaims): string =>
  signClaims(secret, PURPOSE, claims)

/** The claims of a well-signed token, or null; expiry is the caller's to judge. */
export function readChatToken(secret: string, token: string): ChatClaims | null {
  const claims = readClaims<ChatClaims>(secret, PURPOSE, token)
  return typeof claims?.creatorOid === 'string' ? claims : null
}
