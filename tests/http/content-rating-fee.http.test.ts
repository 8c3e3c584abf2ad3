/**
 * POST /content/payratingfee pays the rating review fee in coins (KRW 10,000 per started
 * 10 minutes; 10 coins = KRW 1,000): one charge however often it is asked, concurrently or
 * after a crash between the wallet's charge and the fee's row, and nothing taken when the
 * coins are short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let creator: SignedIn
let stranger: SignedIn
let funded = 0

const coins = async (userOid: string) =>
  (await server.context.wallet.service.balances(userOid)).coins
const fund = async (userOid: string, amount: number) => {
  funded += 1
  await server.context.wallet.service.purchaseCoins({
    key: `fund-${userOid}-${funded}`,
    userOid,
    coins: amount,
  })
}
/** A content of the creator's, `seconds` long. */
const content = async (seconds: number) => {
  const db = server.context.database.db
  const oid = await insertContent(db, { creator_oid: creator.oid, price: 0 })
  await db.updateTable('contents').set({ length_seconds: seconds }).where('oid', '=', oid).execute()
  return oid
}
const pay = (token: string, contentOid: string) =>
  server.api('/content/payratingfee', {
    token,
    body: { ratingDoc: { contentOid, requestedRating: '15' } },
  })

beforeAll(async () => {
  server = await startTestServer()
  const admin = await seedAdmin(server)
  creator = await signUp(server)
  stranger = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('paying the rating review fee', () => {
  it('takes nothing when the coins are short, then pays once', async () => {
    const contentOid = await content(1_200)
    await fund(creator.oid, 150)
    const quote = await server.api('/content/payratingfee', {
      token: creator.token,
      query: { contentOid },
    })
    expect(quote.json).toMatchObject({ blocks: 2, amountKrw: 20_000, coins: 200, due: null })
    const short = await pay(creator.token, contentOid)
    expect(short.status).toBe(403)
    expect(short.json.code).toBe('NOT_ENOUGH_COINS')
    expect(await coins(creator.oid)).toBe(150)
    const due = await server.api('/content/payratingfee', {
      token: creator.token,
      query: { contentOid },
    })
    expect(due.json.due).toMatchObject({ status: 'due', coins: 200 })

    await fund(creator.oid, 100)
    const paid = await pay(creator.token, contentOid)
    expect(paid.status, paid.text).toBe(200)
    expect(paid.json).toMatchObject({
      charged: true,
      ratingFee: { status: 'paid', amountKrw: 20_000, coins: 200, currency: 'KRW' },
    })
    expect(paid.json.ratingFee.ratingFeeOid).toBe(due.json.due.ratingFeeOid)
    expect(paid.json.ratingFee.transactionId).toBeTruthy()
    expect(await coins(creator.oid)).toBe(50)
    const again = await pay(creator.token, contentOid)
    expect(again.json).toMatchObject({ duplicate: true, charged: false })
    expect(again.json.ratingFee.ratingFeeOid).toBe(paid.json.ratingFee.ratingFeeOid)
    expect(await coins(creator.oid)).toBe(50)
  })

  it('charges once for ten calls at the same time', async () => {
    const contentOid = await content(601)
    await fund(creator.oid, 1_000)
    const before = await coins(creator.oid)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(creator.token, contentOid)),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    expect(answers.filter((answer) => answer.json.charged)).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.json.ratingFee.ratingFeeOid)).size).toBe(1)
    expect(before - (await coins(creator.oid))).toBe(200)
  })

  it('finishes a payment whose charge went through before a crash, without charging again', async () => {
    const contentOid = await content(300)
    await fund(creator.oid, 100)
    // The request was recorded and the wallet charged; the process died before the fee's row
    // was marked paid.
    const recorded = await server.context.content.service.interaction.requestRatingReview(
      {
        oid: creator.oid,
        nickname: 'c',
        roles: ['user', 'creator'],
        language: 'en',
        isAdult: true,
      },
      { contentOid, requestedRating: '15' },
    )
    const ratingFeeOid = recorded.ratingFee.ratingFeeOid
    await server.context.wallet.service.spend({
      key: `rating-fee:${ratingFeeOid}`,
      userOid: creator.oid,
      unit: 'coin',
      amount: 100,
      type: 'consume',
      metadata: { reason: 'rating_fee', ratingFeeOid, contentOid },
    })
    const before = await coins(creator.oid)
    const retried = await pay(creator.token, contentOid)
    expect(retried.status, retried.text).toBe(200)
    expect(retried.json).toMatchObject({
      charged: false,
      ratingFee: { ratingFeeOid, status: 'paid' },
    })
    expect(await coins(creator.oid)).toBe(before)
  })

  it('refuses anyone but the content’s creator and changes nothing', async () => {
    const contentOid = await content(1_200)
    await fund(stranger.oid, 500)
    const refused = await pay(stranger.token, contentOid)
    expect(refused.status).toBe(403)
    expect(await coins(stranger.oid)).toBe(500)
    const quote = await server.api('/content/payratingfee', {
      token: creator.token,
      query: { contentOid },
    })
    expect(quote.json.due).toBeNull()
  })
})
