import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describeEachEngine('wallet attendance', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('gives 50 on UTC weekdays, 100 on weekends, and a random box on the 7th day', async () => {
    const { wallet, clock } = fixture
    const user = newObjectId()
    // Monday 2026-11-16, late in the UTC day: still Monday in UTC.
    clock.set('2026-11-16T23:30:00Z')
    const monday = await wallet.checkIn({ userOid: user, deviceId: null })
    expect(monday).toMatchObject({
      checkedInToday: true,
      streakDays: 1,
      weeklyProgress: 1,
      weeklyTarget: 7,
      creditsEarned: 50,
    })
    const earned: number[] = [50]
    for (let day = 1; day < 7; day += 1) {
      clock.advance(24 * 3600_000)
      const status = await wallet.checkIn({ userOid: user, deviceId: null })
      earned.push(status.creditsEarned)
      expect(status.streakDays).toBe(day + 1)
      expect(status.weeklyProgress).toBe(day + 1)
      if (day < 6) expect(status.randomBoxItemOid).toBeNull()
      else expect(status.randomBoxItemOid).toMatch(/^[0-9a-f]{24}$/)
    }
    // Mon–Fri 50, Sat and Sun 100.
    expect(earned).toEqual([50, 50, 50, 50, 50, 100, 100])
    expect((await wallet.balances(user)).bonusCredits).toBe(450)
    const items = await wallet.listInventory(user)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ kind: 'random_box', used: false })
    // Day 8 starts the next week of the streak.
    clock.advance(24 * 3600_000)
    expect(await wallet.checkIn({ userOid: user, deviceId: null })).toMatchObject({
      streakDays: 8,
      weeklyProgress: 1,
    })
    // A missed day resets the streak.
    clock.advance(2 * 24 * 3600_000)
    expect(await wallet.checkIn({ userOid: user, deviceId: null })).toMatchObject({
      streakDays: 1,
      weeklyProgress: 1,
    })
    await expectLedgerInvariants(fixture)
  })

  it('refuses a second check-in the same day, and another account on the same device', async () => {
    const { wallet, clock } = fixture
    clock.set('2026-11-18T10:00:00Z')
    const first = newObjectId()
    const second = newObjectId()
    const device = `device-${newObjectId()}`
    expect((await wallet.attendanceStatus(first)).checkedInToday).toBe(false)
    await wallet.checkIn({ userOid: first, deviceId: device })
    await expect(wallet.checkIn({ userOid: first, deviceId: device })).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_CHECKED_IN',
    })
    await expect(wallet.checkIn({ userOid: first, deviceId: null })).rejects.toMatchObject({
      code: 'ALREADY_CHECKED_IN',
    })
    await expect(wallet.checkIn({ userOid: second, deviceId: device })).rejects.toMatchObject({
      status: 409,
      code: 'DEVICE_ALREADY_CHECKED_IN',
    })
    expect((await wallet.balances(second)).bonusCredits).toBe(0)
    // Concurrent attempts from two accounts on a fresh device: exactly one wins.
    const shared = `device-${newObjectId()}`
    const third = newObjectId()
    const fourth = newObjectId()
    const results = await Promise.allSettled([
      wallet.checkIn({ userOid: third, deviceId: shared }),
      wallet.checkIn({ userOid: fourth, deviceId: shared }),
      wallet.checkIn({ userOid: third, deviceId: shared }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    // The next day the device may be used again.
    clock.advance(24 * 3600_000)
    expect((await wallet.checkIn({ userOid: second, deviceId: device })).creditsEarned).toBe(50)
    await expectLedgerInvariants(fixture)
  })
})
