/**
 * One-touch confirm over real HTTP: the Idempotency-Key header makes 50 parallel confirms
 * of one purchase one payment and one ledger transaction; a missing or malformed key and a
 * key reused for another purchase are refused and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

describe('one-touch confirm with an Idempotency-Key', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const coins = async (token: string) =>
    (await server.api('/story-chat/convert/credit', { token })).json.balances.coins as number

  const purchases = async (userOid: string) =>
    (
      await server.context.database.db
        .selectFrom('wallet_transactions')
        .select('id')
        .where('type', '=', 'purchase')
        .where(({ ref, eb }) => eb(ref('metadata', '->>').key('userOid'), '=', userOid))
        .execute()
    ).length

  it('the packages say what a one-touch card pays, and nothing in KRW', async () => {
    const usd = await server.api('/payment/charge/packages', { query: { currency: 'USD' } })
    const pack = usd.json.packages.find((offer: { coins: number }) => offer.coins === 300)
    expect(pack.oneTouch).toEqual({ amount: 3299, text: '32.99' })
    const krw = await server.api('/payment/charge/packages', { query: { currency: 'KRW' } })
    expect(krw.json.packages[0].oneTouch).toBeNull()
  })

  it('50 parallel confirms of one key charge once', async () => {
    const user = await signUp(server)
    const registered = await server.api('/payment/registercard', { token: user.token, body: {} })
    const cardOid = registered.json.cardOid as string
    const confirm = (key: string, coins = 300) =>
      server.api('/payment/one-touch/confirm', {
        token: user.token,
        headers: { 'idempotency-key': key },
        body: { cardOid, coins, currency: 'USD' },
      })
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm('buy-300-first')))
    // The route's rate limit (30 a minute) refuses some; every answer is one of three.
    expect(new Set(answers.map((answer) => answer.status))).toSatisfy((statuses: Set<number>) =>
      [...statuses].every((status) => [200, 202, 429].includes(status)),
    )
    const accepted = answers.filter((answer) => answer.status < 300)
    expect(accepted.length).toBeGreaterThan(0)
    expect(new Set(accepted.map((answer) => answer.json.paymentOid)).size).toBe(1)
    expect(await purchases(user.oid)).toBe(1)
    expect(await coins(user.token)).toBe(300)
  })

  it('refuses a missing, malformed or reused key and changes nothing', async () => {
    const user = await signUp(server)
    const registered = await server.api('/payment/registercard', { token: user.token, body: {} })
    const cardOid = registered.json.cardOid as string
    const body = { cardOid, coins: 100, currency: 'USD' }
    const missing = await server.api('/payment/one-touch/confirm', { token: user.token, body })
    expect(missing.status).toBe(400)
    expect(missing.json.code).toBe('IDEMPOTENCY_KEY_REQUIRED')
    const malformed = await server.api('/payment/one-touch/confirm', {
      token: user.token,
      headers: { 'idempotency-key': 'short' },
      body,
    })
    expect(malformed.json.code).toBe('INVALID_IDEMPOTENCY_KEY')
    const first = await server.api('/payment/one-touch/confirm', {
      token: user.token,
      headers: { 'idempotency-key': 'purchase-0001' },
      body,
    })
    expect(first.json).toMatchObject({ status: 'paid', credited: true, coins: 100 })
    const reused = await server.api('/payment/one-touch/confirm', {
      token: user.token,
      headers: { 'idempotency-key': 'purchase-0001' },
      body: { ...body, coins: 500 },
    })
    expect(reused.status).toBe(409)
    expect(reused.json.code).toBe('IDEMPOTENCY_KEY_REUSED')
    // The same key of another user is that user's own purchase.
    const other = await signUp(server)
    const otherCard = await server.api('/payment/registercard', { token: other.token, body: {} })
    const theirs = await server.api('/payment/one-touch/confirm', {
      token: other.token,
      headers: { 'idempotency-key': 'purchase-0001' },
      body: { ...body, cardOid: otherCard.json.cardOid },
    })
    expect(theirs.json).toMatchObject({ status: 'paid', coins: 100 })
    expect(theirs.json.paymentOid).not.toBe(first.json.paymentOid)
    expect(await coins(user.token)).toBe(100)
    expect(await purchases(user.oid)).toBe(1)
    // The key as a body field (the player's client sends no headers of its own).
    const asField = () =>
      server.api('/payment/one-touch/confirm', {
        token: user.token,
        body: { ...body, idempotencyKey: 'purchase-0002' },
      })
    const [one, two] = [await asField(), await asField()]
    expect(one.json.status).toBe('paid')
    expect(two.json.paymentOid).toBe(one.json.paymentOid)
    const disagree = await server.api('/payment/one-touch/confirm', {
      token: user.token,
      headers: { 'idempotency-key': 'purchase-0003' },
      body: { ...body, idempotencyKey: 'purchase-0004' },
    })
    expect(disagree.json.code).toBe('INVALID_IDEMPOTENCY_KEY')
    expect(await coins(user.token)).toBe(200)
    expect(await purchases(user.oid)).toBe(2)
  })
})
