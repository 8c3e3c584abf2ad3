import { describe, expect, it } from 'vitest'
import { answerFor, collaboratorsOf, lineFor, walletLine } from './lines'
import type { ContentFacts } from './rules'

const CREATOR = 'c'.repeat(24)
const content = (fields: Partial<ContentFacts> = {}) =>
  ({
    oid: '1'.repeat(24),
    creator_oid: CREATOR,
    price: 100,
    allow_bonus: true,
    only_purchasable_with_coins: false,
    discount_settings: [{ code: 'SPRING', amount: 30 }],
    collaborators: [],
    ...fields,
  }) as ContentFacts

describe('lineFor', () => {
  it('prices the content, with a discount code when given', () => {
    expect(lineFor(content(), 'coin')).toMatchObject({ price: 100, code: null, bonusUse: 'never' })
    expect(lineFor(content(), 'coin', ' spring ')).toMatchObject({ price: 70, code: 'SPRING' })
  })

  it('uses bonus coins only where the content allows them', () => {
    expect(lineFor(content(), 'bonus-first')).toMatchObject({
      bonusUse: 'first',
      bonusRefused: false,
    })
    const coinsOnly = content({ only_purchasable_with_coins: true })
    expect(lineFor(coinsOnly, 'bonus-first')).toMatchObject({
      bonusUse: 'never',
      bonusRefused: true,
    })
    expect(() => lineFor(coinsOnly, 'bonus')).toThrow(
      expect.objectContaining({ code: 'NOT_ENOUGH_BONUS_COINS' }),
    )
  })
})

describe('collaboratorsOf', () => {
  it('keeps other co-creators with a positive share, and nothing when none', () => {
    const shared = content({
      collaborators: [
        { userOid: 'a'.repeat(24), share: 10 },
        { userOid: CREATOR, share: 20 },
        { userOid: 'b'.repeat(24), share: 0 },
        { userOid: 'd'.repeat(24), share: Number.NaN },
      ],
    })
    expect(collaboratorsOf(shared)).toEqual({
      collaborators: [{ userOid: 'a'.repeat(24), share: 10 }],
    })
    expect(collaboratorsOf(content())).toEqual({})
  })

  it('books the line with the creator, the coins and the shares', () => {
    const shared = content({ collaborators: [{ userOid: 'a'.repeat(24), share: 10 }] })
    expect(walletLine(lineFor(shared, 'coin'))).toEqual({
      contentOid: shared.oid,
      creatorOid: CREATOR,
      coins: 100,
      bonusUse: 'never',
      collaborators: [{ userOid: 'a'.repeat(24), share: 10 }],
    })
  })
})

describe('answerFor', () => {
  const now = new Date('2030-01-01T00:00:00Z')

  it('says what was paid for the line, nothing for a free sale', () => {
    const line = lineFor(content(), 'coin', 'SPRING')
    const outcome = {
      paidCoins: 50,
      bonusCoins: 20,
      lines: [{ contentOid: line.content.oid, coins: 70, paidCoins: 50, bonusCoins: 20 }],
    }
    expect(answerFor(line, { outcome, now }, 'purchase')).toEqual({
      contentOid: line.content.oid,
      creatorOid: CREATOR,
      price: 70,
      listPrice: 100,
      discountCode: 'SPRING',
      paid: { coins: 50, bonusCoins: 20 },
      purchasedAt: '2030-01-01T00:00:00.000Z',
      source: 'purchase',
    })
    expect(answerFor(line, { outcome: null, now }, 'gift').paid).toEqual({
      coins: 0,
      bonusCoins: 0,
    })
  })
})
