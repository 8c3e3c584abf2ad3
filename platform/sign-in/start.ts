/** Starting a login or a link: an attempt and the provider's authorization address. */
import type { SessionUser } from '../http'
import { createAttempt } from './attempts'
import type { SignInProvider, SignInPurpose, SignInStartResponse } from './contract'
import { SIGN_IN_ERRORS } from './errors'
import { authorizationSecrets } from './oidc'
import type { SignInContext } from './ports'
import { safeReturnPath } from './rules'
import { providerSettings } from './settings'

export function redirectUri(context: SignInContext, provider: SignInProvider): string {
  const path = provider === 'google' ? 'g-login' : 'a-login'
  return `${context.publicUrl.replace(/\/+$/, '')}/api/account/${path}`
}

export async function startSignIn(
  context: SignInContext,
  provider: SignInProvider,
  input: { purpose: SignInPurpose; returnTo?: string },
  user: SessionUser | null,
): Promise<SignInStartResponse> {
  if (!providerSettings(context.settings, provider)) throw SIGN_IN_ERRORS.notConfigured()
  const secrets = await authorizationSecrets()
  let url: string
  try {
    url = await context.oidc.authorizationUrl(provider, {
      redirectUri: redirectUri(context, provider),
      state: secrets.state,
      nonce: secrets.nonce,
      codeChallenge: secrets.codeChallenge,
      // A re-authentication must be fresh: the provider asks again, whatever its session.
      fresh: input.purpose === 'reauth',
    })
  } catch (error) {
    context.logger.warn({ err: error, provider }, 'sign-in discovery failed')
    throw SIGN_IN_ERRORS.loginFailed(provider)
  }
  const attempt = await createAttempt(context.db, {
    provider,
    purpose: input.purpose,
    userId: input.purpose === 'login' ? null : (user?.oid ?? null),
    returnTo: safeReturnPath(input.returnTo),
    state: secrets.state,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    now: context.clock.now(),
  })
  return { url, attempt: attempt.secret, expiresAt: attempt.expiresAt.toISOString() }
}
