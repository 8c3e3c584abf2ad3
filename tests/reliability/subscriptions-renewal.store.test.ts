/**
 * Renewals under failure, on PGlite and PostgreSQL:
 * - 1,000 subscriptions renewed on the 1st while the scheduler is killed mid-run (its
 *   charges stop for good: some before the provider call, some after the provider took
 *   the money but before we heard of it) and another one starts once the lease passes;
 *   then the killed one wakes up and finishes its calls. Each card is charged once, each
 *   period booked once, the ledger balanced.
 * - a card failing then succeeding inside the grace, with a kill after the successful
 *   charge: one charge, one ledger transaction.
 * - unsubscribes racing the renewal: nobody is charged for a period that starts at or
 *   after the period end their unsubscribe left them with.
 * "Killed" is a scheduler whose calls never come back (as a dead process's): the database
 * sees exactly what it would, its leases held and nothing more written.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createRenewalScheduler } from '../../platform/channels/billing/scheduler'
import { billingDb } from '../../platform/channels/billing/store'
import { type BillingFixture, openBillingFixture } from '../../platform/channels/billing/testing'
import { describeEachEngine } from '../../platform/db/testing'
import { expectLedgerInvariants } from '../../platform/wallet/testing'
import { insertPaidSubscriptions } from './subscriptions-kit'

const NOV = new Date('2026-11-01T00:00:00Z')
const DEC = new Date('2026-12-01T00:00:00Z')
const JAN = new Date('2027-01-01T00:00:00Z')
const LEASE_MS = 10 * 60_000

describeEachEngine('subscription renewals under failure', (engine) => {
  let f: BillingFixture
  beforeEach(async () => {
    f = await openBillingFixture(engine, '2026-11-20T12:00:00Z')
  })
  afterEach(async () => {
    await f.close()
  })

  const scheduler = (workerId: string) =>
    createRenewalScheduler(
      {
        db: billingDb(f.database.db),
        clock: f.clock,
        logger: { warn() {}, error() {} },
        payments: f.payments,
        wallet: f.wallet,
      },
      { workerId, leaseMs: LEASE_MS },
    )

  async function renewalLedger(period: string) {
    const rows = await f.database.db
      .selectFrom('wallet_transactions')
      .select('idempotency_key')
      .where('type', '=', 'coin_subscription')
      .execute()
    return rows.map((row) => row.idempotency_key).filter((key) => key.endsWith(`:${period}`))
  }

  it('1,000 renewals with the scheduler killed and restarted: each charged exactly once', async () => {
    const count = 1000
    await insertPaidSubscriptions(f.database, { count, periodStart: NOV, periodEnd: DEC })
    f.clock.set(DEC)

    // The first scheduler dies after ~300 provider calls: calls 290–299 are charged by the
    // provider and never answered, later ones never reach it.
    let calls = 0
    let hung = 0
    let wake: () => void = () => {}
    const woken = new Promise<void>((resolve) => {
      wake = resolve
    })
    let allHung: () => void = () => {}
    const stuck = new Promise<void>((resolve) => {
      allHung = resolve
    })
    const hang = async () => {
      hung += 1
      if (hung === 16) allHung()
      await woken
    }
    f.beforeCharge.hook = async () => {
      calls += 1
      if (calls > 300) await hang()
    }
    f.afterCharge.hook = async () => {
      if (calls >= 290 && calls <= 300 && hung < 16) await hang()
    }
    const first = scheduler('first')
    const firstRun = first.runOnce()
    await stuck

    // The restart: another scheduler once the lease has passed.
    f.beforeCharge.hook = null
    f.afterCharge.hook = null
    f.clock.set(new Date(DEC.getTime() + LEASE_MS + 1000))
    const second = await scheduler('second').runOnce()
    expect(second.paid).toBeGreaterThan(600)
    expect(second.failed).toBe(0)

    // The dead one wakes up: its late calls find everything done and change nothing.
    wake()
    await firstRun

    const charged = [...f.charges.values()]
    expect(charged).toHaveLength(count)
    expect(charged.every((times) => times === 1)).toBe(true)
    const keys = await renewalLedger('2026-12')
    expect(keys).toHaveLength(count)
    expect(new Set(keys).size).toBe(count)
    const periods = await f.database.db
      .selectFrom('channel_billing_periods')
      .select((eb) => [eb.fn.countAll<string>().as('n'), 'status'])
      .where('period', '=', '2026-12')
      .groupBy('status')
      .execute()
    expect(periods.map((row) => [row.status, Number(row.n)])).toEqual([['paid', count]])
    const renewed = await f.database.db
      .selectFrom('channel_subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('period_end', '=', JAN)
      .executeTakeFirstOrThrow()
    expect(Number(renewed.n)).toBe(count)
    const paidPayments = (await f.paymentRows()).filter(
      (row) => row.product.startsWith('subscription:') && row.status === 'paid',
    )
    expect(paidPayments).toHaveLength(count)
    const audit = await expectLedgerInvariants(f)
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect((await f.wallet.balances('bulkcreator')).earnings).toBe(count * 40)
  }, 600_000)

  it('a card failing then succeeding inside the grace, killed after the charge: one charge', async () => {
    await insertPaidSubscriptions(f.database, { count: 3, periodStart: NOV, periodEnd: DEC })
    for (let i = 1; i <= 3; i++) f.failCharges(`bulkref${i}`, 1)
    f.clock.set(DEC)
    expect(await scheduler('a').runOnce()).toMatchObject({ paid: 0, retrying: 3 })
    // The 3rd: the retry charges, and the scheduler dies before it hears back.
    f.clock.set('2026-12-03T00:00:00Z')
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let taken = 0
    let allTaken: () => void = () => {}
    const taking = new Promise<void>((resolve) => {
      allTaken = resolve
    })
    f.afterCharge.hook = async () => {
      taken += 1
      if (taken === 3) allTaken()
      await released
    }
    const dead = scheduler('b').runOnce()
    await taking
    f.afterCharge.hook = null
    f.clock.set(new Date(new Date('2026-12-03T00:00:00Z').getTime() + LEASE_MS + 1))
    expect(await scheduler('c').runOnce()).toMatchObject({ paid: 3 })
    release()
    await dead
    expect([...f.charges.values()]).toEqual([1, 1, 1])
    expect(await renewalLedger('2026-12')).toHaveLength(3)
    await expectLedgerInvariants(f)
  })

  it('unsubscribes racing the renewal: never charged for a period after their period end', async () => {
    const count = 200
    await insertPaidSubscriptions(f.database, { count, periodStart: NOV, periodEnd: DEC })
    // A quarter unsubscribe in November, before the run: they are never charged.
    const early = Array.from({ length: count / 4 }, (_, i) => `bulksub${i + 1}`)
    await unsubscribe(early, new Date('2026-11-30T23:59:59Z'))
    f.clock.set(DEC)
    // Half of the others unsubscribe while the run goes, each at its own moment.
    const racing = Array.from(
      { length: count / 2 },
      (_, i) => `bulksub${count / 4 + 1 + i * 1.5}`,
    ).filter((oid) => Number.isInteger(Number(oid.slice('bulksub'.length))))
    const run = scheduler('race').runOnce()
    await Promise.all(racing.map((oid) => unsubscribe([oid], DEC)))
    await run
    // January: what was left cancelling ends, nothing more is charged for it.
    f.clock.set(JAN)
    await scheduler('january').runOnce()

    const subscriptions = await f.database.db
      .selectFrom('channel_subscriptions')
      .select(['oid', 'state', 'period_end', 'cancel_requested_at'])
      .execute()
    const ledger = await f.database.db
      .selectFrom('wallet_transactions')
      .select('idempotency_key')
      .where('type', '=', 'coin_subscription')
      .execute()
    const chargedPeriods = new Map<string, string[]>()
    for (const { idempotency_key: key } of ledger) {
      const [, oid, period] = key.split(':') as [string, string, string]
      chargedPeriods.set(oid, [...(chargedPeriods.get(oid) ?? []), period])
    }
    let racedCharged = 0
    for (const row of subscriptions) {
      const periods = chargedPeriods.get(row.oid) ?? []
      const end = new Date(row.period_end)
      const endKey = `${end.getUTCFullYear()}-${String(end.getUTCMonth() + 1).padStart(2, '0')}`
      // Every charged period starts before the period end the subscriber was left with.
      for (const period of periods) expect(period < endKey, `${row.oid} ${period}`).toBe(true)
      if (racing.includes(row.oid) && periods.length > 0) racedCharged += 1
    }
    // Everyone who unsubscribed ended cancelled, never charged for January; the early
    // ones never charged at all.
    const cancelled = subscriptions.filter((row) => row.cancel_requested_at)
    expect(cancelled.length).toBeGreaterThanOrEqual(early.length)
    expect(cancelled.filter((row) => row.state !== 'cancelled')).toEqual([])
    expect(
      cancelled.flatMap((row) =>
        (chargedPeriods.get(row.oid) ?? []).filter((period) => period >= '2027-01'),
      ),
    ).toEqual([])
    expect(early.flatMap((oid) => chargedPeriods.get(oid) ?? [])).toEqual([])
    // Those who stayed renewed for December and January.
    const stayed = subscriptions.filter((row) => !row.cancel_requested_at)
    for (const row of stayed) expect(chargedPeriods.get(row.oid)).toHaveLength(2)
    expect(racedCharged).toBeLessThanOrEqual(racing.length)
    // Exactly: two periods for each who stayed, December alone for each raced one charged.
    expect(ledger).toHaveLength(2 * stayed.length + racedCharged)
    for (const oid of racing) {
      const periods = chargedPeriods.get(oid) ?? []
      expect(periods, oid).toEqual(periods.length > 0 ? ['2026-12'] : [])
    }
    await expectLedgerInvariants(f)
  }, 300_000)

  /** The channels area's unsubscribe: a conditional update of a live subscription. */
  async function unsubscribe(oids: string[], at: Date) {
    await f.database.db
      .updateTable('channel_subscriptions')
      .set({ state: 'cancel_requested', cancel_requested_at: at, updated_at: at })
      .where('oid', 'in', oids)
      .where('state', '=', 'subscribed')
      .execute()
  }
})
