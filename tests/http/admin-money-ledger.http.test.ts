/**
 * The Money group's ledger reads over HTTP: the platform's revenue totals by period and
 * category (the ledger's figures, refunds netted), a user's ledger a keyset page at a time
 * and one transaction by its id, and a refund found there: reversed once, shown as refunded,
 * logged once. Bad input is refused with its text; other callers are refused (the matrix).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startingClock } from '../../platform/http'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin money: revenue and ledger', (engine) => {
  let world: MatrixWorld
  let admin: string
  let fan: SignedIn
  let creator: SignedIn
  // A day of its own: the totals read every transaction of the window on this product.
  const day = '2031-03-12'

  beforeAll(async () => {
    const clock = startingClock(new Date(`${day}T12:00:00Z`))
    world = await createMatrixWorld(await startTestServer({ engine, clock, private: true }))
    admin = world.users.admin.token
    fan = await signUp(world.server)
    creator = world.users.creator
    const wallet = world.server.context.wallet.service
    await wallet.grant({
      key: `fan-coins-${fan.oid}`,
      userOid: fan.oid,
      kind: 'coins',
      amount: 5000,
    })
    for (let index = 0; index < 34; index++) {
      await wallet.transfer({
        key: `fan-donation-${index}`,
        fromUserOid: fan.oid,
        toUserOid: creator.oid,
        coins: 100,
      })
    }
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const totals = (query: Record<string, string>) =>
    world.server.api('/revenue/admin/totals', { token: admin, query })

  it('totals the donations of the window by category and period', async () => {
    const byDay = await totals({ startDate: '2031-03-06', endDate: day, period: 'day' })
    expect(byDay.status, byDay.text).toBe(200)
    const donations = byDay.json.totals.donations
    expect(donations.count).toBe(34)
    expect(donations.creatorCoins + donations.platformCoins).toBe(3400)
    expect(byDay.json.buckets).toHaveLength(7)
    expect(byDay.json.buckets.at(-1).categories.donations.count).toBe(34)
    expect(byDay.json.totals.chat).toEqual({
      creatorCoins: 0,
      platformCoins: 0,
      credits: 0,
      count: 0,
    })
    const byWeek = await totals({ startDate: '2031-03-01', endDate: day, period: 'week' })
    expect(byWeek.json.buckets.map((bucket: { start: string }) => bucket.start)).toEqual([
      '2031-02-24',
      '2031-03-03',
      '2031-03-10',
    ])
    const before = await totals({ startDate: '2031-03-01', endDate: '2031-03-11' })
    expect(before.json.totals.donations.count).toBe(0)
  })

  it('refuses a window upside down, too long or not a date, with its text', async () => {
    const upside = await totals({ startDate: day, endDate: '2031-03-01' })
    expect(upside.status).toBe(400)
    expect(upside.json.error).toBe('startDate must not be after endDate.')
    const long = await totals({ startDate: '2029-01-01', endDate: day })
    expect(long.status).toBe(400)
    expect(long.json.error).toBe('A window spans at most 400 days.')
    const bad = await totals({ startDate: 'yesterday', endDate: day })
    expect(bad.status).toBe(400)
    const period = await totals({ startDate: day, endDate: day, period: 'year' })
    expect(period.status).toBe(400)
  })

  it('pages a user’s ledger newest first, without repeating a transaction', async () => {
    const first = await world.server.api('/admin/ledger', {
      token: admin,
      query: { userOid: fan.oid },
    })
    expect(first.status, first.text).toBe(200)
    expect(first.json.transactions).toHaveLength(30)
    expect(first.json.next).toBe(first.json.transactions.at(-1).id)
    const second = await world.server.api('/admin/ledger', {
      token: admin,
      query: { userOid: fan.oid, before: first.json.next },
    })
    expect(second.json.transactions).toHaveLength(5)
    expect(second.json.next).toBeNull()
    const ids = [...first.json.transactions, ...second.json.transactions].map(
      (transaction: { id: string }) => transaction.id,
    )
    expect(new Set(ids).size).toBe(35)
    expect([...ids].sort().reverse()).toEqual(ids)
    expect(second.json.transactions.at(-1)).toMatchObject({ type: 'increase', refundedBy: null })
    const bad = await world.server.api('/admin/ledger', { token: admin, query: { userOid: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('userOid must be a 24-character id')
  })

  it('refunds a transaction found by its id once, and logs it once', async () => {
    const page = await world.server.api('/admin/ledger', {
      token: admin,
      query: { userOid: fan.oid },
    })
    const donation = page.json.transactions[0]
    const found = await world.server.api('/admin/ledger/transaction', {
      token: admin,
      query: { id: donation.id },
    })
    expect(found.status, found.text).toBe(200)
    expect(found.json.entries).toHaveLength(3)
    const requestId = randomUUID()
    const body = { transactionId: donation.id, reason: 'Donated by mistake', requestId }
    const refund = await world.server.api('/admin/refund', { token: admin, body })
    expect(refund.status, refund.text).toBe(200)
    const retry = await world.server.api('/admin/refund', { token: admin, body })
    expect(retry.json).toMatchObject({ replayed: true })
    const after = await world.server.api('/admin/ledger/transaction', {
      token: admin,
      query: { id: donation.id },
    })
    expect(after.json.refundedBy).toBe(refund.json.refundTransactionId)
    const log = await world.server.api('/admin/audit-log', {
      token: admin,
      query: { target: fan.oid },
    })
    const refunds = log.json.entries.filter(
      (entry: { action: string }) => entry.action === 'wallet.refund',
    )
    expect(refunds).toHaveLength(1)
    expect(refunds[0].reason).toBe('Donated by mistake')
    const net = await totals({ startDate: day, endDate: day })
    const sales = net.json.totals.contentSales
    expect(sales.creatorCoins + sales.platformCoins).toBe(-100)

    const unknown = await world.server.api('/admin/ledger/transaction', {
      token: admin,
      query: { id: 'no-such-transaction' },
    })
    expect(unknown.status).toBe(404)
  })
})
