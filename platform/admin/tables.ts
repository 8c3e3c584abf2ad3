/** Tables owned by the admin area (see migrations.ts). */
import type { ColumnType, Generated } from 'kysely'

type Json = ColumnType<unknown, string | null, never>

/**
 * One change an admin made: who, what, on what, the state before and after, when.
 * Append-only: the database refuses updates and deletes (migrations.ts).
 */
export interface AdminAuditLogTable {
  id: Generated<string>
  actor_oid: string
  actor_name: string
  /** What was done: a named action (`prompts.activate`) or the call (`POST /api/…`). */
  action: string
  method: string
  path: string
  target_kind: string | null
  target_oid: string | null
  before: Json
  after: Json
  reason: string | null
  request_id: string
  created_at: ColumnType<Date, Date, never>
}

export interface AdminTables {
  admin_audit_log: AdminAuditLogTable
}
