/** What the admin front end may import: the audit log's wire types and its list's limits. */

export const AUDIT_PAGE_SIZE = 50

/** One admin change as the log page shows it. */
export interface AuditEntryView {
  id: string
  actorOid: string
  actorName: string
  action: string
  method: string
  path: string
  target: { kind: string; oid: string } | null
  before: unknown
  after: unknown
  reason: string | null
  requestId: string
  createdAt: string
}

export interface AuditListAnswer {
  entries: AuditEntryView[]
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: string | null
}

import type { JobStatus, QueueStat } from './machinery'

export type { JobStatus, QueueStat }

/** The admin area's routes as the typed client sees them (paths relative to `/api`). */
export interface AdminRoutes {
  'GET /admin/queues': {
    request: Record<string, never>
    response: { jobs: JobStatus[]; queues: QueueStat[] }
  }
  'GET /admin/audit-log': {
    request: {
      q?: string
      actor?: string
      target?: string
      before?: string
      limit?: number
    }
    response: AuditListAnswer
  }
}
