import { describe, expect, it } from 'vitest'
import { conditionsMatch, paymethodOf, receptionAllows } from './conditions'

describe('receptionAllows', () => {
  it('lets anyone, only subscribers, or nobody send images', () => {
    expect(receptionAllows('anyone', false)).toBe(true)
    expect(receptionAllows('subscribers', true)).toBe(true)
    expect(receptionAllows('subscribers', false)).toBe(false)
    expect(receptionAllows('nobody', true)).toBe(false)
  })
})

describe('conditionsMatch', () => {
  const now = { coins: 5, reception: 'anyone' as const }
  it('holds when the client read today’s price', () => {
    expect(paymethodOf(5)).toBe('coin')
    expect(paymethodOf(0)).toBe('free')
    expect(conditionsMatch({ paymethod: 'coin', coin: 5 }, now)).toBe(true)
    expect(conditionsMatch({ paymethod: 'free', coin: 0 }, { ...now, coins: 0 })).toBe(true)
  })
  it('fails on a changed price, paymethod or reception condition', () => {
    expect(conditionsMatch({ paymethod: 'coin', coin: 4 }, now)).toBe(false)
    expect(conditionsMatch({ paymethod: 'free', coin: 0 }, now)).toBe(false)
    expect(conditionsMatch({ paymethod: 'coin', coin: 5 }, { ...now, coins: 0 })).toBe(false)
    expect(
      conditionsMatch({ paymethod: 'coin', coin: 5, imageReception: 'subscribers' }, now),
    ).toBe(false)
    expect(conditionsMatch({ paymethod: 'coin', coin: 5, imageReception: 'anyone' }, now)).toBe(
      true,
    )
  })
})
