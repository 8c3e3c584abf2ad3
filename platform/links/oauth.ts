/**
 * OAuth 2 authorization code with PKCE (S256) and state, through openid-client's OAuth 2
 * functions (docs/PLATFORM-LINKS.md says why this client): the consent address, and the
 * code's exchange, which checks the state and sends the verifier.
 */
import * as oidc from 'openid-client'
import type { ProviderSettings } from './settings'

export interface OAuthClient {
  /** A fresh state and PKCE verifier, and the provider's consent address for them. */
  start(redirectUri: string): Promise<{ url: string; state: string; codeVerifier: string }>
  /** Exchanges the code the provider sent back; throws when the state or code is refused. */
  finish(
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string },
  ): Promise<{ accessToken: string; refreshToken: string | null; expiresIn: number | null }>
}

export function createOAuthClient(settings: ProviderSettings): OAuthClient {
  const issuer = new URL(settings.authorizeUrl).origin
  const config = new oidc.Configuration(
    { issuer, authorization_endpoint: settings.authorizeUrl, token_endpoint: settings.tokenUrl },
    settings.clientId,
    settings.clientSecret,
    settings.clientAuth === 'basic'
      ? oidc.ClientSecretBasic(settings.clientSecret)
      : oidc.ClientSecretPost(settings.clientSecret),
  )
  // Only a provider configured at a plain-http address (a local one, in tests) is let through.
  if (settings.tokenUrl.startsWith('http:')) oidc.allowInsecureRequests(config)
  return {
    async start(redirectUri) {
      const state = oidc.randomState()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      return { url: url.toString(), state, codeVerifier }
    },
    async finish(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      })
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        expiresIn: tokens.expires_in ?? null,
      }
    },
  }
}
