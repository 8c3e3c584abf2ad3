/**
 * Renewals run as claimed batches, on both engines: two schedulers at once (one of them
 * taking again what the other holds, as after a lease passed) book each renewal once; a
 * crash mid-batch leaves nothing half-booked and the next run finishes it; a card that
 * fails, vanishes or gets no answer in a batch marks its own subscription only.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { insertPaidSubscriptions } from '../../../tests/reliability/subscriptions-kit'
import { describeEachEngine } from '../../db/testing'
import { paymentsDb } from '../../payments/store'
import { expectLedgerInvariants } from '../../wallet/testing'
import { type RenewalDeps, runRenewals } from './renewals'
import { billingDb } from './store'
import { type BillingFixture, openBillingFixture } from './testing'

const NOV = new Date('2026-11-01T00:00:00Z')
const DEC = new Date('2026-12-01T00:00:00Z')
const JAN = new Date('2027-01-01T00:00:00Z')
const LEASE_MS = 10 * 60_000
const AFTER_LEASE = new Date(DEC.getTime() + LEASE_MS + 1000)

describeEachEngine('renewal batches', (engine) => {
  let f: BillingFixture
  beforeEach(async () => {
    f = await openBillingFixture(engine, '2026-11-20T12:00:00Z')
    f.clock.set(DEC)
  })
  afterEach(async () => {
    await f.close()
  })

  const deps = (overrides: Partial<RenewalDeps> = {}): RenewalDeps => ({
    db: billingDb(f.database.db),
    payments: f.payments,
    wallet: f.wallet,
    logger: { warn() {}, error() {} },
    ...overrides,
  })
  const run = (workerId: string, now: Date, batchSize: number, overrides?: Partial<RenewalDeps>) =>
    runRenewals(deps(overrides), { workerId, now, leaseMs: LEASE_MS, batchSize })

  const decemberLedger = async () =>
    (
      await f.database.db
        .selectFrom('wallet_transactions')
        .select('idempotency_key')
        .where('type', '=', 'coin_subscription')
        .execute()
    )
      .map((row) => row.idempotency_key)
      .filter((key) => key.endsWith(':2026-12'))
  const periods = () =>
    f.database.db
      .selectFrom('channel_billing_periods')
      .select(['subscription_oid', 'status', 'attempts'])
      .where('period', '=', '2026-12')
      .execute()
  const subscriptions = () =>
    f.database.db
      .selectFrom('channel_subscriptions')
      .select(['oid', 'state', 'period_end'])
      .execute()

  async function expectAllRenewedOnce(count: number) {
    const charged = [...f.charges.values()]
    expect(charged).toHaveLength(count)
    expect(charged.every((times) => times === 1)).toBe(true)
    const keys = await decemberLedger()
    expect(keys).toHaveLength(count)
    expect(new Set(keys).size).toBe(count)
    expect((await periods()).every((row) => row.status === 'paid')).toBe(true)
    const rows = await subscriptions()
    expect(rows.filter((row) => new Date(row.period_end).getTime() === JAN.getTime())).toHaveLength(
      count,
    )
    const audit = await expectLedgerInvariants(f)
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect((await f.wallet.balances('bulkcreator')).earnings).toBe(count * 40)
  }

  it('two schedulers at once, one taking again what the other holds, book each renewal once', async () => {
    const count = 300
    await insertPaidSubscriptions(f.database, { count, periodStart: NOV, periodEnd: DEC })
    // Two at the 1st share the rows; a third sees every lease passed and takes rows the
    // others are charging or booking: the same keys meet the same payments and ledger rows.
    const reports = await Promise.all([
      run('a', DEC, 40),
      run('b', DEC, 25),
      run('late', AFTER_LEASE, 60),
    ])
    expect(reports.every((report) => report.failed === 0)).toBe(true)
    expect(reports.reduce((sum, report) => sum + report.paid, 0)).toBeGreaterThanOrEqual(count)
    await expectAllRenewedOnce(count)
    // Nothing is left to renew, and a run after it changes nothing.
    expect(await run('again', AFTER_LEASE, 40)).toMatchObject({ paid: 0, failed: 0 })
    await expectAllRenewedOnce(count)
  }, 120_000)

  it('a crash while booking a batch leaves it unbooked whole; the next run books it once', async () => {
    const count = 120
    await insertPaidSubscriptions(f.database, { count, periodStart: NOV, periodEnd: DEC })
    // The second batch dies inside its ledger transaction, after its rows were written,
    // and again on every one-by-one retry: a process that died there.
    let batches = 0
    let crashed: string[] = []
    const wallet: RenewalDeps['wallet'] = {
      subscriptionRevenues: (inputs, alongside) => {
        batches += 1
        if (batches !== 2) return f.wallet.subscriptionRevenues(inputs, alongside)
        crashed = inputs.map((input) => input.key)
        return f.wallet.subscriptionRevenues(inputs, async (trx, booked) => {
          await alongside?.(trx, booked)
          throw new Error('killed mid-batch')
        })
      },
      subscriptionRevenue: async (input) => {
        if (crashed.includes(input.key)) throw new Error('killed mid-batch')
        return f.wallet.subscriptionRevenue(input)
      },
    }
    expect(await run('crashing', DEC, 50, { wallet })).toMatchObject({ paid: 70, failed: 50 })
    expect(crashed).toHaveLength(50)
    // Nothing of the crashed batch is booked: no ledger row, no period paid, no period moved.
    const booked = new Set(await decemberLedger())
    expect(booked.size).toBe(70)
    expect(crashed.filter((key) => booked.has(key))).toEqual([])
    const crashedOids = new Set(crashed.map((key) => key.split(':')[1]))
    for (const row of await periods())
      expect(row.status).toBe(crashedOids.has(row.subscription_oid) ? 'due' : 'paid')
    for (const row of await subscriptions())
      expect(new Date(row.period_end).toISOString()).toBe(
        crashedOids.has(row.oid) ? DEC.toISOString() : JAN.toISOString(),
      )
    await expectLedgerInvariants(f)
    // Its rows stay leased until the lease passes; then a run books them, charging nothing again.
    expect(await run('early', DEC, 50)).toMatchObject({ paid: 0 })
    expect(await run('next', AFTER_LEASE, 50)).toMatchObject({ paid: 50, failed: 0 })
    await expectAllRenewedOnce(count)
  }, 120_000)

  it('a crash after the charges, before their answers are used, charges nothing twice', async () => {
    const count = 60
    await insertPaidSubscriptions(f.database, { count, periodStart: NOV, periodEnd: DEC })
    const payments: RenewalDeps['payments'] = {
      chargeRenewal: f.payments.chargeRenewal,
      chargeRenewals: async (inputs, options) => {
        await f.payments.chargeRenewals(inputs, options)
        throw new Error('killed after the provider calls')
      },
    }
    expect(await run('crashing', DEC, 25, { payments })).toMatchObject({ paid: 0, failed: count })
    expect(await decemberLedger()).toEqual([])
    expect(await run('next', AFTER_LEASE, 25)).toMatchObject({ paid: count, failed: 0 })
    await expectAllRenewedOnce(count)
  }, 120_000)

  it('a declined, a deleted and an unanswered card in a batch mark their own subscriptions only', async () => {
    const count = 30
    await insertPaidSubscriptions(f.database, { count, periodStart: NOV, periodEnd: DEC })
    f.failCharges('bulkref3', 1)
    f.failCharges('bulkref17', 1)
    await paymentsDb(f.database.db)
      .deleteFrom('payment_cards')
      .where('oid', '=', 'bulkcard20')
      .execute()
    f.beforeCharge.hook = async (cardRef) => {
      if (cardRef === 'bulkref25') throw new Error('provider timed out')
    }
    expect(await run('one', DEC, 50)).toMatchObject({
      paid: 26,
      retrying: 3,
      ended: 1,
      failed: 0,
    })
    const byOid = new Map((await periods()).map((row) => [row.subscription_oid, row]))
    for (const oid of ['bulksub3', 'bulksub17', 'bulksub25'])
      expect(byOid.get(oid)).toMatchObject({ status: 'due', attempts: 1 })
    expect(byOid.get('bulksub20')).toMatchObject({ status: 'ended' })
    const states = new Map((await subscriptions()).map((row) => [row.oid, row]))
    expect(states.get('bulksub20')?.state).toBe('cancelled')
    expect(await decemberLedger()).toHaveLength(26)
    expect((await f.wallet.balances('bulkcreator')).earnings).toBe(26 * 40)
    await expectLedgerInvariants(f)

    // The 3rd: the retries go through, each charged once.
    f.beforeCharge.hook = null
    expect(await run('retry', new Date('2026-12-03T00:00:00Z'), 50)).toMatchObject({
      paid: 3,
      retrying: 0,
    })
    expect(await decemberLedger()).toHaveLength(29)
    expect([...f.charges.values()].every((times) => times === 1)).toBe(true)
    await expectLedgerInvariants(f)
  }, 120_000)
})
