/**
 * A mission append whose hold lands after its stake was given back: the settlement found the
 * viewer short of coins, so the stake was marked `returned` with nothing to return; then the
 * append's own hold went through and the server stopped before that request returned it.
 * The sweep gives the coins back, once, and the ledger stays balanced; likewise for a stake
 * still `holding` whose hold was taken after the settlement. On both engines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../../platform/db/ids'
import { systemAccount, userAccount } from '../../../platform/wallet'
import { auditLedger } from '../../../platform/wallet/history'
import { manualClock } from '../../../platform/wallet/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../../support/accounts'
import { describeOnEngine } from '../../support/http-engine'
import { startTestServer, type TestServer } from '../../support/test-server'

describeOnEngine('a mission stake whose hold lands after its settlement', (engine) => {
  let server: TestServer
  let streamer: SignedIn
  let viewer: SignedIn
  let friend: SignedIn
  const clock = manualClock('2026-11-20T12:00:00Z')

  beforeAll(async () => {
    // A product of its own: the test audits the whole ledger (the holds account nets to zero).
    server = await startTestServer({ engine, clock, private: true })
    const admin = await seedAdmin(server)
    ;[streamer, viewer, friend] = [await signUp(server), await signUp(server), await signUp(server)]
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    await server.context.wallet.service.grant({
      key: `late-hold-coins-${viewer.oid}`,
      userOid: viewer.oid,
      kind: 'coins',
      amount: 500,
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const db = () => server.context.database.db
  /** The friend's coins held for a stake, posted as the append posts it (key and entries). */
  const holdAsAppend = (stakeOid: string, missionOid: string, amount: number) =>
    server.context.wallet.service.post({
      key: `livemission:hold:${stakeOid}`,
      type: 'hold',
      entries: [
        { account: userAccount(friend.oid, 'coins'), amount: -amount },
        { account: systemAccount('holds', 'coin'), amount },
      ],
      metadata: { userOid: friend.oid, creatorOid: streamer.oid, missionOid, stakeOid },
    })
  const coins = async (who: SignedIn) =>
    (await server.context.wallet.service.balances(who.oid)).coins
  const transactions = async () =>
    Number(
      (
        await db()
          .selectFrom('wallet_transactions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  const expectBalancedLedger = async () => {
    const audit = await auditLedger({ db: db() })
    expect(audit.accounts.find((account) => account.id === 'system/holds/coin')?.balance).toBe(0)
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
    expect(audit.mismatched).toEqual([])
  }

  it('returns the late hold on the sweep, and a second sweep changes nothing', async () => {
    const options = await server.api('/live/donation/options', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, donationOptions: { useMissionDonation: true } },
    })
    expect(options.status, options.text).toBe(200)
    const mission = await server.api('/live/donation/mission', {
      token: viewer.token,
      body: {
        creatorOid: streamer.oid,
        missionData: { task: 'Sing', timeLimit: 600, coin: 100 },
        key: 'late-hold-mission',
      },
    })
    expect(mission.status, mission.text).toBe(200)
    // The friend's append wrote its stake while the mission was active, then paused before its hold.
    const stakeOid = newObjectId(clock.now().getTime())
    await db()
      .insertInto('livedonation_mission_stakes')
      .values({
        oid: stakeOid,
        mission_oid: mission.json.oid,
        user_oid: friend.oid,
        request_key: 'late-append',
        coin: 50,
        state: 'holding',
        create_time: clock.now(),
      })
      .execute()
    // The settlement finds the friend without coins: the stake is given back with nothing held.
    const rejected = await server.api('/live/donation/mission/status', {
      token: streamer.token,
      body: { missionOid: mission.json.oid, status: 'rejected' },
    })
    expect(rejected.status, rejected.text).toBe(200)
    const stake = () =>
      db()
        .selectFrom('livedonation_mission_stakes')
        .select('state')
        .where('oid', '=', stakeOid)
        .executeTakeFirstOrThrow()
    expect((await stake()).state).toBe('returned')
    expect(await coins(viewer)).toBe(500)

    // The friend has coins again and the append's hold lands, as the append posts it; then the
    // server stops before the append returns it.
    await server.context.wallet.service.grant({
      key: `late-hold-coins-${friend.oid}`,
      userOid: friend.oid,
      kind: 'coins',
      amount: 50,
    })
    await holdAsAppend(stakeOid, mission.json.oid, 50)
    expect(await coins(friend)).toBe(0)

    await server.context.live.donations.missions.sweep()
    expect(await coins(friend)).toBe(50)
    expect((await stake()).state).toBe('returned')
    await expectBalancedLedger()

    const before = await transactions()
    await server.context.live.donations.missions.sweep()
    expect(await transactions()).toBe(before)
    expect(await coins(friend)).toBe(50)
    expect(await coins(viewer)).toBe(500)
    await expectBalancedLedger()
  }, 120_000)

  it('returns a stake still holding whose hold landed after the settlement, once', async () => {
    const mission = await server.api('/live/donation/mission', {
      token: viewer.token,
      body: {
        creatorOid: streamer.oid,
        missionData: { task: 'Dance', timeLimit: 600, coin: 100 },
        key: 'late-hold-mission-2',
      },
    })
    expect(mission.status, mission.text).toBe(200)
    const rejected = await server.api('/live/donation/mission/status', {
      token: streamer.token,
      body: { missionOid: mission.json.oid, status: 'rejected' },
    })
    expect(rejected.status, rejected.text).toBe(200)
    // A stake the settlement never saw, its hold taken after it, then the server stopped.
    const stakeOid = newObjectId(clock.now().getTime())
    await db()
      .insertInto('livedonation_mission_stakes')
      .values({
        oid: stakeOid,
        mission_oid: mission.json.oid,
        user_oid: friend.oid,
        request_key: 'late-append-2',
        coin: 30,
        state: 'holding',
        create_time: clock.now(),
      })
      .execute()
    await holdAsAppend(stakeOid, mission.json.oid, 30)
    expect(await coins(friend)).toBe(20)

    // Past the time a request takes, the sweep finishes it as the append would have.
    clock.advance(2 * 60_000)
    await server.context.live.donations.missions.sweep()
    expect(await coins(friend)).toBe(50)
    const state = await db()
      .selectFrom('livedonation_mission_stakes')
      .select('state')
      .where('oid', '=', stakeOid)
      .executeTakeFirstOrThrow()
    expect(state.state).toBe('returned')
    await expectBalancedLedger()
    const before = await transactions()
    await server.context.live.donations.missions.sweep()
    expect(await transactions()).toBe(before)
    expect(await coins(friend)).toBe(50)
    expect(await coins(viewer)).toBe(500)
  }, 120_000)
})
