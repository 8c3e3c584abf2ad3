import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An opaque bearer secret: 32 random bytes (256 bits), base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** A 6-digit e-mail code, uniformly drawn. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Codes are short, so their hash is bound to the address they were sent to. */
export function hashCode(email: string, code: string): string {
  return hashSecret(`${email.toLowerCase()}:${code}`)
}

/** A readable random password for seeded accounts. */
export function newGeneratedPassword(): string {
  return `${randomBytes(12).toString('base64url')}7a`
}
