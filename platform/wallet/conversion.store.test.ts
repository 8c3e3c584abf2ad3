import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describeEachEngine('wallet conversion', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('converts paid coins at 1 coin = 10 credits, at most 1,000 coins at once', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    await wallet.purchaseCoins({ key: `p-${user}`, userOid: user, coins: 1500 })
    await wallet.grant({ key: `b-${user}`, userOid: user, kind: 'bonus_coins', amount: 500 })
    const converted = await wallet.convertCoinsToCredits({
      key: `c1-${user}`,
      userOid: user,
      coins: 1000,
    })
    expect(converted.result).toEqual({ coins: 1000, credits: 10_000 })
    const failures = [
      () => wallet.convertCoinsToCredits({ key: `c2-${user}`, userOid: user, coins: 1001 }),
      () =>
        wallet.convertCoinsToCredits({
          key: `c3-${user}`,
          userOid: user,
          coins: 10,
          type: 'bonus',
        }),
      () => wallet.convertCoinsToCredits({ key: `c4-${user}`, userOid: user, coins: 501 }),
      () => wallet.convertCoinsToCredits({ key: `c5-${user}`, userOid: user, coins: 0 }),
      () => wallet.convertCoinsToCredits({ key: `c6-${user}`, userOid: user, coins: 2.5 }),
    ]
    const reasons = []
    for (const failure of failures) {
      const error = await failure().catch((caught) => caught)
      expect(error).toMatchObject({ status: 400, message: 'Failed to convert credits.' })
      reasons.push(error.details.reason)
    }
    expect(reasons).toEqual([
      'OVER_LIMIT',
      'BONUS_COINS_NOT_CONVERTIBLE',
      'NOT_ENOUGH_COINS',
      'INVALID_AMOUNT',
      'INVALID_AMOUNT',
    ])
    // Bonus coins stay; only the 500 paid coins left could convert.
    expect(await wallet.balances(user)).toMatchObject({
      coins: 500,
      bonusCoins: 500,
      credits: 10_000,
    })
    await expectLedgerInvariants(fixture)
  })

  it('uses the configured rate', async () => {
    const custom = await openWalletFixture(engine, { creditsPerCoin: 7, maxConversionCoins: 50 })
    try {
      const user = newObjectId()
      await custom.wallet.purchaseCoins({ key: `p-${user}`, userOid: user, coins: 100 })
      expect(
        (await custom.wallet.convertCoinsToCredits({ key: `c-${user}`, userOid: user, coins: 50 }))
          .result,
      ).toEqual({ coins: 50, credits: 350 })
      await expect(
        custom.wallet.convertCoinsToCredits({ key: `d-${user}`, userOid: user, coins: 51 }),
      ).rejects.toMatchObject({
        details: { reason: 'OVER_LIMIT', maxCoins: 50 },
      })
    } finally {
      await custom.close()
    }
  })
})
