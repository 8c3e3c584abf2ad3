/** Tables of direct chat's moderation (see migrations.ts). */
import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type ModerationTables = {
  direct_chat_bans: {
    room_oid: string
    user_oid: string
    banned_by: string
    reason: ColumnType<string, string | undefined, string>
    created_at: Timestamp
  }
  direct_chat_report_reviews: {
    report_oid: string
    state: 'dismissed' | 'actioned'
    reviewed_by: string
    reviewed_at: Timestamp
  }
}
