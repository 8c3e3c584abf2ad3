/**
 * Live donations IDOR: one streamer cannot pin, count views of, stop, list or reconfigure
 * another streamer's donations, whatever ids they send, and nothing of the other changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('live donations: no rights across streamers', (engine) => {
  let server: TestServer
  let alice: SignedIn
  let bob: SignedIn
  let viewer: SignedIn
  let donationOid: string

  beforeAll(async () => {
    server = await startTestServer({ engine })
    const admin = await seedAdmin(server)
    ;[alice, bob, viewer] = [await signUp(server), await signUp(server), await signUp(server)]
    for (const streamer of [alice, bob])
      await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    await server.context.wallet.service.grant({
      key: 'idor-coins',
      userOid: viewer.oid,
      kind: 'coins',
      amount: 50,
    })
    const paid = await server.api('/live/donation', {
      token: viewer.token,
      body: { creatorOid: alice.oid, donationData: { coin: 10, content: 'hi' }, key: 'idor-1' },
    })
    expect(paid.status, paid.text).toBe(200)
    donationOid = paid.json.oid
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const aliceView = async () => ({
    options: (await server.api('/live/donation/options', { query: { creatorOid: alice.oid } }))
      .json,
    donations: (
      await server.api('/live/donations', { token: alice.token, query: { creatorOid: alice.oid } })
    ).json.donations,
  })

  it("refuses Bob every call on Alice's donations and changes nothing", async () => {
    const before = await aliceView()
    const calls: [string, Record<string, unknown>][] = [
      ['/live/donation/pin', { donationOid }],
      ['/live/donation/views', { donationOid }],
      ['/live/donation/stop', { creatorOid: alice.oid, donationType: 'all', autoPlay: true }],
      [
        '/live/donation/options',
        { creatorOid: alice.oid, donationOptions: { useTextDonationEffect: false } },
      ],
    ]
    for (const [path, body] of calls) {
      const answer = await server.api(path, { body, token: bob.token })
      expect(answer.status, `${path}: ${answer.text}`).toBe(403)
    }
    const listed = await server.api('/live/donations', {
      token: bob.token,
      query: { creatorOid: alice.oid },
    })
    expect(listed.status).toBe(403)
    // The donor cannot act on the streamer's donation either.
    const byDonor = await server.api('/live/donation/pin', {
      token: viewer.token,
      body: { donationOid },
    })
    expect(byDonor.status).toBe(403)
    expect(await aliceView()).toEqual(before)
  })

  it("does not show Alice's donations in Bob's history or ranking", async () => {
    const bobs = await server.api('/live/donations', {
      token: bob.token,
      query: { creatorOid: bob.oid },
    })
    expect(bobs.json.donations).toEqual([])
    const ranking = await server.api('/live/donation/ranking', { query: { creatorOid: bob.oid } })
    expect(ranking.json.ranking).toEqual([])
  })
})
