/**
 * Revenue over HTTP: coin events and aggregates of a creator (and who may read them),
 * settlement requests (window, minimum, payout account, one a month, money moved once),
 * admin completion, history and detail, the payouts screen, calendar and analytics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, logIn, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('revenue over HTTP', (engine) => {
  const clock = manualClock('2026-11-10T03:00:00Z') // 12:00 KST, outside the settlement window
  let server: TestServer
  let admin: SignedIn
  let creator: SignedIn
  let otherCreator: SignedIn
  let fan: SignedIn

  const account = {
    currency: 'KRW',
    country: 'KR',
    holderName: 'Kim Creator',
    bankName: 'Taleloom Bank',
    accountNumber: '110-123-456789',
  }

  beforeAll(async () => {
    server = await startTestServer({ clock, engine })
    admin = await seedAdmin(server)
    creator = await signUp(server)
    otherCreator = await signUp(server)
    fan = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['user', 'creator'])
    await grantRoles(server, admin.token, otherCreator.oid, ['user', 'creator'])
    const wallet = server.context.wallet.service
    // The fan's geo country, as accounts records it from the request's country header.
    await server.context.database.db
      .updateTable('users')
      .set({ country: 'KR' })
      .where('id', '=', fan.oid)
      .execute()
    await wallet.purchaseCoins({ key: `seed-fan-${fan.oid}`, userOid: fan.oid, coins: 10_000 })
    // October and November revenue: donations and a subscription period.
    clock.set('2026-10-20T05:00:00Z')
    for (let index = 0; index < 5; index++) {
      await wallet.transfer({
        key: `oct-${index}`,
        fromUserOid: fan.oid,
        toUserOid: creator.oid,
        coins: 500,
      })
    }
    clock.set('2026-11-03T05:00:00Z')
    await wallet.subscriptionRevenue({
      key: `subscription:s1:2026-11`,
      subscriberOid: fan.oid,
      creatorOid: creator.oid,
      coins: 100,
    })
    await wallet.transfer({
      key: 'nov-0',
      fromUserOid: fan.oid,
      toUserOid: creator.oid,
      coins: 250,
    })
    clock.set('2026-11-10T03:00:00Z')
  })
  afterAll(async () => {
    await server?.close()
  })

  describe('coin events of a creator', () => {
    it('aggregates by month, by type and by month and type from the kept rows', async () => {
      const aggregate = await server.api('/coinevent/creator/aggregate', { token: creator.token })
      expect(aggregate.status, aggregate.text).toBe(200)
      expect(aggregate.json).toMatchObject({
        creatorOid: creator.oid,
        totalCoins: 2000 + 80 + 200,
        count: 7,
        months: [
          { month: '2026-10', coins: 2000, count: 5 },
          { month: '2026-11', coins: 280, count: 2 },
        ],
      })
      const byType = await server.api('/coinevent/creator/aggregate/coinType', {
        token: creator.token,
        query: { startDate: '2026-11-01', endDate: '2026-11-30' },
      })
      expect(byType.json.aggregates).toEqual([
        { type: 'coin_subscription', coins: 80, count: 1 },
        { type: 'donation', coins: 200, count: 1 },
      ])
      const cells = await server.api('/coinevent/event/aggregate', { token: creator.token })
      expect(cells.json.rows).toContainEqual({
        month: '2026-11',
        type: 'coin_subscription',
        category: 'subscriptions',
        coins: 80,
        count: 1,
      })
    })

    it('pages the events newest first with the payer named', async () => {
      const first = await server.api('/coinevent/creator', {
        token: creator.token,
        query: { count: 4 },
      })
      expect(first.status, first.text).toBe(200)
      expect(first.json.events).toHaveLength(4)
      expect(first.json.events[0]).toMatchObject({
        type: 'donation',
        coins: 200,
        fromUserOid: fan.oid,
      })
      const rest = await server.api('/coinevent/creator', {
        token: creator.token,
        query: { count: 4, nextToken: first.json.nextToken },
      })
      expect(rest.json.events).toHaveLength(3)
      expect(rest.json.nextToken).toBeNull()
      const ids = [...first.json.events, ...rest.json.events].map(
        (event: { oid: string }) => event.oid,
      )
      expect(new Set(ids).size).toBe(7)
      const bad = await server.api('/coinevent/creator', {
        token: creator.token,
        query: { nextToken: 'not-a-token' },
      })
      expect(bad.status).toBe(400)
    })

    it('answers legacy revenue before the February 2023 cut-off (none here)', async () => {
      const legacy = await server.api('/coinevent/legacy/revenue', { token: creator.token })
      expect(legacy.json).toEqual({
        creatorOid: creator.oid,
        cutoff: '2023-02-01T00:00:00.000Z',
        totalCoins: 0,
        months: [],
      })
    })

    it("refuses another creator's events to everyone but admins (IDOR)", async () => {
      for (const path of [
        '/coinevent/creator',
        '/coinevent/creator/aggregate',
        '/coinevent/creator/aggregate/coinType',
        '/coinevent/event/aggregate',
        '/coinevent/legacy/revenue',
        '/revenue/summary',
        '/revenue/monthly',
        '/revenue/settlements',
        '/content/creator-analytics',
      ]) {
        const query = { creatorOid: creator.oid }
        const prying = await server.api(path, { token: otherCreator.token, query })
        expect(prying.status, `${path} other creator`).toBe(403)
        const byFan = await server.api(path, { token: fan.token, query })
        expect(byFan.status, `${path} fan`).toBe(403)
        const own = await server.api(path, { token: fan.token })
        expect(own.status, `${path} a non-creator's own`).toBe(403)
        const byAdmin = await server.api(path, { token: admin.token, query })
        expect(byAdmin.status, `${path} admin ${byAdmin.text}`).toBe(200)
        const anonymous = await server.api(path, { query })
        expect(anonymous.status).toBe(401)
      }
    })
  })

  describe('settlement', () => {
    it('shows revenue by month and category', async () => {
      const monthly = await server.api('/revenue/monthly', {
        token: creator.token,
        query: { year: 2026 },
      })
      expect(monthly.status, monthly.text).toBe(200)
      expect(monthly.json.months).toHaveLength(12)
      const november = monthly.json.months[10]
      expect(november.month).toBe('2026-11')
      expect(november.coins).toBe(280)
      expect(november.categories).toContainEqual({ category: 'subscriptions', coins: 80, count: 1 })
      expect(november.categories).toContainEqual({ category: 'donations', coins: 200, count: 1 })
    })

    it('refuses outside the window, without a payout account, and changes nothing', async () => {
      const early = await server.api('/revenue/settlement', { token: creator.token, body: {} })
      expect(early.status).toBe(409)
      expect(early.json.code).toBe('SETTLEMENT_OUTSIDE_WINDOW')
      clock.set('2026-11-25T00:00:00Z')
      const noAccount = await server.api('/revenue/settlement', { token: creator.token, body: {} })
      expect(noAccount.json.code).toBe('PAYOUT_ACCOUNT_REQUIRED')
      const summary = await server.api('/revenue/summary', { token: creator.token })
      expect(summary.json).toMatchObject({
        availableCoins: 2280,
        eligibility: { allowed: false, reason: 'no-payout-account', minimumCoins: 1000 },
      })
    })

    it('saves the payout account through the edit screen and masks it on show', async () => {
      const bad = await server.api(`/payouts/${creator.oid}/edit`, {
        token: creator.token,
        body: { ...account, accountNumber: '<script>' },
      })
      expect(bad.status).toBe(400)
      const saved = await server.api(`/payouts/${creator.oid}/edit`, {
        token: creator.token,
        body: { ...account, currentPassword: creator.password },
      })
      expect(saved.status, saved.text).toBe(200)
      const edit = await server.api(`/payouts/${creator.oid}/edit`, { token: creator.token })
      expect(edit.json.account.accountNumber).toBe(account.accountNumber)
      const show = await server.api(`/payouts/${creator.oid}/show`, { token: creator.token })
      expect(show.json.account.accountNumber).toBe('********6789')
      expect(show.json.summary.eligibility).toMatchObject({ allowed: true, reason: null })
      for (const [token, path] of [
        [otherCreator.token, `/payouts/${creator.oid}/show`],
        [fan.token, `/payouts/${creator.oid}/edit`],
        [creator.token, `/payouts/${creator.oid}/delete`],
        [creator.token, '/payouts/not-an-oid/show'],
      ] as const) {
        expect((await server.api(path, { token })).status, path).toBe(404)
      }
      const prying = await server.api(`/payouts/${creator.oid}/edit`, {
        token: otherCreator.token,
        body: account,
      })
      expect(prying.status).toBe(404)
      expect(
        (await server.api(`/payouts/${creator.oid}/show`, { token: admin.token })).status,
      ).toBe(200)
    })

    it('moves the whole revenue once, whatever the retries and races, one request a month', async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          server.api('/revenue/settlement', { token: creator.token, body: {} }),
        ),
      )
      const ok = answers.filter((answer) => answer.status === 200)
      expect(ok.length).toBeGreaterThanOrEqual(1)
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.json.code).toBe('SETTLEMENT_ALREADY_REQUESTED')
      }
      const settlement = ok[0]?.json.settlement
      expect(settlement).toMatchObject({
        month: '2026-11',
        status: 'processing',
        coins: 2280,
        currency: 'KRW',
        // 10 December 2026 is a Thursday, no Korean holiday.
        payoutDate: '2026-12-10',
      })
      // 2280 coins = 228 USD at the bundled rate of the latest business day known.
      expect(settlement.amount.gross).toBe(Math.floor(228 * settlement.exchangeRate))
      expect(settlement.amount.fee).toBe(Math.round(settlement.amount.gross / 10))
      expect(settlement.amount.net).toBe(settlement.amount.gross - settlement.amount.fee)
      expect((await server.context.wallet.service.balances(creator.oid)).earnings).toBe(0)
      const again = await server.api('/revenue/settlement', { token: creator.token, body: {} })
      expect(again.json.code).toBe('SETTLEMENT_ALREADY_REQUESTED')
      const audit = await server.context.wallet.service.auditLedger()
      expect(audit.totals).toEqual({ coin: 0, credit: 0 })
      expect(audit.mismatched).toEqual([])
    })

    it('lists history and detail by category; admins complete it once', async () => {
      const history = await server.api('/revenue/settlements', { token: creator.token })
      expect(history.json.settlements).toHaveLength(1)
      const oid = history.json.settlements[0].oid
      const detail = await server.api(`/revenue/settlements/${oid}`, { token: creator.token })
      expect(detail.status, detail.text).toBe(200)
      expect(detail.json.months.map((month: { month: string }) => month.month)).toEqual([
        '2026-10',
        '2026-11',
      ])
      expect(detail.json.categories).toContainEqual({
        category: 'donations',
        coins: 2200,
        count: 6,
      })
      expect(
        (await server.api(`/revenue/settlements/${oid}`, { token: otherCreator.token })).status,
      ).toBe(404)
      const refused = await server.api(`/revenue/admin/settlements/${oid}/complete`, {
        token: creator.token,
        body: {},
      })
      expect(refused.status).toBe(403)
      const pending = await server.api('/revenue/admin/settlements', {
        token: admin.token,
        query: { status: 'processing' },
      })
      expect(pending.json.settlements.map((s: { oid: string }) => s.oid)).toContain(oid)
      clock.set('2026-12-02T01:00:00Z')
      const done = await server.api(`/revenue/admin/settlements/${oid}/complete`, {
        token: admin.token,
        body: {},
      })
      expect(done.status, done.text).toBe(200)
      expect(done.json.settlement).toMatchObject({
        status: 'complete',
        completedAt: '2026-12-02T01:00:00.000Z',
      })
      const twice = await server.api(`/revenue/admin/settlements/${oid}/complete`, {
        token: admin.token,
        body: {},
      })
      expect(twice.json.code).toBe('SETTLEMENT_ALREADY_COMPLETE')
      const missing = await server.api(`/revenue/admin/settlements/${'f'.repeat(24)}/complete`, {
        token: admin.token,
        body: {},
      })
      expect(missing.status).toBe(404)
    })

    it('refuses below the minimum in the next window', async () => {
      clock.set('2026-12-26T00:00:00Z')
      // Sessions last 30 days: sign in again in the new month.
      creator.token = await logIn(server, creator.email, creator.password)
      await server.context.wallet.service.transfer({
        key: 'dec-0',
        fromUserOid: fan.oid,
        toUserOid: creator.oid,
        coins: 100,
      })
      const low = await server.api('/revenue/settlement', { token: creator.token, body: {} })
      expect(low.status).toBe(409)
      expect(low.json).toMatchObject({
        code: 'SETTLEMENT_BELOW_MINIMUM',
        details: { minimumCoins: 1000 },
      })
      expect((await server.context.wallet.service.balances(creator.oid)).earnings).toBe(80)
    })
  })

  describe('calendar and analytics', () => {
    it('answers the month calendar from the bundled table', async () => {
      const month = await server.api('/revenue/calendar', {
        token: creator.token,
        query: { country: 'KR', month: '2026-09' },
      })
      expect(month.json).toMatchObject({
        country: 'KR',
        lastBusinessDay: '2026-09-30',
        // 10 October 2026 is a Saturday: the next business day is Monday the 12th.
        payoutDate: '2026-10-12',
        exchangeRate: { currency: 'KRW', date: '2026-09-30' },
        source: 'bundled',
      })
      expect(month.json.holidays.map((h: { date: string }) => h.date)).toEqual([
        '2026-09-24',
        '2026-09-25',
        '2026-09-26',
      ])
      const bad = await server.api('/revenue/calendar', {
        token: creator.token,
        query: { month: '2026-13' },
      })
      expect(bad.status).toBe(400)
    })

    it('refuses statistics from 10:00 PM to 2:00 AM Korea time with the spec text', async () => {
      clock.set('2026-12-27T13:30:00Z') // 22:30 KST
      const peak = await server.api('/content/creator-analytics', { token: creator.token })
      expect(peak.status).toBe(503)
      expect(peak.json).toMatchObject({
        code: 'STATISTICS_PEAK_HOURS',
        error: 'unavailable 10:00 PM to 2:00 AM',
      })
      clock.set('2026-12-27T17:00:00Z') // 02:00 KST
      const open = await server.api('/content/creator-analytics', {
        token: creator.token,
        query: { startDate: '2026-11-01', endDate: '2026-11-30' },
      })
      expect(open.status, open.text).toBe(200)
      expect(open.json.days).toHaveLength(30)
      expect(open.json.days[2]).toMatchObject({ day: '2026-11-03', coins: 280 })
      expect(open.json.countries).toContainEqual({
        day: '2026-11-03',
        country: 'KR',
        users: 1,
      })
      const backwards = await server.api('/content/creator-analytics', {
        token: creator.token,
        query: { startDate: '2026-11-30', endDate: '2026-11-01' },
      })
      expect(backwards.status).toBe(400)
    })
  })
})
