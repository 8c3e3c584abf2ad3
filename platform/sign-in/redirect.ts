/**
 * The provider's redirect back (Google's query, Apple's form post): the state takes its
 * attempt once, the code is exchanged and the ID token checked, and the outcome waits for
 * the tab that started. Answers where to send the browser.
 */
import { appleUserName } from './apple-user'
import { recordOutcome, takeRedirect } from './attempts'
import type { SignInProvider } from './contract'
import type { SignInContext } from './ports'
import { returnAddress } from './rules'
import { redirectUri } from './start'

export async function receiveRedirect(
  context: SignInContext,
  provider: SignInProvider,
  parameters: URLSearchParams,
  posted: boolean,
  appleUser: string | null = null,
): Promise<string> {
  const now = context.clock.now()
  const state = parameters.get('state')
  const attempt = state ? await takeRedirect(context.db, provider, state, now) : null
  // A forged, replayed or expired state: nothing is taken; the tab's finish says it failed.
  if (!state || !attempt) {
    context.logger.warn({ provider }, 'sign-in redirect without a live state')
    return returnAddress('/', provider)
  }
  const back = returnAddress(attempt.return_to, provider)
  if (parameters.get('error') || !parameters.get('code')) {
    await recordOutcome(context.db, attempt.id, { failure: parameters.get('error') ?? 'no code' })
    return back
  }
  try {
    const identity = await context.oidc.exchange(provider, {
      parameters,
      posted,
      redirectUri: redirectUri(context, provider),
      expectedState: state,
      expectedNonce: attempt.nonce,
      codeVerifier: attempt.code_verifier,
      now,
    })
    // Apple's ID token carries no name: its first form post's `user` field may suggest one.
    const name = identity.name ?? appleUserName(appleUser)
    await recordOutcome(context.db, attempt.id, { identity: { ...identity, name } })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    context.logger.warn({ provider, reason }, 'sign-in token refused')
    await recordOutcome(context.db, attempt.id, { failure: reason.slice(0, 500) })
  }
  return back
}
