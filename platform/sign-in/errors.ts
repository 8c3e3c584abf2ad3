/**
 * The sign-in partners' errors: the spec's texts for a provider login that fails, an
 * account that must log in another way, and a provider account taken by another account.
 */
import { AppError } from '../http'
import type { SignInProvider } from './contract'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

const LOGIN_FAILED = {
  google: fail(401, 'GOOGLE_LOGIN_FAILED', 'Google login failed'),
  apple: fail(401, 'APPLE_LOGIN_FAILED', 'Apple login failed'),
}

export const SIGN_IN_ERRORS = {
  /** State, code, token or nonce refused: one text, so a probe learns nothing of which. */
  loginFailed: (provider: SignInProvider) => LOGIN_FAILED[provider](),
  notConfigured: fail(404, 'SIGN_IN_NOT_CONFIGURED', 'This login method is not available.'),
  linkedElsewhere: fail(
    409,
    'PROVIDER_LINKED_TO_ANOTHER_ACCOUNT',
    'This account is already linked to another Taleloom account.',
  ),
  alreadyLinked: fail(
    409,
    'PROVIDER_ALREADY_LINKED',
    'Another account of this provider is already linked. Unlink it first.',
  ),
  /** A `reauth` answered by a provider account that is not the one linked to this account. */
  notThisAccount: fail(
    403,
    'PROVIDER_NOT_THIS_ACCOUNT',
    'That is not the account linked to this Taleloom account.',
  ),
  notLinked: fail(404, 'PROVIDER_NOT_LINKED', 'This account is not linked.'),
  /** Unlinking the one way left to sign in (no password, no other provider). */
  lastSignIn: fail(
    409,
    'LAST_SIGN_IN_METHOD',
    'This is your only way to log in. Link another account or set a password first.',
  ),
  emailUnverified: fail(
    409,
    'PROVIDER_EMAIL_UNVERIFIED',
    'The provider has not verified this e-mail address. Verify it there, then try again.',
  ),
}
