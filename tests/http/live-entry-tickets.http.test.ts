/**
 * Live tickets over HTTP: a livestreamer issues a ticket (price checked, a new ticket
 * expires the old one, null ends ticketing), only their own studio (admins every one), and
 * ticket verification (isValid, isPurchasedBefore; invalid, never an error, for anything else).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TICKET_PRICE_TEXT } from '../../platform/live/entry'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live tickets', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let other: SignedIn
  let viewer: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    streamer = await signUp(world.server)
    other = await signUp(world.server)
    viewer = await signUp(world.server)
    for (const user of [streamer, other]) {
      await grantRoles(world.server, world.users.admin.token, user.oid, ['creator', 'livestreamer'])
    }
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const issue = (token: string, body: Record<string, unknown>) =>
    world.server.api('/live/ticket', { token, body })
  const verify = (creatorOid: unknown, token?: string) =>
    world.server.api('/live/ticketverification', { token, body: { creatorOid } })
  const tickets = () =>
    world.server.context.database.db
      .selectFrom('live_tickets')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .orderBy('created_at')
      .orderBy('oid')
      .execute()

  it('refuses a bad price with its text and changes nothing', async () => {
    for (const ticket of [0, -5, 1.5, 100_001, '10', { price: 'x' }]) {
      const answer = await issue(streamer.token, { creatorOid: streamer.oid, ticket })
      expect(answer.status, JSON.stringify(ticket)).toBe(400)
      expect(answer.json.error, JSON.stringify(ticket)).toBe(TICKET_PRICE_TEXT)
    }
    // A missing price is the API's missing-field answer.
    const bare = await issue(streamer.token, { creatorOid: streamer.oid, ticket: {} })
    expect(bare.status).toBe(400)
    const missing = await issue(streamer.token, { creatorOid: 'nope', ticket: { price: 10 } })
    expect(missing.status).toBe(400)
    expect(missing.json.error).toBe('creatorOid is required')
    expect(await tickets()).toEqual([])
    expect((await verify(streamer.oid, viewer.token)).json).toEqual({
      isValid: false,
      isPurchasedBefore: false,
      ticket: null,
    })
  })

  it('issues a ticket; a new one expires the old, and its buyers no longer hold it', async () => {
    const first = await issue(streamer.token, { creatorOid: streamer.oid, ticket: { price: 30 } })
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({
      creatorOid: streamer.oid,
      expired: 0,
      ticket: { price: 30 },
    })
    const firstOid = first.json.ticket.ticketOid as string

    const open = await verify(streamer.oid, viewer.token)
    expect(open.json).toMatchObject({ isValid: true, isPurchasedBefore: false })
    expect(open.json.ticket.ticketOid).toBe(firstOid)

    // The viewer holds the first ticket (ticketing records this row).
    await world.server.context.database.db
      .insertInto('live_ticket_purchases')
      .values({
        ticket_oid: firstOid,
        user_oid: viewer.oid,
        creator_oid: streamer.oid,
        price: 30,
        purchased_at: new Date('2026-11-26T20:00:00.000Z'),
      })
      .execute()
    expect((await verify(streamer.oid, viewer.token)).json.isPurchasedBefore).toBe(true)
    // Naming the holder in the body learns nothing: the answer is the caller's own.
    const named = await world.server.api('/live/ticketverification', {
      token: other.token,
      body: { creatorOid: streamer.oid, userOid: viewer.oid },
    })
    expect(named.json.isPurchasedBefore).toBe(false)
    // Another viewer and a signed-out one do not hold it.
    expect((await verify(streamer.oid, other.token)).json).toMatchObject({
      isValid: true,
      isPurchasedBefore: false,
    })
    expect((await verify(streamer.oid)).json).toMatchObject({
      isValid: true,
      isPurchasedBefore: false,
    })

    const second = await issue(streamer.token, { creatorOid: streamer.oid, ticket: 50 })
    expect(second.status, second.text).toBe(200)
    expect(second.json).toMatchObject({ expired: 1, ticket: { price: 50 } })
    const after = await verify(streamer.oid, viewer.token)
    expect(after.json).toMatchObject({ isValid: true, isPurchasedBefore: false })
    expect(after.json.ticket.ticketOid).toBe(second.json.ticket.ticketOid)

    const rows = await tickets()
    expect(rows.map((row) => [row.price, row.expired_at === null])).toEqual([
      [30, false],
      [50, true],
    ])

    const off = await issue(streamer.token, { creatorOid: streamer.oid, ticket: null })
    expect(off.json).toEqual({ creatorOid: streamer.oid, ticket: null, expired: 1 })
    expect((await verify(streamer.oid, viewer.token)).json.isValid).toBe(false)
    expect((await tickets()).every((row) => row.expired_at !== null)).toBe(true)
  })

  it("keeps a creator's tickets theirs: others are refused, admins pass", async () => {
    const before = await tickets()
    const foreign = await issue(other.token, { creatorOid: streamer.oid, ticket: { price: 1 } })
    expect(foreign.status).toBe(403)
    const plain = await issue(viewer.token, { creatorOid: streamer.oid, ticket: { price: 1 } })
    expect(plain.status).toBe(403)
    expect(plain.json.code).toBe('LIVE_NOT_LIVESTREAMER')
    const anonymous = await issue('', { creatorOid: streamer.oid, ticket: { price: 1 } })
    expect(anonymous.status).toBe(401)
    expect(await tickets()).toEqual(before)
    // The other streamer's own ticket does not open this creator's stream.
    expect((await issue(other.token, { creatorOid: other.oid, ticket: 5 })).status).toBe(200)
    expect((await verify(streamer.oid, viewer.token)).json.isValid).toBe(false)

    const admin = await issue(world.users.admin.token, {
      creatorOid: streamer.oid,
      ticket: { price: 7 },
    })
    expect(admin.status, admin.text).toBe(200)
    expect(admin.json.ticket.price).toBe(7)
    // An admin cannot sell tickets for someone who does not stream.
    const nobody = await issue(world.users.admin.token, { creatorOid: viewer.oid, ticket: 7 })
    expect(nobody.status).toBe(404)
    expect(nobody.json.code).toBe('LIVE_NOT_FOUND')
  })

  it('lets only holders of the current ticket play; the creator and admins always', async () => {
    const play = (token?: string) =>
      world.server.api('/live/play', { token, query: { creatorOid: streamer.oid } })
    const sold = await issue(streamer.token, { creatorOid: streamer.oid, ticket: 20 })
    const anonymous = await play()
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toMatchObject({
      code: 'LIVE_LOGIN_REQUIRED',
      error: 'Login is required',
    })
    const without = await play(viewer.token)
    expect(without.status).toBe(403)
    expect(without.json.code).toBe('LIVE_TICKET_REQUIRED')
    expect((await play(streamer.token)).status).toBe(200)
    expect((await play(world.users.admin.token)).status).toBe(200)

    await world.server.context.database.db
      .insertInto('live_ticket_purchases')
      .values({
        ticket_oid: sold.json.ticket.ticketOid,
        user_oid: viewer.oid,
        creator_oid: streamer.oid,
        price: 20,
        purchased_at: new Date('2026-11-26T21:00:00.000Z'),
      })
      .execute()
    const holder = await play(viewer.token)
    expect(holder.status, holder.text).toBe(200)
    expect(holder.json.creatorOid).toBe(streamer.oid)
    expect((await play(other.token)).status).toBe(403)

    await issue(streamer.token, { creatorOid: streamer.oid, ticket: null })
    expect((await play()).status).toBe(200)
    // A bad id still answers play's own text.
    const bad = await world.server.api('/live/play', { query: { creatorOid: 'x' } })
    expect(bad.json.error).toBe('creatorOid is required')
  })

  it('sells a ticket once: one live_ticketing transaction for racing buys, refusals move nothing', async () => {
    const buyer = await signUp(world.server)
    const poor = await signUp(world.server)
    const wallet = world.server.context.wallet.service
    await wallet.purchaseCoins({ key: `seed-${buyer.oid}`, userOid: buyer.oid, coins: 100 })
    const sold = await issue(streamer.token, { creatorOid: streamer.oid, ticket: 30 })
    const buy = (token?: string) =>
      world.server.api('/live/ticketing', {
        token,
        body: {
          creatorOid: streamer.oid,
          ticketOid: sold.json.ticket.ticketOid,
          price: 30,
          usePendingTicket: false,
        },
      })
    expect((await buy()).json.error).toBe('Login is required')
    const refused = await buy(poor.token)
    expect(refused.status).toBe(403)
    expect((await wallet.balances(poor.oid)).coins).toBe(0)
    expect((await verify(streamer.oid, poor.token)).json.isPurchasedBefore).toBe(false)

    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(buyer.token)))
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    const paidBy = new Set(answers.map((answer) => answer.json.transactionOid).filter(Boolean))
    expect(paidBy.size).toBe(1)
    expect((await wallet.balances(buyer.oid)).coins).toBe(70)
    const again = await buy(buyer.token)
    expect(again.json).toMatchObject({ ok: true, isPurchasedBefore: true, transactionOid: null })
    expect((await wallet.balances(buyer.oid)).coins).toBe(70)
    expect((await verify(streamer.oid, buyer.token)).json).toMatchObject({
      isValid: true,
      isPurchasedBefore: true,
    })
    const play = await world.server.api('/live/play', {
      token: buyer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(play.status, play.text).toBe(200)
    const audit = await wallet.auditLedger()
    expect(audit.mismatched).toEqual([])
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(sold.json.ticket.allowBonus).toBe(false)

    await issue(streamer.token, { creatorOid: streamer.oid, ticket: null })
    const none = await buy(buyer.token)
    expect(none.status).toBe(404)
    expect(none.json.code).toBe('LIVE_TICKET_NOT_SOLD')
  })

  it('answers invalid, not an error, for a bad or unknown creator', async () => {
    for (const creatorOid of ['e'.repeat(24), viewer.oid]) {
      const answer = await verify(creatorOid, viewer.token)
      expect(answer.status).toBe(200)
      expect(answer.json).toEqual({ isValid: false, isPurchasedBefore: false, ticket: null })
    }
    expect((await verify('bad')).status).toBe(400)
  })
})
