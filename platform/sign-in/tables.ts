/** Tables owned by the sign-in area (see migrations.ts). Timestamps come from the injected Clock. */

/** A provider account (issuer + subject) linked to a Taleloom account; one per provider. */
export interface SignInIdentitiesTable {
  provider: string
  /** The ID token's `sub`: stable for the provider account, unlike its e-mail. */
  subject: string
  user_id: string
  email: string | null
  /** True when this identity created the account (its sign-up), false when linked later. */
  registered: boolean
  linked_at: Date
}

/**
 * One login or link in flight: the values the provider's redirect must match (state, nonce,
 * PKCE verifier) and, once the redirect was checked, its outcome for the tab to claim.
 */
export interface SignInAttemptsTable {
  id: string
  provider: string
  purpose: string
  /** SHA-256 (hex) of the tab's attempt secret. */
  attempt_hash: string
  /** SHA-256 (hex) of the state sent to the provider. */
  state_hash: string
  nonce: string
  code_verifier: string
  /** The signed-in account a link adds the provider to; null for a login. */
  user_id: string | null
  return_to: string
  expires_at: Date
  /** When the provider's redirect was checked (once: a replayed redirect finds it set). */
  redirected_at: Date | null
  /** The checked identity, or the refusal's code, once redirected. */
  subject: string | null
  email: string | null
  email_verified: boolean | null
  name: string | null
  failure: string | null
  /** When the tab claimed the outcome (once). */
  finished_at: Date | null
  created_at: Date
}

export interface SignInTables {
  sign_in_identities: SignInIdentitiesTable
  sign_in_attempts: SignInAttemptsTable
}
