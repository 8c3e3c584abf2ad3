/**
 * Mission donations over real HTTP on both engines: a mission's coins are held in the
 * wallet's escrow while pending or accepted and settled once by the outcome (success to the
 * streamer less the fee; rejected and not accepted in time back to the viewer; cancelled and
 * failed by the streamer's percentages); timeouts fire on the injected clock; validation,
 * 'Not enough coins' and the mission limit move nothing. Then live revenue, sponsored
 * creators, the external donation and the 30-day deletion of donation history.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { auditLedger } from '../../platform/wallet/history'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('mission donations', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let streamer: SignedIn
  let viewer: SignedIn
  let friend: SignedIn
  let poor: SignedIn
  const clock = manualClock('2026-11-20T12:00:00Z')
  const events: [string, string, Record<string, unknown>][] = []

  beforeAll(async () => {
    server = await startTestServer({ engine, clock })
    admin = await seedAdmin(server)
    ;[streamer, viewer, friend, poor] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ]
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    for (const [who, coins] of [
      [viewer, 1000],
      [friend, 100],
      [poor, 5],
    ] as const)
      await server.context.wallet.service.grant({
        key: `mission-coins-${who.oid}`,
        userOid: who.oid,
        kind: 'coins',
        amount: coins,
      })
    const livechat = server.context.live.chat.service
    const original = livechat.publishEvent.bind(livechat)
    vi.spyOn(livechat, 'publishEvent').mockImplementation(async (creatorOid, name, data) => {
      events.push([creatorOid, name, data as Record<string, unknown>])
      await original(creatorOid, name, data)
    })
  }, 120_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await server?.close()
  })

  const balances = (who: SignedIn) => server.context.wallet.service.balances(who.oid)
  const held = async () =>
    (await auditLedger({ db: server.context.database.db })).accounts.find(
      (account) => account.id === 'system/holds/coin',
    )?.balance ?? 0
  const setOptions = (donationOptions: unknown, token = streamer.token) =>
    server.api('/live/donation/options', {
      token,
      body: { creatorOid: streamer.oid, donationOptions },
    })
  const mission = (
    who: SignedIn,
    key: string,
    missionData: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) =>
    server.api('/live/donation/mission', {
      token: who.token,
      body: { creatorOid: streamer.oid, missionData, key, ...extra },
    })
  const setStatus = (who: SignedIn, missionOid: string, status: string) =>
    server.api('/live/donation/mission/status', {
      token: who.token,
      body: { missionOid, status, key: `${status}-${missionOid}` },
    })
  const task = (coin: number, timeLimit = 600) => ({ task: 'Sing a song', timeLimit, coin })

  it('refuses missions while the streamer has them off, then saves the mission settings', async () => {
    const off = await mission(viewer, 'off', task(20))
    expect(off.status).toBe(400)
    expect(off.json.code).toBe('LIVEDONATION_TYPE_OFF')
    const defaults = await server.api('/live/donation/options', {
      query: { creatorOid: streamer.oid },
    })
    expect(defaults.json.mission).toEqual({
      minimumEntryFee: 10,
      cancellationPenaltyPercent: 10,
      failureRewardPercent: 10,
      missionLimit: 5,
      pendingTimeLimit: 300,
    })
    expect((await setOptions({ mission: { cancellationPenaltyPercent: 101 } })).status).toBe(400)
    expect((await setOptions({ mission: { minimumEntryFee: 5 } })).status).toBe(400)
    const saved = await setOptions({
      useMissionDonation: true,
      mission: {
        minimumEntryFee: 20,
        cancellationPenaltyPercent: 30,
        failureRewardPercent: 50,
        missionLimit: 3,
        pendingTimeLimit: 60,
      },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.mission).toMatchObject({ minimumEntryFee: 20, missionLimit: 3 })
    // A later change names one setting and keeps the others.
    const one = await setOptions({ mission: { pendingTimeLimit: 120 } })
    expect(one.json.mission).toMatchObject({ minimumEntryFee: 20, pendingTimeLimit: 120 })
    const setting = events.filter(([, name]) => name === 'donationSetting').at(-1)?.[2]
    expect(setting).not.toHaveProperty('mission')
  })

  it('validates a mission with clear texts and moves nothing', async () => {
    const before = (await balances(viewer)).coins
    const empty = await mission(viewer, 'v1', { task: '  ', timeLimit: 60, coin: 20 })
    expect(empty.status).toBe(400)
    expect(empty.json.error).toBe('The mission task is required.')
    const zero = await mission(viewer, 'v2', { task: 'x', timeLimit: 0, coin: 20 })
    expect(zero.status).toBe(400)
    expect(zero.json.error).toBe('The time limit must be above 0 seconds.')
    const cheap = await mission(viewer, 'v3', task(19))
    expect(cheap.status).toBe(400)
    expect(cheap.json).toMatchObject({
      code: 'LIVEDONATION_MISSION_MINIMUM',
      error: 'The reward is below the minimum entry fee.',
    })
    const broke = await mission(poor, 'v4', task(20))
    expect(broke.status).toBe(403)
    expect(broke.json.error).toBe('Not enough coins')
    const self = await mission(streamer, 'v5', task(20))
    expect(self.status).toBe(400)
    expect((await balances(viewer)).coins).toBe(before)
    expect((await balances(poor)).coins).toBe(5)
    expect(await held()).toBe(0)
    const active = await server.api('/live/donation/missions/active', {
      query: { creatorOid: streamer.oid },
    })
    expect(active.json.missions).toEqual([])
  })

  it('holds the coins, then success pays the streamer less the fee, once', async () => {
    const earningsBefore = (await balances(streamer)).earnings
    const created = await mission(viewer, 'm-success', task(100), { isHiddenName: true })
    expect(created.status, created.text).toBe(200)
    expect(created.json).toMatchObject({
      status: 'pending',
      coin: 100,
      type: 'mission',
      content: 'Sing a song',
      userId: '',
      nickname: null,
      isHiddenName: true,
      timeLimit: 600,
      pendingTimeLimit: 120,
      dataOrigin: 'live_chat',
    })
    const again = await mission(viewer, 'm-success', task(100), { isHiddenName: true })
    expect(again.json.oid).toBe(created.json.oid)
    expect((await mission(viewer, 'm-success', task(200))).status).toBe(409)
    expect((await balances(viewer)).coins).toBe(900)
    expect(await held()).toBe(100)
    const oid = created.json.oid
    // The viewer cannot accept; the streamer cannot cancel.
    expect((await setStatus(viewer, oid, 'accepted')).status).toBe(403)
    expect((await setStatus(streamer, oid, 'cancelled')).status).toBe(403)
    expect((await setStatus(streamer, oid, 'success')).status).toBe(409)
    expect((await setStatus(streamer, oid, 'accepted-timeout')).status).toBe(409)
    const accepted = await setStatus(streamer, oid, 'accepted')
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.json.startTime).toBe(clock.now().toISOString())
    const done = await setStatus(viewer, oid, 'success')
    expect(done.json).toMatchObject({ status: 'success', creatorCoin: 100 })
    expect((await setStatus(viewer, oid, 'success')).status).toBe(200)
    expect((await setStatus(streamer, oid, 'failed')).status).toBe(409)
    expect((await balances(streamer)).earnings - earningsBefore).toBe(80)
    expect((await balances(viewer)).coins).toBe(900)
    expect(await held()).toBe(0)
    const missionEvents = events.filter(([, name]) => name === 'mission')
    expect(missionEvents.map(([, , data]) => data.status)).toEqual([
      'pending',
      'accepted',
      'success',
    ])
  })

  it('refunds a rejected mission whole, and keeps the penalty of a cancelled one', async () => {
    const earningsBefore = (await balances(streamer)).earnings
    const rejected = await mission(viewer, 'm-reject', task(50))
    // Named while shown: the nickname staked with is in every answer and alert of it.
    expect(rejected.json).toMatchObject({ userId: viewer.oid, nickname: viewer.nickname })
    const outcome = await setStatus(streamer, rejected.json.oid, 'rejected')
    expect(outcome.json).toMatchObject({ status: 'rejected', nickname: viewer.nickname })
    expect((await balances(viewer)).coins).toBe(900)
    const cancelled = await mission(viewer, 'm-cancel', task(55))
    const result = await setStatus(viewer, cancelled.json.oid, 'cancelled')
    // 30 % of 55 = 16 to the streamer's side (fee 3, earnings 13), 39 back.
    expect(result.json).toMatchObject({ status: 'cancelled', creatorCoin: 16 })
    expect((await balances(viewer)).coins).toBe(900 - 16)
    expect((await balances(streamer)).earnings - earningsBefore).toBe(13)
    expect(await held()).toBe(0)
  })

  it('appends coins from another viewer and splits a failure by the failure reward', async () => {
    const earningsBefore = (await balances(streamer)).earnings
    const created = await mission(viewer, 'm-fail', task(40))
    const oid = created.json.oid
    const append = (who: SignedIn, key: string, coin: number) =>
      server.api('/live/donation/mission/coin/append', {
        token: who.token,
        body: { missionOid: oid, coin, key, isHiddenName: false },
      })
    const added = await append(friend, 'a1', 30)
    expect(added.status, added.text).toBe(200)
    expect(added.json.coin).toBe(70)
    expect((await append(friend, 'a1', 30)).json.coin).toBe(70)
    expect((await append(poor, 'a2', 30)).status).toBe(403)
    expect((await append(streamer, 'a3', 30)).status).toBe(400)
    await setStatus(streamer, oid, 'accepted')
    const failed = await setStatus(streamer, oid, 'failed')
    // 50 %: 20 of the viewer's 40, 15 of the friend's 30.
    expect(failed.json).toMatchObject({ status: 'failed', creatorCoin: 35 })
    expect((await balances(friend)).coins).toBe(100 - 15)
    expect((await balances(viewer)).coins).toBe(884 - 20)
    expect((await balances(streamer)).earnings - earningsBefore).toBe(28)
    const late = await append(friend, 'a4', 30)
    expect(late.status).toBe(409)
    expect(late.json.code).toBe('LIVEDONATION_MISSION_STATE')
    expect((await balances(friend)).coins).toBe(85)
    expect(await held()).toBe(0)
  })

  it('times out on the clock: pending refunds whole, accepted keeps the failure reward', async () => {
    const coinsBefore = (await balances(viewer)).coins
    const pending = await mission(viewer, 'm-pt', task(20))
    const accepted = await mission(viewer, 'm-at', task(30, 60))
    await setStatus(streamer, accepted.json.oid, 'accepted')
    clock.advance(61_000)
    // The accepted one is due (60 s), the pending one not yet (120 s).
    expect((await setStatus(viewer, pending.json.oid, 'pending-timeout')).status).toBe(409)
    const active = await server.api('/live/donation/missions/active', {
      query: { creatorOid: streamer.oid },
    })
    expect(active.json.missions.map((row: { oid: string }) => row.oid)).toEqual([pending.json.oid])
    const timedOut = await server.api('/live/donation/mission', {
      query: { missionOid: accepted.json.oid },
    })
    expect(timedOut.json).toMatchObject({ status: 'accepted-timeout', creatorCoin: 15 })
    clock.advance(60_000)
    await server.context.live.donations.sweep()
    const read = await server.api('/live/donation/mission', {
      query: { missionOid: pending.json.oid },
    })
    expect(read.json.status).toBe('pending-timeout')
    expect((await balances(viewer)).coins).toBe(coinsBefore - 15)
    expect(await held()).toBe(0)
  })

  it('counts active missions against the limit', async () => {
    const oids: string[] = []
    for (const key of ['l1', 'l2', 'l3']) {
      const created = await mission(viewer, key, task(20))
      expect(created.status, created.text).toBe(200)
      oids.push(created.json.oid)
    }
    const over = await mission(viewer, 'l4', task(20))
    expect(over.status).toBe(409)
    expect(over.json).toMatchObject({
      code: 'LIVEDONATION_MISSION_LIMIT',
      error: 'The streamer has reached the mission limit.',
    })
    await setStatus(streamer, oids[0] as string, 'rejected')
    expect((await mission(viewer, 'l4', task(20))).status).toBe(200)
  })

  it('gives one outcome when many status calls race a timeout', async () => {
    const earningsBefore = (await balances(streamer)).earnings
    const oids: string[] = []
    // Clear the limit first: reject the open missions.
    const open = await server.api('/live/donation/missions/active', {
      query: { creatorOid: streamer.oid },
    })
    for (const row of open.json.missions) await setStatus(streamer, row.oid, 'rejected')
    const afterReject = (await balances(viewer)).coins
    for (const key of ['r1', 'r2', 'r3']) {
      const created = await mission(viewer, key, task(100, 30))
      oids.push(created.json.oid)
      await setStatus(streamer, created.json.oid, 'accepted')
    }
    clock.advance(31_000)
    const calls = oids.flatMap((oid) => [
      setStatus(streamer, oid, 'success'),
      setStatus(viewer, oid, 'failed'),
      setStatus(viewer, oid, 'accepted-timeout'),
      setStatus(streamer, oid, 'success'),
      server.context.live.donations.missions.sweep(),
      server.api('/live/donation/mission', { query: { missionOid: oid } }),
    ])
    await Promise.all(calls)
    let creatorGross = 0
    for (const oid of oids) {
      const read = await server.api('/live/donation/mission', { query: { missionOid: oid } })
      expect(['success', 'failed', 'accepted-timeout']).toContain(read.json.status)
      expect(read.json.creatorCoin).toBe(read.json.status === 'success' ? 100 : 50)
      creatorGross += read.json.creatorCoin
    }
    expect((await balances(viewer)).coins).toBe(afterReject - creatorGross)
    // 100 and 50 both pay an exact 20 % fee.
    expect((await balances(streamer)).earnings - earningsBefore).toBe((creatorGross * 4) / 5)
    expect(await held()).toBe(0)
    const settlements = await server.context.database.db
      .selectFrom('wallet_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'livemission:settle:%')
      .execute()
    for (const oid of oids)
      expect(settlements.filter((row) => row.idempotency_key.endsWith(oid))).toHaveLength(1)
    const audit = await auditLedger({ db: server.context.database.db })
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
    expect(audit.mismatched).toEqual([])
  })

  it("reads live revenue from the ledger: the creator's figures agree with the channel revenue", async () => {
    const revenue = await server.api('/live/revenue/donations', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(revenue.status, revenue.text).toBe(200)
    const { earnings } = await balances(streamer)
    expect(revenue.json.coin).toBe(earnings)
    expect(revenue.json.byType.live_donation).toBe(earnings)
    const daily = await server.context.wallet.service.creatorEarnings.daily({
      creatorOid: streamer.oid,
    })
    expect(daily.reduce((sum, row) => sum + row.coins, 0)).toBe(revenue.json.coin)
    expect(
      (
        await server.api('/live/revenue/donations', {
          token: viewer.token,
          query: { creatorOid: streamer.oid },
        })
      ).status,
    ).toBe(403)
    const tickets = await server.api('/live/revenue/tickets', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(tickets.json).toMatchObject({ coin: 0, count: 0 })
    const total = await server.api('/live/admin/revenue/total/donations', { token: admin.token })
    expect(total.status, total.text).toBe(200)
    expect(total.json.creatorCoin).toBe(earnings)
    expect(total.json.coin).toBe(total.json.creatorCoin + total.json.platformFee)
    expect(
      (await server.api('/live/admin/revenue/total/tickets', { token: streamer.token })).status,
    ).toBe(403)
    const bad = await server.api('/live/admin/revenue/total/tickets', {
      token: admin.token,
      query: { startDate: '2026-11-20', endDate: '2026-11-01' },
    })
    expect(bad.status).toBe(400)
  })

  it('lists the creators a viewer sponsored', async () => {
    const sponsored = await server.api('/live/sponsored/creators', { token: friend.token })
    expect(sponsored.status, sponsored.text).toBe(200)
    expect(sponsored.json.creators).toEqual([
      expect.objectContaining({ creatorOid: streamer.oid, coin: 15, count: 1 }),
    ])
    const other = await server.api('/live/sponsored/creators', {
      token: friend.token,
      query: { userOid: viewer.oid },
    })
    expect(other.status).toBe(403)
    const asAdmin = await server.api('/live/sponsored/creators', {
      token: admin.token,
      query: { userOid: viewer.oid },
    })
    expect(asAdmin.json.creators[0].creatorOid).toBe(streamer.oid)
  })

  it('records an external donation once per key, counted in live donation revenue', async () => {
    const before = (await balances(streamer)).earnings
    const body = { creatorOid: streamer.oid, coin: 500, key: 'ext-1', source: 'bank transfer' }
    const first = await server.api('/live/admin/donation/external', { token: admin.token, body })
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ coin: 500, creatorShare: 400, platformFee: 100 })
    const again = await server.api('/live/admin/donation/external', { token: admin.token, body })
    expect(again.json.replayed).toBe(true)
    const reused = await server.api('/live/admin/donation/external', {
      token: admin.token,
      body: { ...body, coin: 600 },
    })
    expect(reused.status).toBe(409)
    const notAdmin = await server.api('/live/admin/donation/external', {
      token: streamer.token,
      body: { ...body, key: 'ext-2' },
    })
    expect(notAdmin.status).toBe(403)
    expect((await balances(streamer)).earnings - before).toBe(400)
    const revenue = await server.api('/live/revenue/donations', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(revenue.json.byType.external_live_donation).toBe(400)
  })

  it('keeps the mission limit when many missions are staked at once', async () => {
    const coinsBefore = (await balances(viewer)).coins
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => mission(viewer, `burst-${index}`, task(20))),
    )
    const made = answers.filter((answer) => answer.status === 200)
    expect(made).toHaveLength(3)
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused.json.code).toBe('LIVEDONATION_MISSION_LIMIT')
    expect((await balances(viewer)).coins).toBe(coinsBefore - 60)
    expect(await held()).toBe(60)
    for (const answer of made) await setStatus(streamer, answer.json.oid, 'rejected')
    expect((await balances(viewer)).coins).toBe(coinsBefore)
    expect(await held()).toBe(0)
  })

  it('deletes donation history after 30 days', async () => {
    const paid = await server.api('/live/donation', {
      token: viewer.token,
      body: { creatorOid: streamer.oid, donationData: { coin: 10 }, key: 'old-donation' },
    })
    expect(paid.status, paid.text).toBe(200)
    clock.advance(31 * 86_400_000)
    await server.context.live.donations.sweep()
    const db = server.context.database.db
    const donations = await db
      .selectFrom('livedonation_donations')
      .select('oid')
      .where('request_key', '=', 'old-donation')
      .execute()
    expect(donations).toEqual([])
    expect(await db.selectFrom('livedonation_missions').select('oid').execute()).toEqual([])
    // Sponsorship outlives the history.
    const sponsors = await db
      .selectFrom('livedonation_sponsors')
      .select('creator_oid')
      .where('user_oid', '=', viewer.oid)
      .execute()
    expect(sponsors.map((row) => row.creator_oid)).toEqual([streamer.oid])
  })
})
