/**
 * Tier changes on both engines: an upgrade charges the prorated difference once (however
 * often it is asked, at once or after a crash) and renews at the new price; a downgrade
 * keeps the month's tier and renews at the cheaper one; choosing one's tier again takes a
 * downgrade back; a declined upgrade changes nothing and may be tried again.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { paymentsDb } from '../../payments/store'
import { expectLedgerInvariants } from '../../wallet/testing'
import { type BillingFixture, openBillingFixture } from './testing'

describeEachEngine('subscription tier changes', (engine) => {
  let f: BillingFixture
  let creator: string
  let fan: string
  let basic: string
  let plus: string
  let oid: string

  beforeEach(async () => {
    // 28 November: 3 of 30 days left.
    f = await openBillingFixture(engine, '2026-11-28T09:00:00Z')
    creator = newObjectId()
    fan = newObjectId()
    basic = await f.createTier(creator, 50)
    plus = await f.createTier(creator, 100)
    oid = await f.subscribe(fan, creator, basic)
  })
  afterEach(async () => {
    await f.close()
  })

  const subscription = () =>
    f.database.db
      .selectFrom('channel_subscriptions')
      .selectAll()
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow()
  const payments = () =>
    paymentsDb(f.database.db)
      .selectFrom('payments')
      .select(['product', 'amount', 'status'])
      .where('user_oid', '=', fan)
      .orderBy('created_at')
      .execute()
  const change = (tierHash: string) =>
    f.billing.tierChanges.change({ userOid: fan, creatorOid: creator, tierHash })

  it('charges an upgrade the difference for the days left once, however often it is asked', async () => {
    const card = await f.cardOf(fan)
    const quote = await f.billing.tierChanges.quote({
      userOid: fan,
      creatorOid: creator,
      tierHash: plus,
    })
    // $5.49 → $10.99 a month on a card; 3 of 30 days of the $5.50 difference: $0.55.
    expect(quote).toMatchObject({
      kind: 'upgrade',
      amount: 55,
      days: 3,
      monthDays: 30,
      applies: 'now',
      nextChargeAt: '2026-12-01T00:00:00.000Z',
      nextAmount: 1099,
    })
    const earningsBefore = (await f.wallet.balances(creator)).earnings
    // A double click: both asks at once, one charge.
    const answers = await Promise.allSettled([change(plus), change(plus)])
    const done = answers.filter((answer) => answer.status === 'fulfilled')
    expect(done).toHaveLength(1)
    // The other waits for the first charge, or finds the tier already changed.
    const refused = answers.find((answer) => answer.status === 'rejected')
    expect(['TIER_CHANGE_IN_PROGRESS', 'SAME_TIER']).toContain(
      (refused as PromiseRejectedResult).reason.code,
    )
    // Asked again afterwards: already on the tier.
    await expect(change(plus)).rejects.toMatchObject({ code: 'SAME_TIER' })
    expect(f.charges.get(card.provider_ref)).toBe(2)
    expect(
      (await payments()).map((row) => [row.product.split(':')[0], Number(row.amount)]),
    ).toEqual([
      ['subscribe', 54],
      ['upgrade', 55],
    ])
    expect((await subscription()).tier_hash).toBe(plus)
    // 5 coins for the upgrade (3/30 of 50), 4 to the creator after the 20% fee.
    expect((await f.wallet.balances(creator)).earnings - earningsBefore).toBe(4)

    // The 1st renews at the new tier's price.
    f.clock.set('2026-12-01T00:00:05Z')
    expect((await f.billing.scheduler.runOnce()).paid).toBe(1)
    expect((await payments()).map((row) => Number(row.amount))).toEqual([54, 55, 1099])
    expect((await subscription()).tier_hash).toBe(plus)
    await expectLedgerInvariants(f)
  })

  it('keeps the month on a downgrade and renews at the cheaper tier; choosing the tier again takes it back', async () => {
    const card = await f.cardOf(fan)
    await change(plus)
    expect((await subscription()).tier_hash).toBe(plus)
    const charged = f.charges.get(card.provider_ref)

    const down = await change(basic)
    expect(down).toMatchObject({
      kind: 'downgrade',
      amount: 0,
      applies: 'renewal',
      currentTierHash: plus,
      nextTierHash: basic,
      nextAmount: 549,
    })
    expect((await subscription()).tier_hash).toBe(plus)
    // Changed mind: plus again, nothing charged, renewal back at plus.
    const kept = await change(plus)
    expect(kept).toMatchObject({ kind: 'keep', amount: 0, nextTierHash: plus, nextAmount: 1099 })
    await expect(change(plus)).rejects.toMatchObject({ code: 'SAME_TIER' })
    await change(basic)
    expect(f.charges.get(card.provider_ref)).toBe(charged)

    f.clock.set('2026-12-01T00:00:05Z')
    expect((await f.billing.scheduler.runOnce()).paid).toBe(1)
    // The downgrade applies with the renewal, at its price.
    expect((await subscription()).tier_hash).toBe(basic)
    expect((await payments()).map((row) => Number(row.amount)).at(-1)).toBe(549)
    await expectLedgerInvariants(f)
  })

  it('changes nothing when the card declines, and lets the upgrade be tried again', async () => {
    const card = await f.cardOf(fan)
    f.failCharges(card.provider_ref, 1)
    await expect(change(plus)).rejects.toMatchObject({ code: 'SUBSCRIPTION_PAYMENT_ERROR' })
    expect((await subscription()).tier_hash).toBe(basic)
    const again = await change(plus)
    expect(again).toMatchObject({ kind: 'upgrade', currentTierHash: plus })
    expect((await payments()).map((row) => [row.product.split(':').at(-1), row.status])).toEqual([
      [expect.any(String), 'paid'],
      ['1', 'failed'],
      ['2', 'paid'],
    ])
    expect((await subscription()).tier_hash).toBe(plus)
    await expectLedgerInvariants(f)
  })

  it('asks a charge a crash left unfinished again with the same payment, and books it once', async () => {
    const card = await f.cardOf(fan)
    // The provider takes the money, then the process dies before hearing of it.
    f.afterCharge.hook = async () => {
      f.afterCharge.hook = null
      throw new Error('killed')
    }
    await expect(change(plus)).rejects.toBeTruthy()
    expect((await subscription()).tier_hash).toBe(basic)
    // Asked again at once: still being charged.
    await expect(change(plus)).rejects.toMatchObject({ code: 'TIER_CHANGE_IN_PROGRESS' })
    f.clock.advance(61_000)
    await change(plus)
    expect(f.charges.get(card.provider_ref)).toBe(2)
    const upgrades = (await payments()).filter((row) => row.product.startsWith('upgrade:'))
    expect(upgrades.map((row) => row.status)).toEqual(['paid'])
    expect((await subscription()).tier_hash).toBe(plus)
    await expectLedgerInvariants(f)
  })

  it('charges one of two upgrades asked at once from two tabs, never the same difference twice', async () => {
    const card = await f.cardOf(fan)
    const gold = await f.createTier(creator, 150)
    const answers = await Promise.allSettled([change(plus), change(gold)])
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1)
    const refused = answers.find((answer) => answer.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ code: 'TIER_CHANGE_IN_PROGRESS' })
    const upgrades = (await payments()).filter((row) => row.product.startsWith('upgrade:'))
    expect(upgrades.map((row) => row.status)).toEqual(['paid'])
    expect(f.charges.get(card.provider_ref)).toBe(2)
    // The tier it paid for, from Supporter; the other tab asks again from there.
    const now = (await subscription()).tier_hash
    expect([plus, gold]).toContain(now)
    await expectLedgerInvariants(f)
  })

  it('refuses what cannot be changed, changing nothing', async () => {
    const stranger = newObjectId()
    await expect(
      f.billing.tierChanges.change({ userOid: stranger, creatorOid: creator, tierHash: plus }),
    ).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND' })
    await expect(change('tier_missing')).rejects.toMatchObject({ code: 'TIER_NOT_FOUND' })
    await expect(change(basic)).rejects.toMatchObject({ code: 'SAME_TIER' })
    expect((await subscription()).tier_hash).toBe(basic)
    expect(await payments()).toHaveLength(1)
  })
})
