import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { drawReward } from './inventory'
import { DEFAULT_WALLET_SETTINGS } from './settings'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

it('draws random box rewards by weight, the same for the same seed', () => {
  const rewards = DEFAULT_WALLET_SETTINGS.randomBoxRewards
  expect(drawReward('seed-a', rewards)).toEqual(drawReward('seed-a', rewards))
  const counts = new Map<number, number>()
  for (let index = 0; index < 4000; index += 1) {
    const reward = drawReward(`seed-${index}`, rewards)
    counts.set(reward.weight, (counts.get(reward.weight) ?? 0) + 1)
  }
  // Weights 50/30/15/5 of 100: each share within a few points.
  for (const reward of rewards)
    expect(Math.abs((counts.get(reward.weight) ?? 0) / 4000 - reward.weight / 100)).toBeLessThan(
      0.03,
    )
})

describeEachEngine('wallet inventory', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('uses a random box once, through the ledger, even when used concurrently', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    const itemId = await wallet.giveItem({ userOid: user, kind: 'random_box', source: 'test' })
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => wallet.useItem({ userOid: user, itemId })),
    )
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0])
    const reward = outcomes[0]!.reward!
    expect(reward).toEqual({
      kind: drawReward(itemId, DEFAULT_WALLET_SETTINGS.randomBoxRewards).kind,
      amount: reward.amount,
    })
    const balances = await wallet.balances(user)
    expect(reward.kind === 'bonus_coins' ? balances.bonusCoins : balances.bonusCredits).toBe(
      reward.amount,
    )
    expect((await wallet.listInventory(user))[0]).toMatchObject({
      used: true,
      outcome: outcomes[0],
    })
    // Another user cannot use, refund or delete it, nor learn it exists.
    const stranger = newObjectId()
    await expect(wallet.useItem({ userOid: stranger, itemId })).rejects.toMatchObject({
      status: 404,
    })
    await expect(wallet.refundItem({ userOid: stranger, itemId })).rejects.toMatchObject({
      status: 404,
    })
    await expect(wallet.deleteItem({ userOid: stranger, itemId })).rejects.toMatchObject({
      status: 404,
    })
    await expectLedgerInvariants(fixture)
  })

  it('uses coupons without money, refunds bought items once, and deletes', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    const coupon = await wallet.giveItem({ userOid: user, kind: 'video_coupon', source: 'test' })
    expect((await wallet.useItem({ userOid: user, itemId: coupon })).reward).toBeNull()
    const lucky = await wallet.giveItem({
      userOid: user,
      kind: 'lucky_box',
      source: 'test',
      details: { bonusCoins: 15 },
    })
    expect((await wallet.useItem({ userOid: user, itemId: lucky })).reward).toEqual({
      kind: 'bonus_coins',
      amount: 15,
    })
    // A bought item: its coins were spent into sales; refund brings them back once.
    await wallet.purchaseCoins({ key: `p-${user}`, userOid: user, coins: 30 })
    await wallet.spend({
      key: `s-${user}`,
      userOid: user,
      unit: 'coin',
      amount: 30,
      type: 'random_box',
    })
    const bought = await wallet.giveItem({
      userOid: user,
      kind: 'random_box',
      source: 'shop',
      details: { paidCoins: 30 },
    })
    expect(await wallet.refundItem({ userOid: user, itemId: bought })).toEqual({
      itemOid: bought,
      coins: 30,
    })
    expect(await wallet.refundItem({ userOid: user, itemId: bought })).toEqual({
      itemOid: bought,
      coins: 30,
    })
    expect((await wallet.balances(user)).coins).toBe(30)
    await expect(wallet.useItem({ userOid: user, itemId: bought })).rejects.toMatchObject({
      code: 'ITEM_ALREADY_USED',
    })
    await expect(wallet.refundItem({ userOid: user, itemId: coupon })).rejects.toMatchObject({
      code: 'ITEM_NOT_REFUNDABLE',
    })
    await wallet.deleteItem({ userOid: user, itemId: coupon })
    expect((await wallet.listInventory(user)).map((item) => item.oid)).not.toContain(coupon)
    await expectLedgerInvariants(fixture)
  })
})
