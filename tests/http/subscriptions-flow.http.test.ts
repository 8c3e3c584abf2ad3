/**
 * Paid subscriptions over real HTTP on both engines: the sandbox checkout returning to
 * /subscribe/success, a registered card charged at once and renewed on the 1st, the
 * spec's refusals (terms, KRW on a one-touch card, the last day of the month), another
 * user's payment or card never reachable (IDOR), and a deleted card ending the
 * subscription at month end. The ledger stays balanced.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { paymentsDb } from '../../platform/payments/store'
import { auditLedger } from '../../platform/wallet/history'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('paid subscriptions over HTTP', (engine) => {
  let server: TestServer
  let now = new Date('2026-11-10T12:00:00Z')
  const clock = { now: () => new Date(now) }
  let creator: SignedIn
  let fan: SignedIn
  let other: SignedIn
  let tierHash = ''
  beforeAll(async () => {
    // Renewal runs take every due subscription of the product: a product of its own.
    server = await startTestServer({
      engine,
      clock,
      env: { TALELOOM_SESSION_DAYS: '365' },
      private: true,
    })
    creator = await signUp(server)
    fan = await signUp(server)
    other = await signUp(server)
    const registered = await server.api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true },
    })
    expect(registered.status, registered.text).toBe(200)
    const pushed = await server.api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: {
        mode: 'push',
        tier: { name: 'Gold', price: 50, price_usd: 4.99, price_jpy: 500, price_krw: 5000 },
      },
    })
    expect(pushed.status, pushed.text).toBe(200)
    tierHash = pushed.json.tiers.at(-1).tierHash
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  const api = (...args: Parameters<TestServer['api']>) => server.api(...args)
  const ready = (token: string, body: Record<string, unknown>) =>
    api('/payment/subscription/ready', {
      token,
      body: { creatorOid: creator.oid, tierHash, currency: 'USD', agreeTerms: true, ...body },
    })
  const post = (path: string) =>
    fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual' })
  const earnings = async () => (await server.context.wallet.service.balances(creator.oid)).earnings

  it('refuses without the terms, a KRW one-touch card, and on the last day; nothing is charged', async () => {
    const noTerms = await ready(fan.token, { agreeTerms: false })
    expect(noTerms.status).toBe(400)
    expect(noTerms.json.code).toBe('SUBSCRIPTION_TERMS_REQUIRED')
    const card = await api('/payment/registercard', { token: fan.token, body: {} })
    const krw = await ready(fan.token, { currency: 'KRW', cardOid: card.json.cardOid })
    expect(krw.status).toBe(400)
    expect(krw.json.error).toBe('A one-touch card cannot be used for KRW payments.')
    now = new Date('2026-11-30T20:00:00Z')
    const lastDay = await ready(fan.token, {})
    expect(lastDay.json.code).toBe('SUBSCRIPTION_CLOSED_LAST_DAY')
    now = new Date('2026-11-10T12:00:00Z')
    expect(await earnings()).toBe(0)
    await api(`/payment/one-touch/${card.json.cardOid}`, { token: fan.token, method: 'DELETE' })
  })

  it('the sandbox checkout returns to /subscribe/success and makes the subscription once', async () => {
    const started = await ready(other.token, {})
    expect(started.status, started.text).toBe(200)
    expect(started.json).toMatchObject({
      status: 'pending',
      currency: 'USD',
      // 10 November: 21 of 30 days of $4.99 (docs/SUBSCRIPTIONS.md "First period").
      net: 349,
      amount: 384,
      days: 21,
      monthDays: 30,
      periodEnd: '2026-12-01T00:00:00.000Z',
      nextChargeAt: '2026-12-01T00:00:00.000Z',
      nextAmount: 549,
      successUrl: `/subscribe/success?paymentOid=${started.json.paymentOid}`,
    })
    const approveUrl = started.json.redirectUrl.replace(
      `/${started.json.paymentOid}?`,
      `/${started.json.paymentOid}/approve?`,
    )
    const approved = await post(approveUrl)
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(
      `/subscribe/success?paymentOid=${started.json.paymentOid}`,
    )
    await post(approveUrl)
    const confirmed = await api('/payment/subscription/confirm', {
      token: other.token,
      body: { paymentOid: started.json.paymentOid },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json).toMatchObject({
      status: 'paid',
      subscription: { state: 'subscribed', tierHash, periodEnd: '2026-12-01T00:00:00.000Z' },
    })
    // 35 of the tier's 50 coins booked, less the 20% fee.
    expect(await earnings()).toBe(28)
    // The checkout page's card is registered: the 1st renews it (the next test's run).
    const cards = await api('/payment/one-touch', { token: other.token, method: 'GET' })
    expect(cards.status, cards.text).toBe(200)
    expect(JSON.stringify(cards.json)).toContain('Sandbox card')
    const again = await ready(other.token, {})
    expect(again.json.code).toBe('ALREADY_SUBSCRIBED')
  })

  it("another user's payment or card is not found, and changes nothing", async () => {
    const card = await api('/payment/registercard', { token: fan.token, body: {} })
    const stranger = await signUp(server)
    const foreignCard = await ready(stranger.token, { cardOid: card.json.cardOid })
    expect(foreignCard.status).toBe(404)
    expect(foreignCard.json.code).toBe('CARD_NOT_FOUND')
    const strangerPayments = await server.context.database.db
      .selectFrom('channel_subscriptions')
      .select('oid')
      .where('user_oid', '=', stranger.oid)
      .execute()
    expect(strangerPayments).toEqual([])
    const own = await ready(creator.token, { cardOid: card.json.cardOid })
    expect(own.json.code).toBe('OWN_CHANNEL')
    const otherPayments = await server.context.database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('type', '=', 'coin_subscription')
      .execute()
    expect(otherPayments).toHaveLength(1)
    const started = await ready(fan.token, {})
    const foreign = await api('/payment/subscription/confirm', {
      token: other.token,
      body: { paymentOid: started.json.paymentOid },
    })
    expect(foreign.status).toBe(404)
    await api('/payment/charge', {
      token: fan.token,
      method: 'DELETE',
      body: { paymentOid: started.json.paymentOid },
    })
    await api(`/payment/one-touch/${card.json.cardOid}`, { token: fan.token, method: 'DELETE' })
  })

  it('a one-touch card pays at once, renews on the 1st, and its deletion ends it at month end', async () => {
    const card = await api('/payment/registercard', { token: fan.token, body: {} })
    const paid = await ready(fan.token, { cardOid: card.json.cardOid })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.json).toMatchObject({
      status: 'paid',
      redirectUrl: `/subscribe/success?paymentOid=${paid.json.paymentOid}`,
    })
    expect(await earnings()).toBe(56)
    // A tier change names the caller's own subscription only: a stranger has none here.
    const stranger = await signUp(server)
    const change = { creatorOid: creator.oid, tierHash }
    for (const asked of [
      await api('/payment/subscription/change', { token: stranger.token, body: change }),
      await api('/payment/subscription/change', {
        token: stranger.token,
        method: 'GET',
        query: change,
      }),
    ]) {
      expect(asked.status, asked.text).toBe(404)
      expect(asked.json.code).toBe('SUBSCRIPTION_NOT_FOUND')
    }
    const same = await api('/payment/subscription/change', { token: fan.token, body: change })
    expect(same.status).toBe(409)
    expect(same.json.error).toBe('You are already on this tier.')
    expect(await earnings()).toBe(56)
    now = new Date('2026-12-01T00:00:10Z')
    const run = await server.context.billing.scheduler.runOnce()
    // This card's subscription and the sandbox-checkout one, each charged once.
    expect(run).toMatchObject({ paid: 2, ended: 0 })
    expect(await earnings()).toBe(136)
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 0 })
    const renewals = await paymentsDb(server.context.database.db)
      .selectFrom('payments')
      .select('product')
      .where('user_oid', '=', other.oid)
      .where('kind', '=', 'subscription')
      .where('status', '=', 'paid')
      .execute()
    expect(renewals.filter((p) => p.product.includes(':2026-12:'))).toHaveLength(1)
    expect(await earnings()).toBe(136)
    // The sandbox-checkout subscriber stops renewing by deleting that card.
    const otherCards = await api('/payment/one-touch', { token: other.token, method: 'GET' })
    for (const card of otherCards.json.cards ?? []) {
      await api(`/payment/one-touch/${card.cardOid ?? card.oid}`, {
        token: other.token,
        method: 'DELETE',
      })
    }
    const deleted = await api(`/payment/one-touch/${card.json.cardOid}`, {
      token: fan.token,
      method: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    now = new Date('2027-01-01T00:00:10Z')
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 0, ended: 2 })
    expect(await earnings()).toBe(136)
    const audit = await auditLedger({ db: server.context.database.db })
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
  })

  it('a tier coupon prices the first month only, once per user; wrong and expired codes are refused', async () => {
    now = new Date('2027-01-05T12:00:00Z')
    const created = await api('/payment/coupon', {
      token: creator.token,
      body: { code: 'HALF-GOLD', tier: tierHash, price: 20, expiryDate: '2027-06-01T00:00:00Z' },
    })
    expect(created.status, created.text).toBe(200)
    const buyer = await signUp(server)
    const card = await api('/payment/registercard', { token: buyer.token, body: {} })
    const before = await earnings()
    const wrong = await ready(buyer.token, { cardOid: card.json.cardOid, couponCode: 'NOPE' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toBe('There are no matching coupon codes')
    const otherTier = await ready(buyer.token, {
      cardOid: card.json.cardOid,
      couponCode: 'HALF-GOLD',
      tierHash: 'no-such-tier',
    })
    expect(otherTier.status).toBe(404)
    expect(await earnings()).toBe(before)

    const paid = await ready(buyer.token, { cardOid: card.json.cardOid, couponCode: 'HALF-GOLD' })
    expect(paid.status, paid.text).toBe(200)
    // 20 coins-equivalent = 2 USD net a month instead of the tier's 4.99; 5 January pays
    // 27 of 31 days of it: $1.74, 17 coins booked; the card renews at $4.99 + 10% − 1 cent.
    expect(paid.json).toMatchObject({ status: 'paid', net: 174, nextAmount: 548 })
    expect(await earnings()).toBe(before + 14)

    // The renewal goes back to the tier's price (50 coins, 4.99 USD).
    now = new Date('2027-02-01T00:00:10Z')
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 1 })
    expect(await earnings()).toBe(before + 14 + 40)
    const periods = await server.context.database.db
      .selectFrom('channel_billing_periods')
      .select(['period', 'coins'])
      .where('user_oid', '=', buyer.oid)
      .orderBy('period')
      .execute()
    expect(periods).toEqual([
      { period: '2027-01', coins: 17 },
      { period: '2027-02', coins: 50 },
    ])

    // Ended, then back: the coupon was this user's once.
    await api(`/payment/one-touch/${card.json.cardOid}`, { token: buyer.token, method: 'DELETE' })
    now = new Date('2027-03-01T00:00:10Z')
    await server.context.billing.scheduler.runOnce()
    now = new Date('2027-03-05T12:00:00Z')
    const card2 = await api('/payment/registercard', { token: buyer.token, body: {} })
    const reused = await ready(buyer.token, {
      cardOid: card2.json.cardOid,
      couponCode: 'HALF-GOLD',
    })
    expect(reused.status).toBe(400)
    expect(reused.json.error).toBe('This coupon has already been used.')
    expect(await earnings()).toBe(before + 14 + 40)

    // Another user may use it; an abandoned checkout does not use it up.
    const second = await signUp(server)
    const pending = await ready(second.token, { couponCode: 'HALF-GOLD' })
    expect(pending.status, pending.text).toBe(200)
    expect(pending.json).toMatchObject({ status: 'pending', net: 174 })
    await api('/payment/charge', {
      token: second.token,
      method: 'DELETE',
      body: { paymentOid: pending.json.paymentOid },
    })
    const again = await ready(second.token, { couponCode: 'HALF-GOLD' })
    expect(again.status, again.text).toBe(200)
    expect(again.json.net).toBe(174)

    now = new Date('2027-07-05T12:00:00Z')
    const late = await signUp(server)
    const expired = await ready(late.token, { couponCode: 'HALF-GOLD' })
    expect(expired.status).toBe(400)
    expect(expired.json.error).toBe('This coupon has expired.')
    const audit = await auditLedger({ db: server.context.database.db })
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
  })
})
