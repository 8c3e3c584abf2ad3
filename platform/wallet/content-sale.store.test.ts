import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { planSale, type SaleLine } from './content-sale'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describe('planSale', () => {
  const line = (coins: number, bonusUse: SaleLine['bonusUse']): SaleLine => ({
    contentOid: newObjectId(),
    creatorOid: 'c'.repeat(24),
    coins,
    bonusUse,
  })

  it('fits bonus-only lines before flexible ones, so a cart that can be paid is paid', () => {
    // In the given order, the 'first' line would spend the bonus the 'only' line needs.
    const sale = planSale([line(30, 'first'), line(20, 'only')], { paid: 30, bonus: 20 })
    expect(sale.lines.map((l) => [l.paidCoins, l.bonusCoins])).toEqual([
      [30, 0],
      [0, 20],
    ])
  })

  it('never spends more than the balances and splits every line exactly', () => {
    const seen = new Set<string>()
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            coins: fc.integer({ min: 1, max: 50 }),
            bonusUse: fc.constantFrom('never', 'first', 'only') as fc.Arbitrary<
              SaleLine['bonusUse']
            >,
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (specs, paid, bonus) => {
          const lines = specs.map((spec) => line(spec.coins, spec.bonusUse))
          const sum = (use: SaleLine['bonusUse']) =>
            specs.filter((spec) => spec.bonusUse === use).reduce((all, spec) => all + spec.coins, 0)
          const total = specs.reduce((all, spec) => all + spec.coins, 0)
          // Bonus-only lines take their price in bonus coins; the flexible ones take what is
          // left of the bonus in their order; everything else is paid.
          let flexibleBonus = Math.max(0, bonus - sum('only'))
          const expectedLines = specs.map((spec) => {
            const bonusCoins =
              spec.bonusUse === 'only'
                ? spec.coins
                : spec.bonusUse === 'first'
                  ? Math.min(spec.coins, flexibleBonus)
                  : 0
            if (spec.bonusUse === 'first') flexibleBonus -= bonusCoins
            return { paidCoins: spec.coins - bonusCoins, bonusCoins }
          })
          const bonusCoins = expectedLines.reduce((all, entry) => all + entry.bonusCoins, 0)
          const refusal =
            sum('only') > bonus
              ? 'NOT_ENOUGH_BONUS_COINS'
              : total - bonusCoins > paid
                ? 'NOT_ENOUGH_COINS'
                : null
          const outcome = (() => {
            try {
              return planSale(lines, { paid, bonus })
            } catch (error) {
              return { refused: (error as { code: string }).code }
            }
          })()
          expect(outcome).toEqual(
            refusal
              ? { refused: refusal }
              : {
                  paidCoins: total - bonusCoins,
                  bonusCoins,
                  lines: expectedLines.map((entry, index) => ({
                    contentOid: lines[index]!.contentOid,
                    coins: specs[index]!.coins,
                    ...entry,
                    platformFee: 0,
                  })),
                },
          )
          const spent = 'paidCoins' in outcome ? outcome : { paidCoins: 0, bonusCoins: 0 }
          expect(spent.paidCoins).toBeLessThanOrEqual(paid)
          expect(spent.bonusCoins).toBeLessThanOrEqual(bonus)
          seen.add(refusal ?? (bonusCoins > 0 && bonusCoins < total ? 'split' : 'sold'))
        },
      ),
    )
    // The fixed seed reaches every kind of outcome: both refusals, and sales split between
    // bonus and paid coins.
    expect([...seen].sort()).toEqual([
      'NOT_ENOUGH_BONUS_COINS',
      'NOT_ENOUGH_COINS',
      'sold',
      'split',
    ])
  })
})

describeEachEngine('wallet content sale', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('pays each creator and co-creator of a cart in one purchase transaction', async () => {
    const { wallet } = fixture
    const buyer = newObjectId()
    const creatorA = newObjectId()
    const creatorB = newObjectId()
    const coCreator = newObjectId()
    await wallet.purchaseCoins({ key: `p-${buyer}`, userOid: buyer, coins: 100 })
    await wallet.grant({ key: `b-${buyer}`, userOid: buyer, kind: 'bonus_coins', amount: 10 })
    const sale = await wallet.sellContents({
      key: `cart-${buyer}`,
      buyerOid: buyer,
      lines: [
        { contentOid: newObjectId(), creatorOid: creatorA, coins: 50, bonusUse: 'first' },
        {
          contentOid: newObjectId(),
          creatorOid: creatorB,
          coins: 40,
          bonusUse: 'never',
          collaborators: [{ userOid: coCreator, share: 25 }],
        },
      ],
    })
    expect(sale.type).toBe('purchase')
    expect(sale.result).toMatchObject({ paidCoins: 80, bonusCoins: 10 })
    expect(await wallet.balances(buyer)).toMatchObject({ coins: 20, bonusCoins: 0 })
    // Fee 20 %: 50 → 40 to A; 40 → 32, of which 8 to the co-creator and 24 to B.
    expect((await wallet.balances(creatorA)).earnings).toBe(40)
    expect((await wallet.balances(creatorB)).earnings).toBe(24)
    expect((await wallet.balances(coCreator)).earnings).toBe(8)
    await expectLedgerInvariants(fixture)
  })

  it('rolls the charge back when the seller’s own rows fail, and charges nothing when short', async () => {
    const { wallet } = fixture
    const buyer = newObjectId()
    await wallet.purchaseCoins({ key: `p-${buyer}`, userOid: buyer, coins: 30 })
    const line = { contentOid: newObjectId(), creatorOid: newObjectId(), coins: 20 }
    await expect(
      wallet.sellContents({
        key: `fail-${buyer}`,
        buyerOid: buyer,
        lines: [{ ...line, bonusUse: 'never' }],
        alongside: async () => {
          throw new Error('sold out')
        },
      }),
    ).rejects.toThrow('sold out')
    await expect(
      wallet.sellContents({
        key: `short-${buyer}`,
        buyerOid: buyer,
        lines: [{ ...line, coins: 31, bonusUse: 'never' }],
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Not enough coins' })
    await expect(
      wallet.sellContents({
        key: `bonus-${buyer}`,
        buyerOid: buyer,
        lines: [{ ...line, bonusUse: 'only' }],
      }),
    ).rejects.toMatchObject({ message: 'Not enough Bonus coins' })
    expect((await wallet.balances(buyer)).coins).toBe(30)
    // The failed key was not stored: it may be used again.
    const retried = await wallet.sellContents({
      key: `fail-${buyer}`,
      buyerOid: buyer,
      lines: [{ ...line, bonusUse: 'never' }],
    })
    expect(retried.replayed).toBe(false)
    expect((await wallet.balances(buyer)).coins).toBe(10)
    await expectLedgerInvariants(fixture)
  })
})
