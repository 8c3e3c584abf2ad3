/**
 * What changing a paid subscription's tier does (pure, shared with the subscribe dialog):
 * a dearer tier starts at once and costs the difference for the days left of the month;
 * a cheaper one starts with the next renewal (the month paid for keeps its tier); one at
 * the same price switches at once for nothing. Renewals then charge the new tier's price.
 */
import { type FirstPeriodShare, prorate } from './contract'

export interface MonthlyPrice {
  /** What the subscriber pays a month, minor units (the buyer rule applied). */
  amount: number
  /** What the ledger books a month, in coins-equivalent. */
  coins: number
}

export type TierChangeKind = 'upgrade' | 'downgrade' | 'switch'

export interface TierChangePlan {
  kind: TierChangeKind
  /** Charged now (upgrades only), minor units and coins; 0 otherwise. */
  amount: number
  coins: number
  /** When the new tier applies: now (upgrade, switch) or at the next renewal. */
  applies: 'now' | 'renewal'
}

export function planTierChange(
  current: MonthlyPrice,
  target: MonthlyPrice,
  share: Pick<FirstPeriodShare, 'days' | 'monthDays'>,
): TierChangePlan {
  if (target.amount > current.amount) {
    return {
      kind: 'upgrade',
      amount: prorate(target.amount - current.amount, share),
      // The ledger books a positive amount: a dearer tier in coins-equivalent, at least 1.
      coins: Math.max(1, prorate(Math.max(0, target.coins - current.coins), share)),
      applies: 'now',
    }
  }
  if (target.amount < current.amount) {
    return { kind: 'downgrade', amount: 0, coins: 0, applies: 'renewal' }
  }
  return { kind: 'switch', amount: 0, coins: 0, applies: 'now' }
}
