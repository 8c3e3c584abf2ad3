/** The community posts' table: a creator's posts on their channel. */
import type { JSONColumnType } from 'kysely'

export interface CommunityPostsTable {
  oid: string
  creator_oid: string
  text: string
  /** Upload keys of the post's images, in order. */
  images: JSONColumnType<string[], string, string>
  visibility: 'everyone' | 'tiers'
  tier_hashes: JSONColumnType<string[], string, string>
  /** Set while pinned: pinned posts come first, the latest pin first. */
  pinned_at: Date | null
  /** The writer's request id: a retried submit finds the post it made. */
  request_key: string | null
  created_at: Date
  edited_at: Date | null
  deleted_at: Date | null
}

export interface CommunityTables {
  community_posts: CommunityPostsTable
}
