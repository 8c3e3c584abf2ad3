/**
 * X, Twitch and YouTube links over HTTP against local platforms (platform/links/testing):
 * OAuth 2 with PKCE and a one-time state, follower counts in each platform's shape, the X
 * rules (100 followers; one X account, one Taleloom account), the X reward paid once per X
 * account even under parallel links, the spec's texts' codes, each platform's rate-limit
 * answer, viewers and thumbnails, and multichat relaying Twitch and YouTube chat lines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type FakePlatforms,
  fakePlatformsEnv,
  startFakePlatforms,
} from '../../platform/links/testing'
import { signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const REWARD_KEY = (xId: string) => `platform-links:x-reward:${xId}`

describeOnEngine('Platform links', (engine) => {
  let fake: FakePlatforms
  let server: TestServer
  let world: MatrixWorld
  let now = Date.parse('2026-05-04T10:00:00Z')
  const clock = { now: () => new Date(now) }
  let xCounter = 0
  const nextX = (followers: number) => {
    xCounter += 1
    fake.accounts.twitter = {
      id: `17000000000000${String(xCounter).padStart(5, '0')}`,
      handle: `fan_${xCounter}`,
      name: `Fan ${xCounter}`,
      followers,
    }
    return fake.accounts.twitter.id
  }

  beforeAll(async () => {
    fake = await startFakePlatforms()
    server = await startTestServer({ engine, clock, env: fakePlatformsEnv(fake) })
    world = await createMatrixWorld(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await fake?.close()
  })

  /** `auth`, the consent page's button, and the provider's redirect to `set`. */
  async function startLink(token: string, platform: string) {
    const auth = await server.api(`/platform/${platform}/auth`, {
      token,
      query: { returnTo: '/myinfo' },
    })
    expect(auth.status, auth.text).toBe(200)
    return auth.json.url as string
  }
  async function finish(back: string) {
    const url = new URL(back)
    const response = await fetch(`${server.url}${url.pathname}${url.search}`, {
      redirect: 'manual',
      headers: server.clientHeaders,
    })
    await response.arrayBuffer()
    expect(response.status).toBe(302)
    return new URL(response.headers.get('location') ?? '', 'http://site')
  }
  async function link(token: string, platform: string, options: { cancel?: boolean } = {}) {
    return finish(await fake.consent(await startLink(token, platform), options))
  }
  const rewardTransactions = (xId: string) =>
    server.context.database.db
      .selectFrom('wallet_transactions')
      .select(['id'])
      .where('idempotency_key', '=', REWARD_KEY(xId))
      .execute()
  const bonusCoins = async (oid: string) =>
    (await server.context.wallet.service.balances(oid)).bonusCoins

  it('asks for PKCE and a state, and links X with its follower count', async () => {
    const user = await signUp(server)
    nextX(120)
    const url = new URL(await startLink(user.token, 'twitter'))
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/platform\/twitter\/set$/)
    const back = await finish(await fake.consent(url.toString()))
    expect(back.pathname).toBe('/myinfo')
    expect(Object.fromEntries(back.searchParams)).toEqual({
      platformLink: 'linked',
      platform: 'twitter',
      reward: '100',
    })
    const listed = await server.api('/platform', { token: user.token })
    expect(listed.json.links).toMatchObject([
      { platform: 'twitter', handle: fake.accounts.twitter.handle, followers: 120 },
    ])
    expect(listed.json.available).toEqual({ twitter: true, twitch: true, youtube: true })
    expect(listed.json.xRewardCoins).toBe(100)
  })

  it('refuses under 100 followers, a cancelled consent, a forged state and a replayed code', async () => {
    const user = await signUp(server)
    nextX(99)
    expect((await link(user.token, 'twitter')).searchParams.get('platformLink')).toBe(
      'too_few_followers',
    )
    nextX(300)
    expect(
      (await link(user.token, 'twitter', { cancel: true })).searchParams.get('platformLink'),
    ).toBe('cancelled')
    const back = new URL(await fake.consent(await startLink(user.token, 'twitter')))
    const forged = new URL(back)
    forged.searchParams.set('state', 'forged-state')
    expect((await finish(forged.toString())).searchParams.get('platformLink')).toBe('expired')
    expect((await finish(back.toString())).searchParams.get('platformLink')).toBe('linked')
    // The same redirect again: its state was used once.
    expect((await finish(back.toString())).searchParams.get('platformLink')).toBe('expired')
    // A code sent back with another user's state: the PKCE verifier does not match.
    const other = await signUp(server)
    const stolen = new URL(await startLink(other.token, 'twitter'))
    const swapped = new URL(back)
    swapped.searchParams.set('state', stolen.searchParams.get('state') ?? '')
    expect((await finish(swapped.toString())).searchParams.get('platformLink')).toBe('failed')
    expect((await server.api('/platform', { token: other.token })).json.links).toEqual([])
  })

  it('links one X account to one account and pays its reward once, also in parallel', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => signUp(server)))
    const xId = nextX(650)
    // 50 links of the same X account at once: five consents per user, all sent back together.
    const backs = await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: 5 }, async () => fake.consent(await startLink(user.token, 'twitter'))),
      ),
    )
    const results = await Promise.all(backs.map((back) => finish(back)))
    const linked = results.filter((r) => r.searchParams.get('platformLink') === 'linked')
    const taken = results.filter((r) => r.searchParams.get('platformLink') === 'taken')
    expect(linked.length + taken.length).toBe(50)
    const owners = await server.context.database.db
      .selectFrom('platform_links')
      .select('user_oid')
      .where('platform', '=', 'twitter')
      .where('external_id', '=', xId)
      .execute()
    expect(owners).toHaveLength(1)
    const owner = users.find((user) => user.oid === owners[0]?.user_oid.trim())
    expect(owner).toBeDefined()
    expect(await rewardTransactions(xId)).toHaveLength(1)
    expect((await server.api('/platform', { token: owner?.token })).json.xRewardCoins).toBe(500)
    expect(await bonusCoins(owner?.oid ?? '')).toBe(500)

    // Unlinked and linked by another account: linked, and nothing paid again.
    const removed = await server.api('/platform/twitter/delete', { token: owner?.token, body: {} })
    expect(removed.json).toEqual({ platform: 'twitter', linked: false })
    const next = users.find((user) => user !== owner)
    const relinked = await link(next?.token ?? '', 'twitter')
    expect(Object.fromEntries(relinked.searchParams)).toEqual({
      platformLink: 'linked',
      platform: 'twitter',
    })
    expect(await rewardTransactions(xId)).toHaveLength(1)
    expect((await server.api('/platform', { token: next?.token })).json.xRewardCoins).toBe(0)
    expect(await bonusCoins(next?.oid ?? '')).toBe(0)
  })

  it("answers X's rate limit as a linking error, and unlinking nothing as one", async () => {
    const user = await signUp(server)
    nextX(200)
    fake.rateLimit('twitter', 1, new Date(now + 15 * 60_000))
    expect((await link(user.token, 'twitter')).searchParams.get('platformLink')).toBe('failed')
    const none = await server.api('/platform/twitter/delete', { token: user.token, body: {} })
    expect([none.status, none.json.error]).toEqual([400, 'Linking error'])
  })

  it('links Twitch and YouTube for creators only, one platform account per user', async () => {
    const refused = await server.api('/platform/twitch/auth', { token: world.users.userA.token })
    expect(refused.status).toBe(403)
    const creator = world.users.creator
    expect((await link(creator.token, 'twitch')).searchParams.get('platformLink')).toBe('linked')
    expect((await link(creator.token, 'youtube')).searchParams.get('platformLink')).toBe('linked')
    const listed = await server.api('/platform', { token: creator.token })
    expect(
      listed.json.links.map((l: { platform: string; followers: number }) => [
        l.platform,
        l.followers,
      ]),
    ).toEqual([
      ['twitch', 3000],
      ['youtube', 800],
    ])
    // Another creator's link of the same Twitch account: taken.
    await server.api('/account/admin/roles', {
      token: world.users.admin.token,
      body: { userOid: world.users.userB.oid, roles: ['user', 'creator'] },
    })
    expect((await link(world.users.userB.token, 'twitch')).searchParams.get('platformLink')).toBe(
      'taken',
    )
  })

  it('reads viewers and the thumbnail; a rate-limited platform is left out', async () => {
    const creator = world.users.creator
    const idle = await server.api('/platform/viewer', { token: creator.token })
    expect(idle.json.platforms).toEqual([
      { platform: 'twitch', live: false, viewers: 0 },
      { platform: 'youtube', live: false, viewers: 0 },
    ])
    fake.streams.set(`twitch:${fake.accounts.twitch.id}`, { viewers: 42, chat: [] })
    fake.streams.set(`youtube:${fake.accounts.youtube.id}`, { viewers: 7, chat: [] })
    const live = await server.api('/platform/viewer', { token: creator.token })
    expect(live.json.platforms).toEqual([
      { platform: 'twitch', live: true, viewers: 42 },
      { platform: 'youtube', live: true, viewers: 7 },
    ])
    fake.rateLimit('twitch', 1, new Date(now + 60_000))
    const limited = await server.api('/platform/viewer', { token: creator.token })
    expect(limited.json.platforms).toEqual([{ platform: 'youtube', live: true, viewers: 7 }])
    const thumb = await server.api('/platform/livestream/thumbnail', {
      query: { creatorOid: creator.oid },
    })
    expect(thumb.json.platform).toBe('twitch')
    expect(thumb.json.thumbnailUrl).toMatch(/live_user_tale_streamer-640x360\.jpg$/)
  })

  it('relays Twitch and YouTube chat into the live chat once, with their source, backing off', async () => {
    const creator = world.users.creator
    const offAir = await server.api('/update/multichat', {
      token: creator.token,
      body: { multichat: true },
    })
    expect(offAir.status).toBe(409)
    const streamOid = 'c'.repeat(24)
    await server.context.database.db
      .insertInto('live_channels')
      .values({
        creator_oid: creator.oid,
        state: 'liveOn',
        current_stream_oid: streamOid,
        updated_at: clock.now(),
      })
      .onConflict((oc) =>
        oc.column('creator_oid').doUpdateSet({ state: 'liveOn', current_stream_oid: streamOid }),
      )
      .execute()
    const on = await server.api('/update/multichat', {
      token: creator.token,
      body: { multichat: true },
    })
    expect(on.json).toEqual({ streamOid, multichat: true })
    expect((await server.api('/platform', { token: creator.token })).json.multichat).toBe(true)

    const youtube = fake.streams.get(`youtube:${fake.accounts.youtube.id}`)
    youtube?.chat.push({ id: 'yt-1', author: 'Viewer One', text: 'hello from YouTube' })
    const poll = () => server.context.links.service.pollMultichat()
    // The first pass opens Twitch's chat socket; its lines arrive after the join.
    expect(await poll()).toBe(1)
    await expect.poll(() => fake.twitchJoined.includes('tale_streamer')).toBe(true)
    fake.sendTwitchChat('tale_streamer', { id: 'tw-1', author: 'Chatter', text: 'hi from Twitch' })
    await expect
      .poll(async () => {
        now += 5_000
        return poll()
      })
      .toBe(1)
    const relayed = async () =>
      (
        await server.context.database.db
          .selectFrom('livechat_messages')
          .select(['notice', 'notice_key', 'stream_oid'])
          .where('creator_oid', '=', creator.oid)
          .where('notice_key', 'like', 'relay:%')
          .orderBy('id')
          .execute()
      ).map((row) => row.notice)
    expect(await relayed()).toEqual([
      { type: 'relay', source: 'youtube', author: 'Viewer One', content: 'hello from YouTube' },
      { type: 'relay', source: 'twitch', author: 'Chatter', content: 'hi from Twitch' },
    ])

    // YouTube's quota runs out: no call to it until the reset; the next line then comes once.
    now += 5_000
    fake.rateLimit('youtube', 1, new Date(now))
    youtube?.chat.push({ id: 'yt-2', author: 'Viewer Two', text: 'second' })
    const callsBefore = fake.calls.filter((c) => c.startsWith('youtube')).length
    expect(await poll()).toBe(0)
    now += 60_000
    expect(await poll()).toBe(0)
    expect(fake.calls.filter((c) => c.startsWith('youtube')).length).toBe(callsBefore + 1)
    now += 24 * 60 * 60_000
    expect(await poll()).toBe(1)
    now += 5_000
    expect(await poll()).toBe(0)
    expect((await relayed()).length).toBe(3)

    const off = await server.api('/update/multichat', {
      token: creator.token,
      body: { multichat: false },
    })
    expect(off.json.multichat).toBe(false)
    youtube?.chat.push({ id: 'yt-3', author: 'Viewer Three', text: 'not relayed' })
    now += 5_000
    expect(await poll()).toBe(0)
  })

  it('stores the tokens sealed; a plain old value still reads, one that does not open is left out', async () => {
    const streamer = world.users.userB // a creator since the Twitch test
    const original = fake.accounts.youtube
    fake.accounts.youtube = { ...original, id: 'UCtaleloom000000000000002', handle: '@second' }
    const row = () =>
      server.context.database.db
        .selectFrom('platform_links')
        .select(['access_token', 'refresh_token'])
        .where('user_oid', '=', streamer.oid)
        .where('platform', '=', 'youtube')
        .executeTakeFirstOrThrow()
    const setAccessToken = (value: string) =>
      server.context.database.db
        .updateTable('platform_links')
        .set({ access_token: value })
        .where('user_oid', '=', streamer.oid)
        .where('platform', '=', 'youtube')
        .execute()
    const youtubeRead = async () =>
      (await server.api('/platform/viewer', { token: streamer.token })).json.platforms
    try {
      expect((await link(streamer.token, 'youtube')).searchParams.get('platformLink')).toBe(
        'linked',
      )
      const issued = fake.issued.at(-1)
      const stored = await row()
      expect(stored.access_token).toMatch(/^v1:server:/)
      expect(stored.refresh_token).toMatch(/^v1:server:/)
      for (const value of [stored.access_token, stored.refresh_token])
        for (const token of fake.issued.flatMap((t) => [t.accessToken, t.refreshToken]))
          expect(value).not.toContain(token)
      // The sealed token opens: the platform, which checks it, answers.
      expect(await youtubeRead()).toEqual([{ platform: 'youtube', live: false, viewers: 0 }])

      // A value stored in plain before sealing is read as it is; linking again seals it.
      await setAccessToken(issued?.accessToken ?? '')
      expect(await youtubeRead()).toEqual([{ platform: 'youtube', live: false, viewers: 0 }])
      // Sealed under a key the server no longer has: refused, the platform left out.
      await setAccessToken(stored.access_token.replace('v1:server:', 'v1:retired:'))
      expect(await youtubeRead()).toEqual([])
      expect((await link(streamer.token, 'youtube')).searchParams.get('platformLink')).toBe(
        'linked',
      )
      expect((await row()).access_token).toMatch(/^v1:server:/)
      expect(await youtubeRead()).toEqual([{ platform: 'youtube', live: false, viewers: 0 }])
    } finally {
      fake.accounts.youtube = original
    }
  })
})
