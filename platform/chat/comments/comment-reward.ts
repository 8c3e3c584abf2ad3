/**
 * The spec's comment reward: a review earns its writer 2 coins the first time, 1 coin
 * later. "First" is the user's first rewarded review of that content. Abuse is capped:
 * at most one reward per user, content and UTC day, at most COMMENT_REWARDS_PER_DAY
 * rewards per user and day, none on one's own content and none for a content the writer
 * cannot view (a review is of something watched, read or played).
 *
 * The decision is stored first (one row per comment, under those unique keys), then the
 * coins are posted as one `bonus` ledger transaction keyed by the row, then the row is
 * marked paid: a retry, a crash between the steps or two racing comments pay exactly
 * once, and a reward left unpaid by a crash is paid by `repairUnpaidRewards` (at start-up
 * and with the chat sweep every minute) without waiting for its writer to retry.
 */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { StoryCommentRewardsTable } from '../coupon-tables'
import type { ChatWallet } from '../ports'

export type StoryCommentReward = Selectable<StoryCommentRewardsTable>

/** Coins for the user's first rewarded review of a content, and for each later one. */
export const FIRST_REVIEW_COINS = 2
export const LATER_REVIEW_COINS = 1
/** Rewards one user may earn in a UTC day, over all contents. */
export const COMMENT_REWARDS_PER_DAY = 10

export interface RewardCandidate {
  commentOid: string
  userOid: string
  contentOid: string
  /** Whose content it is (no reward for commenting on one's own). */
  ownerOids: readonly string[]
  /** Whether the writer may view the content. */
  canView: boolean
}

export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

export async function findCommentReward(db: Kysely<DB>, commentOid: string) {
  return db
    .selectFrom('story_comment_rewards')
    .selectAll()
    .where('comment_oid', '=', commentOid)
    .executeTakeFirst()
}

/** Decides the comment's reward (or none) and pays it; a repeated call pays nothing more. */
export async function rewardComment(
  deps: { db: Kysely<DB>; clock: Clock; wallet: Pick<ChatWallet, 'grant'> },
  candidate: RewardCandidate,
): Promise<StoryCommentReward | null> {
  const reward =
    (await findCommentReward(deps.db, candidate.commentOid)) ??
    (await decideReward(deps.db, deps.clock, candidate))
  if (!reward) return null
  await payReward(deps, reward)
  return reward
}

/** Rewards decided this long ago and still unpaid are the repair's: younger ones are in flight. */
export const REWARD_REPAIR_GRACE_MS = 60_000

/**
 * Pays rewards a crash left decided but unpaid (like payments' repairUnfulfilled): the grant
 * is keyed by the reward, so one paid meanwhile only replays. Returns how many it paid.
 */
export async function repairUnpaidRewards(
  deps: { db: Kysely<DB>; clock: Clock; wallet: Pick<ChatWallet, 'grant'> },
  options: { limit?: number } = {},
): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - REWARD_REPAIR_GRACE_MS)
  const unpaid = await deps.db
    .selectFrom('story_comment_rewards')
    .selectAll()
    .where('paid_at', 'is', null)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(options.limit ?? 500)
    .execute()
  for (const reward of unpaid) await payReward(deps, reward)
  return unpaid.length
}

async function decideReward(
  db: Kysely<DB>,
  clock: Clock,
  candidate: RewardCandidate,
): Promise<StoryCommentReward | null> {
  if (!candidate.canView || candidate.ownerOids.includes(candidate.userOid)) return null
  const now = clock.now()
  const day = utcDay(now)
  return db.transaction().execute(async (trx) => {
    // One user's rewards are decided one at a time, so the daily count cannot be overrun.
    await sql`select pg_advisory_xact_lock(hashtext(${`comment-reward:${candidate.userOid}`}))`.execute(
      trx,
    )
    // The comment row is locked as a delete locks it: a comment deleted meanwhile earns nothing.
    const live = await trx
      .selectFrom('story_comments')
      .select('oid')
      .where('oid', '=', candidate.commentOid)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (!live) return null
    const earlier = await trx
      .selectFrom('story_comment_rewards')
      .select(['content_oid', 'reward_day', 'comment_oid'])
      .where('user_oid', '=', candidate.userOid)
      .where((eb) =>
        eb.or([eb('reward_day', '=', day), eb('content_oid', '=', candidate.contentOid)]),
      )
      .execute()
    if (earlier.some((row) => row.comment_oid === candidate.commentOid)) {
      return (await findCommentReward(trx, candidate.commentOid)) ?? null
    }
    const today = earlier.filter((row) => row.reward_day === day)
    if (today.length >= COMMENT_REWARDS_PER_DAY) return null
    if (today.some((row) => row.content_oid === candidate.contentOid)) return null
    const first = !earlier.some((row) => row.content_oid === candidate.contentOid)
    return (
      (await trx
        .insertInto('story_comment_rewards')
        .values({
          comment_oid: candidate.commentOid,
          user_oid: candidate.userOid,
          content_oid: candidate.contentOid,
          coins: first ? FIRST_REVIEW_COINS : LATER_REVIEW_COINS,
          first_review: first,
          reward_day: day,
          ledger_key: `comment-reward:${candidate.commentOid}`,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst()) ?? null
    )
  })
}

/** The reward's coins as bonus coins, from promotions; the same key and body every time. */
async function payReward(
  deps: { db: Kysely<DB>; clock: Clock; wallet: Pick<ChatWallet, 'grant'> },
  reward: StoryCommentReward,
) {
  if (reward.paid_at) return
  await deps.wallet.grant({
    key: reward.ledger_key,
    userOid: reward.user_oid,
    kind: 'bonus_coins',
    amount: reward.coins,
    type: 'bonus',
    metadata: {
      reason: 'comment-reward',
      commentOid: reward.comment_oid,
      contentOid: reward.content_oid,
      firstReview: reward.first_review,
    },
  })
  await deps.db
    .updateTable('story_comment_rewards')
    .set({ paid_at: deps.clock.now() })
    .where('comment_oid', '=', reward.comment_oid)
    .where('paid_at', 'is', null)
    .execute()
}
