import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress } from '../limits/client-address'
import { retryAfterSeconds, type WindowPolicy } from '../limits/policy'
import type { AppEnv } from './env'
import { type AppError, tooManyRequests } from './errors'

export interface RateLimitOptions {
  /** Requests allowed per window. */
  limit: number
  windowMs: number
  /**
   * What is counted together; defaults to the user, else the client's address (`callerKey`).
   * A key of null lets the request through uncounted (a limit meant for other callers).
   */
  key?: (c: Context<AppEnv>) => string | null
  /** Name of the limited capability, so two routes don't share a budget by accident. */
  name: string
  /** The time (ms) a test counts at; the store's clock otherwise. */
  now?: () => number
  /** The 429 to answer, when the capability has a more precise text than the generic one. */
  refusal?: () => AppError
}

/**
 * A fixed window per key, counted in the request's limit store (`c.get('limits')`: the
 * database or Redis every instance shares), before the route's work.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const policy: WindowPolicy = { kind: 'window', limit: options.limit, windowMs: options.windowMs }
  return async function rateLimited(c, next) {
    const callerKey = (options.key ?? defaultKey)(c)
    if (callerKey === null) return next()
    const limits = c.get('limits')
    if (!limits) throw new Error(`rateLimit ${options.name}: no limit store on the request`)
    const reservation = await limits.reserve(
      `rate:${options.name}:${callerKey}`,
      policy,
      options.now?.(),
    )
    if (!reservation.granted) {
      c.header('Retry-After', String(retryAfterSeconds(reservation)))
      throw options.refusal ? options.refusal() : tooManyRequests()
    }
    await next()
  }
}

/**
 * The user, else the client's address (proxy-aware, IPv6 by /64: `clientAddress`), never
 * the guest device id: the client chooses that header, so a new id per request would
 * buy a new budget each time.
 */
export function callerKey(c: Context<AppEnv>): string {
  const { user } = c.get('auth')
  if (user) return `user:${user.oid}`
  return `ip:${clientAddress(c.get('common').ip)}`
}
const defaultKey = callerKey

/** Guests by client address (users are not counted): a limit meant for guests only. */
export function guestIpKey(c: Context<AppEnv>): string | null {
  const { user, guestDeviceId } = c.get('auth')
  return !user && guestDeviceId ? `guest-ip:${clientAddress(c.get('common').ip)}` : null
}
