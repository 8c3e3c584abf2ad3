/** Tables of the content area's banners capability (see migrations.ts beside it). */
import type { JSONColumnType } from 'kysely'
import type { BannerKind, BannerPlacement, BannerStatus } from './contract'

export interface ContentBannersTable {
  oid: string
  kind: BannerKind
  creator_oid: string | null
  title: string
  image_url: string
  link_url: string
  placement: BannerPlacement
  languages: JSONColumnType<string[], string, string>
  countries: JSONColumnType<string[], string, string>
  starts_at: Date
  ends_at: Date
  sort_order: number
  status: BannerStatus
  published_at: Date | null
  /** Removed banners stay (their counts name them) but show nowhere. */
  deleted_at: Date | null
  updated_at: Date
  updated_by: string
  created_at: Date
}

/** One viewer's impression or click of a banner on a day (UTC): counted once, never changed. */
export interface ContentBannerEventsTable {
  banner_oid: string
  kind: 'impression' | 'click'
  day: string
  viewer_key: string
  at: Date
}

export type BannersTables = {
  content_banners: ContentBannersTable
  content_banner_events: ContentBannerEventsTable
}
