import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'
import type { Clock } from '../http'
import { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditListAnswer } from './contract'

/** One admin change to write down. */
export interface AuditRecord {
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
}

export interface AuditQuery {
  /** Words found in the action, the call's path, the admin's name or the target's id. */
  q?: string | undefined
  actorOid?: string | undefined
  targetOid?: string | undefined
  /** An entry id: the page continues with older entries. */
  before?: string | undefined
  limit?: number | undefined
}

export interface AdminAudit {
  record(entry: AuditRecord): Promise<void>
  list(query: AuditQuery): Promise<AuditListAnswer>
}

export function createAdminAudit(deps: { db: Kysely<DB>; clock: Clock }): AdminAudit {
  const { db, clock } = deps
  return {
    async record(entry) {
      await db
        .insertInto('admin_audit_log')
        .values({
          actor_oid: entry.actorOid,
          actor_name: entry.actorName,
          action: entry.action.slice(0, 200),
          method: entry.method,
          path: entry.path,
          target_kind: entry.target?.kind ?? null,
          target_oid: entry.target?.oid ?? null,
          before: jsonOrNull(entry.before),
          after: jsonOrNull(entry.after),
          reason: entry.reason,
          request_id: entry.requestId,
          created_at: clock.now(),
        })
        .execute()
    },

    async list(query) {
      const limit = query.limit ?? AUDIT_PAGE_SIZE
      let select = db.selectFrom('admin_audit_log').selectAll()
      if (query.before) select = select.where('id', '<', query.before)
      if (query.actorOid) select = select.where('actor_oid', '=', query.actorOid)
      if (query.targetOid) select = select.where('target_oid', '=', query.targetOid)
      for (const word of words(query.q)) {
        const pattern = `%${escapeLike(word)}%`
        select = select.where((eb) =>
          eb.or([
            eb('action', 'ilike', pattern),
            eb('path', 'ilike', pattern),
            eb('actor_name', 'ilike', pattern),
            eb(sql<string>`coalesce(target_oid, '')`, 'ilike', pattern),
          ]),
        )
      }
      const rows = await select
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute()
      const page = rows.slice(0, limit)
      return {
        entries: page.map(
          (row): AuditEntryView => ({
            id: String(row.id),
            actorOid: row.actor_oid,
            actorName: row.actor_name,
            action: row.action,
            method: row.method,
            path: row.path,
            target:
              row.target_kind && row.target_oid
                ? { kind: row.target_kind, oid: row.target_oid }
                : null,
            before: row.before ?? null,
            after: row.after ?? null,
            reason: row.reason,
            requestId: row.request_id,
            createdAt: row.created_at.toISOString(),
          }),
        ),
        next: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      }
    },
  }
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value)
}

function words(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`)
}
