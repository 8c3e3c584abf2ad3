/** Review ratings: a reader's stars for a content, stored beside the review that gave them. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { listComments, type StoryComment } from './comments'
import {
  type RatingSummary,
  type ReaderBlocks,
  summarizeRatings,
  visibleToReader,
} from './rating-summary'

/**
 * Sets the reader's rating of a content to the review's stars: a later review replaces the
 * earlier rating (one per reader and content). A retried request names the same comment
 * and stars, so it changes nothing.
 */
export async function rateContent(
  db: Kysely<DB>,
  input: { userOid: string; contentOid: string; stars: number; commentOid: string; at: Date },
) {
  await db
    .insertInto('story_review_ratings')
    .values({
      user_oid: input.userOid,
      content_oid: input.contentOid,
      stars: input.stars,
      comment_oid: input.commentOid,
      updated_at: input.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_oid', 'content_oid']).doUpdateSet({
        stars: input.stars,
        comment_oid: input.commentOid,
        updated_at: input.at,
      }),
    )
    .execute()
}

export async function ratingsOf(db: Kysely<DB>, contentOid: string) {
  return db
    .selectFrom('story_review_ratings')
    .select(['user_oid', 'stars', 'comment_oid'])
    .where('content_oid', '=', contentOid)
    .execute()
}

export interface ReviewView {
  commentOid: string
  position: number
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
  /** The stars of the writer's current rating, on the review that gave them; else absent. */
  rating?: number
  /** On a reply: the top-level comment it answers. */
  parentOid?: string
}

/**
 * A content's comments as a reader sees them (oldest first, each with its position among
 * all), with the stars of the reviews that carry a rating, the summary of every rating,
 * the reader's own and the blocked authors whose comments were left out.
 */
export async function readReviews(
  db: Kysely<DB>,
  input: { contentOid: string; limit: number; readerOid: string | null; blocks: ReaderBlocks },
): Promise<{
  comments: ReviewView[]
  ratings: RatingSummary
  mine: { stars: number; commentOid: string } | null
  hiddenAuthors: string[]
}> {
  const [rows, ratings] = await Promise.all([
    listComments(db, input.contentOid, input.limit),
    ratingsOf(db, input.contentOid),
  ])
  const starsOn = new Map(ratings.map((rating) => [rating.comment_oid, rating.stars]))
  const all = rows.map((row, position) => reviewView(row, position, starsOn.get(row.oid)))
  const { visible, hiddenAuthors } = visibleToReader(all, input.blocks)
  const own = ratings.find((rating) => rating.user_oid === input.readerOid)
  return {
    comments: visible,
    // The story's rating is the same figure for every reader: blocks hide reviews, not votes.
    ratings: summarizeRatings(ratings.map((rating) => rating.stars)),
    mine: own ? { stars: own.stars, commentOid: own.comment_oid } : null,
    hiddenAuthors,
  }
}

function reviewView(
  comment: StoryComment,
  position: number,
  stars: number | undefined,
): ReviewView {
  return {
    commentOid: comment.oid,
    position,
    contentOid: comment.content_oid,
    commenterOid: comment.user_oid,
    commentContent: comment.text,
    createdAt: new Date(comment.created_at).toISOString(),
    ...(stars === undefined ? {} : { rating: stars }),
    ...(comment.parent_oid ? { parentOid: comment.parent_oid } : {}),
  }
}
