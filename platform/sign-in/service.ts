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

export function createSignInService(deps: SignInDeps, oidc?: OidcClients) {
  const context: SignInContext = { ...deps, oidc: oidc ?? createOidcClients(deps.settings) }
  return {
    context,
    async providers(user: SessionUser | null): Promise<SignInProvidersResponse> {
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
      }
    },
    start: (
      provider: SignInProvider,
      input: { purpose: SignInPurpose; returnTo?: string },
      user: SessionUser | null,
    ) => startSignIn(context, provider, input, user),
    receiveRedirect: (provider: SignInProvider, parameters: URLSearchParams, posted: boolean) =>
      receiveRedirect(context, provider, parameters, posted),
    finish: (
      provider: SignInProvider,
      input: FinishInput,
      user: SessionUser | null,
      language: Language,
    ) => finishSignIn(context, provider, input, user, language),
  }
}

export type SignInService = ReturnType<typeof createSignInService>
