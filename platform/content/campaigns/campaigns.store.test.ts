import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine } from '../../db/testing'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from '../../wallet/testing'
import { payoutKey } from './ledger'
import { campaignFields, campaignsOver, DAY_MS, sessionUser, walletPort } from './testing'

describeEachEngine('campaigns', (engine) => {
  let fixture: WalletFixture
  let campaigns: ReturnType<typeof campaignsOver>
  const creator = sessionUser(newObjectId(), ['user', 'creator'])
  beforeEach(async () => {
    fixture = await openWalletFixture(engine)
    campaigns = campaignsOver(fixture)
  })
  afterEach(async () => {
    await fixture.close()
  })

  const fan = async (coins: number) => {
    const user = sessionUser(newObjectId())
    if (coins > 0)
      await fixture.wallet.grant({
        key: `coins:${user.oid}`,
        userOid: user.oid,
        kind: 'coins',
        amount: coins,
      })
    return user
  }
  const coinsOf = async (oid: string) => (await fixture.wallet.balances(oid)).coins
  const earningsOf = async (oid: string) => (await fixture.wallet.balances(oid)).earnings
  const open = (goalCoins = 100) =>
    campaigns.create(creator, campaignFields(fixture.clock.now(), { goalCoins }))
  const contribute = (
    user: ReturnType<typeof sessionUser>,
    campaignOid: string,
    coins: number,
    key = `k-${newObjectId()}`,
  ) => campaigns.changeState(user, { campaignOid, event: 'contribute', coins, key })

  it('holds contributions, and pays a succeeded campaign to its creator once', async () => {
    const campaign = await open(100)
    const [a, b] = [await fan(80), await fan(80)]
    await contribute(a, campaign.campaignOid, 60)
    await contribute(b, campaign.campaignOid, 50)
    expect(await coinsOf(a.oid)).toBe(20)
    const running = await campaigns.find(campaign.campaignOid, a)
    expect(running).toMatchObject({ raisedCoins: 110, contributors: 2, mine: 60, state: 'running' })
    fixture.clock.advance(8 * DAY_MS)
    await campaigns.sweep()
    await campaigns.sweep()
    await campaigns.settle(campaign.campaignOid)
    const ended = await campaigns.find(campaign.campaignOid, null)
    expect(ended.state).toBe('succeeded')
    expect(ended.settledAt).not.toBeNull()
    const fee = Math.floor((110 * fixture.wallet.settings.donationFeeBasisPoints) / 10_000)
    expect(await earningsOf(creator.oid)).toBe(110 - fee)
    expect(await coinsOf(a.oid)).toBe(20)
    await expectLedgerInvariants(fixture)
  })

  it('gives every contribution of a failed campaign back exactly once', async () => {
    const campaign = await open(1000)
    const fans = [await fan(30), await fan(30), await fan(30)]
    for (const user of fans) await contribute(user, campaign.campaignOid, 20)
    await contribute(fans[0] ?? creator, campaign.campaignOid, 5)
    fixture.clock.advance(8 * DAY_MS)
    await Promise.all([campaigns.sweep(), campaigns.sweep()])
    await campaigns.refund(creator, { campaignOid: campaign.campaignOid, refundType: 'all' })
    for (const user of fans) expect(await coinsOf(user.oid)).toBe(30)
    expect(await earningsOf(creator.oid)).toBe(0)
    expect((await campaigns.find(campaign.campaignOid, null)).state).toBe('failed')
    await expectLedgerInvariants(fixture)
  })

  it('lets exactly 3 of 50 parallel contributions through for coins enough for 3', async () => {
    const campaign = await open(100)
    const user = await fan(30)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => contribute(user, campaign.campaignOid, 10)),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    const refused = results.filter((result) => result.status === 'rejected')
    expect(refused.map((result) => (result.reason as { code: string }).code)).toEqual(
      Array(47).fill('NOT_ENOUGH_COINS'),
    )
    expect(await coinsOf(user.oid)).toBe(0)
    expect((await campaigns.find(campaign.campaignOid, user)).raisedCoins).toBe(30)
    await expectLedgerInvariants(fixture)
  })

  it('charges a retried contribution once and refuses its key for another amount', async () => {
    const campaign = await open(100)
    const user = await fan(100)
    const first = await contribute(user, campaign.campaignOid, 40, 'retry-key-1')
    const again = await Promise.all([
      contribute(user, campaign.campaignOid, 40, 'retry-key-1'),
      contribute(user, campaign.campaignOid, 40, 'retry-key-1'),
    ])
    expect(again.map((answer) => answer.contribution?.contributionOid)).toEqual([
      first.contribution?.contributionOid,
      first.contribution?.contributionOid,
    ])
    expect(await coinsOf(user.oid)).toBe(60)
    await expect(contribute(user, campaign.campaignOid, 41, 'retry-key-1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    expect((await campaigns.find(campaign.campaignOid, null)).raisedCoins).toBe(40)
  })

  it('pays the creator once when the settlement stops between paying and recording', async () => {
    const port = walletPort(fixture)
    let crashes = 1
    const crashing = campaignsOver(fixture, {
      ...port,
      post: async (input) => {
        const answer = await port.post(input)
        if (input.key.startsWith('campaign:payout:') && crashes-- > 0) throw new Error('crash')
        return answer
      },
    })
    const campaign = await open(10)
    const user = await fan(50)
    await contribute(user, campaign.campaignOid, 50)
    fixture.clock.advance(8 * DAY_MS)
    await expect(crashing.sweep()).rejects.toThrow('crash')
    expect((await fixture.wallet.postedKeys([payoutKey(campaign.campaignOid)])).size).toBe(1)
    await crashing.sweep()
    await crashing.sweep()
    const fee = Math.floor((50 * fixture.wallet.settings.donationFeeBasisPoints) / 10_000)
    expect(await earningsOf(creator.oid)).toBe(50 - fee)
    expect((await campaigns.find(campaign.campaignOid, null)).settledAt).not.toBeNull()
    await expectLedgerInvariants(fixture)
  })

  it('gives back a contribution that lands after the end, and never counts it', async () => {
    const campaign = await open(10)
    const user = await fan(50)
    fixture.clock.advance(7 * DAY_MS)
    await expect(contribute(user, campaign.campaignOid, 20)).rejects.toMatchObject({
      code: 'CAMPAIGN_NOT_RUNNING',
    })
    expect(await coinsOf(user.oid)).toBe(50)
    expect((await campaigns.find(campaign.campaignOid, null)).state).toBe('failed')
  })

  it('finishes a contribution whose request stopped after its row', async () => {
    const campaign = await open(10)
    const user = await fan(50)
    const now = fixture.clock.now()
    await fixture.database.db
      .insertInto('content_campaign_contributions')
      .values({
        oid: newObjectId(now.getTime()),
        campaign_oid: campaign.campaignOid,
        user_oid: user.oid,
        request_key: 'stopped-request',
        coins: 15,
        state: 'holding',
        created_at: now,
      })
      .execute()
    fixture.clock.advance(11 * 60_000)
    await campaigns.sweep()
    await campaigns.sweep()
    expect(await coinsOf(user.oid)).toBe(35)
    expect((await campaigns.find(campaign.campaignOid, user)).mine).toBe(15)
  })

  describe('refunds and who may act', () => {
    it('gives a contributor their coins back while it runs, and no one else', async () => {
      const campaign = await open(100)
      const [owner, other] = [await fan(50), await fan(50)]
      const { contribution } = await contribute(owner, campaign.campaignOid, 30)
      await expect(
        campaigns.refund(other, {
          campaignOid: campaign.campaignOid,
          refundType: 'mine',
          contributionOid: contribution?.contributionOid ?? '',
        }),
      ).rejects.toMatchObject({ code: 'CAMPAIGN_NOTHING_TO_REFUND' })
      expect(await coinsOf(owner.oid)).toBe(20)
      expect(await coinsOf(other.oid)).toBe(50)
      await expect(
        campaigns.refund(other, { campaignOid: campaign.campaignOid, refundType: 'all' }),
      ).rejects.toMatchObject({ code: 'CAMPAIGN_NOT_YOURS' })
      const answer = await campaigns.refund(owner, {
        campaignOid: campaign.campaignOid,
        refundType: 'mine',
      })
      expect(answer).toMatchObject({
        refunded: 30,
        campaign: { raisedCoins: 0, contributors: 0, mine: 0 },
      })
      expect(await coinsOf(owner.oid)).toBe(50)
      await expectLedgerInvariants(fixture)
    })

    it('lets only its creator edit, close or cancel it, and returns coins on cancel', async () => {
      const campaign = await open(20)
      const stranger = sessionUser(newObjectId(), ['user', 'creator'])
      const user = await fan(50)
      await contribute(user, campaign.campaignOid, 10)
      const fields = campaignFields(fixture.clock.now(), { goalCoins: 20 })
      await expect(
        campaigns.edit(stranger, campaign.campaignOid, {
          ...fields,
          endsAt: new Date(campaign.endsAt),
        }),
      ).rejects.toMatchObject({ code: 'CAMPAIGN_NOT_YOURS' })
      await expect(
        campaigns.changeState(stranger, { campaignOid: campaign.campaignOid, event: 'cancel' }),
      ).rejects.toMatchObject({ code: 'CAMPAIGN_NOT_YOURS' })
      await expect(
        campaigns.changeState(creator, { campaignOid: campaign.campaignOid, event: 'close' }),
      ).rejects.toMatchObject({ code: 'CAMPAIGN_GOAL_NOT_REACHED' })
      await expect(
        campaigns.edit(creator, campaign.campaignOid, {
          ...fields,
          goalCoins: 5,
          endsAt: new Date(campaign.endsAt),
        }),
      ).rejects.toMatchObject({ code: 'CAMPAIGN_TERMS_LOCKED' })
      const edited = await campaigns.edit(creator, campaign.campaignOid, {
        ...fields,
        title: 'Renamed',
        endsAt: new Date(campaign.endsAt),
      })
      expect(edited.title).toBe('Renamed')
      const cancelled = await campaigns.changeState(creator, {
        campaignOid: campaign.campaignOid,
        event: 'cancel',
      })
      expect(cancelled.campaign).toMatchObject({ state: 'cancelled' })
      expect(cancelled.campaign.settledAt).not.toBeNull()
      expect(await coinsOf(user.oid)).toBe(50)
      await expectLedgerInvariants(fixture)
    })

    it('closes early once the goal is reached and pays out', async () => {
      const campaign = await open(20)
      const user = await fan(50)
      await contribute(user, campaign.campaignOid, 25)
      const closed = await campaigns.changeState(creator, {
        campaignOid: campaign.campaignOid,
        event: 'close',
      })
      expect(closed.campaign.state).toBe('succeeded')
      expect(await earningsOf(creator.oid)).toBeGreaterThan(0)
      const revenue = await campaigns.revenue({ q: creator.oid })
      expect(revenue.campaigns).toHaveLength(1)
      expect(revenue.campaigns[0]).toMatchObject({ raisedCoins: 25, state: 'succeeded' })
      expect(revenue.campaigns[0]?.creatorShare).toBe(await earningsOf(creator.oid))
    })
  })
})
