/** The live co-host's tables (see migrations.ts). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'
import type { CohostTriggers } from './contract'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type CohostTurnStatus = 'reserved' | 'streaming' | 'settled' | 'failed'

export type LiveCohostTables = {
  live_cohost_settings: {
    creator_oid: string
    story_oid: string | null
    version: number | null
    character_name: Generated<string>
    persona: Generated<string>
    triggers: JSONColumnType<CohostTriggers, string, string>
    voice: string | null
    monthly_allowance: Generated<number>
    stream_cap: Generated<number>
    muted: Generated<boolean>
    updated_at: Timestamp
  }
  live_cohost_turns: {
    oid: string
    creator_oid: string
    stream_oid: string
    trigger_key: string
    status: CohostTurnStatus
    price: number
    charged: number | null
    message_id: ColumnType<string | null, string | number | null, string | number | null>
    started_at: Timestamp
    finished_at: ColumnType<Date | null, Date | string | null, Date | string | null>
  }
}
