/** Live ads tables (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { AdCounterEvent, ServedAd } from './contract'

type Time = ColumnType<Date, Date | string, Date | string>

export type LiveadsTables = {
  live_ads: {
    oid: string
    title: string
    media_url: string
    click_url: string | null
    skip_after_seconds: number
    threshold_seconds: number
    enabled: boolean
    created_by: string
    created_at: Time
    updated_at: Time
    deleted_at: Time | null
  }
  live_ads_served: {
    ad_oid: string
    snapshot: JSONColumnType<ServedAd, string, string>
    synced_by: string
    synced_at: Time
  }
  live_ad_counts: {
    ad_oid: string
    day: ColumnType<string, string, string>
    event: AdCounterEvent
    count: ColumnType<string | number, number, number>
  }
}
