/**
 * The account rules of a partner's login, as pure plans: who logs in, who must sign up,
 * and who must log in another way (the spec's texts are in errors.ts and accounts').
 */
import type { AccountByEmail } from '../accounts'
import type { SignInProvider } from './contract'

export type Refusal =
  | 'mustUseEmail'
  | 'mustUseGoogle'
  | 'mustUseApple'
  | 'emailUnverified'
  | 'loginFailed'

export type LoginPlan =
  | { kind: 'login'; userId: string }
  | { kind: 'signUp'; email: string }
  | { kind: 'refuse'; refusal: Refusal }

export interface ProvenIdentity {
  email: string | null
  emailVerified: boolean
}

/**
 * A linked identity logs its account in. Otherwise the provider's verified e-mail decides:
 * new to Taleloom → sign-up; held by an e-mail account → log in with e-mail (linking is done
 * signed in, from My Info); held by the other partner's account → log in with that one.
 */
export function planLogin(
  provider: SignInProvider,
  identity: ProvenIdentity,
  linkedUserId: string | null,
  holder: AccountByEmail | null,
): LoginPlan {
  if (linkedUserId) return { kind: 'login', userId: linkedUserId }
  if (!identity.email || !identity.emailVerified)
    return { kind: 'refuse', refusal: 'emailUnverified' }
  if (!holder) return { kind: 'signUp', email: identity.email }
  if (holder.joinedBy === 'google' && provider !== 'google')
    return { kind: 'refuse', refusal: 'mustUseGoogle' }
  if (holder.joinedBy === 'apple' && provider !== 'apple')
    return { kind: 'refuse', refusal: 'mustUseApple' }
  // The same partner's account under another subject: not this provider account.
  if (holder.joinedBy === provider) return { kind: 'refuse', refusal: 'loginFailed' }
  return { kind: 'refuse', refusal: 'mustUseEmail' }
}

export type LinkPlan =
  | { kind: 'link' }
  | { kind: 'alreadyLinked' }
  | { kind: 'refuse'; refusal: 'linkedElsewhere' | 'alreadyLinkedOther' }

/** Linking to the signed-in account: one account per provider account, and per provider. */
export function planLink(
  userId: string,
  linkedUserId: string | null,
  userHasProvider: boolean,
): LinkPlan {
  if (linkedUserId === userId) return { kind: 'alreadyLinked' }
  if (linkedUserId) return { kind: 'refuse', refusal: 'linkedElsewhere' }
  if (userHasProvider) return { kind: 'refuse', refusal: 'alreadyLinkedOther' }
  return { kind: 'link' }
}

/** A path on this site to come back to; anything else (another site, the API) is home. */
export function safeReturnPath(returnTo: string | undefined): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return '/'
  if (returnTo.includes('\\')) return '/'
  const base = 'http://taleloom.invalid'
  if (!URL.canParse(returnTo, base)) return '/'
  const url = new URL(returnTo, base)
  if (url.origin !== base || url.pathname.startsWith('/api/')) return '/'
  return `${url.pathname}${url.search}`
}

/** Where the provider's redirect sends the browser: back, with the provider to finish. */
export function returnAddress(returnTo: string, provider: SignInProvider): string {
  const url = new URL(returnTo, 'http://taleloom.invalid')
  url.searchParams.set('signIn', provider)
  return `${url.pathname}${url.search}`
}
