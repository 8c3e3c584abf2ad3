/**
 * Which part of a charge comes from bonus and which from paid balance. Pure, so the
 * bonus rules read in one place: bonus first where allowed, bonus credits capped per day.
 */
import { walletErrors } from './errors'

export type BonusUse = 'never' | 'first' | 'only'

export interface ChargeSplit {
  bonus: number
  paid: number
}

export interface CreditSplitInput {
  amount: number
  bonusBalance: number
  paidBalance: number
  /** Bonus credits this user may still spend today. */
  bonusAllowance: number
  bonusUse?: BonusUse
}

export function splitCreditCharge(input: CreditSplitInput): ChargeSplit {
  const { amount, bonusBalance, paidBalance, bonusAllowance, bonusUse = 'first' } = input
  const allowance = Math.max(0, bonusAllowance)
  if (bonusUse === 'only') {
    if (bonusBalance < amount) throw walletErrors.insufficientCredits()
    if (allowance < amount) throw walletErrors.bonusDailyLimit()
    return { bonus: amount, paid: 0 }
  }
  const usableBonus = bonusUse === 'never' ? 0 : Math.min(amount, bonusBalance)
  const bonus = Math.min(usableBonus, allowance)
  const paid = amount - bonus
  if (paid > paidBalance) {
    // Enough credits in total, refused only because of today's bonus cap: say so.
    if (bonus < usableBonus && usableBonus + paidBalance >= amount) {
      throw walletErrors.bonusDailyLimit()
    }
    throw walletErrors.insufficientCredits()
  }
  return { bonus, paid }
}

export interface CoinSplitInput {
  amount: number
  bonusBalance: number
  paidBalance: number
  /** Bonus coins pay only for content that allows them. */
  bonusUse?: BonusUse
}

export function splitCoinCharge(input: CoinSplitInput): ChargeSplit {
  const { amount, bonusBalance, paidBalance, bonusUse = 'never' } = input
  if (bonusUse === 'only') {
    if (bonusBalance < amount) throw walletErrors.notEnoughBonusCoins()
    return { bonus: amount, paid: 0 }
  }
  const bonus = bonusUse === 'first' ? Math.min(amount, bonusBalance) : 0
  const paid = amount - bonus
  if (paid > paidBalance) throw walletErrors.notEnoughCoins()
  return { bonus, paid }
}
