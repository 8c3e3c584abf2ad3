/** The polls' tables: a poll on a content (a community post) and its votes, one per user. */
import type { JSONColumnType } from 'kysely'

export interface ContentPollsTable {
  oid: string
  content_type: string
  content_oid: string
  owner_oid: string
  question: string
  /** The options in order: `[{ id, text }]`. */
  options: JSONColumnType<Array<{ id: string; text: string }>, string, string>
  closes_at: Date | null
  created_at: Date
  deleted_at: Date | null
}

/** A user's one vote on a poll; voting again updates the row. */
export interface ContentPollVotesTable {
  poll_oid: string
  user_oid: string
  option_id: string
  voted_at: Date
}

export interface PollsTables {
  content_polls: ContentPollsTable
  content_poll_votes: ContentPollVotesTable
}
