/** The sign-in service: the use cases the routes call, over one context. */
import type { Language } from '../../engine/i18n/languages'
import type { SessionUser } from '../http'
import type { SignInProvider, SignInProvidersResponse, SignInPurpose } from './contract'
import { type FinishInput, finishSignIn } from './finish'
import { createOidcClients, type OidcClients } from './oidc'
import type { SignInContext, SignInDeps } from './ports'
import { receiveRedirect } from './redirect'
import { configuredProviders } from './settings'
import { startSignIn } from './start'
import { unlinkProvider } from './unlink'

export function createSignInService(deps: SignInDeps, oidc?: OidcClients) {
  const context: SignInContext = { ...deps, oidc: oidc ?? createOidcClients(deps.settings) }
  return {
    context,
    async providers(
      user: SessionUser | null,
      sessionId: string | null = null,
    ): Promise<SignInProvidersResponse> {
      const linked = user
        ? await context.db
            .selectFrom('sign_in_identities')
            .select('provider')
            .where('user_id', '=', user.oid)
            .orderBy('provider')
            .execute()
        : []
      return {
        providers: configuredProviders(context.settings),
        linked: linked.map((row) => row.provider as SignInProvider),
        hasPassword: user ? await context.accounts.hasPassword(user.oid) : false,
        reauthenticatedUntil: user
          ? ((await context.accounts.reauthenticatedUntil(sessionId))?.toISOString() ?? null)
          : null,
      }
    },
    unlink: (user: SessionUser, provider: SignInProvider) =>
      unlinkProvider(context, user, provider),
    start: (
      provider: SignInProvider,
      input: { purpose: SignInPurpose; returnTo?: string },
      user: SessionUser | null,
    ) => startSignIn(context, provider, input, user),
    receiveRedirect: (
      provider: SignInProvider,
      parameters: URLSearchParams,
      posted: boolean,
      appleUser: string | null = null,
    ) => receiveRedirect(context, provider, parameters, posted, appleUser),
    finish: (
      provider: SignInProvider,
      input: FinishInput,
      user: SessionUser | null,
      language: Language,
      sessionId: string | null = null,
    ) => finishSignIn(context, provider, input, user, language, sessionId),
  }
}

export type SignInService = ReturnType<typeof createSignInService>
