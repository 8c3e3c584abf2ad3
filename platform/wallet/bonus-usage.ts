/**
 * Bonus credits spent per user per UTC day, for the daily limit. Updated in the same
 * transaction as the charge, under the user's credit account locks, so it never races.
 */
import { toAmount } from './amounts'
import type { WalletTrx } from './ledger'

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export async function bonusUsed(trx: WalletTrx, userOid: string, day: string): Promise<number> {
  const row = await trx
    .selectFrom('wallet_bonus_usage')
    .select('used')
    .where('user_oid', '=', userOid)
    .where('day', '=', day)
    .executeTakeFirst()
  return row ? toAmount(row.used) : 0
}

/** Adds (or, for returned bonus, subtracts) usage; never below zero. */
export async function addBonusUsage(
  trx: WalletTrx,
  userOid: string,
  day: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return
  await trx
    .insertInto('wallet_bonus_usage')
    .values({ user_oid: userOid, day, used: Math.max(0, delta) })
    .onConflict((conflict) =>
      conflict.columns(['user_oid', 'day']).doUpdateSet((eb) => ({
        used: eb.fn('greatest', [eb.lit(0), eb('wallet_bonus_usage.used', '+', delta)]),
      })),
    )
    .execute()
}
