import { describe, expect, it } from 'vitest'
import {
  type CoinSplitInput,
  type CreditSplitInput,
  splitCoinCharge,
  splitCreditCharge,
} from './charge-split'

/** The split, or the refusal's code. */
function outcome<Input>(split: (input: Input) => unknown, input: Input) {
  try {
    return split(input)
  } catch (error) {
    return (error as { code: string }).code
  }
}

describe('splitting a credit charge', () => {
  const credit = (input: CreditSplitInput) => outcome(splitCreditCharge, input)
  const base = { amount: 30, bonusBalance: 10, paidBalance: 100, bonusAllowance: 50 }

  it('takes bonus first (by default), up to the bonus and today’s allowance, the rest paid', () => {
    expect(credit(base)).toEqual({ bonus: 10, paid: 20 })
    expect(credit({ ...base, bonusUse: 'first' })).toEqual({ bonus: 10, paid: 20 })
    expect(credit({ ...base, bonusBalance: 50 })).toEqual({ bonus: 30, paid: 0 })
    expect(credit({ ...base, bonusBalance: 20, bonusAllowance: 5 })).toEqual({ bonus: 5, paid: 25 })
    expect(credit({ ...base, bonusAllowance: -5 })).toEqual({ bonus: 0, paid: 30 })
    expect(credit({ ...base, paidBalance: 20 })).toEqual({ bonus: 10, paid: 20 })
  })

  it('takes no bonus when told never', () => {
    expect(credit({ ...base, bonusUse: 'never' })).toEqual({ bonus: 0, paid: 30 })
    expect(credit({ ...base, bonusUse: 'never', paidBalance: 29 })).toBe('INSUFFICIENT_CREDITS')
  })

  it('takes bonus alone when told only, within the balance and the allowance', () => {
    const only = { ...base, bonusUse: 'only' as const, bonusBalance: 30, paidBalance: 0 }
    expect(credit(only)).toEqual({ bonus: 30, paid: 0 })
    expect(credit({ ...only, bonusBalance: 29 })).toBe('INSUFFICIENT_CREDITS')
    expect(credit({ ...only, bonusAllowance: 30 })).toEqual({ bonus: 30, paid: 0 })
    expect(credit({ ...only, bonusAllowance: 29 })).toBe('BONUS_CREDIT_DAILY_LIMIT')
  })

  it('names the daily limit only when the credits would have been enough without it', () => {
    expect(credit({ ...base, paidBalance: 19 })).toBe('INSUFFICIENT_CREDITS')
    expect(credit({ amount: 30, bonusBalance: 30, paidBalance: 10, bonusAllowance: 5 })).toBe(
      'BONUS_CREDIT_DAILY_LIMIT',
    )
    // Exactly enough without the limit.
    expect(credit({ amount: 30, bonusBalance: 20, paidBalance: 10, bonusAllowance: 5 })).toBe(
      'BONUS_CREDIT_DAILY_LIMIT',
    )
    expect(credit({ amount: 30, bonusBalance: 19, paidBalance: 10, bonusAllowance: 5 })).toBe(
      'INSUFFICIENT_CREDITS',
    )
    expect(credit({ amount: 30, bonusBalance: 10, paidBalance: 5, bonusAllowance: 5 })).toBe(
      'INSUFFICIENT_CREDITS',
    )
  })
})

describe('splitting a coin charge', () => {
  const coin = (input: CoinSplitInput) => outcome(splitCoinCharge, input)
  const base = { amount: 30, bonusBalance: 10, paidBalance: 30 }

  it('pays with paid coins unless bonus coins are allowed', () => {
    expect(coin(base)).toEqual({ bonus: 0, paid: 30 })
    expect(coin({ ...base, bonusUse: 'never' })).toEqual({ bonus: 0, paid: 30 })
    expect(coin({ ...base, paidBalance: 29 })).toBe('NOT_ENOUGH_COINS')
  })

  it('takes bonus coins first when allowed', () => {
    expect(coin({ ...base, bonusUse: 'first', paidBalance: 20 })).toEqual({ bonus: 10, paid: 20 })
    expect(coin({ ...base, bonusUse: 'first', bonusBalance: 40, paidBalance: 0 })).toEqual({
      bonus: 30,
      paid: 0,
    })
    expect(coin({ ...base, bonusUse: 'first', paidBalance: 19 })).toBe('NOT_ENOUGH_COINS')
  })

  it('takes bonus coins alone when told only', () => {
    const only = { ...base, bonusUse: 'only' as const, paidBalance: 100 }
    expect(coin({ ...only, bonusBalance: 30 })).toEqual({ bonus: 30, paid: 0 })
    expect(coin({ ...only, bonusBalance: 29 })).toBe('NOT_ENOUGH_BONUS_COINS')
  })
})
