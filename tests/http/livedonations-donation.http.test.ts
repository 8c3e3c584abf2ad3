/**
 * Live donations over real HTTP on both engines: a text donation is one `live_donation`
 * ledger transfer (viewer coins to the creator's earnings, the platform's fee apart),
 * replayed by its key, refused under 10 coins or without coins, and alerted as the
 * `donation` event; options, pin, views, stop, history and ranking.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('live donations', (engine) => {
  let server: TestServer
  let streamer: SignedIn
  let other: SignedIn
  let viewer: SignedIn
  let poor: SignedIn
  const events: [string, string, unknown][] = []

  beforeAll(async () => {
    server = await startTestServer({ engine })
    const admin = await seedAdmin(server)
    ;[streamer, other, viewer, poor] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ]
    for (const who of [streamer, other])
      await grantRoles(server, admin.token, who.oid, ['creator', 'livestreamer'])
    await server.context.wallet.service.grant({
      key: 'donation-test-coins',
      userOid: viewer.oid,
      kind: 'coins',
      amount: 100,
    })
    const livechat = server.context.live.chat.service
    const original = livechat.publishEvent.bind(livechat)
    vi.spyOn(livechat, 'publishEvent').mockImplementation(async (creatorOid, name, data) => {
      events.push([creatorOid, name, data])
      await original(creatorOid, name, data)
    })
  }, 120_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await server?.close()
  })

  const balances = (who: SignedIn) => server.context.wallet.service.balances(who.oid)
  const donate = (who: SignedIn, key: string, coin: number, extra: Record<string, unknown> = {}) =>
    server.api('/live/donation', {
      token: who.token,
      body: {
        creatorOid: streamer.oid,
        donationData: { coin, content: 'hello', donationType: 'text' },
        key,
        dataOrigin: 'live_chat',
        isHiddenName: false,
        ...extra,
      },
    })

  it('pays once per key: viewer coins to earnings and fee, one donation event', async () => {
    const first = await donate(viewer, 'k1', 30)
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ coin: 30, content: 'hello', donationType: 'text' })
    const again = await donate(viewer, 'k1', 30)
    expect(again.status, again.text).toBe(200)
    expect(again.json.oid).toBe(first.json.oid)
    expect((await balances(viewer)).coins).toBe(70)
    // 20 % platform fee, floored: 30 → 6 fee, 24 to the creator.
    expect((await balances(streamer)).earnings).toBe(24)
    const alerts = events.filter(([, name]) => name === 'donation')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.[0]).toBe(streamer.oid)
    expect(alerts[0]?.[2]).toMatchObject({ oid: first.json.oid, coin: 30 })
    // The channel's fan ranking counts the live donation, once (the creator reads theirs).
    const fans = await server.api('/content/fanlist', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(fans.status, fans.text).toBe(200)
    expect(fans.json.fans).toEqual([expect.objectContaining({ userOid: viewer.oid, coins: 30 })])
  })

  it("refuses under 10 coins ('Failed donation') and without coins ('Not enough coins'), moving nothing", async () => {
    const small = await donate(viewer, 'k-small', 9)
    expect(small.status).toBe(400)
    expect(small.json.error).toBe('Failed donation')
    const broke = await donate(poor, 'k-broke', 10)
    expect(broke.status).toBe(403)
    expect(broke.json.error).toBe('Not enough coins')
    const reused = await donate(viewer, 'k1', 40)
    expect(reused.status).toBe(409)
    expect((await balances(viewer)).coins).toBe(70)
    expect((await balances(streamer)).earnings).toBe(24)
    const self = await server.api('/live/donation', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, donationData: { coin: 10 }, key: 's' },
    })
    expect(self.status).toBe(400)
    const notStreamer = await server.api('/live/donation', {
      token: viewer.token,
      body: { creatorOid: poor.oid, donationData: { coin: 10 }, key: 'ns' },
    })
    expect(notStreamer.status).toBe(404)
    expect((await balances(viewer)).coins).toBe(70)
  })

  it('keeps roulette and mission donations off until the streamer turns them on', async () => {
    const off = await donate(viewer, 'k-roulette', 10, {
      donationData: { coin: 10, donationType: 'roulette' },
    })
    expect(off.status).toBe(400)
    expect((await balances(viewer)).coins).toBe(70)
  })

  it('reads default options, validates the roulette, and publishes donationSetting', async () => {
    const initial = await server.api('/live/donation/options', {
      query: { creatorOid: streamer.oid },
    })
    expect(initial.json).toMatchObject({ donationType: 'all', useRouletteDonation: false })
    const set = (donationOptions: unknown, token = streamer.token) =>
      server.api('/live/donation/options', {
        token,
        body: { creatorOid: streamer.oid, donationOptions },
      })
    expect((await set({ roulette: { entryFee: 10, items: [] } })).status).toBe(400)
    const duplicate = await set({
      roulette: {
        entryFee: 10,
        items: [
          { name: 'a', probability: 1 },
          { name: 'a', probability: 2 },
        ],
      },
    })
    expect(duplicate.status).toBe(400)
    expect((await set({ roulette: { entryFee: 10, items: [{ name: 'a' }] } })).status).toBe(400)
    expect((await set({ useRouletteDonation: true })).status).toBe(400)
    expect((await set({ useTextDonationEffect: false }, other.token)).status).toBe(403)
    const saved = await set({
      useRouletteDonation: true,
      useTextDonationEffect: false,
      roulette: { entryFee: 20, items: [{ name: 'Song', probability: 1 }] },
    })
    expect(saved.status, saved.text).toBe(200)
    const read = await server.api('/live/donation/options', { query: { creatorOid: streamer.oid } })
    expect(read.json).toMatchObject({
      donationType: 'all',
      useRouletteDonation: true,
      useTextDonationEffect: false,
      roulette: { entryFee: 20 },
    })
    const setting = events.filter(([, name]) => name === 'donationSetting').at(-1)
    // The spec's four fields, and whether spoken alerts are on (docs/live/ALERTS.md).
    expect(setting?.[2]).toEqual({
      donationType: 'all',
      useTextDonationEffect: false,
      useRouletteDonation: true,
      useMissionDonation: false,
      useTts: true,
    })
  })

  it('lets only the streamer pin, count views and stop; lists the last 30 days and ranks', async () => {
    const list = await server.api('/live/donations', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(list.status, list.text).toBe(200)
    expect(list.json.donations).toHaveLength(1)
    const oid = list.json.donations[0].oid
    expect(
      (
        await server.api('/live/donations', {
          token: viewer.token,
          query: { creatorOid: streamer.oid },
        })
      ).status,
    ).toBe(403)
    expect(
      (await server.api('/live/donation/pin', { token: other.token, body: { donationOid: oid } }))
        .status,
    ).toBe(403)
    const pinned = await server.api('/live/donation/pin', {
      token: streamer.token,
      body: { donationOid: oid },
    })
    expect(pinned.json.isPinned).toBe(true)
    const viewed = await server.api('/live/donation/views', {
      token: streamer.token,
      body: { donationOid: oid },
    })
    expect(viewed.json.views).toBe(1)
    expect(events.find(([, name]) => name === 'donationPlaying')?.[2]).toEqual({
      oid,
      views: 1,
      playedBy: 'studio',
    })
    const stop = await server.api('/live/donation/stop', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, donationType: 'all', autoPlay: true },
    })
    expect(stop.json).toEqual({ donationType: 'all', autoPlay: true })
    expect(events.find(([, name]) => name === 'donationStop')?.[2]).toEqual(stop.json)
    const ranking = await server.api('/live/donation/ranking', {
      query: { creatorOid: streamer.oid },
    })
    expect(ranking.json.ranking).toEqual([
      { rank: 1, userOid: viewer.oid, isHiddenName: false, coin: 30 },
    ])
    const old = await server.api('/live/donations', {
      token: streamer.token,
      query: { creatorOid: streamer.oid, startDate: '2000-01-01', endDate: '2000-02-01' },
    })
    expect(old.json.donations).toEqual([])
  })

  it('spins the roulette on the server for its entry fee, and refuses any other amount', async () => {
    const roulette = (key: string, coin: number) =>
      donate(viewer, key, coin, { donationData: { coin, donationType: 'roulette' } })
    const wrongFee = await roulette('r-wrong', 10)
    expect(wrongFee.status).toBe(400)
    expect(wrongFee.json.error).toBe('Failed donation')
    const spun = await roulette('r1', 20)
    expect(spun.status, spun.text).toBe(200)
    expect(spun.json).toMatchObject({ donationType: 'roulette', coin: 20, optionName: 'Song' })
    expect((await balances(viewer)).coins).toBe(50)
    // A retried request shows the first draw and pays nothing more.
    const replay = await roulette('r1', 20)
    expect(replay.json).toMatchObject({ oid: spun.json.oid, optionName: 'Song' })
    expect((await balances(viewer)).coins).toBe(50)
  })
})
