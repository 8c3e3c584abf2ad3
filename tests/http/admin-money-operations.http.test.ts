/**
 * The Money group's operations over HTTP, on both engines, with Stripe's official client
 * against the local fake speaking its wire format: a renewal declined on the 1st, listed
 * with its attempts and retried by two admins at once (charged once, booked once, logged
 * once); a period ended with a reason; the reconciliation of a window of days (matched,
 * missing on either side, an amount mismatch) and a difference settled once; external
 * donations booked once per key and listed a keyset page at a time.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentsDb } from '../../platform/payments/store'
import { type FakeStripe, startFakeStripe } from '../../platform/payments/testing'
import { auditLedger } from '../../platform/wallet/history'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('admin money operations', (engine) => {
  let server: TestServer
  let stripe: FakeStripe
  // Not a month's last day: subscriptions are closed then.
  let now = new Date('2026-11-28T12:00:00Z')
  const clock = { now: () => new Date(now) }
  let admin: SignedIn
  let creator: SignedIn
  let fan: SignedIn
  let other: SignedIn
  let tierHash = ''

  beforeAll(async () => {
    stripe = await startFakeStripe({ clock: clock.now })
    server = await startTestServer({
      engine,
      clock,
      env: {
        TALELOOM_SESSION_DAYS: '365',
        TALELOOM_PAYMENT_SANDBOX: '0',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
        STRIPE_API_BASE: stripe.url,
      },
    })
    admin = await seedAdmin(server)
    creator = await signUp(server)
    fan = await signUp(server)
    other = await signUp(server)
    const registered = await server.api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true },
    })
    expect(registered.status, registered.text).toBe(200)
    await grantRoles(server, admin.token, creator.oid, ['creator', 'livestreamer'])
    const pushed = await server.api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: {
        mode: 'push',
        tier: { name: 'Gold', price: 50, price_usd: 4.99, price_jpy: 500, price_krw: 5000 },
      },
    })
    expect(pushed.status, pushed.text).toBe(200)
    tierHash = pushed.json.tiers.at(-1).tierHash
    await subscribe(fan)
    await subscribe(other)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await stripe?.close()
  })

  /** A first month paid through Stripe Checkout: its card saved for the renewals. */
  async function subscribe(who: SignedIn) {
    const started = await server.api('/payment/subscription/ready', {
      token: who.token,
      body: { creatorOid: creator.oid, tierHash, currency: 'USD', agreeTerms: true },
    })
    expect(started.status, started.text).toBe(200)
    stripe.paySession(String(started.json.redirectUrl).split('/pay/')[1] as string)
    const confirmed = await server.api('/payment/subscription/confirm', {
      token: who.token,
      body: { paymentOid: started.json.paymentOid },
    })
    expect(confirmed.json.status, confirmed.text).toBe('paid')
  }

  const earnings = async () => (await server.context.wallet.service.balances(creator.oid)).earnings
  const offSessionCharges = () =>
    stripe.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.body.off_session === 'true',
    )
  const renewals = (query: Record<string, string> = {}) =>
    server.api('/payment/admin/renewals', { token: admin.token, query })
  const auditOf = async (target: string, action: string) =>
    (
      await server.api('/admin/audit-log', { token: admin.token, query: { target } })
    ).json.entries.filter((entry: { action: string }) => entry.action === action)

  describe('failed renewals', () => {
    it('lists a declined renewal with its attempt, searched by the subscriber or the creator', async () => {
      now = new Date('2026-12-01T00:00:10Z')
      // One of the two renewals of the run is declined.
      stripe.declineNext('card_declined')
      const run = await server.context.billing.scheduler.runOnce()
      expect(run.retrying + run.paid).toBe(2)
      const listed = await renewals({ q: fan.oid })
      expect(listed.status, listed.text).toBe(200)
      const declined = [
        ...listed.json.renewals,
        ...(await renewals({ q: other.oid })).json.renewals,
      ]
      expect(declined).toHaveLength(1)
      const row = declined[0]
      expect(row).toMatchObject({
        period: '2026-12',
        creatorOid: creator.oid,
        status: 'due',
        failedAttempts: 1,
        lastError: 'card_declined',
        attempts: [{ attempt: 1, status: 'failed', failureReason: 'card_declined' }],
      })
      const byCreator = await renewals({ q: creator.oid })
      expect(byCreator.json.renewals.map((r: { userOid: string }) => r.userOid)).toContain(
        row.userOid,
      )
      expect((await renewals({ q: 'f'.repeat(24) })).json.renewals).toEqual([])
      const bad = await renewals({ q: 'nobody' })
      expect(bad.status).toBe(400)
      expect(bad.json.error).toBe('Search by a user’s or a creator’s 24-character id.')
    })

    it('two retries at once charge the card once and book the month once, logged once', async () => {
      const [row] = [
        ...(await renewals({ q: fan.oid })).json.renewals,
        ...(await renewals({ q: other.oid })).json.renewals,
      ].filter((r: { status: string }) => r.status === 'due')
      const chargesBefore = offSessionCharges().length
      const earningsBefore = await earnings()
      const retry = (requestId: string) =>
        server.api('/payment/admin/renewals/retry', {
          token: admin.token,
          body: { subscriptionOid: row.subscriptionOid, period: row.period, requestId },
        })
      const first = randomUUID()
      const answers = await Promise.all([retry(first), retry(randomUUID())])
      const paid = answers.filter((answer) => answer.status === 200)
      expect(paid, answers.map((answer) => answer.text).join('\n')).toHaveLength(1)
      expect(paid[0]?.json).toMatchObject({ outcome: 'paid', status: 'paid', replayed: false })
      const refused = answers.find((answer) => answer.status !== 200)
      expect(refused?.status).toBe(409)
      expect(['This renewal is being charged now.', 'This renewal is already paid.']).toContain(
        refused?.json.error,
      )
      expect(offSessionCharges().length - chargesBefore).toBe(1)
      expect((await earnings()) - earningsBefore).toBe(40)
      // The same request asked again answers its first outcome and charges nothing.
      const winner = answers[0]?.status === 200 ? first : null
      if (winner) {
        const again = await retry(winner)
        expect(again.json).toMatchObject({ outcome: 'paid', replayed: true })
      }
      const later = await retry(randomUUID())
      expect(later.status).toBe(409)
      expect(later.json.error).toBe('This renewal is already paid.')
      expect(offSessionCharges().length - chargesBefore).toBe(1)
      expect(await auditOf(row.subscriptionOid, 'billing.renewal-retry')).toHaveLength(1)
      const listed = (await renewals({ q: row.userOid })).json.renewals[0]
      expect(listed.status).toBe('paid')
      expect(listed.attempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'paid'])
    })

    it('ends a failing period with a reason once; the subscription is cancelled', async () => {
      now = new Date('2027-01-01T00:00:10Z')
      stripe.declineNext('expired_card')
      await server.context.billing.scheduler.runOnce()
      const due = [
        ...(await renewals({ q: fan.oid })).json.renewals,
        ...(await renewals({ q: other.oid })).json.renewals,
      ].find(
        (r: { period: string; status: string }) => r.period === '2027-01' && r.status === 'due',
      )
      expect(due).toBeTruthy()
      const end = (reason: string) =>
        server.api('/payment/admin/renewals/end', {
          token: admin.token,
          body: { subscriptionOid: due.subscriptionOid, period: due.period, reason },
        })
      const short = await end('no')
      expect(short.status).toBe(400)
      expect(short.json.error).toBe('Give a reason for ending this subscription.')
      const ended = await end('The subscriber asked us to stop')
      expect(ended.status, ended.text).toBe(200)
      expect(ended.json).toMatchObject({ status: 'ended' })
      const again = await end('The subscriber asked us to stop')
      expect(again.status).toBe(409)
      expect(again.json.error).toBe('This renewal has ended: nothing is charged.')
      const state = await server.context.database.db
        .selectFrom('channel_subscriptions')
        .select('state')
        .where('oid', '=', due.subscriptionOid)
        .executeTakeFirstOrThrow()
      expect(state.state).toBe('cancelled')
      const logged = await auditOf(due.subscriptionOid, 'billing.renewal-end')
      expect(logged).toEqual([
        expect.objectContaining({ reason: 'The subscriber asked us to stop' }),
      ])
      const retried = await server.api('/payment/admin/renewals/retry', {
        token: admin.token,
        body: { subscriptionOid: due.subscriptionOid, period: due.period, requestId: randomUUID() },
      })
      expect(retried.status).toBe(409)
    })
  })

  describe('charge reconciliation', () => {
    /** A coin package bought through Stripe Checkout and confirmed: credited once. */
    async function buyCoins(who: SignedIn, coins: number, confirm = true) {
      const started = await server.api('/payment/charge', {
        token: who.token,
        body: { coins, currency: 'USD' },
      })
      expect(started.status, started.text).toBe(200)
      const session = stripe.paySession(String(started.json.redirectUrl).split('/pay/')[1] ?? '')
      if (confirm) {
        const confirmed = await server.api('/payment/charge', {
          token: who.token,
          method: 'PUT',
          body: { paymentOid: started.json.paymentOid },
        })
        expect(confirmed.json.status, confirmed.text).toBe('paid')
      }
      return {
        paymentOid: started.json.paymentOid as string,
        intent: session.payment_intent as string,
      }
    }

    const report = (query: Record<string, string>) =>
      server.api('/payment/admin/reconciliation', {
        token: admin.token,
        query: { from: '2027-01-03', to: '2027-01-03', ...query },
      })

    it('lists matched payments, both kinds of missing, and an amount mismatch, with totals', async () => {
      now = new Date('2027-01-03T10:00:00Z')
      const matched = await buyCoins(fan, 100)
      const lost = await buyCoins(fan, 300)
      stripe.intents.delete(lost.intent)
      const unpaid = await buyCoins(other, 500, false)
      // Ours failed while Stripe took the money: a finished payment never moves again.
      await paymentsDb(server.context.database.db)
        .updateTable('payments')
        .set({ status: 'failed', failure_reason: 'expired' })
        .where('oid', '=', unpaid.paymentOid)
        .execute()
      const differs = await buyCoins(other, 1000)
      const intent = stripe.intents.get(differs.intent) as Record<string, unknown>
      intent.amount_received = Number(intent.amount) + 100
      const stray = await fetch(`${stripe.url}/v1/payment_intents`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=990&currency=usd&confirm=true',
      })
      const strayId = ((await stray.json()) as { id: string }).id

      const all = await report({})
      expect(all.status, all.text).toBe(200)
      const verdictOf = (id: string) =>
        all.json.rows.find(
          (row: { paymentOid: string | null; providerRef: string | null }) =>
            row.paymentOid === id || row.providerRef === id,
        )?.verdict
      expect(verdictOf(matched.paymentOid)).toBe('matched')
      expect(verdictOf(lost.paymentOid)).toBe('missing_theirs')
      expect(verdictOf(unpaid.paymentOid)).toBe('missing_ours')
      expect(verdictOf(differs.paymentOid)).toBe('amount_mismatch')
      expect(verdictOf(strayId)).toBe('missing_ours')
      const stripeUsd = all.json.totals.find(
        (total: { provider: string; currency: string }) =>
          total.provider === 'stripe' && total.currency === 'USD',
      )
      expect(stripeUsd).toMatchObject({
        mode: 'list',
        counts: { matched: 1, missing_ours: 2, missing_theirs: 1, amount_mismatch: 1 },
      })
      expect(stripeUsd.theirs - stripeUsd.ours).toBe(5500 + 100 + 990 - 3300)
      const differences = await report({ verdict: 'differences' })
      expect(differences.json.rows).toHaveLength(4)
      const searched = await report({ q: lost.paymentOid })
      expect(searched.json.rows).toHaveLength(1)
      const wide = await report({ from: '2026-11-01', to: '2027-01-03' })
      expect(wide.status).toBe(400)
      expect(wide.json.error).toBe('Reconcile at most 31 days at a time.')
    })

    it('settles a difference once with a ledger transaction; a second settlement is refused', async () => {
      const rows = (await report({ verdict: 'missing_theirs' })).json.rows
      const lost = rows[0]
      const coinsOf = async (oid: string) =>
        (await server.context.wallet.service.balances(oid)).coins
      const before = await coinsOf(lost.userOid)
      const requestId = randomUUID()
      const body = {
        paymentOid: lost.paymentOid,
        verdict: 'missing_theirs',
        coins: -300,
        reason: 'Stripe holds no charge for it',
        requestId,
      }
      const settle = (input: Record<string, unknown>) =>
        server.api('/payment/admin/reconciliation/settle', { token: admin.token, body: input })
      const [first, second] = await Promise.all([settle(body), settle(body)])
      expect(first.status, first.text).toBe(200)
      expect(second.status, second.text).toBe(200)
      expect([first.json.replayed, second.json.replayed].sort()).toEqual([false, true])
      expect(before - (await coinsOf(lost.userOid))).toBe(300)
      const again = await settle({ ...body, requestId: randomUUID() })
      expect(again.status).toBe(409)
      expect(again.json.error).toBe('This difference was already settled.')
      const zero = await settle({ ...body, coins: 0, requestId: randomUUID() })
      expect(zero.status).toBe(400)
      expect(zero.json.error).toBe('Enter the coins to move.')
      expect(before - (await coinsOf(lost.userOid))).toBe(300)
      expect(await auditOf(lost.paymentOid, 'payments.reconciliation-settle')).toHaveLength(1)
      const renewal = (await report({ from: '2026-12-01', to: '2026-12-01' })).json.rows[0]
      const subscription = await settle({
        ...body,
        paymentOid: renewal.paymentOid,
        requestId: randomUUID(),
      })
      expect(subscription.status).toBe(409)
      expect(subscription.json.error).toBe(
        'Only coin purchases are settled here: refund a subscription or a gift card on its own page.',
      )
      const settled = (await report({ q: lost.paymentOid })).json.rows[0]
      expect(settled.settledBy).toBe(`reconcile:${lost.paymentOid}`)
      const audit = await auditLedger({ db: server.context.database.db })
      expect(audit.totals).toEqual({ coin: 0, credit: 0 })
      expect(audit.negativeUserAccounts).toEqual([])
    })
  })

  describe('external donations', () => {
    it('books each key once, logs it once, and lists them a page at a time', async () => {
      const before = await earnings()
      const record = (key: string, coin = 500) =>
        server.api('/live/admin/donation/external', {
          token: admin.token,
          body: { creatorOid: creator.oid, coin, key, source: 'Bank transfer', content: 'Thanks' },
        })
      const key = `ext-${randomUUID()}`
      const [first, replay] = await Promise.all([record(key), record(key)])
      expect([first.status, replay.status]).toEqual([200, 200])
      expect([first.json.replayed, replay.json.replayed].sort()).toEqual([false, true])
      expect((await earnings()) - before).toBe(400)
      expect((await record(key, 600)).status).toBe(409)
      const logged = await auditOf(creator.oid, 'live.external-donation')
      expect(logged).toHaveLength(1)
      for (let index = 0; index < 31; index++) await record(`bulk-${index}-${randomUUID()}`, 10)
      const list = (query: Record<string, string>) =>
        server.api('/live/admin/donation/external', { token: admin.token, method: 'GET', query })
      const page = await list({ creatorOid: creator.oid })
      expect(page.status, page.text).toBe(200)
      expect(page.json.donations).toHaveLength(30)
      expect(page.json.donations[0]).toMatchObject({ coin: 10, creatorShare: 8, platformFee: 2 })
      const next = await list({ creatorOid: creator.oid, before: page.json.next })
      expect(next.json.donations).toEqual([
        expect.objectContaining({ coin: 10 }),
        expect.objectContaining({
          key,
          coin: 500,
          creatorShare: 400,
          source: 'Bank transfer',
          content: 'Thanks',
          recordedBy: admin.oid,
        }),
      ])
      expect(next.json.next).toBeNull()
      expect((await list({ creatorOid: 'f'.repeat(24) })).json.donations).toEqual([])
      expect((await list({ creatorOid: 'x' })).status).toBe(400)
    })
  })
})
