/**
 * Channels IDOR and races over real HTTP on both engines: one creator against another's
 * tiers and settings, body fields naming another user, a subscriber against another's
 * subscription, and concurrent subscribes and donations.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('channels: no caller reaches another user’s channel or subscription', (engine) => {
  let server: TestServer
  const clock = { now: () => new Date('2026-06-10T12:00:00Z') }
  let creatorA: SignedIn
  let creatorB: SignedIn
  let fan: SignedIn
  let rival: SignedIn
  let tierA = ''
  const tag = `${process.pid}${engine === 'pglite' ? 'p' : 'q'}`
  beforeAll(async () => {
    server = await startTestServer({ engine, clock })
    ;[creatorA, creatorB, fan, rival] = await Promise.all([
      signUp(server),
      signUp(server),
      signUp(server),
      signUp(server),
    ])
    for (const [creator, suffix] of [
      [creatorA, 'a'],
      [creatorB, 'b'],
    ] as const) {
      const registered = await server.api('/account/creator/register', {
        token: creator.token,
        body: { agreeTerms: true, agreeFeeTerms: true, customUrl: `idor${tag}${suffix}` },
      })
      expect(registered.status, registered.text).toBe(200)
    }
    const pushed = await server.api('/account/modify/subscription_tiers', {
      token: creatorA.token,
      body: { mode: 'push', tier: { name: 'Free A', isFree: true } },
    })
    tierA = pushed.json.tiers[0].tierHash
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  const api = (...args: Parameters<TestServer['api']>) => server.api(...args)
  const tiersOfA = async () =>
    (await api('/account/subscription_tiers', { query: { creatorOid: creatorA.oid } })).json.tiers

  it("refuses one creator every change to another's tiers, and changes nothing", async () => {
    const before = await tiersOfA()
    for (const body of [
      { mode: 'update', tierHash: tierA, tier: { name: 'Taken over' } },
      { mode: 'remove', tierHash: tierA },
      { mode: 'swap', tierHash: tierA, otherTierHash: tierA },
    ]) {
      const response = await api('/account/modify/subscription_tiers', {
        token: creatorB.token,
        body,
      })
      expect(response.status, body.mode).toBe(404)
      expect(response.json.code).toBe('TIER_NOT_FOUND')
    }
    // Body fields naming creator A select nothing: B's push lands on B's own channel.
    const pushed = await api('/account/modify/subscription_tiers', {
      token: creatorB.token,
      body: {
        mode: 'push',
        tier: { name: 'B tier', isFree: true },
        creatorOid: creatorA.oid,
        requestorOid: creatorA.oid,
      },
    })
    expect(pushed.json.creatorOid).toBe(creatorB.oid)
    expect(await tiersOfA()).toEqual(before)
  })

  it("keeps each creator's settings and subscriber list their own", async () => {
    const changed = await api('/account/channel/settings', {
      token: creatorB.token,
      body: { intro: 'B intro', creatorOid: creatorA.oid, userOid: creatorA.oid },
    })
    expect(changed.json.creatorOid).toBe(creatorB.oid)
    const a = await api('/account/channel/settings', { token: creatorA.token })
    expect(a.json.intro).toBe('')
    await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creatorA.oid, tierHash: tierA },
    })
    const listA = await api('/account/channel/subscribers', { token: creatorA.token })
    expect(listA.json.subscribers.map((entry: { userOid: string }) => entry.userOid)).toEqual([
      fan.oid,
    ])
    const listB = await api('/account/channel/subscribers', {
      token: creatorB.token,
      query: { creatorOid: creatorA.oid },
    })
    expect(listB.json.subscribers).toEqual([])
  })

  it('keeps a tier with live subscribers, and at most 10 tiers a channel', async () => {
    const removed = await api('/account/modify/subscription_tiers', {
      token: creatorA.token,
      body: { mode: 'remove', tierHash: tierA },
    })
    expect(removed.status).toBe(409)
    expect(removed.json.code).toBe('TIER_HAS_SUBSCRIBERS')
    const push = (name: string) =>
      api('/account/modify/subscription_tiers', {
        token: creatorB.token,
        body: { mode: 'push', tier: { name, price: 10 } },
      })
    // B has one tier already: nine more fit, the eleventh is refused.
    for (let index = 0; index < 9; index++) expect((await push(`B${index}`)).status).toBe(200)
    const eleventh = await push('B10')
    expect(eleventh.status).toBe(400)
    expect(eleventh.json.code).toBe('TIER_LIMIT')
  })

  it("never cancels or reads another subscriber's subscription", async () => {
    const refused = await api('/account/unsubscribe', {
      token: rival.token,
      body: { creatorOid: creatorA.oid, userOid: fan.oid, requestorOid: fan.oid },
    })
    expect(refused.status).toBe(409)
    expect(refused.json.error).toBe('Failed to cancel. Please try again.')
    const mine = await api('/account/subscriptions', {
      token: rival.token,
      query: { userOid: fan.oid },
    })
    expect(mine.json.subscriptions).toEqual([])
    const fans = await api('/account/subscriptions', { token: fan.token })
    expect(fans.json.subscriptions).toHaveLength(1)
    expect(fans.json.subscriptions[0].state).toBe('subscribed')
  })

  it('keeps one live subscription when the same subscribe races itself', async () => {
    const body = { creatorOid: creatorA.oid, tierHash: tierA }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api('/account/subscribefree', { token: rival.token, body })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    const oids = new Set(answers.map((answer) => answer.json.subscription.subscriptionOid))
    expect(oids.size).toBe(1)
    const rows = await server.context.database.db
      .selectFrom('channel_subscriptions')
      .select('oid')
      .where('user_oid', '=', rival.oid)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('moves a donation once when the same request races itself', async () => {
    await server.context.wallet.service.purchaseCoins({
      key: `fund-${rival.oid}`,
      userOid: rival.oid,
      coins: 50,
    })
    const body = { creatorOid: creatorA.oid, coins: 20, requestId: `race-${tag}` }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api('/account/donate', { token: rival.token, body })),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    expect(new Set(answers.map((answer) => answer.json.transactionOid)).size).toBe(1)
    expect((await server.context.wallet.service.balances(rival.oid)).coins).toBe(30)
    const fans = await api('/content/fanlist', { query: { creatorOid: creatorA.oid } })
    expect(fans.json.fans).toEqual([
      { rank: 1, userOid: rival.oid, nickname: rival.nickname, coins: 20, subscribedDays: null },
    ])
    // Another donor's request id never replays this one.
    await server.context.wallet.service.purchaseCoins({
      key: `fund-${fan.oid}`,
      userOid: fan.oid,
      coins: 20,
    })
    const other = await api('/account/donate', { token: fan.token, body })
    expect(other.json.replayed).toBe(false)
    expect(other.json.transactionOid).not.toBe(answers[0]?.json.transactionOid)
  })

  it('counts paid subscription periods in the fan ranking beside donations', async () => {
    const at = clock.now()
    await sql`
      insert into channel_billing_periods (subscription_oid, period, user_oid, creator_oid,
        tier_hash, currency, amount, coins, period_start, period_end, status, next_attempt_at,
        transaction_id, created_at, updated_at)
      values (${'b'.repeat(24)}, '2026-06', ${fan.oid}, ${creatorA.oid}, ${tierA}, 'USD', 450,
        45, ${new Date('2026-06-01T00:00:00Z')}, ${new Date('2026-07-01T00:00:00Z')}, 'paid',
        ${at}, 'paid-transaction', ${at}, ${at})`.execute(server.context.database.db)
    const fans = await api('/content/fanlist', { query: { creatorOid: creatorA.oid } })
    expect(
      fans.json.fans.map((entry: { userOid: string; coins: number }) => [
        entry.userOid,
        entry.coins,
      ]),
    ).toEqual([
      [fan.oid, 65],
      [rival.oid, 20],
    ])
  })

  it('counts content purchases in the fan ranking, once per sale', async () => {
    const contentOid = await insertContent(server.context.database.db, {
      creator_oid: creatorA.oid,
      price: 10,
    })
    const body = { contentOid, creatorOid: creatorA.oid, coins: 10, mode: 'coins' }
    const bought = await api('/account/purchase', { token: rival.token, body })
    expect(bought.status, bought.text).toBe(200)
    await api('/account/purchase', { token: rival.token, body })
    const fans = await api('/content/fanlist', { query: { creatorOid: creatorA.oid } })
    expect(
      fans.json.fans.map((entry: { userOid: string; coins: number }) => [
        entry.userOid,
        entry.coins,
      ]),
    ).toEqual([
      [fan.oid, 65],
      [rival.oid, 30],
    ])
  })

  it('refuses a donation to oneself and to a channel that is not public', async () => {
    const self = await api('/account/donate', {
      token: creatorA.token,
      body: { creatorOid: creatorA.oid, coins: 10, requestId: `self-${tag}` },
    })
    expect(self.status).toBe(400)
    const hidden = await api('/account/donate', {
      token: fan.token,
      body: { creatorOid: rival.oid, coins: 10, requestId: `hidden-${tag}` },
    })
    expect(hidden.status).toBe(404)
  })
  it('counts a follower once, unfollows only the caller and refuses following oneself', async () => {
    const follow = (user: SignedIn, body: Record<string, unknown>) =>
      api('/account/follow', { token: user.token, body })
    const [first, retry] = await Promise.all([
      follow(fan, { creatorOid: creatorB.oid, follow: true }),
      follow(fan, { creatorOid: creatorB.oid, follow: true }),
    ])
    expect(first.status, first.text).toBe(200)
    expect(retry.json).toEqual({ creatorOid: creatorB.oid, following: true, followerCount: 1 })
    expect(
      (await follow(rival, { creatorOid: creatorB.oid, follow: true })).json.followerCount,
    ).toBe(2)
    // A body naming the fan unfollows the caller alone.
    const unfollowed = await follow(rival, {
      creatorOid: creatorB.oid,
      follow: false,
      userOid: fan.oid,
    })
    expect(unfollowed.json).toEqual({
      creatorOid: creatorB.oid,
      following: false,
      followerCount: 1,
    })
    const seen = await api('/content/channel', { token: fan.token, query: { oid: creatorB.oid } })
    expect(seen.json).toMatchObject({ followerCount: 1, following: true })
    const anonymous = await api('/content/channel', { query: { oid: creatorB.oid } })
    expect(anonymous.json).toMatchObject({ followerCount: 1, following: false })
    const self = await follow(creatorB, { creatorOid: creatorB.oid, follow: true })
    expect(self.status).toBe(400)
    expect(self.json).toMatchObject({
      code: 'FOLLOW_SELF',
      error: 'You cannot follow your own channel.',
    })
    // A user who is no channel cannot be followed.
    expect((await follow(fan, { creatorOid: rival.oid, follow: true })).status).toBe(404)
  })
})
