import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describeEachEngine('wallet content purchase with bonus coins', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('spends bonus coins first or only when asked, never for donations, and refuses short bonus', async () => {
    const { wallet } = fixture
    const buyer = newObjectId()
    const creator = newObjectId()
    await wallet.purchaseCoins({ key: `p-${buyer}`, userOid: buyer, coins: 100 })
    await wallet.grant({ key: `b-${buyer}`, userOid: buyer, kind: 'bonus_coins', amount: 30 })
    const buy = (key: string, coins: number, bonusUse: 'never' | 'first' | 'only') =>
      wallet.transfer({
        key: `${key}-${buyer}`,
        fromUserOid: buyer,
        toUserOid: creator,
        coins,
        type: 'chat_content',
        bonusUse,
      })
    await expect(buy('short', 40, 'only')).rejects.toMatchObject({
      status: 403,
      message: 'Not enough Bonus coins',
    })
    expect((await buy('first', 50, 'first')).result).toMatchObject({
      bonusCoins: 30,
      paidCoins: 20,
    })
    expect((await buy('never', 10, 'never')).result).toEqual({ creatorShare: 8, platformFee: 2 })
    // Replays answer the stored result; another body under the same key is refused.
    expect((await buy('first', 50, 'first')).replayed).toBe(true)
    await expect(buy('first', 50, 'never')).rejects.toMatchObject({ status: 409 })
    await expect(
      wallet.transfer({
        key: `don-${buyer}`,
        fromUserOid: buyer,
        toUserOid: creator,
        coins: 10,
        bonusUse: 'first',
      }),
    ).rejects.toMatchObject({ code: 'BONUS_NOT_ALLOWED' })
    expect(await wallet.balances(buyer)).toMatchObject({ coins: 70, bonusCoins: 0 })
    expect((await wallet.balances(creator)).earnings).toBe(40 + 8)
    await expectLedgerInvariants(fixture)
  })
})
