/** Tables of mission donations (see migrations.ts). */
import type { ColumnType } from 'kysely'
import type { MissionStatus } from './contract'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>

export type MissionsTables = {
  livedonation_missions: {
    oid: string
    creator_oid: string
    user_oid: string
    content: string
    status: MissionStatus
    coin: ColumnType<number, number | undefined, number>
    time_limit: number
    pending_time_limit: number
    cancellation_penalty_percent: number
    failure_reward_percent: number
    data_origin: ColumnType<string, string | undefined, string>
    is_hidden_name: ColumnType<boolean, boolean | undefined, boolean>
    /** The nickname when the mission was staked ('' before 0624). */
    user_nickname: ColumnType<string, string | undefined, string>
    create_time: Timestamp
    start_time: NullableTimestamp
    end_time: NullableTimestamp
    due_time: NullableTimestamp
    creator_coin: ColumnType<number | null, number | null | undefined, number | null>
    settled_time: NullableTimestamp
  }
  livedonation_mission_stakes: {
    oid: string
    mission_oid: string
    user_oid: string
    request_key: string
    coin: number
    is_hidden_name: ColumnType<boolean, boolean | undefined, boolean>
    /** holding: row written, hold not confirmed; held: coins in escrow; returned: given back. */
    state: 'holding' | 'held' | 'returned'
    create_time: Timestamp
  }
}
