/** Tables of the analytics area (see migrations.ts beside it). */
import type { JSONColumnType } from 'kysely'

/** One tracked event; rows are only ever inserted (a trigger refuses updates). */
export interface AnalyticsEventsTable {
  event_oid: string
  at: Date
  event: string
  user_oid: string | null
  guest_device_id: string | null
  /** The analytics client id, when the sampling rule kept it. */
  client_id: string | null
  load_id: string | null
  path: string | null
  content_oid: string | null
  properties: JSONColumnType<Record<string, unknown>, string, string>
}

export type AnalyticsTables = {
  analytics_events: AnalyticsEventsTable
}
