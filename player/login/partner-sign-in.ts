/**
 * Google and Apple login in the player: which providers the server offers, the start (the
 * attempt's secret stays in this tab's sessionStorage while the browser visits the
 * provider) and the finish when the provider sends the browser back (`?signIn=google`).
 */
import type {
  SignInFinishRequest,
  SignInFinishResponse,
  SignInProvider,
  SignInProvidersResponse,
} from '../../platform/sign-in/contract'
import { api } from '../../web/session'

const ATTEMPT_KEY = 'taleloom.signIn'
const PATHS = { google: '/account/g-login', apple: '/account/a-login' } as const

let offered: Promise<SignInProvidersResponse> | null = null

/** The providers this server offers (asked once per page load; none when the call fails). */
export function offeredProviders(): Promise<SignInProvidersResponse> {
  offered ??= api.get('/account/sign-in/providers', {}).catch(
    () =>
      ({
        providers: [],
        linked: [],
        hasPassword: false,
        reauthenticatedUntil: null,
      }) satisfies SignInProvidersResponse,
  )
  return offered
}

/** A fresh answer after a change (an unlink, a re-authentication). */
export function refreshOfferedProviders(): Promise<SignInProvidersResponse> {
  offered = null
  return offeredProviders()
}

/** Starts a login (or a link, or a re-authentication) and sends the browser to the provider. */
export async function goToProvider(
  provider: SignInProvider,
  purpose: 'login' | 'link' | 'reauth' = 'login',
): Promise<void> {
  const started = await api.post(`${PATHS[provider]}/start`, {
    purpose,
    returnTo: `${location.pathname}${location.search}`,
  })
  sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ provider, attempt: started.attempt }))
  location.assign(started.url)
}

/** The attempt this tab started with the provider, if any. */
export function storedAttempt(provider: SignInProvider): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as {
      provider?: string
      attempt?: string
    } | null
    return stored?.provider === provider && stored.attempt ? stored.attempt : null
  } catch {
    return null
  }
}

export function forgetAttempt(): void {
  sessionStorage.removeItem(ATTEMPT_KEY)
}

export function finishWithProvider(
  provider: SignInProvider,
  input: SignInFinishRequest,
): Promise<SignInFinishResponse> {
  return api.post(PATHS[provider], input)
}

/** `?signIn=google` in an address: the provider sent the browser back to finish. */
export function returnedProvider(search: string): SignInProvider | null {
  const value = new URLSearchParams(search).get('signIn')
  return value === 'google' || value === 'apple' ? value : null
}

export function withoutReturnParameter(search: string): string {
  const parameters = new URLSearchParams(search)
  parameters.delete('signIn')
  const rest = parameters.toString()
  return rest ? `?${rest}` : ''
}
