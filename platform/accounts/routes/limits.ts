import type { Context } from 'hono'
import { type AppEnv, rateLimit } from '../../http'

const MINUTE = 60 * 1000

function emailKey(c: Context<AppEnv>): string {
  const email = c.get('body').email
  const address = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
  return `${c.get('common').ip}:${address}`
}
const ipKey = (c: Context<AppEnv>) => c.get('common').ip

/**
 * Per-process limits in front of the routes that send mail or check passwords; the
 * stored per-account login throttle (throttle.ts) is what holds across instances.
 */
export function createAccountRateLimits() {
  return {
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
