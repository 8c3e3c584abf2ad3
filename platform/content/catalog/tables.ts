/** Tables of the content area's catalog capability (see migrations.ts beside it). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

export type ContentType = 'story' | 'clip' | 'playlist' | 'preview' | 'scenario'
export type ContentCategory =
  | 'audio-drama'
  | 'asmr'
  | 'realplay'
  | 'story-chat'
  | 'anime'
  | 'bl'
  | 'draw'
  | 'japan'
  | 'other'
export type ContentMedia = 'audio' | 'video' | 'none'
export type ContentStatus =
  | 'unpublished'
  | 'inprogress'
  | 'scheduled'
  | 'encoding'
  | 'published'
  | 'deleted'
export type ContentVisibility = 'public' | 'private'
export type ContentLanguage = 'en' | 'ko' | 'jp' | 'es'

export interface MultiLangTitle {
  en?: string
  ko?: string
  jp?: string
  es?: string
}
export interface DiscountSetting {
  code: string
  amount: number
}
export interface Collaborator {
  userOid: string
  /** Percent of the sale credited to this co-creator, 0–100. */
  share: number
}
/** A rendition the encoder produced (an HLS playlist or an audio file). */
export interface MediaRendition {
  kind: 'hls' | 'aac' | 'opus' | 'mp3' | 'mp4'
  address: string
  width?: number
  height?: number
  bitrate?: number
}
export interface MediaAssets {
  /** Uploaded originals, as asset addresses. */
  sources?: string[]
  renditions?: MediaRendition[]
  poster?: string
  /** WebVTT subtitle addresses by language. */
  subtitles?: Partial<Record<ContentLanguage, string>>
  /** A short sample anyone may play (adult previews still need verification). */
  preview?: string
  /** The original the entitled viewer may download. */
  download?: string
}

/** Postgres `bigint` arrives as a string (pg) or a bigint (PGlite); written as numbers. */
type Counter = ColumnType<string | number | bigint, number | undefined, number>
type Json<T extends object> = JSONColumnType<T, string, string>

/** One piece of content of any type; the catalog owns it, other capabilities read it through its service. */
export interface ContentsTable {
  oid: string
  creator_oid: string
  content_type: ContentType
  category: ContentCategory
  media: ContentMedia
  status: ContentStatus
  visibility: ContentVisibility
  title: string
  multi_lang_title: Json<MultiLangTitle>
  description: string
  hashtags: string[]
  language: ContentLanguage
  thumbnail: string
  adult: boolean
  /** Coins; 0 means free. */
  price: number
  allow_bonus: boolean
  only_purchasable_with_coins: boolean
  /** Tier hashes that may view; empty means viewable regardless of subscription. */
  viewable_tiers: string[]
  viewable_without_sub: boolean
  free_tier: boolean
  sale_count_limit: number | null
  sold_count: Generated<number>
  discount_settings: Json<DiscountSetting[]>
  collaborators: Json<Collaborator[]>
  length_seconds: number
  media_assets: Json<MediaAssets>
  rating_required: boolean
  rating_status: string | null
  views: Counter
  likes: Counter
  play_count: Counter
  play_seconds: Counter
  chat_count: Counter
  /** Extra fields the spec's content carries. */
  video_layout: string | null
  hide_content: Generated<boolean>
  /** What the content becomes once its encoding finishes (published, scheduled or inprogress). */
  status_after_encoding: ContentStatus | null
  encoding_error: string | null
  scheduled_at: Date | null
  published_at: Date | null
  created_at: Date
  updated_at: Date
  deleted_at: Date | null
}

/** An oid reserved for a creator (POST /content/issueid) before the content exists. */
export interface ContentIssuedIdsTable {
  oid: string
  creator_oid: string
  issued_at: Date
}

/** One viewer's record of one content: views, plays and where they stopped. */
export interface ContentWatchHistoryTable {
  /** 'u:' + user oid, or 'g:' + guest device id. */
  viewer_key: string
  content_oid: string
  views: Generated<number>
  play_count: Generated<number>
  play_seconds: Counter
  last_position: number | null
  last_viewed_at: Date | null
  view_counted_at: Date | null
  updated_at: Date
}

export interface CatalogTables {
  contents: ContentsTable
  content_issued_ids: ContentIssuedIdsTable
  content_watch_history: ContentWatchHistoryTable
}
