/**
 * Pure rules of reviews: a content's rating summary and which comments a reader sees
 * through their blocks.
 */

export const MIN_STARS = 1
export const MAX_STARS = 5

export interface RatingSummary {
  /** The mean of the ratings, rounded to one decimal; null with no rating. */
  average: number | null
  count: number
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: [number, number, number, number, number]
}

/** The summary of a content's ratings; a value out of 1–5 is not a rating and is ignored. */
export function summarizeRatings(stars: readonly number[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0]
  let total = 0
  let count = 0
  for (const value of stars) {
    if (!Number.isInteger(value) || value < MIN_STARS || value > MAX_STARS) continue
    distribution[value - 1] = (distribution[value - 1] ?? 0) + 1
    total += value
    count += 1
  }
  return {
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    count,
    distribution,
  }
}

export interface ReaderBlocks {
  userOids: readonly string[]
  commentOids: readonly string[]
}

/**
 * The comments a reader sees: not those they blocked, nor any by an author they blocked.
 * `hiddenAuthors` are the blocked authors who had a comment here, in first-hidden order,
 * so the page can offer to unblock them where their reviews were.
 */
export function visibleToReader<Comment extends { commentOid: string; commenterOid: string }>(
  comments: readonly Comment[],
  blocks: ReaderBlocks,
): { visible: Comment[]; hiddenAuthors: string[] } {
  const users = new Set(blocks.userOids)
  const blocked = new Set(blocks.commentOids)
  const visible: Comment[] = []
  const hiddenAuthors: string[] = []
  for (const comment of comments) {
    if (users.has(comment.commenterOid)) {
      if (!hiddenAuthors.includes(comment.commenterOid)) hiddenAuthors.push(comment.commenterOid)
      continue
    }
    if (!blocked.has(comment.commentOid)) visible.push(comment)
  }
  return { visible, hiddenAuthors }
}
