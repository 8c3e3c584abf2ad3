/** Tables owned by the live donations area (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { DonationOptions, DonationType } from './contract'
import type { MissionsTables } from './missions/tables'
import type { LiveRevenueTables } from './revenue/tables'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type LivedonationsTables = MissionsTables &
  LiveRevenueTables & {
    livedonation_donations: {
      oid: string
      creator_oid: string
      user_oid: string
      request_key: string
      donation_type: DonationType
      coin: number
      content: ColumnType<string, string | undefined, string>
      data_origin: ColumnType<string, string | undefined, string>
      is_hidden_name: ColumnType<boolean, boolean | undefined, boolean>
      is_pinned: ColumnType<boolean, boolean | undefined, boolean>
      views: ColumnType<number, number | undefined, number>
      create_time: Timestamp
      option_name: ColumnType<string | null, string | null | undefined, string | null>
    }
    livedonation_options: {
      creator_oid: string
      options: JSONColumnType<DonationOptions, string, string>
    }
  }
