/**
 * The secrets of one authorization-code request: state (the redirect is ours), nonce (the
 * ID token is this request's) and the PKCE verifier (the code is useless to whoever
 * intercepts it). Any OAuth 2 flow may reuse it (it is exported from the area's index).
 */
import * as client from 'openid-client'

export interface AuthorizationSecrets {
  state: string
  nonce: string
  codeVerifier: string
  codeChallenge: string
}

export async function authorizationSecrets(): Promise<AuthorizationSecrets> {
  const codeVerifier = client.randomPKCECodeVerifier()
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier,
    codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
  }
}
