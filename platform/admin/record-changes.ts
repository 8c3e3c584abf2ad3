import type { Context, MiddlewareHandler, Next } from 'hono'
import type { Logger } from 'pino'
import type { AppEnv } from '../http'
import type { AdminAudit } from './audit'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SECRET_KEY = /pass(word)?|secret|token|otp|private|api.?key|card/i
// The fields every client call carries (platform/http's common fields): not the change.
const COMMON_FIELDS = new Set([
  'token',
  'platformType',
  'complianceAccount',
  'gaClientId',
  'lang',
  'requestorOid',
  'loginType',
  'checkAdmin',
  'country',
])

/**
 * Writes every change an admin's rights made to the audit log: any call that is not a read,
 * answered below 400, where `requireAdmin` (or `noteAdminChange`) ran. The route's note
 * names the action and the state before and after; otherwise the call and its body (secrets
 * hidden) are what is written. The change is the area's, committed before this runs: a
 * failed write is logged as an error and the answer stands.
 */
export function recordAdminChanges(audit: AdminAudit, logger: Logger): MiddlewareHandler<AppEnv> {
  // A read goes straight on: this layer costs the read path one call, no promise of its own.
  return (c, next) => (READS.has(c.req.method) ? next() : recordAfter(c, next))

  async function recordAfter(c: Context<AppEnv>, next: Next): Promise<void> {
    await next()
    if (!c.get('adminActed') || c.res.status >= 400 || c.error) return
    const user = c.get('auth')?.user
    if (!user) return
    const note = c.get('adminChange') ?? {}
    if (note.unchanged) return
    const body = changeOf(c.get('body'))
    try {
      await audit.record({
        actorOid: user.oid,
        actorName: user.nickname || user.oid,
        action: note.action ?? `${c.req.method} ${c.req.path}`,
        method: c.req.method,
        path: c.req.path,
        target: note.target ?? null,
        before: note.before ?? null,
        after: note.after ?? body,
        reason: note.reason ?? null,
        requestId: c.get('requestId') ?? '',
      })
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, 'admin audit entry not written')
    }
  }
}

/** A request body as the change it asks for: without the common fields, secrets hidden. */
export function changeOf(body: Record<string, unknown> | undefined): unknown {
  if (!body) return null
  const fields = Object.entries(body).filter(([key]) => !COMMON_FIELDS.has(key))
  return fields.length > 0 ? hideSecrets(Object.fromEntries(fields)) : null
}

/** The value with every field whose name says secret replaced, at any depth. */
export function hideSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => hideSecrets(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[hidden]' : hideSecrets(item, depth + 1),
    ]),
  )
}
