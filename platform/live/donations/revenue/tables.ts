/** Tables of live revenue (see migrations.ts). */
import type { ColumnType } from 'kysely'

export type LiveRevenueTables = {
  livedonation_sponsors: {
    user_oid: string
    creator_oid: string
    coin: ColumnType<string | number, number | undefined, number>
    count: ColumnType<number, number | undefined, number>
    last_time: ColumnType<Date, Date | string, Date | string>
  }
}
