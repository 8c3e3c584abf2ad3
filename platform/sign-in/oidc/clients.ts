/**
 * OpenID Connect through `openid-client` (docs/SIGN-IN.md says why this library): the
 * provider's discovery document, the authorization address with PKCE, state and nonce,
 * and the code exchange, whose ID token is checked against the provider's JWKS (signature),
 * issuer, audience, expiry, nonce and the redirect's state.
 */
import * as client from 'openid-client'
import type { SignInProvider } from '../contract'
import { type ProviderSettings, providerSettings, type SignInSettings } from '../settings'
import { appleClientSecret } from './apple-secret'

export interface VerifiedIdentity {
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

export interface AuthorizationRequest {
  redirectUri: string
  state: string
  nonce: string
  codeChallenge: string
  /** Ask the person to log in again at the provider (`prompt=login`), even if signed in there. */
  fresh?: boolean
}

export interface CodeExchange {
  /** The redirect's parameters (query, or Apple's form post). */
  parameters: URLSearchParams
  /** Apple posts its answer (`form_post`); Google redirects with a query. */
  posted: boolean
  redirectUri: string
  expectedState: string
  expectedNonce: string
  codeVerifier: string
  /** The server's clock: token times are judged by it (tests move it). */
  now: Date
}

export interface OidcClients {
  authorizationUrl(provider: SignInProvider, request: AuthorizationRequest): Promise<string>
  /** The checked identity; throws on any refusal (state, code, signature, claims). */
  exchange(provider: SignInProvider, exchange: CodeExchange): Promise<VerifiedIdentity>
}

const SCOPES: Record<SignInProvider, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
}

export function createOidcClients(settings: SignInSettings): OidcClients {
  const discovered = new Map<SignInProvider, Promise<client.ServerMetadata>>()

  function serverMetadata(provider: ProviderSettings): Promise<client.ServerMetadata> {
    let pending = discovered.get(provider.provider)
    if (!pending) {
      pending = client
        .discovery(
          new URL(provider.issuer),
          provider.clientId,
          undefined,
          undefined,
          settings.allowHttpIssuers ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .then((config) => config.serverMetadata())
      // A failed discovery (the provider briefly down) is tried again on the next login.
      pending.catch(() => discovered.delete(provider.provider))
      discovered.set(provider.provider, pending)
    }
    return pending
  }

  /** A configuration per use: the client secret (Apple's) and the clock skew are per moment. */
  async function configuration(provider: ProviderSettings, now: Date) {
    const secret =
      provider.provider === 'apple' ? await appleClientSecret(provider, now) : provider.clientSecret
    const config = new client.Configuration(
      await serverMetadata(provider),
      provider.clientId,
      { [client.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000) },
      client.ClientSecretPost(secret),
    )
    if (settings.allowHttpIssuers) client.allowInsecureRequests(config)
    // The ID token's signature is checked against the provider's JWKS, not only TLS.
    client.enableNonRepudiationChecks(config)
    return config
  }

  function settingsOf(provider: SignInProvider): ProviderSettings {
    const found = providerSettings(settings, provider)
    if (!found) throw new Error(`${provider} sign-in is not configured`)
    return found
  }

  return {
    async authorizationUrl(provider, request) {
      const config = new client.Configuration(
        await serverMetadata(settingsOf(provider)),
        settingsOf(provider).clientId,
      )
      if (settings.allowHttpIssuers) client.allowInsecureRequests(config)
      const parameters: Record<string, string> = {
        redirect_uri: request.redirectUri,
        scope: SCOPES[provider],
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }
      // Apple sends the name and e-mail scopes' answer only as a form post.
      if (provider === 'apple') parameters.response_mode = 'form_post'
      // Apple asks every time; Google honours `prompt=login`.
      if (request.fresh && provider === 'google') parameters.prompt = 'login'
      return client.buildAuthorizationUrl(config, parameters).href
    },

    async exchange(provider, exchange) {
      const config = await configuration(settingsOf(provider), exchange.now)
      const current = new URL(exchange.redirectUri)
      const answer: URL | Request = exchange.posted
        ? new Request(current, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: exchange.parameters,
          })
        : Object.assign(current, { search: exchange.parameters.toString() })
      const tokens = await client.authorizationCodeGrant(
        config,
        answer,
        {
          pkceCodeVerifier: exchange.codeVerifier,
          expectedState: exchange.expectedState,
          expectedNonce: exchange.expectedNonce,
          idTokenExpected: true,
        },
        { redirect_uri: exchange.redirectUri },
      )
      const claims = tokens.claims()
      if (!claims) throw new Error('no ID token')
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        // Apple writes the flag as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : null,
      }
    },
  }
}
