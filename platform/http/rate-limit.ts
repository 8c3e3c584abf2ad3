import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { type AppError, tooManyRequests } from './errors'

export interface RateLimitOptions {
  /** Requests allowed per window. */
  limit: number
  windowMs: number
  /**
   * What is counted together; defaults to the user, else the guest device, else the IP.
   * A key of null lets the request through uncounted (a limit meant for other callers).
   */
  key?: (c: Context<AppEnv>) => string | null
  /** Name of the limited capability, so two routes don't share a budget by accident. */
  name: string
  now?: () => number
  /** The 429 to answer, when the capability has a more precise text than the generic one. */
  refusal?: () => AppError
}

/**
 * Fixed-window counter per key, in process memory. Good for one instance; behind a
 * load balancer each instance enforces its own share, which is why limits are per
 * capability and generous, and money is protected by the ledger, not by this.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { start: number; count: number }>()
  const now = options.now ?? Date.now
  let lastSweep = now()
  return async function rateLimited(c, next) {
    const time = now()
    if (time - lastSweep > options.windowMs) {
      for (const [key, window] of windows) {
        if (time - window.start >= options.windowMs) windows.delete(key)
      }
      lastSweep = time
    }
    const callerKey = (options.key ?? defaultKey)(c)
    if (callerKey === null) return next()
    const key = `${options.name}:${callerKey}`
    let window = windows.get(key)
    if (!window || time - window.start >= options.windowMs) {
      window = { start: time, count: 0 }
      windows.set(key, window)
    }
    window.count += 1
    if (window.count > options.limit) {
      c.header('Retry-After', String(Math.ceil((window.start + options.windowMs - time) / 1000)))
      throw options.refusal ? options.refusal() : tooManyRequests()
    }
    await next()
  }
}

function defaultKey(c: Context<AppEnv>): string {
  const { user, guestDeviceId } = c.get('auth')
  if (user) return `user:${user.oid}`
  if (guestDeviceId) return `guest:${guestDeviceId}`
  return `ip:${c.get('common').ip}`
}

/**
 * Guests by client IP (users are not counted): a guest device id comes from the client,
 * so a limit per device alone is bypassed by inventing a new id for every request.
 */
export function guestIpKey(c: Context<AppEnv>): string | null {
  const { user, guestDeviceId } = c.get('auth')
  return !user && guestDeviceId ? `guest-ip:${c.get('common').ip}` : null
}
