/**
 * The sign-in partners' wire contract (Google and Apple over OpenID Connect), under
 * `/api/account`: which providers are offered, starting a login or a link, and finishing
 * it. Types and constants only; the request schemas are in `requests.ts`.
 */
import type { LoginResponse, LoginSuccessResponse, LoginTwoFactorResponse } from '../accounts'

export const SIGN_IN_PROVIDERS = ['google', 'apple'] as const
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number]

/** The spec's paths: `/g-login` finishes a Google login, `/a-login` an Apple one. */
export const PROVIDER_PATHS = { google: '/g-login', apple: '/a-login' } as const

/**
 * `login` signs in or signs up; `link` adds the provider to the signed-in account; `reauth`
 * re-proves the signed-in account with its linked provider (a passwordless account's
 * stand-in for the password before deleting it).
 */
export type SignInPurpose = 'login' | 'link' | 'reauth'

export interface SignInProvidersResponse {
  /** The providers this server is configured for; the login box shows only their buttons. */
  providers: SignInProvider[]
  /** The providers linked to the signed-in account (empty for a visitor). */
  linked: SignInProvider[]
  /** Whether the signed-in account has a password (partner accounts start without one). */
  hasPassword: boolean
  /** Until when this session's fresh partner re-authentication stands in for the password. */
  reauthenticatedUntil: string | null
}

export interface SignInUnlinkRequest {
  provider: SignInProvider
}

export interface SignInStartRequest {
  purpose?: SignInPurpose
  /** A path on this site to come back to (`/story/…`); anything else means the home page. */
  returnTo?: string
}

export interface SignInStartResponse {
  /** The provider's authorization address; the browser goes there. */
  url: string
  /**
   * The attempt's secret: kept by this browser tab and sent back to finish, so a login
   * finished in another browser (login CSRF) cannot be claimed here, nor this one there.
   */
  attempt: string
  expiresAt: string
}

export interface SignInFinishRequest {
  attempt: string
  /** A first login completes its sign-up with these (the `askForConfirmationKey` stage). */
  nickname?: string
  birthDate?: string
  agreePersonalData?: boolean
}

/**
 * A provider account new to Taleloom: the sign-up box opens with the provider's e-mail,
 * asks for a nickname and date of birth, and finishes with the same attempt.
 */
export interface SignInSignUpStage {
  stage: 'askForConfirmationKey'
  provider: SignInProvider
  email: string
  /** A suggestion from the provider's profile name, or empty. */
  nickname: string
}

export interface SignInLinkedResponse {
  linked: true
  provider: SignInProvider
}

/** A `reauth` finished: this session stands re-proved until `until`. */
export interface SignInReauthenticatedResponse {
  reauthenticated: true
  provider: SignInProvider
  until: string
}

export type SignInFinishResponse =
  | LoginSuccessResponse
  | LoginTwoFactorResponse
  | SignInSignUpStage
  | SignInLinkedResponse
  | SignInReauthenticatedResponse

/** The query the provider's redirect adds to `returnTo` so the page knows to finish. */
export const SIGN_IN_RETURN_PARAMETER = 'signIn'

export type { SignInRoutes } from './route-map'
export type { LoginResponse }
