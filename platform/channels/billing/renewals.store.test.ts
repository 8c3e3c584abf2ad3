/**
 * Renewals on both engines: a card subscription renewed on the 1st once per period, a
 * failing card retried inside the grace, the subscription ended after it, a cancelled or
 * card-less one ended at its period end, and the ledger balanced after.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { expectLedgerInvariants } from '../../wallet/testing'
import { type BillingFixture, openBillingFixture } from './testing'

describeEachEngine('subscription renewals', (engine) => {
  let f: BillingFixture
  const creator = newObjectId()
  const fan = newObjectId()

  beforeEach(async () => {
    f = await openBillingFixture(engine)
  })
  afterEach(async () => {
    await f.close()
  })

  const subscription = (oid: string) =>
    f.database.db
      .selectFrom('channel_subscriptions')
      .selectAll()
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow()
  const ledger = () =>
    f.database.db
      .selectFrom('wallet_transactions')
      .select(['idempotency_key'])
      .where('type', '=', 'coin_subscription')
      .orderBy('idempotency_key')
      .execute()

  it('the first payment covers the current month; the 1st renews it once', async () => {
    const tier = await f.createTier(creator, 50)
    const oid = await f.subscribe(fan, creator, tier)
    const first = await subscription(oid)
    expect(first).toMatchObject({ kind: 'paid', state: 'subscribed' })
    expect(new Date(first.period_end).toISOString()).toBe('2026-12-01T00:00:00.000Z')
    expect((await f.wallet.balances(creator)).earnings).toBe(40)

    f.clock.set('2026-11-30T23:59:59Z')
    expect((await f.billing.scheduler.runOnce()).paid).toBe(0)
    f.clock.set('2026-12-01T00:00:05Z')
    expect((await f.billing.scheduler.runOnce()).paid).toBe(1)
    expect((await f.billing.scheduler.runOnce()).paid).toBe(0)
    const renewed = await subscription(oid)
    expect(new Date(renewed.period_end).toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect((await ledger()).map((row) => row.idempotency_key)).toEqual([
      `subscription:${oid}:2026-11`,
      `subscription:${oid}:2026-12`,
    ])
    expect((await f.wallet.balances(creator)).earnings).toBe(80)
    await expectLedgerInvariants(f)
  })

  it('a card failing twice is charged on the third attempt inside the grace, once', async () => {
    const tier = await f.createTier(creator)
    const oid = await f.subscribe(fan, creator, tier)
    const card = await f.cardOf(fan)
    f.failCharges(card.provider_ref, 2)
    f.clock.set('2026-12-01T00:00:00Z')
    expect(await f.billing.scheduler.runOnce()).toMatchObject({ paid: 0, retrying: 1 })
    f.clock.set('2026-12-02T00:00:00Z')
    expect(await f.billing.scheduler.runOnce()).toMatchObject({ paid: 0, retrying: 0 })
    f.clock.set('2026-12-03T00:00:00Z')
    expect(await f.billing.scheduler.runOnce()).toMatchObject({ retrying: 1 })
    f.clock.set('2026-12-08T00:00:00Z')
    expect(await f.billing.scheduler.runOnce()).toMatchObject({ paid: 1 })
    expect(f.charges.get(card.provider_ref)).toBe(2)
    expect(await ledger()).toHaveLength(2)
    expect(new Date((await subscription(oid)).period_end).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
    await expectLedgerInvariants(f)
  })

  it('a card failing through the grace ends the subscription, charged for nothing', async () => {
    const tier = await f.createTier(creator)
    const oid = await f.subscribe(fan, creator, tier)
    const card = await f.cardOf(fan)
    f.failCharges(card.provider_ref, 3)
    for (const day of ['01', '03', '08']) {
      f.clock.set(`2026-12-${day}T00:00:00Z`)
      await f.billing.scheduler.runOnce()
    }
    expect(await subscription(oid)).toMatchObject({ state: 'cancelled' })
    expect(await ledger()).toHaveLength(1)
    f.clock.set('2027-01-01T00:00:00Z')
    expect((await f.billing.scheduler.runOnce()).paid).toBe(0)
  })

  it('a deleted card cancels from the next month: the month kept, no renewal', async () => {
    const tier = await f.createTier(creator)
    const oid = await f.subscribe(fan, creator, tier)
    const card = await f.cardOf(fan)
    await f.payments.cardDeleted({ userOid: fan, cardOid: card.oid })
    expect(await subscription(oid)).toMatchObject({ state: 'cancel_requested', card_oid: null })
    f.clock.set('2026-12-01T00:00:00Z')
    expect(await f.billing.scheduler.runOnce()).toMatchObject({ paid: 0, ended: 1 })
    expect(await subscription(oid)).toMatchObject({ state: 'cancelled' })
    expect(await ledger()).toHaveLength(1)
  })

  it('refuses the last day of the month, KRW on a card, and no terms agreement', async () => {
    const tier = await f.createTier(creator)
    const card = await f.createCard(fan)
    const ready = (input: object) =>
      f.billing.checkout.ready({
        userOid: fan,
        creatorOid: creator,
        tierHash: tier,
        currency: 'USD',
        cardOid: card.oid,
        agreeTerms: true,
        ...input,
      })
    await expect(ready({ agreeTerms: false })).rejects.toMatchObject({
      code: 'SUBSCRIPTION_TERMS_REQUIRED',
    })
    await expect(ready({ currency: 'KRW' })).rejects.toMatchObject({
      message: 'A one-touch card cannot be used for KRW payments.',
    })
    f.clock.set('2026-11-30T08:00:00Z')
    await expect(ready({})).rejects.toMatchObject({ code: 'SUBSCRIPTION_CLOSED_LAST_DAY' })
    const payments = await f.paymentRows()
    expect(payments).toEqual([])
  })
})
