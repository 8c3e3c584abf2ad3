import type { FuzzRoute } from '../../support/fuzz'

/** Sign-in partner calls with their real field names (no provider configured in the fuzz server). */
export const signInFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/account/sign-in/providers', caller: 'none', fields: [] },
  {
    method: 'POST',
    path: '/account/g-login/start',
    caller: 'user',
    fields: ['purpose', 'returnTo'],
  },
  {
    method: 'POST',
    path: '/account/a-login/start',
    caller: 'none',
    fields: ['purpose', 'returnTo'],
  },
  {
    method: 'POST',
    path: '/account/g-login',
    caller: 'none',
    fields: ['attempt', 'nickname', 'birthDate', 'agreePersonalData'],
  },
  {
    method: 'POST',
    path: '/account/a-login',
    caller: 'user',
    fields: ['attempt', 'nickname', 'birthDate', 'agreePersonalData'],
  },
  { method: 'POST', path: '/account/sign-in/unlink', caller: 'user', fields: ['provider'] },
  // Not the provider's redirects (GET /g-login, /a-login, Apple's form post): whatever they
  // carry, they send the browser to a page of the player, which the fuzz server (no front
  // end) does not serve; their checks are in sign-in-partners.http.test.ts.
]
