/**
 * Google and Apple sign-in settings from the environment. A provider without its client
 * settings is not offered: its button is hidden and its calls answer 404.
 */
import type { SignInProvider } from './contract'

export interface GoogleSettings {
  provider: 'google'
  /** The OpenID issuer; its discovery document names every endpoint and the JWKS. */
  issuer: string
  clientId: string
  clientSecret: string
}

export interface AppleSettings {
  provider: 'apple'
  issuer: string
  /** The Services ID the web sign-in runs under. */
  clientId: string
  teamId: string
  keyId: string
  /** The `.p8` key's PKCS #8 PEM text; the client secret is a JWT it signs (ES256). */
  privateKey: string
}

export type ProviderSettings = GoogleSettings | AppleSettings

export interface SignInSettings {
  google: GoogleSettings | null
  apple: AppleSettings | null
  /**
   * Plain-http issuers (a local provider in tests and demos); off in production, where
   * discovery, tokens and keys come only over https.
   */
  allowHttpIssuers: boolean
}

export const GOOGLE_ISSUER = 'https://accounts.google.com'
export const APPLE_ISSUER = 'https://appleid.apple.com'

/** A PEM given in one line with `\n` escapes (environment files) becomes the real text. */
function pem(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value
}

export function readSignInSettings(env: Record<string, string | undefined>): SignInSettings {
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          provider: 'google' as const,
          issuer: env.GOOGLE_ISSUER || GOOGLE_ISSUER,
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
        }
      : null
  const apple =
    env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
      ? {
          provider: 'apple' as const,
          issuer: env.APPLE_ISSUER || APPLE_ISSUER,
          clientId: env.APPLE_CLIENT_ID,
          teamId: env.APPLE_TEAM_ID,
          keyId: env.APPLE_KEY_ID,
          privateKey: pem(env.APPLE_PRIVATE_KEY),
        }
      : null
  return {
    google,
    apple,
    allowHttpIssuers: env.NODE_ENV !== 'production' || env.TALELOOM_SIGN_IN_ALLOW_HTTP === '1',
  }
}

export function providerSettings(
  settings: SignInSettings,
  provider: SignInProvider,
): ProviderSettings | null {
  return provider === 'google' ? settings.google : settings.apple
}

export function configuredProviders(settings: SignInSettings): SignInProvider[] {
  return (['google', 'apple'] as const).filter((provider) => providerSettings(settings, provider))
}
