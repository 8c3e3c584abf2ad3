/** Tables owned by the stories area (see migrations.ts). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely'

export type ContentStatus = 'draft' | 'published' | 'deleted'
export type ContentVisibility = 'public' | 'private'

/** Postgres `bigint` arrives as a string (pg) or a bigint (PGlite); written as numbers. */
type Counter = ColumnType<string | number | bigint, number | undefined, number>

/**
 * One story-chat content. The metadata document is the source of truth for the writer;
 * the relational columns mirror it for the catalogue (filters, ranking, search).
 */
export interface StoryContentsTable {
  id: string
  creator_oid: string
  /** Attribution shown as the story's creator; null until set, immutable once set. */
  story_chat_creator_oid: string | null
  status: ContentStatus
  visibility: ContentVisibility
  adult: boolean
  title: string
  brief_intro: string
  description: string
  thumbnail: string
  hashtags: string[]
  language: string
  model: string
  /** Credits; 0 means free. */
  price: number
  metadata: JSONColumnType<Record<string, unknown>>
  metadata_version: number
  /** The compiled version players get, or null when never published. */
  published_version: number | null
  first_published_at: Date | null
  published_at: Date | null
  chat_count: Counter
  credits_spent: Counter
  /** Generated tsvector (title, intro, description, hashtags); never selected. */
  search: ColumnType<never, never, never>
  created_at: Date
  updated_at: Date
  deleted_at: Date | null
}

export interface StoryCanvasesTable {
  content_oid: string
  canvas: JSONColumnType<Record<string, unknown>>
  version: number
  updated_at: Date
}

export interface StoryCompiledVersionsTable {
  id: string
  content_oid: string
  version: number
  hash: string
  engine_version: string
  compiled: JSONColumnType<Record<string, unknown>>
  created_at: Date
  created_by: string
}

/**
 * A draft compiled for its writer's test chat ("test from here"): never published. A room
 * that plays it names it as `compiled_version = -draft` (compiled.ts, `getCompiledVersion`).
 */
export interface StoryDraftVersionsTable {
  content_oid: string
  draft: number
  hash: string
  engine_version: string
  compiled: JSONColumnType<Record<string, unknown>>
  created_at: Date
  created_by: string
}

/** Per content and UTC day: chats started and credits spent, for the rankings. */
export interface StoryDailyStatsTable {
  content_oid: string
  day: ColumnType<Date | string, string, string>
  chats: Generated<number>
  credits: Counter
}

/** A player's purchase of a paid story (an entitlement; the coins moved in the wallet). */
export interface StoryPurchasesTable {
  user_oid: string
  content_oid: string
  price: ColumnType<number | string, number, number>
  purchased_at: ColumnType<Date | string, Date, Date>
}

export interface StoriesTables {
  story_contents: StoryContentsTable
  story_canvases: StoryCanvasesTable
  story_compiled_versions: StoryCompiledVersionsTable
  story_draft_versions: StoryDraftVersionsTable
  story_daily_stats: StoryDailyStatsTable
  story_purchases: StoryPurchasesTable
}
