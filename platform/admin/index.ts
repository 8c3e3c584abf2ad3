/**
 * Admin area: the audit log every admin change is written to (`recordAdminChanges`, mounted
 * by the server over the API) and its page's call, `/api/admin/audit-log`; the queue monitor's
 * `/api/admin/queues` over the jobs and queues the server hands in.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import { type AdminAudit, createAdminAudit } from './audit'
import type { Machinery } from './machinery'
import { machineryRoutes } from './machinery-routes'
import { auditRoutes } from './routes'

export interface AdminDeps {
  db: Kysely<DB>
  clock: Clock
  /** The server's background jobs and the areas' queues, for the queue monitor. */
  machinery: Machinery
}

export interface AdminArea {
  audit: AdminAudit
  mounts: AreaMount[]
}

export function createAdmin(deps: AdminDeps): AdminArea {
  const audit = createAdminAudit(deps)
  return {
    audit,
    mounts: [
      { prefix: '', routes: auditRoutes(audit) },
      { prefix: '', routes: machineryRoutes(deps.machinery) },
    ],
  }
}

export type { AdminAudit, AuditQuery, AuditRecord } from './audit'
export { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditListAnswer } from './contract'
export type { JobStatus, Machinery, QueueStat } from './machinery'
export { adminMigrations } from './migrations'
export { hideSecrets, recordAdminChanges } from './record-changes'
export type { AdminTables } from './tables'
