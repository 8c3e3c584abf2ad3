/**
 * Payments over real HTTP: the sandbox checkout, Stripe (official client against a local
 * fake, webhooks signed with the library's test-header helper), the KakaoPay ready/confirm
 * flow against a local fake, one-touch cards, tier coupons and gift cards.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../platform/http'
import { addCard, findCard } from '../../platform/payments/cards'
import {
  type FakeKakaoPay,
  type FakeStripe,
  startFakeKakaoPay,
  startFakeStripe,
} from '../../platform/payments/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const WEBHOOK_SECRET = 'whsec_test_secret'
const signer = new Stripe('sk_test_signer')

describe('payments over HTTP', () => {
  let server: TestServer
  let stripe: FakeStripe
  let kakao: FakeKakaoPay
  let admin: SignedIn
  let offsetMs = 0
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) }

  beforeAll(async () => {
    stripe = await startFakeStripe()
    kakao = await startFakeKakaoPay()
    server = await startTestServer({
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        KAKAOPAY_SECRET_KEY: kakao.secretKey,
        KAKAOPAY_API_BASE: kakao.url,
      },
    })
    admin = await seedAdmin(server)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await stripe?.close()
    await kakao?.close()
  })

  const coins = async (token: string) =>
    (await server.api('/story-chat/convert/credit', { token })).json.balances.coins as number

  async function post(path: string, init: { query?: string } = {}) {
    return fetch(`${server.url}/api${path}${init.query ?? ''}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  }

  async function webhook(event: unknown, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event)
    const header = signer.webhooks.generateTestHeaderString({ payload, secret })
    return server.api('/payment/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: event,
    })
  }

  describe('charge packages', () => {
    it('lists packages with buyer prices in the visitor currency', async () => {
      const ko = await server.api('/payment/charge/packages', { query: { lang: 'ko' } })
      expect(ko.status).toBe(200)
      expect(ko.json.currency).toBe('KRW')
      expect(ko.json.methods).toEqual(['card', 'kakaopay', 'sandbox'])
      const first = ko.json.packages[0]
      expect(first).toMatchObject({ coins: 100, net: 10_000 })
      expect(first.prices.sandbox.amount).toBe(11_000)
      const usd = await server.api('/payment/charge/packages', { query: { currency: 'USD' } })
      expect(usd.json.packages[0].prices.card.text).toBe('10.99')
      expect(usd.json.methods).not.toContain('kakaopay')
    })
  })

  describe('sandbox checkout', () => {
    it('requires login and a known package', async () => {
      expect((await server.api('/payment/charge', { body: { coins: 100 } })).status).toBe(401)
      const user = await signUp(server)
      const bad = await server.api('/payment/charge', { token: user.token, body: { coins: 7 } })
      expect(bad.status).toBe(400)
      expect(bad.json.code).toBe('INVALID_PARAMETERS')
    })

    it('approve: pending → paid → credited once → /charge/success', async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 300, currency: 'USD' },
      })
      expect(started.status, started.text).toBe(200)
      expect(started.json).toMatchObject({ status: 'pending', amount: 3300, method: 'sandbox' })
      const page = await fetch(`${server.url}${started.json.redirectUrl}&lang=ko`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('결제 승인')
      expect(html).toContain('33.00 USD')
      const wrong = await fetch(
        `${server.url}/api/payment/sandbox/checkout/${started.json.paymentOid}?token=nope`,
      )
      expect(wrong.status).toBe(404)

      const approveUrl = started.json.redirectUrl.replace(
        `/${started.json.paymentOid}?`,
        `/${started.json.paymentOid}/approve?`,
      )
      const approved = await post(approveUrl.replace('/api', ''))
      expect(approved.status).toBe(303)
      expect(approved.headers.get('location')).toBe(
        `/charge/success?paymentOid=${started.json.paymentOid}`,
      )
      const again = await post(approveUrl.replace('/api', ''))
      expect(again.status).toBe(303)
      const status = await server.api('/payment/charge', {
        token: user.token,
        query: { paymentOid: started.json.paymentOid },
      })
      expect(status.json).toMatchObject({ status: 'paid', credited: true })
      expect(await coins(user.token)).toBe(300)
      const history = await server.api('/live/paymenthistory', { token: user.token })
      expect(history.json.items).toHaveLength(1)
      expect(history.json.items[0].coins).toBe(300)
      // Someone else's payment does not exist for them.
      const other = await signUp(server)
      const foreign = await server.api('/payment/charge', {
        token: other.token,
        query: { paymentOid: started.json.paymentOid },
      })
      expect(foreign.status).toBe(404)
    })

    it('decline → /charge/fail; a finished payment cannot be cancelled', async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 100 },
      })
      const declineUrl = started.json.redirectUrl
        .replace('/api', '')
        .replace(`/${started.json.paymentOid}?`, `/${started.json.paymentOid}/decline?`)
      const declined = await post(declineUrl)
      expect(declined.status).toBe(303)
      expect(declined.headers.get('location')).toContain('/charge/fail?paymentOid=')
      const cancel = await server.api('/payment/charge', {
        method: 'DELETE',
        token: user.token,
        body: { paymentOid: started.json.paymentOid },
      })
      expect(cancel.status).toBe(400)
      expect(cancel.json.error).toBe('Failed to cancel. Please try again.')
      expect(await coins(user.token)).toBe(0)
    })

    it('cancels a pending payment', async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 100 },
      })
      const cancel = await server.api('/payment/charge', {
        method: 'DELETE',
        token: user.token,
        body: { paymentOid: started.json.paymentOid },
      })
      expect(cancel.json.status).toBe('cancelled')
    })
  })

  describe('stripe', () => {
    it('a bad signature answers 400 and changes nothing', async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 100, currency: 'USD', method: 'card' },
      })
      expect(started.json.amount).toBe(1099)
      const session = stripe.paySession([...stripe.sessions.keys()].at(-1) as string)
      const event = stripe.event('checkout.session.completed', session)
      const forged = await webhook(event, 'whsec_wrong')
      expect(forged.status).toBe(400)
      expect(forged.json.code).toBe('INVALID_SIGNATURE')
      const unsigned = await server.api('/payment/stripe/webhook', { body: event })
      expect(unsigned.status).toBe(400)
      expect(await coins(user.token)).toBe(0)
      const status = await server.api('/payment/charge', {
        token: user.token,
        query: { paymentOid: started.json.paymentOid },
      })
      expect(status.json.status).toBe('pending')
    })

    it('webhook and PUT /charge racing 20× each credit exactly once', async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 1000, currency: 'JPY', method: 'card' },
      })
      expect(started.json.redirectUrl).toContain(`${stripe.url}/pay/cs_test_`)
      const sessionId = [...stripe.sessions.values()].find(
        (session) =>
          (session.metadata as Record<string, string>).paymentOid === started.json.paymentOid,
      )?.id as string
      const session = stripe.paySession(sessionId)
      const event = stripe.event('checkout.session.completed', session)
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          index % 2 === 0
            ? webhook(event)
            : server.api('/payment/charge', {
                method: 'PUT',
                token: user.token,
                body: { paymentOid: started.json.paymentOid },
              }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
      expect(await coins(user.token)).toBe(1000)
      const history = await server.api('/live/paymenthistory', { token: user.token })
      expect(history.json.items).toHaveLength(1)
    })

    it('saved cards: set up, list, select, charge off-session, decline, delete', async () => {
      const user = await signUp(server)
      const empty = await server.api('/payment/stripe/customer-data', { token: user.token })
      expect(empty.json).toEqual({ customerId: null, cards: [] })
      const setup = await server.api('/payment/stripe/setup-card', { token: user.token, body: {} })
      expect(setup.status, setup.text).toBe(200)
      expect(setup.json.clientSecret).toMatch(/^seti_/)
      const customerId = [...stripe.customers.values()].find(
        (customer) => (customer.metadata as Record<string, string>).userOid === user.oid,
      )?.id as string
      stripe.addCard(customerId, { last4: '4242' })
      stripe.addCard(customerId, { brand: 'mastercard', last4: '4444' })
      const listed = await server.api('/payment/stripe/customer-data', { token: user.token })
      expect(listed.json.cards.map((card: { last4: string }) => card.last4)).toEqual([
        '4242',
        '4444',
      ])
      const selected = await server.api('/payment/stripe/select-card', {
        token: user.token,
        body: { idx: 1 },
      })
      expect(selected.status).toBe(200)
      const after = await server.api('/payment/stripe/customer-data', { token: user.token })
      expect(after.json.cards[1].selected).toBe(true)

      const krw = await server.api('/payment/stripe/charge-saved', {
        token: user.token,
        body: { coins: 100, currency: 'KRW' },
      })
      expect(krw.status).toBe(400)
      expect(krw.json.error).toBe('A one-touch card cannot be used for KRW payments.')

      const charged = await server.api('/payment/stripe/charge-saved', {
        token: user.token,
        body: { coins: 500, currency: 'USD' },
      })
      expect(charged.status, charged.text).toBe(200)
      expect(charged.json).toMatchObject({ status: 'paid', credited: true, amount: 5499 })
      const intent = [...stripe.intents.values()].at(-1) as Record<string, unknown>
      expect(intent.payment_method).toBe(after.json.cards[1].id)
      // The webhook for the same intent arrives later: nothing more is credited.
      const late = await webhook(stripe.event('payment_intent.succeeded', intent))
      expect(late.json.handled).toBe(true)
      expect(await coins(user.token)).toBe(500)

      stripe.declineNext()
      const declined = await server.api('/payment/stripe/charge-saved', {
        token: user.token,
        body: { coins: 100, currency: 'USD', idx: 0 },
      })
      expect(declined.json).toMatchObject({ status: 'failed', failureReason: 'card_declined' })
      expect(await coins(user.token)).toBe(500)

      // A one-touch card registered on that payment method goes with it, and billing hears.
      const deletedCards: string[] = []
      server.context.payments.service.onCardDeleted(async ({ cardOid }) => {
        deletedCards.push(cardOid)
      })
      const registered = await addCard(
        server.context.payments.service.db,
        {
          userOid: user.oid,
          provider: 'stripe',
          providerRef: after.json.cards[0].id,
          label: 'Visa 4242',
        },
        new Date(),
      )
      const removed = await server.api('/payment/stripe/card/0', {
        method: 'DELETE',
        token: user.token,
      })
      expect(removed.status).toBe(200)
      expect(deletedCards).toEqual([registered.oid])
      expect(
        await findCard(server.context.payments.service.db, registered.oid, user.oid),
      ).toBeFalsy()
      const remaining = await server.api('/payment/stripe/customer-data', { token: user.token })
      expect(remaining.json.cards).toHaveLength(1)
      const missing = await server.api('/payment/stripe/card/5', {
        method: 'DELETE',
        token: user.token,
      })
      expect(missing.status).toBe(404)
    })
  })

  describe('stripe checkout retries', () => {
    it("a declined first card on Stripe's page does not close the payment: the retry pays and credits", async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 300, currency: 'USD', method: 'card' },
      })
      const sessionId = [...stripe.sessions.values()].find(
        (session) =>
          (session.metadata as Record<string, string>).paymentOid === started.json.paymentOid,
      )?.id as string
      // Checkout's PaymentIntent carries our metadata (payment_intent_data) and fails on
      // the first card; the session stays open and the buyer tries another card.
      const failedIntent = {
        id: 'pi_checkout_declined_1',
        object: 'payment_intent',
        amount: started.json.amount,
        amount_received: 0,
        currency: 'usd',
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', type: 'card_error' },
        metadata: { paymentOid: started.json.paymentOid },
      }
      const failed = await webhook(stripe.event('payment_intent.payment_failed', failedIntent))
      expect(failed.status).toBe(200)
      const meanwhile = await server.api('/payment/charge', {
        token: user.token,
        query: { paymentOid: started.json.paymentOid },
      })
      expect(meanwhile.json.status).toBe('pending')

      const session = stripe.paySession(sessionId)
      const completed = await webhook(stripe.event('checkout.session.completed', session))
      expect(completed.status).toBe(200)
      const final = await server.api('/payment/charge', {
        token: user.token,
        query: { paymentOid: started.json.paymentOid },
      })
      expect(final.json).toMatchObject({ status: 'paid', credited: true })
      expect(await coins(user.token)).toBe(300)
    })
  })

  describe('onetime confirm of another provider', () => {
    it("refuses a payment that is not KakaoPay's and never calls KakaoPay for it", async () => {
      const user = await signUp(server)
      const started = await server.api('/payment/charge', {
        token: user.token,
        body: { coins: 100, currency: 'KRW', method: 'sandbox' },
      })
      const before = kakao.requests.length
      const confirm = await server.api('/payment/onetime/confirm', {
        token: user.token,
        body: { paymentOid: started.json.paymentOid, pg_token: 'anything' },
      })
      expect(confirm.status).toBe(404)
      expect(confirm.json.code).toBe('PAYMENT_NOT_FOUND')
      expect(kakao.requests.length).toBe(before)
    })
  })

  describe('kakaopay ready/confirm', () => {
    it('ready returns the external page; confirm with the pg_token pays once', async () => {
      const user = await signUp(server)
      const ready = await server.api('/payment/onetime/ready', {
        token: user.token,
        body: { coins: 100 },
      })
      expect(ready.status, ready.text).toBe(200)
      expect(ready.json).toMatchObject({ currency: 'KRW', amount: 11_000, status: 'pending' })
      expect(ready.json.next_redirect_pc_url).toContain(`${kakao.url}/online/v1/payment/ready/`)
      const readyCall = kakao.requests.find((request) => request.path.endsWith('/ready'))
      expect(readyCall?.authorization).toBe(`SECRET_KEY ${kakao.secretKey}`)
      expect(readyCall?.body).toMatchObject({
        cid: 'TC0ONETIME',
        total_amount: 11_000,
        partner_order_id: ready.json.paymentOid,
      })

      const refused = await server.api('/payment/onetime/confirm', {
        token: user.token,
        body: { paymentOid: ready.json.paymentOid, pg_token: 'wrong' },
      })
      expect(refused.status).toBe(400)
      expect(refused.json.code).toBe('PAYMENT_NOT_APPROVED')

      const pgToken = kakao.buyerApproves(ready.json.tid)
      const confirms = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.api('/payment/onetime/confirm', {
            token: user.token,
            body: { paymentOid: ready.json.paymentOid, pg_token: pgToken },
          }),
        ),
      )
      expect(confirms.some((answer) => answer.json.status === 'paid')).toBe(true)
      const final = await server.api('/payment/charge', {
        token: user.token,
        query: { paymentOid: ready.json.paymentOid },
      })
      expect(final.json).toMatchObject({ status: 'paid', credited: true })
      expect(kakao.orders.get(ready.json.tid)?.approvals).toBe(1)
      expect(await coins(user.token)).toBe(100)
    })
  })

  describe('one-touch cards', () => {
    it('registers a sandbox card, refuses KRW, charges, deletes', async () => {
      const user = await signUp(server)
      const registered = await server.api('/payment/registercard', {
        token: user.token,
        body: {},
      })
      expect(registered.status, registered.text).toBe(200)
      expect(registered.json.status).toBe('registered')
      const list = await server.api('/payment/one-touch', { token: user.token })
      expect(list.json.cards).toHaveLength(1)
      const cardOid = registered.json.cardOid
      const krw = await server.api('/payment/one-touch/confirm', {
        token: user.token,
        headers: { 'idempotency-key': `krw-${cardOid}` },
        body: { cardOid, coins: 100, currency: 'KRW' },
      })
      expect(krw.json.error).toBe('A one-touch card cannot be used for KRW payments.')
      const paid = await server.api('/payment/one-touch/confirm', {
        token: user.token,
        headers: { 'idempotency-key': `jpy-${cardOid}` },
        body: { cardOid, coins: 300, currency: 'JPY' },
      })
      expect(paid.json).toMatchObject({ status: 'paid', credited: true, amount: 3300 })
      expect(await coins(user.token)).toBe(300)
      const other = await signUp(server)
      const foreign = await server.api(`/payment/one-touch/${cardOid}`, {
        method: 'DELETE',
        token: other.token,
      })
      expect(foreign.status).toBe(404)
      const removed = await server.api(`/payment/one-touch/${cardOid}`, {
        method: 'DELETE',
        token: user.token,
      })
      expect(removed.status).toBe(200)
      expect((await server.api('/payment/one-touch', { token: user.token })).json.cards).toEqual([])
    })
  })

  describe('tier coupons', () => {
    it('guessing codes is rate-limited per caller', async () => {
      const guesser = await signUp(server)
      const creatorOid = guesser.oid
      const statuses: number[] = []
      for (let index = 0; index < 31; index += 1) {
        const answer = await server.api('/payment/coupon/valid', {
          token: guesser.token,
          query: { code: `GUESS${index}`, tier: 'gold', creatorOid },
        })
        statuses.push(answer.status)
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true)
      expect(statuses[30]).toBe(429)
    })

    it("creating one without code, expiry date or price answers the spec's text and stores nothing", async () => {
      const creator = await signUp(server)
      await grantRoles(server, admin.token, creator.oid, ['user', 'creator'])
      const expiryDate = new Date(Date.now() + 86_400_000).toISOString()
      const full = { code: 'NEEDS-ALL', tier: 'gold', price: 100, expiryDate }
      for (const field of ['code', 'expiryDate', 'price'] as const) {
        const { [field]: _dropped, ...body } = full
        const answer = await server.api('/payment/coupon', { token: creator.token, body })
        expect(answer.status, field).toBe(400)
        expect(answer.json).toMatchObject({
          code: 'COUPON_FIELDS_REQUIRED',
          error: 'Code, expiry date and price are required.',
        })
      }
      const listed = await server.api('/payment/coupon', { token: creator.token })
      expect(listed.json.coupons).toEqual([])
    })

    it('validates code, tier and creator; removes a coupon failing later checks', async () => {
      const creator = await signUp(server)
      await grantRoles(server, admin.token, creator.oid, ['user', 'creator'])
      const buyer = await signUp(server)
      const expiry = new Date(Date.now() + 2 * 86_400_000).toISOString()
      const notCreator = await server.api('/payment/coupon', {
        token: buyer.token,
        body: { code: 'WELCOME1', tier: 'gold', price: 0, expiryDate: expiry },
      })
      expect(notCreator.status).toBe(403)
      for (const code of ['WELCOME1', 'SOON-GONE']) {
        const created = await server.api('/payment/coupon', {
          token: creator.token,
          body: { code, tier: 'gold', price: 500, expiryDate: expiry },
        })
        expect(created.status, created.text).toBe(200)
      }
      const duplicate = await server.api('/payment/coupon', {
        token: creator.token,
        body: { code: 'WELCOME1', tier: 'gold', price: 500, expiryDate: expiry },
      })
      expect(duplicate.status).toBe(400)

      const query = { code: 'WELCOME1', tier: 'gold', creatorOid: creator.oid }
      const valid = await server.api('/payment/coupon/valid', { token: buyer.token, query })
      expect(valid.json).toMatchObject({ valid: true, price: 500 })
      for (const miss of [
        { ...query, code: 'NOPE' },
        { ...query, tier: 'silver' },
        { ...query, creatorOid: buyer.oid },
      ]) {
        const answer = await server.api('/payment/coupon/valid', {
          token: buyer.token,
          query: miss,
        })
        expect(answer.status).toBe(400)
        expect(answer.json.error).toBe('There are no matching coupon codes')
      }
      const anonymous = await server.api('/payment/coupon/valid', { query })
      expect(anonymous.json.error).toBe('Identification is required.')
      expect(anonymous.json.details).toEqual({ removed: false })
      expect(
        (await server.api('/payment/coupon/valid', { token: buyer.token, query })).status,
      ).toBe(200)

      offsetMs = 3 * 86_400_000
      const soon = { ...query, code: 'SOON-GONE' }
      const expired = await server.api('/payment/coupon/valid', { token: buyer.token, query: soon })
      offsetMs = 0
      expect(expired.json).toMatchObject({ code: 'COUPON_EXPIRED', details: { removed: true } })
      const gone = await server.api('/payment/coupon/valid', { token: buyer.token, query: soon })
      expect(gone.json.error).toBe('There are no matching coupon codes')
      const listed = await server.api('/payment/coupon', { token: creator.token })
      expect(listed.json.coupons.map((coupon: { code: string }) => coupon.code)).toEqual([
        'WELCOME1',
      ])
    })
  })

  describe('gift cards', () => {
    it('lists availability; purchase needs login and a selection; paid → one card', async () => {
      const list = await server.api('/content/dl-giftcard')
      expect(list.json.map((item: { itemName: string }) => item.itemName)).toEqual([
        'dlsite-500',
        'dlsite-1000',
        'dlsite-3000',
        'dlsite-5000',
        'dlsite-10000',
      ])
      expect(list.json.every((item: { available: boolean }) => item.available)).toBe(true)
      const anonymous = await server.api('/content/dl-giftcard', {
        body: { itemName: 'dlsite-500' },
      })
      expect(anonymous.status).toBe(401)
      expect(anonymous.json.error).toBe('Login required')
      const user = await signUp(server)
      for (const body of [{}, { itemName: '' }, { itemName: 'dlsite-700' }]) {
        const none = await server.api('/content/dl-giftcard', { token: user.token, body })
        expect(none.status).toBe(400)
        expect(none.json.error).toBe('No item selected')
      }
      const bought = await server.api('/content/dl-giftcard', {
        token: user.token,
        body: { itemName: 'dlsite-1000' },
      })
      expect(bought.status, bought.text).toBe(200)
      expect(bought.json).toMatchObject({ currency: 'JPY', amount: 1100, kind: 'giftcard' })
      const approve = bought.json.redirectUrl
        .replace('/api', '')
        .replace(`/${bought.json.paymentOid}?`, `/${bought.json.paymentOid}/approve?`)
      expect((await post(approve)).status).toBe(303)
      const mine = await server.api('/content/dl-giftcard/mine', { token: user.token })
      expect(mine.json.giftCards).toHaveLength(1)
      expect(mine.json.giftCards[0]).toMatchObject({ itemName: 'dlsite-1000', points: 1000 })

      const off = await server.api('/content/dl-giftcard', {
        method: 'PUT',
        token: admin.token,
        body: { itemName: 'dlsite-500', available: false },
      })
      expect(off.json[0]).toMatchObject({ itemName: 'dlsite-500', available: false })
      const refused = await server.api('/content/dl-giftcard', {
        token: user.token,
        body: { itemName: 'dlsite-500' },
      })
      expect(refused.json.code).toBe('GIFT_CARD_UNAVAILABLE')
      const notAdmin = await server.api('/content/dl-giftcard', {
        method: 'PUT',
        token: user.token,
        body: { itemName: 'dlsite-500', available: true },
      })
      expect(notAdmin.status).toBe(403)
    })
  })
})

describe('payments with the sandbox switched off', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { TALELOOM_PAYMENT_SANDBOX: '0' } })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('offers no method and refuses to start or approve sandbox payments', async () => {
    const packages = await server.api('/payment/charge/packages', { query: { currency: 'USD' } })
    expect(packages.json).toMatchObject({ methods: [], defaultMethod: null })
    const user = await signUp(server)
    const started = await server.api('/payment/charge', {
      token: user.token,
      body: { coins: 100, method: 'sandbox' },
    })
    expect(started.status).toBe(503)
    expect(started.json.code).toBe('PROVIDER_UNAVAILABLE')
    const approve = await fetch(
      `${server.url}/api/payment/sandbox/checkout/${'a'.repeat(24)}/approve?token=x`,
      { method: 'POST', redirect: 'manual' },
    )
    expect(approve.status).toBe(404)
  })
})

describe('payments with Stripe unreachable', () => {
  let server: TestServer
  beforeAll(async () => {
    // Nothing listens on port 9: every Stripe call fails as in an outage.
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('card routes answer 502 PROVIDER_ERROR, not a server error, and store no customer', async () => {
    const user = await signUp(server)
    for (const path of ['/payment/stripe/setup-card', '/payment/registercard']) {
      const answer = await server.api(path, {
        token: user.token,
        body: path.endsWith('registercard') ? { provider: 'stripe' } : {},
      })
      expect(answer.status, path).toBe(502)
      expect(answer.json.code).toBe('PROVIDER_ERROR')
    }
    const data = await server.api('/payment/stripe/customer-data', { token: user.token })
    expect(data.json).toEqual({ customerId: null, cards: [] })
  }, 30_000)
})
