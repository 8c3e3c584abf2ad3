/**
 * Buying a live ticket names the ticket and the price the viewer was shown, as content
 * purchases do: a ticket re-issued at another price between the look and the buy (50
 * shown, 4,000 current) is refused with 409 and nothing is charged; the current ticket at
 * its price is bought once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('live ticketing: the ticket and price the viewer saw', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let viewer: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    streamer = await signUp(world.server)
    viewer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
    await world.server.context.wallet.service.grant({
      key: `ticket-price-coins-${viewer.oid}`,
      userOid: viewer.oid,
      kind: 'coins',
      amount: 10_000,
    })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const coins = async () => (await world.server.context.wallet.service.balances(viewer.oid)).coins
  const issue = async (price: number) => {
    const answer = await world.server.api('/live/ticket', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, ticket: { price } },
    })
    expect(answer.status, answer.text).toBe(200)
    return answer.json.ticket as { ticketOid: string; price: number }
  }
  const buy = (body: Record<string, unknown>) =>
    world.server.api('/live/ticketing', {
      token: viewer.token,
      body: { creatorOid: streamer.oid, ...body },
    })

  it('refuses a buy without the ticket and price, or with ones no longer current, charging nothing', async () => {
    const shown = await issue(50)
    const seen = await world.server.api('/live/ticketverification', {
      token: viewer.token,
      body: { creatorOid: streamer.oid },
    })
    expect(seen.json.ticket).toMatchObject({ ticketOid: shown.ticketOid, price: 50 })
    // The streamer re-issues the ticket at 4,000 while the viewer looks at 50.
    const current = await issue(4_000)

    const bare = await buy({})
    expect(bare.status, bare.text).toBe(400)
    const stale = await buy({ ticketOid: shown.ticketOid, price: 50 })
    expect(stale.status, stale.text).toBe(409)
    expect(stale.json).toMatchObject({
      code: 'LIVE_TICKET_CHANGED',
      details: { ticket: { ticketOid: current.ticketOid, price: 4_000 } },
    })
    const wrongPrice = await buy({ ticketOid: current.ticketOid, price: 50 })
    expect(wrongPrice.status, wrongPrice.text).toBe(409)
    expect(wrongPrice.json).toMatchObject({
      code: 'LIVE_TICKET_PRICE_CHANGED',
      details: { price: 4_000 },
    })
    expect(await coins()).toBe(10_000)
    const purchases = await world.server.context.database.db
      .selectFrom('live_ticket_purchases')
      .selectAll()
      .where('user_oid', '=', viewer.oid)
      .execute()
    expect(purchases).toEqual([])
  })

  it('buys the current ticket at its price, once', async () => {
    const current = await issue(70)
    const bought = await buy({ ticketOid: current.ticketOid, price: 70 })
    expect(bought.status, bought.text).toBe(200)
    expect(bought.json).toMatchObject({ ok: true, isPurchasedBefore: false })
    const again = await buy({ ticketOid: current.ticketOid, price: 70 })
    expect(again.json).toMatchObject({ ok: true, isPurchasedBefore: true })
    expect(await coins()).toBe(10_000 - 70)
  })
})
