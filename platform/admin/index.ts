/**
 * Admin area: the audit log every admin change is written to (`recordAdminChanges`, mounted
 * by the server over the API) and its page's call, `/api/admin/audit-log`.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import { type AdminAudit, createAdminAudit } from './audit'
import { auditRoutes } from './routes'

export interface AdminDeps {
  db: Kysely<DB>
  clock: Clock
}

export interface AdminArea {
  audit: AdminAudit
  mounts: AreaMount[]
}

export function createAdmin(deps: AdminDeps): AdminArea {
  const audit = createAdminAudit(deps)
  return { audit, mounts: [{ prefix: '', routes: auditRoutes(audit) }] }
}

export type { AdminAudit, AuditQuery, AuditRecord } from './audit'
export { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditListAnswer } from './contract'
export { adminMigrations } from './migrations'
export { hideSecrets, recordAdminChanges } from './record-changes'
export type { AdminTables } from './tables'
