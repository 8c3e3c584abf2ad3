import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { type AppEnv, badRequest } from '../../http'

/**
 * The client's `Idempotency-Key` header, scoped to the user and the route so keys from
 * different users or routes never collide; without a header every request is new.
 */
export function idempotencyKey(c: Context<AppEnv>, userOid: string, scope: string): string {
  const header = c.req.header('idempotency-key')
  if (header === undefined) return `${scope}:${userOid}:${randomUUID()}`
  if (!/^[\w.:-]{8,128}$/.test(header)) {
    throw badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 8–128 letters, digits, or ._:-',
    )
  }
  return `${scope}:${userOid}:${header}`
}
