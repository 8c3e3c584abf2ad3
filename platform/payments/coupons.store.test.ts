/** Tier-coupon validation against the real tables, on both engines. */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { createCoupon, validateCoupon } from './coupons'
import { type PaymentsDb, paymentsDb } from './store'

describeEachEngine('tier coupon validation', (engine) => {
  let database: TestDatabase
  let db: PaymentsDb
  beforeEach(async () => {
    database = await openTestDatabase(engine)
    db = paymentsDb(database.db)
  })
  afterEach(async () => {
    await database.close()
  })

  const now = new Date('2026-11-22T00:00:00Z')

  it("another buyer's refusal does not destroy a coupon its owner holds", async () => {
    const creatorOid = newObjectId()
    const owner = newObjectId()
    const coupon = await createCoupon(
      db,
      { creatorOid, tier: 'gold', code: 'OWNED-1', price: 500, expiryDate: new Date('2027-01-01') },
      now,
    )
    await db
      .updateTable('payment_tier_coupons')
      .set({ owner_oid: owner })
      .where('oid', '=', coupon.oid)
      .execute()
    const query = { code: 'OWNED-1', tier: 'gold', creatorOid }
    await expect(
      validateCoupon(db, { ...query, buyerOid: newObjectId() }, now),
    ).rejects.toMatchObject({ code: 'COUPON_USED', details: { removed: true } })
    // The refusal tells the other buyer's client to drop it; the owner still has it.
    await expect(validateCoupon(db, { ...query, buyerOid: owner }, now)).resolves.toMatchObject({
      valid: true,
      code: 'OWNED-1',
    })
  })

  it('an expired coupon is refused and deleted; identification keeps it', async () => {
    const creatorOid = newObjectId()
    await createCoupon(
      db,
      { creatorOid, tier: 'gold', code: 'SOON-1', price: 0, expiryDate: new Date('2026-11-23') },
      now,
    )
    const query = { code: 'SOON-1', tier: 'gold', creatorOid }
    await expect(validateCoupon(db, { ...query, buyerOid: null }, now)).rejects.toMatchObject({
      status: 401,
      details: { removed: false },
    })
    const later = new Date('2026-11-24T00:00:00Z')
    await expect(
      validateCoupon(db, { ...query, buyerOid: newObjectId() }, later),
    ).rejects.toMatchObject({ code: 'COUPON_EXPIRED', details: { removed: true } })
    await expect(
      validateCoupon(db, { ...query, buyerOid: newObjectId() }, later),
    ).rejects.toMatchObject({ message: 'There are no matching coupon codes' })
  })
})
