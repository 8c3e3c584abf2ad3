import { afterEach, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../../../db'
import { describeEachEngine } from '../../../db/testing'
import { systemAccount, userAccount } from '../../../wallet'
import {
  expectLedgerInvariants,
  openWalletFixture,
  type WalletFixture,
} from '../../../wallet/testing'
import { DEFAULT_DONATION_OPTIONS } from '../contract'
import { createMissionsService } from './service'

describeEachEngine('a returned stake whose hold landed late', (engine) => {
  let fixture: WalletFixture
  beforeEach(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterEach(async () => {
    await fixture.close()
  })

  it('is given back by the sweep once, found past the first page of returned stakes', async () => {
    const { database, wallet, clock } = fixture
    const missions = createMissionsService({
      db: database.db,
      clock,
      wallet: {
        post: (input) => wallet.post(input),
        postedKeys: (keys) => wallet.postedKeys(keys),
        donationFeeBasisPoints: wallet.settings.donationFeeBasisPoints,
      },
      events: { publishEvent: async () => {} },
      users: { isStreamer: async () => true },
      chat: { assertMayTakePart: async () => {}, maskText: async (_creator, text) => text },
      options: async () => DEFAULT_DONATION_OPTIONS,
    })
    const creatorOid = newObjectId()
    const viewerOid = newObjectId()
    const missionOid = newObjectId()
    const now = clock.now()
    await wallet.grant({ key: 'coins', userOid: viewerOid, kind: 'coins', amount: 100 })
    await database.db
      .insertInto('livedonation_missions')
      .values({
        oid: missionOid,
        creator_oid: creatorOid,
        user_oid: viewerOid,
        content: 'sing',
        status: 'rejected',
        time_limit: 10,
        pending_time_limit: 10,
        cancellation_penalty_percent: 0,
        failure_reward_percent: 0,
        create_time: now,
        end_time: now,
        settled_time: now,
      })
      .execute()
    const stake = (oid: string, coin: number) => ({
      oid,
      mission_oid: missionOid,
      user_oid: viewerOid,
      request_key: oid,
      coin,
      state: 'returned' as const,
      create_time: now,
    })
    // 600 returned stakes that never held anything sort before the three that matter.
    const early = now.getTime() - 3_600_000
    const fillers = Array.from({ length: 600 }, (_, i) => stake(newObjectId(early + i), 1))
    const [lateOid, doneOid, neverOid] = [1, 2, 3].map((i) => newObjectId(now.getTime() + i))
    await database.db
      .insertInto('livedonation_mission_stakes')
      .values([...fillers, stake(lateOid!, 30), stake(doneOid!, 20), stake(neverOid!, 10)])
      .execute()
    // The holds as the service posts them (the same body, so a replay matches).
    const hold = (oid: string, coin: number) =>
      wallet.post({
        key: `livemission:hold:${oid}`,
        type: 'hold',
        entries: [
          { account: userAccount(viewerOid, 'coins'), amount: -coin },
          { account: systemAccount('holds', 'coin'), amount: coin },
        ],
        metadata: { userOid: viewerOid, creatorOid, missionOid, stakeOid: oid },
      })
    await hold(lateOid!, 30)
    await hold(doneOid!, 20)
    await wallet.post({
      key: `livemission:return:${doneOid}`,
      type: 'void',
      entries: [
        { account: userAccount(viewerOid, 'coins'), amount: 20 },
        { account: systemAccount('holds', 'coin'), amount: -20 },
      ],
    })
    expect((await wallet.balances(viewerOid)).coins).toBe(70)

    await missions.sweep()
    await missions.sweep()

    expect((await wallet.balances(viewerOid)).coins).toBe(100)
    const posted = await wallet.postedKeys(
      [lateOid, doneOid, neverOid].flatMap((oid) => [
        `livemission:hold:${oid}`,
        `livemission:return:${oid}`,
      ]),
    )
    expect([...posted].sort()).toEqual(
      [
        `livemission:hold:${doneOid}`,
        `livemission:hold:${lateOid}`,
        `livemission:return:${doneOid}`,
        `livemission:return:${lateOid}`,
      ].sort(),
    )
    await expectLedgerInvariants(fixture)
  })
})
