/**
 * Sign-in partners: Google and Apple login over OpenID Connect (docs/SIGN-IN.md). Routes
 * mount under `/api/account` beside the accounts area's; accounts owns the users and is
 * reached through the `accounts` port.
 */
import type { AreaMount } from '../http'
import type { OidcClients } from './oidc'
import type { SignInDeps } from './ports'
import { signInRoutes } from './routes'
import { createSignInService, type SignInService } from './service'

export interface SignInArea {
  service: SignInService
  mounts: AreaMount[]
}

export function createSignIn(deps: SignInDeps, oidc?: OidcClients): SignInArea {
  const service = createSignInService(deps, oidc)
  return { service, mounts: [{ prefix: '/account', routes: signInRoutes(service) }] }
}

export type * from './contract'
export { SIGN_IN_ERRORS } from './errors'
export {
  type AuthorizationSecrets,
  appleClientSecret,
  authorizationSecrets,
  type OidcClients,
  type VerifiedIdentity,
} from './oidc'
export type { SignInAccountsPort, SignInDeps } from './ports'
export type { SignInService } from './service'
export {
  type AppleSettings,
  configuredProviders,
  type GoogleSettings,
  readSignInSettings,
  type SignInSettings,
} from './settings'
