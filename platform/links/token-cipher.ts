/**
 * The linked platforms' OAuth tokens sealed at rest: AES-256-GCM with a random 12-byte IV
 * per value, stored as `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url). A list of keys:
 * the first seals, every one opens (rotation); the key id in the value picks the key.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

export interface TokenKey {
  id: string
  /** 32 bytes. */
  key: Buffer
}

export interface TokenCipher {
  seal(plain: string): string
  /** Throws `TokenCipherError` for a value that is not sealed, altered, or of an unknown key. */
  open(sealed: string): string
}

export class TokenCipherError extends Error {
  override name = 'TokenCipherError'
}

const VERSION = 'v1'
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/
const B64URL = /^[A-Za-z0-9_-]*$/
/** Configured keys: base64url or standard base64 (`openssl rand -base64 32`). */
const KEY_TEXT = /^[A-Za-z0-9_+/-]+=*$/
/** The id of the key derived from the server secret; not available to configured keys. */
export const DERIVED_KEY_ID = 'server'

export const isSealed = (value: string) => value.startsWith(`${VERSION}:`)

/**
 * A stored token: sealed values are opened; a plain one written before sealing existed is
 * read as it is (storing the link again seals it).
 */
export const openStored = (cipher: TokenCipher, value: string) =>
  isSealed(value) ? cipher.open(value) : value

// The header is authenticated too, so a value cannot be moved to another key id or purpose.
const aadOf = (id: string, purpose: string) => Buffer.from(`${VERSION}:${id}:${purpose}`)

export function createTokenCipher(keys: readonly TokenKey[], purpose: string): TokenCipher {
  const [current] = keys
  if (!current) throw new TokenCipherError('no token key')
  for (const { id, key } of keys)
    if (!KEY_ID.test(id) || key.length !== 32) throw new TokenCipherError(`bad token key ${id}`)
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]))
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', current.key, iv)
      cipher.setAAD(aadOf(current.id, purpose))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))
      return [VERSION, current.id, ...parts].join(':')
    },
    open(sealed) {
      const parts = sealed.split(':')
      if (
        parts.length !== 5 ||
        parts[0] !== VERSION ||
        !parts.slice(2).every((p) => B64URL.test(p))
      )
        throw new TokenCipherError('not a sealed token')
      const [, id = '', iv = '', tag = '', body = ''] = parts
      const key = byId.get(id)
      if (!key) throw new TokenCipherError(`unknown token key ${id}`)
      const ivBytes = Buffer.from(iv, 'base64url')
      const tagBytes = Buffer.from(tag, 'base64url')
      if (ivBytes.length !== 12 || tagBytes.length !== 16)
        throw new TokenCipherError('not a sealed token')
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: 16 })
        decipher.setAAD(aadOf(id, purpose))
        decipher.setAuthTag(tagBytes)
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ])
        return plain.toString('utf8')
      } catch {
        // GCM refuses an altered value or another key the same way; the value is not echoed.
        throw new TokenCipherError(`token refused by key ${id}`)
      }
    },
  }
}

/** The fallback key: HKDF-SHA256 of the server secret under a label of its own. */
export function deriveTokenKey(secret: string, label: string): TokenKey {
  return {
    id: DERIVED_KEY_ID,
    key: Buffer.from(hkdfSync('sha256', secret, '', label, 32)),
  }
}

/**
 * `id:base64,id:base64,…` (each key 32 bytes, the first seals). Answers the problem
 * as text for the configuration error, or the keys.
 */
export function parseTokenKeys(text: string): TokenKey[] | string {
  const keys: TokenKey[] = []
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (!entry) continue
    const [id = '', encoded = '', ...rest] = entry.split(':')
    if (rest.length > 0 || !KEY_ID.test(id)) return `"${id}": expected <id>:<base64 key>`
    if (id === DERIVED_KEY_ID) return `"${id}" is reserved for the key derived from the secret`
    if (keys.some((key) => key.id === id)) return `"${id}" appears twice`
    const key = KEY_TEXT.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0)
    if (key.length !== 32) return `"${id}": the key must be 32 bytes in base64`
    keys.push({ id, key })
  }
  return keys
}
