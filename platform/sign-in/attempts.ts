/**
 * Sign-in attempts: created when a tab starts, taken once by the provider's redirect (a
 * replayed or forged redirect finds nothing to take), claimed once by the tab that started.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../db'
import type { SignInProvider, SignInPurpose } from './contract'
import type { VerifiedIdentity } from './oidc'
import type { SignInAttemptsTable } from './tables'

export const ATTEMPT_TTL_MS = 10 * 60 * 1000

export type AttemptRow = SignInAttemptsTable

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export interface NewAttempt {
  provider: SignInProvider
  purpose: SignInPurpose
  userId: string | null
  returnTo: string
  state: string
  nonce: string
  codeVerifier: string
  now: Date
}

/** Stores the attempt; answers the tab's secret and when it expires. */
export async function createAttempt(
  db: Kysely<DB>,
  attempt: NewAttempt,
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString('base64url')
  const expiresAt = new Date(attempt.now.getTime() + ATTEMPT_TTL_MS)
  // Old attempts go with each new one (an index on expiry keeps this cheap).
  await db.deleteFrom('sign_in_attempts').where('expires_at', '<', attempt.now).execute()
  await db
    .insertInto('sign_in_attempts')
    .values({
      id: newObjectId(attempt.now.getTime()),
      provider: attempt.provider,
      purpose: attempt.purpose,
      attempt_hash: sha256(secret),
      state_hash: sha256(attempt.state),
      nonce: attempt.nonce,
      code_verifier: attempt.codeVerifier,
      user_id: attempt.userId,
      return_to: attempt.returnTo,
      expires_at: expiresAt,
      redirected_at: null,
      subject: null,
      email: null,
      email_verified: null,
      name: null,
      failure: null,
      finished_at: null,
      created_at: attempt.now,
    })
    .execute()
  return { secret, expiresAt }
}

/** The provider's redirect takes its attempt once, while it lives; else null. */
export async function takeRedirect(
  db: Kysely<DB>,
  provider: SignInProvider,
  state: string,
  now: Date,
): Promise<AttemptRow | null> {
  const row = await db
    .updateTable('sign_in_attempts')
    .set({ redirected_at: now })
    .where('state_hash', '=', sha256(state))
    .where('provider', '=', provider)
    .where('redirected_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

export async function recordOutcome(
  db: Kysely<DB>,
  attemptId: string,
  outcome: { identity: VerifiedIdentity } | { failure: string },
): Promise<void> {
  await db
    .updateTable('sign_in_attempts')
    .set(
      'identity' in outcome
        ? {
            subject: outcome.identity.subject,
            email: outcome.identity.email,
            email_verified: outcome.identity.emailVerified,
            name: outcome.identity.name,
          }
        : { failure: outcome.failure },
    )
    .where('id', '=', attemptId)
    .execute()
}

/** The tab's attempt, redirected, checked, not yet claimed and alive; else null. */
export async function claimable(
  db: Kysely<DB>,
  provider: SignInProvider,
  secret: string,
  now: Date,
): Promise<(AttemptRow & { subject: string }) | null> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .selectAll()
    .where('attempt_hash', '=', sha256(secret))
    .where('provider', '=', provider)
    .executeTakeFirst()
  if (!row?.redirected_at || row.finished_at || row.expires_at <= now) return null
  if (row.failure || !row.subject) return null
  return { ...row, subject: row.subject }
}

/** Claims the attempt once (two finishing requests race: one wins). */
export async function markFinished(db: Kysely<DB>, attemptId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_attempts')
    .set({ finished_at: now })
    .where('id', '=', attemptId)
    .where('finished_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
