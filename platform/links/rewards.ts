/**
 * The X follower reward (spec: 100 followers gives 100 coins; 500 gives 500 coins): one per
 * X account, ever. The row is claimed first (its X account id is the key), then paid as one
 * ledger transaction whose idempotency key is the X account's, so a retry pays nothing more
 * and another account that links the same X account later finds the row taken.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { Clock } from '../http'
import { X_REWARD_TIERS } from './contract'
import type { LinksWalletPort } from './ports'

/** The coins a follower count earns: the highest tier reached, or 0. */
export function rewardFor(followers: number): number {
  return X_REWARD_TIERS.find((tier) => followers >= tier.followers)?.coins ?? 0
}

export const rewardLedgerKey = (xUserId: string) => `platform-links:x-reward:${xUserId}`

/** Claims and pays the reward of this X account to this user; answers the coins paid (0 if none). */
export async function payXReward(
  deps: { db: Kysely<DB>; clock: Clock; wallet: LinksWalletPort },
  input: { userOid: string; xUserId: string; followers: number },
): Promise<number> {
  const coins = rewardFor(input.followers)
  if (coins === 0) return 0
  const now = deps.clock.now()
  await deps.db
    .insertInto('platform_x_rewards')
    .values({
      x_user_id: input.xUserId,
      user_oid: input.userOid,
      followers: input.followers,
      coins,
      ledger_key: rewardLedgerKey(input.xUserId),
      created_at: now,
      paid_at: null,
    })
    .onConflict((oc) => oc.column('x_user_id').doNothing())
    .execute()
  const reward = await deps.db
    .selectFrom('platform_x_rewards')
    .selectAll()
    .where('x_user_id', '=', input.xUserId)
    .executeTakeFirstOrThrow()
  if (reward.user_oid.trim() !== input.userOid) return 0
  if (reward.paid_at) return reward.coins
  // The body comes from the claimed row, so every retry sends the same one.
  await deps.wallet.grant({
    key: reward.ledger_key,
    userOid: input.userOid,
    kind: 'bonus_coins',
    amount: reward.coins,
    type: 'bonus',
    metadata: {
      reason: 'x-follower-reward',
      xUserId: reward.x_user_id,
      followers: reward.followers,
    },
  })
  await deps.db
    .updateTable('platform_x_rewards')
    .set({ paid_at: now })
    .where('x_user_id', '=', input.xUserId)
    .where('paid_at', 'is', null)
    .execute()
  return reward.coins
}
