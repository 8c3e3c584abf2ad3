/**
 * A paid subscription first paid through Stripe Checkout renews on the 1st, on both
 * engines: the checkout saves the card on the user's customer (setup_future_usage), the
 * confirm registers that payment method as the renewal card, the 1st charges it once
 * off-session, and deleting the saved card ends the subscription with its paid month.
 * Stripe is the official client against the local fake speaking its wire format.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../../platform/payments/testing'
import { auditLedger } from '../../platform/wallet/history'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('subscriptions paid through Stripe Checkout', (engine) => {
  let server: TestServer
  let stripe: FakeStripe
  let now = new Date('2026-11-10T12:00:00Z')
  const clock = { now: () => new Date(now) }
  let creator: SignedIn
  let fan: SignedIn
  let tierHash = ''
  beforeAll(async () => {
    stripe = await startFakeStripe()
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
    creator = await signUp(server)
    fan = await signUp(server)
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
    await stripe?.close()
  })
  const earnings = async () => (await server.context.wallet.service.balances(creator.oid)).earnings
  const offSessionCharges = () =>
    stripe.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.body.off_session === 'true',
    )

  it('the checkout saves the card, the 1st charges it once, and deleting it ends the subscription', async () => {
    const started = await server.api('/payment/subscription/ready', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash, currency: 'USD', agreeTerms: true },
    })
    expect(started.status, started.text).toBe(200)
    expect(started.json).toMatchObject({ status: 'pending', currency: 'USD' })
    // The first payment pays 21 of November's 30 days; the 1st charges the full month.
    expect(started.json).toMatchObject({ days: 21, monthDays: 30 })
    expect(started.json.amount).toBeLessThan(started.json.nextAmount)
    const amount = String(started.json.nextAmount)
    const sessionId = String(started.json.redirectUrl).split('/pay/')[1] as string
    const created = stripe.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/checkout/sessions',
    )
    // Stripe's wire format: a customer and the intent's off-session future usage.
    expect(created?.body.customer).toMatch(/^cus_/)
    expect(created?.body.payment_intent_data).toMatchObject({ setup_future_usage: 'off_session' })
    const customer = created?.body.customer as string

    stripe.paySession(sessionId)
    const confirmed = await server.api('/payment/subscription/confirm', {
      token: fan.token,
      body: { paymentOid: started.json.paymentOid },
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json).toMatchObject({
      status: 'paid',
      subscription: { state: 'subscribed', tierHash, periodEnd: '2026-12-01T00:00:00.000Z' },
    })
    expect(await earnings()).toBe(28)
    // Confirming again registers nothing new.
    await server.api('/payment/subscription/confirm', {
      token: fan.token,
      body: { paymentOid: started.json.paymentOid },
    })
    const cards = await server.api('/payment/one-touch', { token: fan.token, method: 'GET' })
    expect(cards.status, cards.text).toBe(200)
    expect(JSON.stringify(cards.json)).toContain('VISA •••• 4242')
    const saved = await server.api('/payment/stripe/customer-data', { token: fan.token })
    expect(saved.json.customerId).toBe(customer)
    expect(saved.json.cards).toHaveLength(1)
    const paymentMethod = saved.json.cards[0].id as string

    now = new Date('2026-12-01T00:00:10Z')
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 1, ended: 0 })
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 0 })
    const charges = offSessionCharges()
    expect(charges).toHaveLength(1)
    expect(charges[0]?.body).toMatchObject({
      customer,
      payment_method: paymentMethod,
      confirm: 'true',
      amount,
      currency: 'usd',
    })
    expect(await earnings()).toBe(68)
    const renewed = await server.context.database.db
      .selectFrom('channel_subscriptions')
      .select(['state', 'period_end'])
      .where('user_oid', '=', fan.oid)
      .executeTakeFirstOrThrow()
    expect(renewed.state).toBe('subscribed')
    expect(new Date(renewed.period_end).toISOString()).toBe('2027-01-01T00:00:00.000Z')

    const deleted = await server.api('/payment/stripe/card/0', {
      token: fan.token,
      method: 'DELETE',
    })
    expect(deleted.status, deleted.text).toBe(200)
    now = new Date('2027-01-01T00:00:10Z')
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 0, ended: 1 })
    expect(offSessionCharges()).toHaveLength(1)
    expect(await earnings()).toBe(68)
    const audit = await auditLedger({ db: server.context.database.db })
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
  })

  it('a coin package through Stripe Checkout saves no card', async () => {
    const before = stripe.requests.length
    const charged = await server.api('/payment/charge', {
      token: fan.token,
      body: { coins: 100, currency: 'USD', method: 'card' },
    })
    expect(charged.status, charged.text).toBe(200)
    const created = stripe.requests
      .slice(before)
      .find((request) => request.path === '/v1/checkout/sessions')
    expect(created?.body.customer).toBeUndefined()
    expect(created?.body.payment_intent_data).not.toHaveProperty('setup_future_usage')
  })
})
