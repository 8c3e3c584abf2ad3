import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describeEachEngine('creator earnings read for revenue', (engine) => {
  let fixture: WalletFixture
  const creator = newObjectId()
  const fans = [newObjectId(), newObjectId()]

  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
    const { wallet, clock } = fixture
    for (const fan of fans)
      await wallet.grant({ key: `g:${fan}`, userOid: fan, kind: 'coins', amount: 5000 })
    const days = ['2026-10-30T23:59:00Z', '2026-10-31T00:00:00Z', '2026-11-02T10:00:00Z']
    let index = 0
    for (const day of days) {
      clock.set(day)
      for (const fan of fans) {
        index++
        await wallet.transfer({
          key: `d:${index}`,
          fromUserOid: fan,
          toUserOid: creator,
          coins: 100,
        })
      }
    }
    clock.set('2026-11-02T11:00:00Z')
    await wallet.subscriptionRevenue({
      key: 'subscription:x:2026-11',
      subscriberOid: fans[0] as string,
      creatorOid: creator,
      coins: 50,
    })
  })
  afterAll(() => fixture.close())

  it('keeps per-day rows equal to grouping the ledger, in the transaction that books', async () => {
    const kept = await fixture.wallet.creatorEarnings.daily({ creatorOid: creator })
    const grouped = await fixture.wallet.creatorEarnings.dailyFromLedger({ creatorOid: creator })
    expect(kept).toEqual(grouped)
    expect(kept).toEqual([
      { day: '2026-10-30', type: 'donation', coins: 160, count: 2 },
      { day: '2026-10-31', type: 'donation', coins: 160, count: 2 },
      { day: '2026-11-02', type: 'coin_subscription', coins: 40, count: 1 },
      { day: '2026-11-02', type: 'donation', coins: 160, count: 2 },
    ])
    const november = await fixture.wallet.creatorEarnings.daily({
      creatorOid: creator,
      fromDay: '2026-11-01',
      toDay: '2026-12-01',
    })
    expect(november.map((row) => row.type)).toEqual(['coin_subscription', 'donation'])
  })

  it('pages the events newest first without repeats', async () => {
    const first = await fixture.wallet.creatorEarnings.events({ creatorOid: creator, limit: 4 })
    const last = first.at(-1)
    if (!last) throw new Error('no events')
    const rest = await fixture.wallet.creatorEarnings.events({
      creatorOid: creator,
      limit: 10,
      before: { createdAt: last.createdAt, id: last.oid },
    })
    const all = [...first, ...rest]
    expect(all).toHaveLength(7)
    expect(new Set(all.map((event) => event.oid)).size).toBe(7)
    const times = all.map((event) => event.createdAt.getTime())
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('moves the whole balance to payouts once per key, refuses below the minimum', async () => {
    const { wallet } = fixture
    const refused = wallet.creatorEarnings.payout({
      key: 'p:low',
      creatorOid: creator,
      minimumCoins: 100_000,
    })
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' })
    expect(await wallet.creatorEarnings.findPayout('p:low')).toBeNull()
    const [first, second] = await Promise.all([
      wallet.creatorEarnings.payout({ key: 'p:1', creatorOid: creator, minimumCoins: 100 }),
      wallet.creatorEarnings.payout({ key: 'p:1', creatorOid: creator, minimumCoins: 100 }),
    ])
    expect(first.result.coins).toBe(520)
    expect(second.result.coins).toBe(520)
    expect((await wallet.balances(creator)).earnings).toBe(0)
    expect((await wallet.creatorEarnings.findPayout('p:1'))?.coins).toBe(520)
    // The payout shows as a negative 'settlement' row of its day.
    const kept = await wallet.creatorEarnings.daily({ creatorOid: creator, fromDay: '2026-11-02' })
    expect(kept).toContainEqual({ day: '2026-11-02', type: 'settlement', coins: -520, count: 1 })
    await expectLedgerInvariants(fixture)
  })
})
