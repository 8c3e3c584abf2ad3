/**
 * Channels over real HTTP on both engines: creator registration, custom URL, social links,
 * tabs, partner levels, the public channel, tiers, free subscriptions with the billing
 * calendar, My Info's cached subscriptions, tier-only content, donations and the fan list.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { insertContent } from '../../platform/content/purchases/testing'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('channels core over HTTP', (engine) => {
  let server: TestServer
  let now = new Date('2026-03-10T12:00:00Z')
  const clock = { now: () => new Date(now) }
  let admin: SignedIn
  let creator: SignedIn
  let fan: SignedIn
  let other: SignedIn
  beforeAll(async () => {
    // The test walks the calendar for months: sessions must outlive it.
    server = await startTestServer({ engine, clock, env: { TALELOOM_SESSION_DAYS: '365' } })
    admin = await seedAdmin(server)
    creator = await signUp(server)
    fan = await signUp(server)
    other = await signUp(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  const api = (...args: Parameters<TestServer['api']>) => server.api(...args)
  const url = `chan${process.pid}${engine === 'pglite' ? 'a' : 'b'}`
  let freeTier = ''
  let paidTier = ''

  it('registers a creator only with both agreements, and adds the creator role', async () => {
    const refused = await api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: false },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.error).toBe('you must agree to our terms in order to register as a creator')
    expect(
      (await api('/account/creator/register', { body: { agreeTerms: true, agreeFeeTerms: true } }))
        .status,
    ).toBe(401)

    const badUrl = await api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl: 'no spaces!' },
    })
    expect(badUrl.status).toBe(400)
    expect(badUrl.json).toMatchObject({
      error: 'This URL is not available',
      details: { reason: 'err-invalid-input' },
    })
    // Refused: nothing was registered.
    expect((await api('/account/channel/settings', { token: creator.token })).json.registered).toBe(
      false,
    )

    const registered = await api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true },
    })
    expect(registered.status, registered.text).toBe(200)
    expect(registered.json).toMatchObject({
      registered: true,
      partnerLevel: 'free',
      incomplete: ['customUrl'],
    })
    const user = await api('/account/getuser', { token: creator.token })
    expect(user.json.user.roles).toContain('creator')
  })

  it('hides a channel with incomplete settings from everyone but its creator', async () => {
    expect(
      (await api('/content/channel', { token: fan.token, query: { oid: creator.oid } })).status,
    ).toBe(404)
    expect((await api('/content/channel', { query: { oid: creator.oid } })).status).toBe(404)
    const own = await api('/content/channel', { token: creator.token, query: { oid: creator.oid } })
    expect(own.status).toBe(200)
    expect(own.json.isMine).toBe(true)

    const taken = await api('/account/customUrl', {
      token: other.token,
      body: { customUrl: `${url}x` },
    })
    expect(taken.status).toBe(200)
    const duplicate = await api('/account/channel/settings', {
      token: creator.token,
      body: { customUrl: `${url}x` },
    })
    expect(duplicate.status).toBe(400)
    expect(duplicate.json).toMatchObject({
      error: 'This URL is not available',
      details: { reason: 'err-duplicate-url' },
    })

    const set = await api('/account/channel/settings', {
      token: creator.token,
      body: { customUrl: url },
    })
    expect(set.status, set.text).toBe(200)
    expect(set.json.incomplete).toEqual([])
    const byUrl = await api('/content/channel', { query: { customUrl: url } })
    expect(byUrl.status, byUrl.text).toBe(200)
    expect(byUrl.json).toMatchObject({
      creatorOid: creator.oid,
      customUrl: url,
      isMine: false,
      mySubscription: null,
    })
    expect(byUrl.json.tabs[0]).toBe('home')
    expect((await api('/content/channel', { query: { oid: creator.oid } })).json.creatorOid).toBe(
      creator.oid,
    )
    expect((await api('/content/channel', { query: { customUrl: 'nobody-here-1' } })).status).toBe(
      404,
    )
  })

  it('keeps social links to https addresses on the network host', async () => {
    for (const link of [
      'http://x.com/me',
      'https://evil.example/x.com',
      'https://x.com.evil.example/me',
      'nonsense',
    ]) {
      const refused = await api('/account/channel/settings', {
        token: creator.token,
        body: { socialLinks: { x: link } },
      })
      expect(refused.status, link).toBe(400)
      expect(refused.json).toMatchObject({
        code: 'SOCIAL_LINK_INVALID',
        error: 'Please enter a valid URL starting with https://x.com/',
      })
    }
    const saved = await api('/account/channel/settings', {
      token: creator.token,
      body: { socialLinks: { x: 'https://x.com/me', youtube: 'https://www.youtube.com/@me' } },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.socialLinks).toEqual({
      x: 'https://x.com/me',
      youtube: 'https://www.youtube.com/@me',
    })
    const removed = await api('/account/channel/settings', {
      token: creator.token,
      body: { socialLinks: { x: null } },
    })
    expect(removed.json.socialLinks).toEqual({ youtube: 'https://www.youtube.com/@me' })
  })

  it('orders and hides tabs; Home stays visible and every tab is listed once', async () => {
    const settings = await api('/account/channel/settings', { token: creator.token })
    const tabs = settings.json.tabs as Array<{ tab: string; visible: boolean }>
    expect(tabs.map((entry) => entry.tab)).toEqual([
      'home',
      'videos',
      'chat',
      'files',
      'community',
      'gacha',
      'replay',
      'campaigns',
      'liveDonation',
      'clips',
    ])
    const reordered = [tabs[0], tabs[9], ...tabs.slice(1, 9)].map((entry) => ({
      tab: entry?.tab,
      visible: entry?.tab !== 'gacha',
    }))
    const saved = await api('/account/channel/settings', {
      token: creator.token,
      body: { tabs: reordered },
    })
    expect(saved.status, saved.text).toBe(200)
    const channel = await api('/content/channel', { query: { customUrl: url } })
    expect(channel.json.tabs.slice(0, 3)).toEqual(['home', 'clips', 'videos'])
    expect(channel.json.tabs).not.toContain('gacha')
    const missing = await api('/account/channel/settings', {
      token: creator.token,
      body: { tabs: reordered.slice(1) },
    })
    expect(missing.status).toBe(400)
    const hiddenHome = reordered.map((entry) =>
      entry.tab === 'home' ? { ...entry, visible: false } : entry,
    )
    expect(
      (await api('/account/channel/settings', { token: creator.token, body: { tabs: hiddenHome } }))
        .status,
    ).toBe(400)
  })

  it('lets only an admin set the partner level', async () => {
    const body = { creatorOid: creator.oid, partnerLevel: 'plus' }
    expect(
      (await api('/account/admin/channel/partner-level', { token: creator.token, body })).status,
    ).toBe(403)
    const set = await api('/account/admin/channel/partner-level', { token: admin.token, body })
    expect(set.status, set.text).toBe(200)
    expect((await api('/content/channel', { query: { customUrl: url } })).json.partnerLevel).toBe(
      'plus',
    )
    const bad = await api('/account/admin/channel/partner-level', {
      token: admin.token,
      body: { ...body, partnerLevel: 'gold' },
    })
    expect(bad.status).toBe(400)
  })

  it('manages tiers: push, update, swap, remove; free tier and coin sales exclude each other', async () => {
    const notCreator = await api('/account/modify/subscription_tiers', {
      token: fan.token,
      body: { mode: 'push', tier: { name: 'Mine', isFree: true } },
    })
    expect(notCreator.status).toBe(403)
    const both = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Both', isFree: true, price: 50 } },
    })
    expect(both.status).toBe(400)
    expect(both.json.code).toBe('FREE_TIER_PRICED')

    const pushedFree = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Follower', details: 'Say hello', isFree: true } },
    })
    expect(pushedFree.status, pushedFree.text).toBe(200)
    const pushedPaid = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: {
        mode: 'push',
        tier: {
          name: 'Gold',
          price: 50,
          price_usd: 4.99,
          price_jpy: 500,
          price_krw: 5000,
          streak: true,
        },
      },
    })
    expect(pushedPaid.status, pushedPaid.text).toBe(200)
    const tiers = pushedPaid.json.tiers
    expect(
      tiers.map((tier: { name: string; position: number }) => [tier.name, tier.position]),
    ).toEqual([
      ['Follower', 0],
      ['Gold', 1],
    ])
    expect(tiers[1]).toMatchObject({
      price: 50,
      price_usd: 4.99,
      price_jpy: 500,
      price_krw: 5000,
      streak: true,
      isFree: false,
    })
    freeTier = tiers[0].tierHash
    paidTier = tiers[1].tierHash

    // Each must be turned off before the other is turned on.
    const pricedFree = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'update', tierHash: freeTier, tier: { price: 10, isFree: false } },
    })
    expect(pricedFree.json.code).toBe('FREE_TIER_ENABLED')
    const freedPaid = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: {
        mode: 'update',
        tierHash: paidTier,
        tier: { isFree: true, price: 0, price_usd: 0, price_jpy: 0, price_krw: 0 },
      },
    })
    expect(freedPaid.json.code).toBe('FREE_TIER_PRICED')
    const renamed = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'update', tierHash: paidTier, tier: { name: 'Gold+', details: 'Everything' } },
    })
    expect(renamed.json.tiers[1]).toMatchObject({ name: 'Gold+', details: 'Everything', price: 50 })

    const icon = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: {
        mode: 'update',
        tierHash: paidTier,
        tier: { icon: `/api/story-chat/asset/${'0'.repeat(64)}` },
      },
    })
    expect(icon.status).toBe(400)
    expect(icon.json.code).toBe('TIER_ICON_INVALID')
    // A 64x64 PNG stored by the assets area is taken; a 32x32 one is not.
    const upload = async (size: number) => {
      const stored = await api('/story-chat/asset', {
        token: admin.token,
        query: { purpose: 'image' },
        rawBody: { bytes: solidPng(size, size, [200, 80, 40]), contentType: 'image/png' },
      })
      expect(stored.status, stored.text).toBe(201)
      return stored.json.url as string
    }
    const small = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'update', tierHash: paidTier, tier: { icon: await upload(32) } },
    })
    expect(small.json.code).toBe('TIER_ICON_INVALID')
    const iconUrl = await upload(64)
    const withIcon = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'update', tierHash: paidTier, tier: { icon: iconUrl } },
    })
    expect(withIcon.status, withIcon.text).toBe(200)
    expect(withIcon.json.tiers[1].icon).toBe(iconUrl)

    // Another creator's tier is not found, and nothing changes.
    const foreign = await api('/account/modify/subscription_tiers', {
      token: admin.token,
      body: { mode: 'remove', tierHash: paidTier },
    })
    expect(foreign.status).toBe(403)

    const temporary = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Temp', price: 5 } },
    })
    const tempHash = temporary.json.tiers[2].tierHash
    const swapped = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'swap', tierHash: tempHash, otherTierHash: paidTier },
    })
    expect(swapped.json.tiers.map((tier: { name: string }) => tier.name)).toEqual([
      'Follower',
      'Temp',
      'Gold+',
    ])
    const removed = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'remove', tierHash: tempHash },
    })
    expect(
      removed.json.tiers.map((tier: { name: string; position: number }) => [
        tier.name,
        tier.position,
      ]),
    ).toEqual([
      ['Follower', 0],
      ['Gold+', 1],
    ])
    const listed = await api('/account/subscription_tiers', { query: { creatorOid: creator.oid } })
    expect(listed.json.tiers).toHaveLength(2)
    const badMode = await api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'drop' },
    })
    expect(badMode.status).toBe(400)
  })

  it('subscribes free, refuses the last day of the month, cancels to the period end and revokes', async () => {
    const paid = await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash: paidTier },
    })
    expect(paid.json.code).toBe('NOT_FREE_TIER')
    const own = await api('/account/subscribefree', {
      token: creator.token,
      body: { creatorOid: creator.oid, tierHash: freeTier },
    })
    expect(own.json.code).toBe('OWN_CHANNEL')

    now = new Date('2026-03-31T00:30:00Z')
    const lastDay = await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash: freeTier },
    })
    expect(lastDay.status).toBe(409)
    expect(lastDay.json.code).toBe('SUBSCRIPTION_CLOSED_LAST_DAY')

    now = new Date('2026-04-02T09:00:00Z')
    const subscribed = await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash: freeTier },
    })
    expect(subscribed.status, subscribed.text).toBe(200)
    expect(subscribed.json.subscription).toMatchObject({
      state: 'subscribed',
      kind: 'free',
      tierName: 'Follower',
      periodStart: '2026-04-01T00:00:00.000Z',
      periodEnd: '2026-05-01T00:00:00.000Z',
    })
    // Again: the same subscription.
    const again = await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash: freeTier },
    })
    expect(again.json.subscription.subscriptionOid).toBe(
      subscribed.json.subscription.subscriptionOid,
    )
    expect(await server.context.channels.service.tierPosition(fan.oid, creator.oid)).toBe(0)

    const mine = await api('/account/subscriptions', { token: fan.token })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, max-age=1800')
    expect(mine.json.subscriptions).toHaveLength(1)
    const etag = mine.headers.get('etag') as string
    const unchanged = await api('/account/subscriptions', {
      token: fan.token,
      headers: { 'if-none-match': etag },
    })
    expect(unchanged.status).toBe(304)

    now = new Date('2026-04-20T09:00:00Z')
    const cancelled = await api('/account/unsubscribe', {
      token: fan.token,
      body: { creatorOid: creator.oid },
    })
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.json.subscription).toMatchObject({
      state: 'cancel_requested',
      periodEnd: '2026-05-01T00:00:00.000Z',
    })
    expect(cancelled.headers.get('cache-control')).toBe('no-store')
    // The change shows at once to a conditional read: the cached copy is stale.
    const changed = await api('/account/subscriptions', {
      token: fan.token,
      headers: { 'if-none-match': etag },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.subscriptions[0].state).toBe('cancel_requested')
    expect(await server.context.channels.service.isSubscriber(fan.oid, creator.oid)).toBe(true)

    const revoked = await api('/account/unsubscribe/revoke', {
      token: fan.token,
      body: { creatorOid: creator.oid },
    })
    expect(revoked.json.subscription.state).toBe('subscribed')
    await api('/account/unsubscribe', { token: fan.token, body: { creatorOid: creator.oid } })

    now = new Date('2026-05-01T00:00:01Z')
    expect(await server.context.channels.service.isSubscriber(fan.oid, creator.oid)).toBe(false)
    expect(await server.context.channels.service.endDue()).toBe(1)
    const ended = await api('/account/subscriptions', { token: fan.token })
    expect(ended.json.subscriptions[0]).toMatchObject({
      state: 'cancelled',
      cancelledAt: '2026-05-01T00:00:00.000Z',
    })
    const failed = await api('/account/unsubscribe', {
      token: fan.token,
      body: { creatorOid: creator.oid },
    })
    expect(failed.status).toBe(409)
    expect(failed.json.error).toBe('Failed to cancel. Please try again.')
    expect(
      (
        await api('/account/unsubscribe/revoke', {
          token: fan.token,
          body: { creatorOid: creator.oid },
        })
      ).status,
    ).toBe(409)
  })

  it('opens tier-only content to subscribers of that tier or above, with the streak rule', async () => {
    const db = server.context.database.db
    const freeOnly = await insertContent(db, {
      creator_oid: creator.oid,
      price: 0,
      viewable_tiers: [freeTier],
    })
    const goldOnly = await insertContent(db, {
      creator_oid: creator.oid,
      price: 0,
      viewable_tiers: [paidTier],
    })
    const read = async (contentOid: string, token: string) =>
      (await api('/content', { token, query: { contentOid } })).json.content
    expect((await read(freeOnly, fan.token)).canView).toBe(false)

    now = new Date('2026-05-03T00:00:00Z')
    await api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash: freeTier },
    })
    expect(await read(freeOnly, fan.token)).toMatchObject({
      canView: true,
      canViewReason: 'subscriber',
    })
    expect((await read(goldOnly, fan.token)).canView).toBe(false)
    expect((await read(freeOnly, other.token)).canView).toBe(false)

    // A paid Gold subscription (as billing writes it) sees the lower tier too; streak: only
    // contents published from its subscription month (the test kit publishes on 2026-03-01).
    await db
      .insertInto('channel_subscriptions')
      .values({
        oid: 'a'.repeat(24),
        user_oid: other.oid,
        creator_oid: creator.oid,
        tier_hash: paidTier,
        kind: 'paid',
        state: 'subscribed',
        started_at: now,
        period_start: new Date('2026-05-01T00:00:00Z'),
        period_end: new Date('2026-06-01T00:00:00Z'),
        created_at: now,
        updated_at: now,
      })
      .execute()
    expect((await read(goldOnly, other.token)).canView).toBe(false)
    await db
      .updateTable('contents')
      .set({ published_at: new Date('2026-05-02T00:00:00Z') })
      .where('oid', 'in', [goldOnly, freeOnly])
      .execute()
    expect(await read(goldOnly, other.token)).toMatchObject({
      canView: true,
      canViewReason: 'subscriber',
    })
    expect((await read(freeOnly, other.token)).canView).toBe(true)
    await db.deleteFrom('channel_subscriptions').where('oid', '=', 'a'.repeat(24)).execute()
  })

  it('donates at least 10 coins once per request id, and ranks fans honouring the hide flags', async () => {
    await server.context.wallet.service.purchaseCoins({
      key: `fund-${fan.oid}`,
      userOid: fan.oid,
      coins: 100,
    })
    const small = await api('/account/donate', {
      token: fan.token,
      body: { creatorOid: creator.oid, coins: 9, requestId: 'donation-0001' },
    })
    expect(small.status).toBe(400)
    expect(small.json.error).toBe('The minimum donation is 10 coins.')
    const body = {
      creatorOid: creator.oid,
      coins: 30,
      requestId: 'donation-0002',
      message: 'Thanks!',
    }
    const first = await api('/account/donate', { token: fan.token, body })
    expect(first.status, first.text).toBe(200)
    const retry = await api('/account/donate', { token: fan.token, body })
    expect(retry.json).toMatchObject({ transactionOid: first.json.transactionOid, replayed: true })
    expect((await server.context.wallet.service.balances(fan.oid)).coins).toBe(70)
    const tooMuch = await api('/account/donate', {
      token: fan.token,
      body: { ...body, coins: 1000, requestId: 'donation-0003' },
    })
    expect(tooMuch.status).toBeGreaterThanOrEqual(400)
    expect((await server.context.wallet.service.balances(fan.oid)).coins).toBe(70)

    const fans = await api('/content/fanlist', { query: { creatorOid: creator.oid } })
    expect(fans.status, fans.text).toBe(200)
    expect(fans.json.fans).toEqual([
      { rank: 1, userOid: fan.oid, nickname: fan.nickname, coins: 30, subscribedDays: null },
    ])
    const subs = await api('/content/fanlist', {
      query: { creatorOid: creator.oid, type: 'subscription' },
    })
    expect(subs.json.fans[0]).toMatchObject({ userOid: fan.oid, coins: null })
    // 2 April 09:00 to 1 May, then the new subscription of 3 May.
    expect(subs.json.fans[0].subscribedDays).toBe(28)

    await api('/account/channel/settings', {
      token: creator.token,
      body: { hideCoinAmounts: true },
    })
    expect(
      (await api('/content/fanlist', { query: { creatorOid: creator.oid } })).json.fans[0].coins,
    ).toBeNull()
    expect(
      (await api('/content/fanlist', { token: creator.token, query: { creatorOid: creator.oid } }))
        .json.fans[0].coins,
    ).toBe(30)
    await api('/account/channel/settings', { token: creator.token, body: { hideFanList: true } })
    const hidden = await api('/content/fanlist', {
      token: fan.token,
      query: { creatorOid: creator.oid },
    })
    expect(hidden.json).toMatchObject({ hidden: true, fans: [] })

    // 31 days later the donation has left the fan ranking.
    now = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000)
    const later = await api('/content/fanlist', {
      token: creator.token,
      query: { creatorOid: creator.oid },
    })
    expect(later.json.fans).toEqual([])
  })
})
