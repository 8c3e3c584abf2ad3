/**
 * 500 live donations at once over HTTP from 50 viewers, on both engines. Half the viewers
 * hold coins for 10 donations, half for 4½; each viewer sends 8 donations of 10 coins and
 * retries its last key twice. Every viewer ends with exactly what it could not spend, no
 * balance goes negative, every paid key is one ledger transaction and one donation row.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../../support/accounts'
import { describeOnEngine } from '../../support/http-engine'
import { startTestServer, type TestServer } from '../../support/test-server'

const VIEWERS = 50
const KEYS = 8
const COIN = 10

describeOnEngine('live donations under load', (engine) => {
  let server: TestServer
  let streamer: SignedIn
  const viewers: SignedIn[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine })
    const admin = await seedAdmin(server)
    streamer = await signUp(server)
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    for (let index = 0; index < VIEWERS; index++) {
      const viewer = await signUp(server)
      viewers.push(viewer)
      await server.context.wallet.service.grant({
        key: `burst-coins-${index}`,
        userOid: viewer.oid,
        kind: 'coins',
        amount: index % 2 === 0 ? 100 : 45,
      })
    }
  }, 300_000)
  afterAll(async () => {
    await server?.close()
  })

  it('pays each donation once, refuses what a viewer cannot afford, and keeps every balance exact', async () => {
    const requests = viewers.flatMap((viewer) =>
      // Keys 0…7, then key 7 twice more: a client retrying its last donation.
      [...Array.from({ length: KEYS }, (_, key) => key), KEYS - 1, KEYS - 1].map((key) => ({
        viewer,
        key,
      })),
    )
    expect(requests).toHaveLength(500)
    const answers = await Promise.all(
      requests.map(async ({ viewer, key }) => {
        const answer = await server.api('/live/donation', {
          token: viewer.token,
          body: {
            creatorOid: streamer.oid,
            donationData: { coin: COIN, content: `#${key}`, donationType: 'text' },
            key: `burst-${key}`,
          },
        })
        return { viewer, key, answer }
      }),
    )
    // Every answer is a donation or the spec's refusal, and the burst did meet refusals.
    const refused = answers
      .filter(({ answer }) => answer.status !== 200)
      .map(({ answer }) => `${answer.status} ${answer.json?.error}`)
    expect(refused.filter((outcome) => outcome !== '403 Not enough coins')).toEqual([])
    expect(refused.length).toBeGreaterThan(0)
    // Retries of a paid key answer the same donation.
    const oids = new Map<string, Set<string>>()
    for (const { viewer, key, answer } of answers.filter(({ answer }) => answer.status === 200)) {
      const id = `${viewer.oid}/${key}`
      oids.set(id, (oids.get(id) ?? new Set()).add(answer.json.oid))
    }
    for (const set of oids.values()) expect(set.size).toBe(1)

    let paid = 0
    for (const [index, viewer] of viewers.entries()) {
      const expectedPaid = index % 2 === 0 ? KEYS : 4
      paid += expectedPaid
      const balances = await server.context.wallet.service.balances(viewer.oid)
      expect(balances.coins).toBe((index % 2 === 0 ? 100 : 45) - expectedPaid * COIN)
    }
    expect(oids.size).toBe(paid)
    const db = server.context.database.db
    const rows = await db
      .selectFrom('livedonation_donations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('creator_oid', '=', streamer.oid)
      .executeTakeFirstOrThrow()
    expect(Number(rows.n)).toBe(paid)
    // The streamer's donations: the product may hold other streams' too.
    const transfers = await db
      .selectFrom('wallet_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'live_donation')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('wallet_entries')
          .select('transaction_id')
          .where('account_id', 'like', `user/${streamer.oid}/%`),
      )
      .executeTakeFirstOrThrow()
    expect(Number(transfers.n)).toBe(paid)
    // 20 % fee floored: 2 of every 10 coins to the platform, 8 to the streamer.
    expect((await server.context.wallet.service.balances(streamer.oid)).earnings).toBe(paid * 8)
    const audit = await server.context.wallet.service.auditLedger()
    expect(audit.negativeUserAccounts).toEqual([])
    expect(audit.mismatched).toEqual([])
  }, 300_000)
})
