import { readFileSync } from 'node:fs'
import { hash, verify } from '@node-rs/argon2'

// `Algorithm.Argon2id` of @node-rs/argon2: an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2

export interface Argon2Settings {
  memoryKiB: number
  iterations: number
}

/** Argon2id with the configured cost (OWASP's 19 MiB / 2 passes by default); one lane. */
export function createPasswordHasher(settings: Argon2Settings) {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: settings.memoryKiB,
    timeCost: settings.iterations,
    parallelism: 1,
  }
  // Verified against when the e-mail is unknown, so a miss costs as much as a hit.
  let decoy: Promise<string> | null = null
  return {
    hash: (password: string) => hash(password, options),
    async verify(passwordHash: string | null, password: string): Promise<boolean> {
      if (passwordHash === null) {
        decoy ??= hash('decoy-password-1', options)
        await verify(await decoy, password).catch(() => false)
        return false
      }
      try {
        return await verify(passwordHash, password)
      } catch {
        return false
      }
    },
  }
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>

/**
 * The 1,000 most common passwords (SecLists, "10-million-password-list-top-1000",
 * MIT licence), compared case-insensitively.
 */
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
)

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}
