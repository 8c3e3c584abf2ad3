import type { ColumnType } from 'kysely'

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>

export interface ChatCouponsTable {
  oid: string
  /** Upper-case letters, digits and dashes; players may type it in any case. */
  code: string
  /** Chats one redemption grants. */
  chats: number
  /** How many holders may redeem it; null is unlimited. */
  max_redemptions: number | null
  redemptions: ColumnType<number, number | undefined, number>
  expires_at: Date | null
  note: ColumnType<string, string | undefined, string>
  created_by: string
  created_at: CreatedAt
  deleted_at: Date | null
}

export interface ChatCouponRedemptionsTable {
  oid: string
  coupon_oid: string
  /** Exactly one holder: a user or a guest device. */
  owner_user_oid: string | null
  owner_guest_device: string | null
  chats_granted: number
  chats_used: ColumnType<number, number | undefined, number>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type CouponUseStatus = 'used' | 'refunded'

export interface ChatCouponUsesTable {
  /** The turn's request id: one coupon chat per turn, given back at most once. */
  request_id: string
  redemption_oid: string
  coupon_oid: string
  status: CouponUseStatus
  created_at: CreatedAt
  refunded_at: Date | null
}

export interface StoryCommentsTable {
  oid: string
  content_oid: string
  user_oid: string
  text: string
  /** Idempotency key of the request that wrote it: a retried POST writes one comment. */
  request_key: string | null
  created_at: CreatedAt
  deleted_at: Date | null
  /** The top-level comment this one replies to; null for a top-level comment. */
  parent_oid: ColumnType<string | null, string | null | undefined, string | null>
  /** When the content's creator pinned it (one per content); null when not pinned. */
  pinned_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** The channel manager who wrote it as the channel's team (audit); null otherwise. */
  acting_manager_oid: ColumnType<string | null, string | null | undefined, string | null>
}

/** A reader's star rating of a content (1–5): one per reader and content, the latest review's. */
export interface StoryReviewRatingsTable {
  user_oid: string
  content_oid: string
  stars: number
  /** The review (comment) that carries the rating. */
  comment_oid: string
  updated_at: Date
}

export interface StoryCommentRefundsTable {
  oid: string
  user_oid: string
  content_oid: string
  comment_oid: string
  message_oids: ColumnType<string[], string, string>
  credits: number
  paid_credits: number
  bonus_credits: number
  ledger_key: string
  created_at: CreatedAt
}

/** A comment's reward in coins (the spec's 2 for a first review, 1 for later ones). */
export interface StoryCommentRewardsTable {
  comment_oid: string
  user_oid: string
  content_oid: string
  coins: number
  first_review: boolean
  /** The UTC day of the reward, 'YYYY-MM-DD' by the server's clock. */
  reward_day: string
  ledger_key: string
  created_at: Date
  /** When the coins were posted; null until then (see the repair in comment-reward.ts). */
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

export interface ChatCouponTables {
  chat_coupons: ChatCouponsTable
  chat_coupon_redemptions: ChatCouponRedemptionsTable
  chat_coupon_uses: ChatCouponUsesTable
  story_comments: StoryCommentsTable
  story_comment_refunds: StoryCommentRefundsTable
  story_comment_rewards: StoryCommentRewardsTable
  story_review_ratings: StoryReviewRatingsTable
}
