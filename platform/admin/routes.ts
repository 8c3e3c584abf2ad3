/** /admin/audit-log: the admins' changes, newest first, searched and keyset-paged. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, objectIdField, queryInteger, readQuery, requireAdmin } from '../http'
import type { AdminAudit } from './audit'
import { AUDIT_PAGE_SIZE } from './contract'

const listQuery = z.object({
  q: z.string().trim().max(200, 'Search with at most 200 characters.').optional(),
  actor: objectIdField('actor must be a user id').optional(),
  target: z.string().trim().min(1).max(64).optional(),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'before must be an entry id')
    .optional(),
  limit: queryInteger(z.number().int().min(1).max(AUDIT_PAGE_SIZE)).optional(),
})

export function auditRoutes(audit: AdminAudit) {
  const routes = new Hono<AppEnv>()
  routes.get('/admin/audit-log', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, listQuery)
    return c.json(
      await audit.list({
        q: query.q,
        actorOid: query.actor,
        targetOid: query.target,
        before: query.before,
        limit: query.limit,
      }),
    )
  })
  return routes
}
