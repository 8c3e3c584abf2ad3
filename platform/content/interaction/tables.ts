/** Tables of the content area's interaction capability (see migrations.ts beside it). */
import type { ColumnType, JSONColumnType } from 'kysely'

type Json<T extends object> = JSONColumnType<T, string, string>
/** Postgres `bigint` arrives as a string (pg) or a bigint (PGlite). */
type Counter = ColumnType<string | number | bigint, number | undefined, number>

/**
 * A user's like of a content; one row per (user, content). `contents.likes` counts the
 * rows with `liked`. `changed_at` is the last flip, `created_at` the latest like.
 */
export interface ContentLikesTable {
  user_oid: string
  content_oid: string
  liked: boolean
  changed_at: Date
  created_at: Date
}

/** One like of a user on a comment; the comment itself lives in the chat area. */
export interface ContentCommentLikesTable {
  user_oid: string
  content_oid: string
  comment_oid: string
  liked: boolean
  changed_at: Date
  created_at: Date
}

/** Likes per comment, moved in the same transaction as the like rows. */
export interface ContentCommentLikeCountsTable {
  comment_oid: string
  content_oid: string
  likes: Counter
}

export type BlockKind = 'user' | 'content' | 'comment' | 'tag'

/** What a user hid from themselves: users, contents, comments or tags. */
export interface ContentBlocksTable {
  user_oid: string
  kind: BlockKind
  /** A user, content or comment oid, or a normalised tag. */
  target: string
  /** The content a blocked comment belongs to; null for other kinds. */
  content_oid: string | null
  created_at: Date
}

export type ReportStatus = 'open' | 'dismissed' | 'actioned'

export interface ReportedContent {
  contentOid: string
  contentType?: string
  commentOid?: string
  commentPosition?: number
  title?: string
}

/** A user's complaint about a content or one of its comments, kept for admins. */
export interface ContentReportsTable {
  oid: string
  reporter_oid: string
  content_oid: string
  /** The reported comment's oid, or '' for the content itself (part of the open-report key). */
  comment_oid: string
  creator_oid: string
  content_metadata: Json<ReportedContent>
  complaint: string
  status: ReportStatus
  created_at: Date
  resolved_at: Date | null
  resolved_by: string | null
}

/** One detection of illegal downloading, recorded by an admin. */
export interface IllegalDownloadDetectionsTable {
  oid: string
  user_oid: string
  recorded_by: string
  content_oid: string | null
  note: string
  created_at: Date
}

export type IllegalDownloaderStatus = 'warned' | 'suspended'

/** Where a user stands under the illegal-downloader rule (one row per detected user). */
export interface IllegalDownloadersTable {
  user_oid: string
  /** Detections since the last clearance. */
  detections: number
  status: IllegalDownloaderStatus
  warned_at: Date
  /** When the user acknowledged the warning; until then content fetches answer 444. */
  acknowledged_at: Date | null
  suspended_at: Date | null
  updated_at: Date
}

export type RatingFeeStatus = 'due' | 'paid' | 'cancelled'

export interface RatingDoc {
  contentOid: string
  requestedRating?: string
  note?: string
}

/** A creator's request for a rating review of a content, with its fee. */
export interface RatingFeeRequestsTable {
  oid: string
  content_oid: string
  creator_oid: string
  requested_by: string
  length_seconds: number
  /** Started 10-minute blocks of the content's length. */
  blocks: number
  amount_krw: number
  rating_doc: Json<RatingDoc>
  status: RatingFeeStatus
  created_at: Date
  updated_at: Date
  /** Set when paid: coins (10 coins = KRW 1,000), payer, time and the wallet's transaction. */
  paid_coins: ColumnType<number | null, number | null | undefined, number | null>
  paid_by: ColumnType<string | null, string | null | undefined, string | null>
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  transaction_id: ColumnType<string | null, string | null | undefined, string | null>
}

/** The highest like milestone a content's creator was told of. */
export interface ContentLikeMilestonesTable {
  content_oid: string
  likes: number
}

export interface InteractionTables {
  content_likes: ContentLikesTable
  content_like_milestones: ContentLikeMilestonesTable
  content_comment_likes: ContentCommentLikesTable
  content_comment_like_counts: ContentCommentLikeCountsTable
  content_blocks: ContentBlocksTable
  content_reports: ContentReportsTable
  illegal_download_detections: IllegalDownloadDetectionsTable
  illegal_downloaders: IllegalDownloadersTable
  rating_fee_requests: RatingFeeRequestsTable
}
