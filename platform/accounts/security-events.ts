/**
 * Changes to what proves an account (its password, its two-factor sign-in, its roles), told
 * to the areas that hold credentials of their own for it: a live tool key is revoked by a
 * password reset, a 2FA change or the loss of the livestreamer role. Told after the change is
 * committed; a listener's failure is logged and never undoes or fails the change.
 */
import type { Logger } from 'pino'

export type SecurityChange = 'password-reset' | 'two-factor' | 'roles'
export type SecurityListener = (userId: string, change: SecurityChange) => Promise<void>

export interface SecurityEvents {
  listen(listener: SecurityListener): void
  tell(userId: string, change: SecurityChange): Promise<void>
}

export function createSecurityEvents(logger: Logger): SecurityEvents {
  const listeners = new Set<SecurityListener>()
  return {
    listen: (listener) => void listeners.add(listener),
    async tell(userId, change) {
      for (const listener of listeners) {
        await listener(userId, change).catch((error: unknown) =>
          logger.error({ err: error, userId, change }, 'security change listener failed'),
        )
      }
    },
  }
}
