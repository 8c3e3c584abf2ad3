/**
 * Paid subscriptions over real HTTP on both engines: the sandbox checkout returning to
 * /subscribe/success, a registered card charged at once and renewed on the 1st, the
 * spec's refusals (terms, KRW on a one-touch card, the last day of the month), another
 * user's payment or card never reachable (IDOR), and a deleted card ending the
 * subscription at month end. The ledger stays balanced.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../../platform/db/testing'
import { auditLedger } from '../../platform/wallet/history'
import { type SignedIn, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

describeEachEngine('paid subscriptions over HTTP', (engine) => {
  let server: TestServer
  let now = new Date('2026-11-10T12:00:00Z')
  const clock = { now: () => new Date(now) }
  let creator: SignedIn
  let fan: SignedIn
  let other: SignedIn
  let tierHash = ''
  beforeAll(async () => {
    server = await startTestServer({ engine, clock, env: { TALELOOM_SESSION_DAYS: '365' } })
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
      net: 499,
      amount: 549,
      periodEnd: '2026-12-01T00:00:00.000Z',
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
    expect(await earnings()).toBe(40)
    // No card: the month is paid, nothing renews it, it ends on the 1st.
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
    expect(await earnings()).toBe(80)
    now = new Date('2026-12-01T00:00:10Z')
    const run = await server.context.billing.scheduler.runOnce()
    expect(run).toMatchObject({ paid: 1, ended: 1 })
    expect(await earnings()).toBe(120)
    const deleted = await api(`/payment/one-touch/${card.json.cardOid}`, {
      token: fan.token,
      method: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    now = new Date('2027-01-01T00:00:10Z')
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 0, ended: 1 })
    expect(await earnings()).toBe(120)
    const audit = await auditLedger({ db: server.context.database.db })
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
  })
})
