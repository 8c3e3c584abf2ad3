/**
 * A live's entry password, kept as `scrypt$<salt>$<hash>` (node:crypto, no configured cost:
 * it is a shared room password, checked under a rate limit, not an account credential).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

export async function hashEntryPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function entryPasswordMatches(stored: string, password: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const given = await derive(password, Buffer.from(salt, 'base64url'))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
