/**
 * Renewals on both engines: a card subscription renewed on the 1st once per period, a
 * failing card retried inside the grace, the subscription ended after it, a cancelled or
 * card-less one ended at its period end, and the ledger balanced after.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { paymentsDb } from '../../payments/store'
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

  /** The amounts each payment of the fan asked the card for, oldest first (minor units). */
  const paymentAmounts = () =>
    paymentsDb(f.database.db)
      .selectFrom('payments')
      .select(['product', 'amount', 'status'])
      .where('user_oid', '=', fan)
      .orderBy('created_at')
      .execute()

  it('the first payment covers the days left of the month; the 1st renews it once at the full price', async () => {
    const tier = await f.createTier(creator, 50)
    const oid = await f.subscribe(fan, creator, tier)
    const first = await subscription(oid)
    expect(first).toMatchObject({ kind: 'paid', state: 'subscribed' })
    expect(new Date(first.period_end).toISOString()).toBe('2026-12-01T00:00:00.000Z')
    // 10 November: 21 of 30 days. $5.00 net → $3.50, + 10% − 1 cent on a card = $3.84;
    // 35 coins booked, the creator keeps 28 after the 20% fee.
    expect((await f.wallet.balances(creator)).earnings).toBe(28)

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
    expect((await f.wallet.balances(creator)).earnings).toBe(68)
    expect(
      (await paymentAmounts()).map((row) => [row.product.split(':')[0], Number(row.amount)]),
    ).toEqual([
      ['subscribe', 384],
      ['subscription', 549],
    ])
    await expectLedgerInvariants(f)
  })

  it('a first payment asked for again charges once; a subscription on the 1st pays the full month', async () => {
    const tier = await f.createTier(creator, 50)
    const card = await f.createCard(fan)
    f.clock.set('2026-11-28T09:00:00Z')
    const input = {
      userOid: fan,
      creatorOid: creator,
      tierHash: tier,
      currency: 'USD' as const,
      cardOid: card.oid,
      agreeTerms: true,
    }
    const answer = await f.billing.checkout.ready(input)
    // 3 of 30 days: $0.50 net, $0.54 charged; the 1st charges the full $5.49.
    expect(answer).toMatchObject({
      amount: 54,
      net: 50,
      days: 3,
      monthDays: 30,
      nextChargeAt: '2026-12-01T00:00:00.000Z',
      nextAmount: 549,
    })
    // A retry of the same subscribe is refused and takes nothing more.
    await expect(f.billing.checkout.ready(input)).rejects.toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
    })
    expect(f.charges.get(card.providerRef)).toBe(1)
    expect((await f.wallet.balances(creator)).earnings).toBe(4)
    f.clock.set('2026-12-01T00:00:01Z')
    expect((await f.billing.scheduler.runOnce()).paid).toBe(1)
    expect(f.charges.get(card.providerRef)).toBe(2)
    expect((await paymentAmounts()).map((row) => Number(row.amount))).toEqual([54, 549])
    expect((await f.wallet.balances(creator)).earnings).toBe(44)

    const other = newObjectId()
    const otherCard = await f.createCard(other)
    const full = await f.billing.checkout.ready({
      ...input,
      userOid: other,
      cardOid: otherCard.oid,
    })
    expect(full).toMatchObject({ amount: 549, net: 500, days: 31, monthDays: 31 })
    expect(full.nextChargeAt).toBe('2027-01-01T00:00:00.000Z')
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
