import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { createCoupon, deleteCoupon } from './catalogue'
import { couponChatsLeft, redeemCoupon, transferGuestRedemptions } from './redemptions'
import { refundCouponChat, spendCouponChat } from './spending'

const now = new Date('2026-11-20T12:00:00Z')

describeEachEngine('chat coupons store', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  const coupon = (chats: number, extra: Partial<Parameters<typeof createCoupon>[1]> = {}) =>
    createCoupon(database.db, {
      chats,
      maxRedemptions: null,
      expiresAt: null,
      note: '',
      createdBy: newObjectId(),
      ...extra,
    })

  it('spends exactly N chats of a coupon under 50 concurrent turns, and refunds each once', async () => {
    const issued = await coupon(7)
    const owner = { guestDeviceId: `device-${newObjectId()}` }
    await redeemCoupon(database.db, issued.code.toLowerCase(), owner, now)
    const requestIds = Array.from({ length: 50 }, () => newObjectId())
    const spent = await Promise.all(
      requestIds.map((requestId) => spendCouponChat(database.db, owner, requestId, now)),
    )
    const paid = requestIds.filter((_, index) => spent[index] !== null)
    expect(paid).toHaveLength(7)
    expect(await couponChatsLeft(database.db, owner, now)).toBe(0)

    // The same request id spending twice at once (a double submit) spends one chat.
    const other = { guestDeviceId: `double-${newObjectId()}` }
    await redeemCoupon(database.db, (await coupon(3)).code, other, now)
    const doubled = newObjectId()
    const both = await Promise.all([
      spendCouponChat(database.db, other, doubled, now),
      spendCouponChat(database.db, other, doubled, now),
    ])
    expect(both.filter((spent) => spent?.fresh)).toHaveLength(1)
    expect(await couponChatsLeft(database.db, other, now)).toBe(2)
    // A retried turn does not spend a second chat and is not its to give back.
    const retry = await spendCouponChat(database.db, owner, paid[0]!, now)
    expect(retry).toMatchObject({ fresh: false })
    // Refunds are exactly-once per turn, even when repeated concurrently.
    const refunds = await Promise.all([
      refundCouponChat(database.db, paid[0]!, now),
      refundCouponChat(database.db, paid[0]!, now),
      refundCouponChat(database.db, paid[1]!, now),
    ])
    expect(refunds.filter(Boolean)).toHaveLength(2)
    expect(await couponChatsLeft(database.db, owner, now)).toBe(2)
    expect(await refundCouponChat(database.db, newObjectId(), now)).toBe(false)
  })

  it('grants a code once per holder, honours the redemption cap under concurrency, expiry and withdrawal', async () => {
    const capped = await coupon(3, { maxRedemptions: 4 })
    const holders = Array.from({ length: 12 }, (_, index) => ({
      guestDeviceId: `cap-${index}-${newObjectId()}`,
    }))
    const results = await Promise.allSettled(
      holders.map((owner) => redeemCoupon(database.db, capped.code, owner, now)),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4)
    const again = await redeemCoupon(
      database.db,
      capped.code,
      holders[results.findIndex((result) => result.status === 'fulfilled')]!,
      now,
    )
    expect(again.created).toBe(false)

    const user = { userOid: newObjectId() }
    const twice = await coupon(2)
    await redeemCoupon(database.db, twice.code, user, now)
    const second = await redeemCoupon(database.db, twice.code, user, now)
    expect(second.created).toBe(false)
    expect(await couponChatsLeft(database.db, user, now)).toBe(2)

    const expiring = await coupon(5, { expiresAt: new Date(now.getTime() + 60_000) })
    await redeemCoupon(database.db, expiring.code, user, now)
    expect(await couponChatsLeft(database.db, user, now)).toBe(7)
    const later = new Date(now.getTime() + 120_000)
    expect(await couponChatsLeft(database.db, user, later)).toBe(2)
    await expect(redeemCoupon(database.db, expiring.code, user, later)).rejects.toMatchObject({
      message: 'There are no matching coupon codes',
    })
    await deleteCoupon(database.db, twice.oid, now)
    expect(await couponChatsLeft(database.db, user, now)).toBe(5)
    await expect(redeemCoupon(database.db, 'NO-SUCH-CODE', user, now)).rejects.toMatchObject({
      status: 404,
    })
  })

  it("moves a guest's redeemed chats to the account they sign in to", async () => {
    const guest = { guestDeviceId: `move-${newObjectId()}` }
    const user = { userOid: newObjectId() }
    const shared = await coupon(4)
    const onlyGuest = await coupon(6)
    await redeemCoupon(database.db, shared.code, guest, now)
    await redeemCoupon(database.db, shared.code, user, now)
    await redeemCoupon(database.db, onlyGuest.code, guest, now)
    await transferGuestRedemptions(database.db, guest.guestDeviceId, user.userOid)
    expect(await couponChatsLeft(database.db, user, now)).toBe(10)
    expect(await couponChatsLeft(database.db, guest, now)).toBe(4)
  })
})
