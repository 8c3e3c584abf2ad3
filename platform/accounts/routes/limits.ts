import type { Context } from 'hono'
import { type AppEnv, AppError, type Clock, rateLimit } from '../../http'
import { clientAddress } from '../../limits'

const MINUTE = 60 * 1000

function emailKey(c: Context<AppEnv>): string {
  const email = c.get('body').email
  const address = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
  return `${clientAddress(c.get('common').ip)}:${address}`
}
const ipKey = (c: Context<AppEnv>) => clientAddress(c.get('common').ip)

/**
 * Limits in front of the routes that send mail or check codes and passwords, per client
 * address (and e-mail address), shared by every instance; the login throttle (throttle.ts)
 * and the codes' own attempt budgets stand behind them.
 */
export function createAccountRateLimits(
  lookups: { perIp: number; windowMs: number },
  clock: Clock,
) {
  return {
    /** One budget for POST /register and GET /nickname/check (see ACCOUNT_LOOKUPS_DEFAULT). */
    accountLookupsPerIp: rateLimit({
      name: 'account-lookups',
      limit: lookups.perIp,
      windowMs: lookups.windowMs,
      key: ipKey,
      now: () => clock.now().getTime(),
      refusal: accountLookupsLimited,
    }),
    loginPerAddress: rateLimit({
      name: 'login-address',
      limit: 20,
      windowMs: MINUTE,
      key: emailKey,
    }),
    loginPerIp: rateLimit({ name: 'login-ip', limit: 120, windowMs: MINUTE, key: ipKey }),
    codePerAddress: rateLimit({
      name: 'code-address',
      limit: 10,
      windowMs: 10 * MINUTE,
      key: emailKey,
    }),
    codePerIp: rateLimit({ name: 'code-ip', limit: 150, windowMs: 10 * MINUTE, key: ipKey }),
    /** One budget per code-checking route; the codes themselves are attempt-limited in the database. */
    verifyPerIp: (route: string) =>
      rateLimit({ name: `verify-ip:${route}`, limit: 60, windowMs: MINUTE, key: ipKey }),
  }
}

/**
 * Sign-ups and nickname checks one client address may make per window: both answers say
 * whether an account exists, so this caps how fast a list of accounts can be harvested.
 */
export const ACCOUNT_LOOKUPS_DEFAULT = { perIp: 30, windowMinutes: 10 }

const accountLookupsLimited = () =>
  new AppError({
    status: 429,
    code: 'ACCOUNT_LOOKUPS_LIMITED',
    message:
      'Too many sign-up attempts or nickname checks from your network. Please try again in a few minutes.',
  })
