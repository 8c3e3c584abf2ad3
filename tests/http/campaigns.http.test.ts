/**
 * Campaigns over HTTP: a creator's campaign, contributions held and charged once (a crowd of
 * 50 with coins for 3, a retried key), no rights across users (another creator cannot edit,
 * close or cancel; a user cannot take back another's contribution), bad input refused with
 * nothing changed, and the end on the product's clock paying the creator once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const DAY = 86_400_000

describeOnEngine('campaigns over HTTP', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let creator: SignedIn
  let rival: SignedIn
  let fanA: SignedIn
  let fanB: SignedIn
  let campaignOid = ''
  const clock = manualClock('2026-11-18T12:00:00Z')

  beforeAll(async () => {
    server = await startTestServer({ engine, clock })
    admin = await seedAdmin(server)
    ;[creator, rival, fanA, fanB] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ]
    for (const user of [creator, rival])
      await grantRoles(server, admin.token, user.oid, ['creator'])
    for (const [fan, coins] of [
      [fanA, 100],
      [fanB, 30],
    ] as const)
      await server.context.wallet.service.grant({
        key: `campaign-http-${fan.oid}`,
        userOid: fan.oid,
        kind: 'coins',
        amount: coins,
      })
    const made = await server.api('/content/campaign', {
      token: creator.token,
      body: {
        title: 'Season two',
        description: 'Record the second season.',
        goalCoins: 50,
        endsAt: new Date(clock.now().getTime() + 3 * DAY).toISOString(),
        rewardTiers: [{ title: 'Thanks', minCoins: 10, description: 'A thank-you note' }],
      },
    })
    expect(made.status, made.text).toBe(200)
    campaignOid = made.json.campaign.campaignOid
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const read = async () =>
    (await server.api('/content/campaign', { query: { campaignOid } })).json.campaign
  const coins = async (user: SignedIn) =>
    (await server.context.wallet.service.balances(user.oid)).coins
  const contribute = (user: SignedIn, amount: number, key: string) =>
    server.api('/content/campaign/state', {
      token: user.token,
      body: { campaignOid, event: 'contribute', coins: amount, key },
    })

  it('refuses bad input with a precise 400 and creates nothing', async () => {
    const before = await server.api('/content/campaign', { query: { creatorOid: creator.oid } })
    const bodies: [Record<string, unknown>, string][] = [
      [{ title: '', goalCoins: 50, endsAt: '2026-11-25T00:00:00Z' }, 'Please enter a title.'],
      [
        { title: 'x', goalCoins: 5, endsAt: '2026-11-25T00:00:00Z' },
        'The goal is at least 10 coins.',
      ],
      [
        { title: 'x', goalCoins: 50, endsAt: '2026-11-18T12:30:00Z' },
        'The end time must be 1 hour to 180 days away.',
      ],
    ]
    for (const [body, error] of bodies) {
      const answer = await server.api('/content/campaign', { token: creator.token, body })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.json.error).toBe(error)
    }
    const notCreator = await server.api('/content/campaign', {
      token: fanA.token,
      body: { title: 'x', goalCoins: 50, endsAt: '2026-11-25T00:00:00Z' },
    })
    expect(notCreator.status).toBe(403)
    const after = await server.api('/content/campaign', { query: { creatorOid: creator.oid } })
    expect(after.json.campaigns).toEqual(before.json.campaigns)
  })

  it('lets exactly 3 of 50 parallel contributions through for coins enough for 3', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => contribute(fanB, 10, `crowd-${index}-key`)),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(47)
    expect(await coins(fanB)).toBe(0)
    expect((await read()).raisedCoins).toBe(30)
  })

  it('charges a retried contribution once', async () => {
    const first = await contribute(fanA, 15, 'fan-a-retry-1')
    const again = await contribute(fanA, 15, 'fan-a-retry-1')
    expect(first.status, first.text).toBe(200)
    expect(again.json.contribution.contributionOid).toBe(first.json.contribution.contributionOid)
    expect(await coins(fanA)).toBe(85)
    expect((await read()).raisedCoins).toBe(45)
  })

  it('refuses another creator and another user, and changes nothing', async () => {
    const before = await read()
    const byRival: [string, Record<string, unknown>][] = [
      ['/content/campaign', { campaignOid, title: 'Taken', goalCoins: 50, endsAt: before.endsAt }],
      ['/content/campaign/state', { campaignOid, event: 'cancel' }],
      ['/content/campaign/state', { campaignOid, event: 'close' }],
      ['/content/campaign/refund', { campaignOid, refundType: 'all' }],
    ]
    for (const [path, body] of byRival) {
      const answer = await server.api(path, { token: rival.token, body })
      expect(answer.status, `${path}: ${answer.text}`).toBe(403)
    }
    const listed = await server.api('/content/campaign/contributors', { query: { campaignOid } })
    const ofA = listed.json.contributors.find(
      (row: { userOid: string }) => row.userOid === fanA.oid,
    )
    const stolen = await server.api('/content/campaign/refund', {
      token: fanB.token,
      body: { campaignOid, refundType: 'mine', contributionOid: ofA.contributionOid },
    })
    expect(stolen.status).toBe(404)
    expect(await coins(fanA)).toBe(85)
    expect(await coins(fanB)).toBe(0)
    expect(await read()).toEqual(before)
  })

  it('pays the creator once when the clock passes the end', async () => {
    await contribute(fanA, 10, 'fan-a-second-1')
    clock.advance(3 * DAY + 1)
    const [ended] = await Promise.all([read(), server.context.content.service.campaigns.sweep()])
    await server.context.content.service.campaigns.sweep()
    expect(ended.state).toBe('succeeded')
    const settled = await read()
    expect(settled.settledAt).not.toBeNull()
    const fee = Math.floor(
      (55 * server.context.wallet.service.settings.donationFeeBasisPoints) / 10_000,
    )
    expect((await server.context.wallet.service.balances(creator.oid)).earnings).toBe(55 - fee)
    const late = await contribute(fanA, 5, 'fan-a-too-late')
    expect(late.status).toBe(409)
    expect(await coins(fanA)).toBe(75)
    const revenue = await server.api('/content/admin/campaign/revenue', {
      token: admin.token,
      query: { q: creator.oid },
    })
    expect(revenue.status, revenue.text).toBe(200)
    expect(revenue.json.campaigns).toEqual([
      expect.objectContaining({
        campaignOid,
        state: 'succeeded',
        raisedCoins: 55,
        creatorShare: 55 - fee,
      }),
    ])
  })
})
