/**
 * Live entry rules over HTTP: the studio's entry condition (everyone, signed in, tiers; a
 * password entered twice, kept as a scrypt hash), play deciding entry with the gate met
 * first, the signed entry token on the FLV/HLS addresses and the chat token, free tier and
 * ticketing refusing each other, and changes mid-stream announced then applied by the sweep.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import {
  createEntryService,
  ENTRY_TEXTS,
  PASSWORD_TRIES_PER_MINUTE,
} from '../../platform/live/entry'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live entry rules', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let other: SignedIn
  let fan: SignedIn
  let stranger: SignedIn
  let freeTier = ''
  let paidTier = ''
  let now = new Date('2026-11-26T10:00:00.000Z')
  const clock = { now: () => new Date(now) }

  beforeAll(async () => {
    world = await createMatrixWorld(
      await startTestServer({ engine, clock, env: { TALELOOM_SESSION_DAYS: '365' } }),
    )
    streamer = await signUp(world.server)
    other = await signUp(world.server)
    fan = await signUp(world.server)
    stranger = await signUp(world.server)
    for (const user of [streamer, other]) {
      await grantRoles(world.server, world.users.admin.token, user.oid, ['creator', 'livestreamer'])
    }
    const registered = await world.server.api('/account/creator/register', {
      token: streamer.token,
      body: {
        agreeTerms: true,
        agreeFeeTerms: true,
        customUrl: `entry${process.pid}${engine === 'pglite' ? 'a' : 'b'}`,
      },
    })
    expect(registered.status, registered.text).toBe(200)
    const paid = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'push', tier: { name: 'Supporter', price: 50 } },
    })
    expect(paid.status, paid.text).toBe(200)
    paidTier = paid.json.tiers[0].tierHash
    const studio = await world.server.api('/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        info: {
          title: 'Entry live',
          thumbnail: 'https://cdn.example.com/t.png',
          date: '2026-11-26T20:00:00.000Z',
        },
      },
    })
    expect(studio.status, studio.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })
  beforeEach(async () => {
    // Each case starts open, off air, with no ticket and no change waiting.
    const db = world.server.context.database.db
    await db.deleteFrom('live_entry_rules').execute()
    await db.deleteFrom('live_entry_changes').execute()
    await db
      .updateTable('live_tickets')
      .set({ expired_at: now })
      .where('expired_at', 'is', null)
      .execute()
    await world.server.context.live.service.goOffline(streamer.oid)
    vi.restoreAllMocks()
  })

  const setEntry = (token: string, entry: Record<string, unknown>, extra: object = {}) =>
    world.server.api('/live/entry', {
      token,
      body: { creatorOid: streamer.oid, entry, ...extra },
    })
  const play = (token?: string, key?: string) =>
    world.server.api('/live/play', {
      ...(token ? { token } : {}),
      query: { creatorOid: streamer.oid, ...(key === undefined ? {} : { key }) },
    })
  const rulesRow = () =>
    world.server.context.database.db
      .selectFrom('live_entry_rules')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .executeTakeFirst()

  it('lets only the creator and admins set the entry; bad input is refused and changes nothing', async () => {
    expect((await setEntry(other.token, { mode: 'signedIn' })).status).toBe(403)
    expect((await setEntry(fan.token, { mode: 'signedIn' })).status).toBe(403)
    expect(
      (await world.server.api('/live/entry', { body: { creatorOid: streamer.oid, entry: {} } }))
        .status,
    ).toBe(401)
    const refusals: Array<[Record<string, unknown>, object, string]> = [
      [{ mode: 'members' }, {}, ENTRY_TEXTS.mode],
      [{ mode: 'tiers' }, {}, ENTRY_TEXTS.tiersRequired],
      [{ mode: 'tiers', tierHashes: [] }, {}, ENTRY_TEXTS.tiersRequired],
      [{ mode: 'everyone', password: 'abc', passwordRepeat: 'abc' }, {}, ENTRY_TEXTS.password],
      [{ mode: 'everyone', password: 'x'.repeat(65) }, {}, ENTRY_TEXTS.password],
      [{ mode: 'everyone', password: 'secret1' }, {}, ENTRY_TEXTS.passwordRepeat],
      [
        { mode: 'everyone', password: 'secret1', passwordRepeat: 'secret2' },
        {},
        ENTRY_TEXTS.passwordRepeat,
      ],
      [{ mode: 'everyone' }, { delayMinutes: -1 }, ENTRY_TEXTS.delay],
      [{ mode: 'everyone' }, { delayMinutes: 1.5 }, ENTRY_TEXTS.delay],
      [{ mode: 'everyone' }, { delayMinutes: 1441 }, ENTRY_TEXTS.delay],
    ]
    for (const [entry, extra, text] of refusals) {
      const answer = await setEntry(streamer.token, entry, extra)
      expect(answer.status, JSON.stringify(entry)).toBe(400)
      expect(answer.json.error, JSON.stringify(entry)).toBe(text)
    }
    const unknown = await setEntry(streamer.token, { mode: 'tiers', tierHashes: ['f'.repeat(24)] })
    expect(unknown.status).toBe(400)
    expect(unknown.json.code).toBe('LIVE_ENTRY_TIER_UNKNOWN')
    expect(await rulesRow()).toBeUndefined()

    const admin = await setEntry(world.users.admin.token, { mode: 'signedIn' })
    expect(admin.status, admin.text).toBe(200)
    expect(admin.json).toEqual({
      creatorOid: streamer.oid,
      entry: { mode: 'signedIn', tierHashes: [], hasPassword: false },
      pending: null,
      ticketing: false,
    })
    const read = await world.server.api('/live/entry', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(read.json.entry.mode).toBe('signedIn')
    expect(
      (
        await world.server.api('/live/entry', {
          token: other.token,
          query: { creatorOid: streamer.oid },
        })
      ).status,
    ).toBe(403)
  })

  it('signed-in only: a guest is refused Login is required, members play with an entry token', async () => {
    const open = await play()
    expect(open.status, open.text).toBe(200)
    expect(open.json.entryToken).toBeNull()
    await setEntry(streamer.token, { mode: 'signedIn' })
    const guest = await play()
    expect(guest.status).toBe(401)
    expect(guest.json).toMatchObject({ code: 'LIVE_LOGIN_REQUIRED', error: 'Login is required' })
    const member = await play(stranger.token)
    expect(member.status, member.text).toBe(200)
    expect(typeof member.json.entryToken).toBe('string')
    expect(new Date(member.json.entryTokenExpiresAt).getTime()).toBeGreaterThan(now.getTime())
    const own = await play(streamer.token)
    expect(own.status).toBe(200)
  })

  it('password: required, wrong and right; stored hashed; wrong tries limited per minute', async () => {
    const saved = await setEntry(streamer.token, {
      mode: 'everyone',
      password: 'open sesame',
      passwordRepeat: 'open sesame',
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.entry.hasPassword).toBe(true)
    const row = await rulesRow()
    expect(row?.password_hash).toMatch(/^scrypt\$/)
    expect(JSON.stringify(row)).not.toContain('open sesame')

    const none = await play()
    expect(none.status).toBe(403)
    expect(none.json).toMatchObject({
      code: 'LIVE_PASSWORD_REQUIRED',
      error: 'Enter the password to watch this live.',
    })
    const wrong = await play(undefined, 'open barley')
    expect(wrong.status).toBe(403)
    expect(wrong.json).toMatchObject({
      code: 'LIVE_PASSWORD_INCORRECT',
      error: 'The password is not correct.',
    })
    // A guest may enter by the password alone.
    const right = await play(undefined, 'open sesame')
    expect(right.status, right.text).toBe(200)
    expect(right.json.entryToken).toBeTruthy()

    // Keeping the password: a change that leaves it out keeps it.
    await setEntry(streamer.token, { mode: 'signedIn' })
    expect((await rulesRow())?.password_hash).toMatch(/^scrypt\$/)
    expect((await play(fan.token, 'open sesame')).status).toBe(200)

    for (let i = 0; i < PASSWORD_TRIES_PER_MINUTE; i += 1) {
      expect((await play(stranger.token, `nope ${i}`)).status).toBe(403)
    }
    const limited = await play(stranger.token, 'open sesame')
    expect(limited.status).toBe(429)
    expect(limited.json.code).toBe('LIVE_PASSWORD_TRIES')
    now = new Date(now.getTime() + 61_000)
    expect((await play(stranger.token, 'open sesame')).status).toBe(200)

    const cleared = await setEntry(streamer.token, { mode: 'everyone', password: null })
    expect(cleared.json.entry.hasPassword).toBe(false)
    expect((await play()).json.entryToken).toBeNull()
  })

  it('meets the password before the ticket, so nobody pays and is then refused', async () => {
    await setEntry(streamer.token, {
      mode: 'everyone',
      password: 'ticketpw',
      passwordRepeat: 'ticketpw',
    })
    const ticket = await world.server.api('/live/ticket', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, ticket: { price: 10 } },
    })
    expect(ticket.status, ticket.text).toBe(200)
    expect((await play()).json.code).toBe('LIVE_LOGIN_REQUIRED')
    expect((await play(fan.token)).json.code).toBe('LIVE_PASSWORD_REQUIRED')
    expect((await play(fan.token, 'ticketpw')).json.code).toBe('LIVE_TICKET_REQUIRED')
    await world.server.context.database.db
      .insertInto('live_ticket_purchases')
      .values({
        ticket_oid: ticket.json.ticket.ticketOid,
        user_oid: fan.oid,
        creator_oid: streamer.oid,
        price: 10,
        purchased_at: now,
      })
      .execute()
    expect((await play(fan.token, 'ticketpw')).status).toBe(200)
  })

  it('free tier and ticketing refuse each other, saying which to turn off first', async () => {
    const free = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'push', tier: { name: 'Free pass', isFree: true } },
    })
    expect(free.status, free.text).toBe(200)
    const tierHash = free.json.tiers.find(
      (tier: { name: string }) => tier.name === 'Free pass',
    ).tierHash
    const refused = await world.server.api('/live/ticket', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, ticket: { price: 10 } },
    })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({
      code: 'LIVE_TICKET_WHILE_FREE_TIER',
      error: 'Turn off the free tier before selling a live ticket.',
    })
    expect(
      (
        await world.server.api('/live/ticketverification', {
          body: { creatorOid: streamer.oid },
        })
      ).json.isValid,
    ).toBe(false)
    // Ending ticketing is always allowed.
    const ended = await world.server.api('/live/ticket', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, ticket: null },
    })
    expect(ended.status).toBe(200)

    const unfree = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'remove', tierHash },
    })
    expect(unfree.status, unfree.text).toBe(200)
    const sold = await world.server.api('/live/ticket', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, ticket: { price: 10 } },
    })
    expect(sold.status, sold.text).toBe(200)
    const whileSold = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'push', tier: { name: 'Free again', isFree: true } },
    })
    expect(whileSold.status).toBe(409)
    expect(whileSold.json).toMatchObject({
      code: 'FREE_TIER_WHILE_LIVE_TICKET',
      error: 'Stop selling the live ticket before making a tier free.',
    })
  })

  it('gates the FLV and HLS addresses with the entry token; free streams stay open', async () => {
    const flv = (token?: string) =>
      world.server.api(`/live/flv/${streamer.oid}.flv`, token ? { query: { t: token } } : {})
    const hls = (token?: string) =>
      world.server.api(`/live/hls/${streamer.oid}/index.m3u8`, token ? { query: { t: token } } : {})
    // Open: the handler answers (nothing is on air here), never the lock.
    expect((await flv()).json.code).toBe('LIVE_NOT_LIVE')
    expect((await hls()).status).toBe(404)

    await setEntry(streamer.token, { mode: 'signedIn' })
    for (const answer of [await flv(), await hls(), await flv('x.y'), await hls('garbage')]) {
      expect(answer.status).toBe(403)
      expect(answer.json).toMatchObject({ code: 'LIVE_PAGE_LOCKED', error: 'The page is locked' })
    }
    const token = (await play(fan.token)).json.entryToken as string
    expect((await flv(token)).json.code).toBe('LIVE_NOT_LIVE')
    expect((await hls(token)).json.code).not.toBe('LIVE_PAGE_LOCKED')

    // Another creator's token, an expired one, or one from before the rules changed: locked.
    const otherStudio = await world.server.api('/live/entry', {
      token: other.token,
      body: { creatorOid: other.oid, entry: { mode: 'signedIn' } },
    })
    expect(otherStudio.status, otherStudio.text).toBe(200)
    const otherToken = (
      await world.server.api('/live/play', { token: fan.token, query: { creatorOid: other.oid } })
    ).json.entryToken
    expect(otherToken).toBeTruthy()
    expect((await flv(otherToken)).status).toBe(403)
    now = new Date(now.getTime() + 61 * 60_000)
    expect((await flv(token)).status).toBe(403)
    const fresh = (await play(fan.token)).json.entryToken as string
    expect((await flv(fresh)).status).not.toBe(403)
    now = new Date(now.getTime() + 1000)
    await setEntry(streamer.token, {
      mode: 'signedIn',
      password: 'newpass',
      passwordRepeat: 'newpass',
    })
    expect((await flv(fresh)).status).toBe(403)
  })

  it('the chat token: refused to who may not watch; the entry token admits its own viewer', async () => {
    const chatToken = (token?: string, key?: string) =>
      world.server.api('/live/chattoken', {
        ...(token ? { token } : {}),
        query: { creatorOid: streamer.oid, ...(key ? { key } : {}) },
      })
    expect((await chatToken()).status).toBe(200)
    await setEntry(streamer.token, { mode: 'signedIn' })
    expect((await chatToken()).json.code).toBe('LIVE_LOGIN_REQUIRED')
    expect((await chatToken(fan.token)).status).toBe(200)

    await setEntry(streamer.token, {
      mode: 'signedIn',
      password: 'chatpass',
      passwordRepeat: 'chatpass',
    })
    expect((await chatToken(fan.token)).json.code).toBe('LIVE_PASSWORD_REQUIRED')
    const entryToken = (await play(fan.token, 'chatpass')).json.entryToken as string
    expect((await chatToken(fan.token, entryToken)).status).toBe(200)
    // Play also set it as a cookie for the page's chat, which asks without a key.
    const played = await play(fan.token, 'chatpass')
    const cookie = (played.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).toBe(`tl_live_entry_${streamer.oid}=${played.json.entryToken}`)
    const withCookie = await world.server.api('/live/chattoken', {
      token: fan.token,
      headers: { cookie },
      query: { creatorOid: streamer.oid },
    })
    expect(withCookie.status, withCookie.text).toBe(200)
    // Bound to its viewer: another account (or a guest) cannot use it.
    expect((await chatToken(stranger.token, entryToken)).status).toBe(403)
    expect((await chatToken(undefined, entryToken)).status).toBe(401)
    expect((await chatToken(streamer.token)).status).toBe(200)
  })

  it('changes mid-stream: announced at once with the time, applied by the sweep from its row', async () => {
    const publish = vi.spyOn(world.server.context.live.chat.service, 'publishEvent')
    await world.server.context.live.service.goLive(streamer.oid, 'nginx')
    const saved = await setEntry(streamer.token, { mode: 'signedIn' }, { delayMinutes: 5 })
    expect(saved.status, saved.text).toBe(200)
    const appliesAt = new Date(now.getTime() + 5 * 60_000).toISOString()
    expect(saved.json.entry.mode).toBe('everyone')
    expect(saved.json.pending).toEqual({
      entry: { mode: 'signedIn', tierHashes: [], hasPassword: false },
      appliesAt,
    })
    expect(publish).toHaveBeenCalledWith(streamer.oid, 'streamPermissionNotification', {
      newInvitationRules: { mode: 'signedIn', tierHashes: [], hasPassword: false },
      scheduleDate: appliesAt,
    })
    // Until then the old rule holds.
    expect((await play()).status).toBe(200)
    await world.server.context.live.entry.sweep()
    expect((await play()).status).toBe(200)

    now = new Date(now.getTime() + 5 * 60_000)
    // A fresh service over the same database (as after a restart) applies it from the row.
    const restarted = createEntryService({
      db: world.server.context.database.db,
      clock,
      limits: world.server.context.limits,
      logger: world.server.context.logger,
      users: { findUsers: async () => [], findByCustomUrl: async () => null },
      tickets: world.server.context.live.tickets,
      ports: {
        events: {
          permissionNotice: async () => {},
          permissionChanged: (creatorOid) =>
            world.server.context.live.chat.service.publishEvent(
              creatorOid,
              'streamPermissionChanged',
              {},
            ),
        },
      },
    })
    await restarted.sweep()
    expect(publish).toHaveBeenCalledWith(streamer.oid, 'streamPermissionChanged', {})
    expect((await play()).status).toBe(401)
    const change = await world.server.context.database.db
      .selectFrom('live_entry_changes')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .executeTakeFirstOrThrow()
    expect(change.applied_at).not.toBeNull()
    expect(change.announced_at).not.toBeNull()
    // Applied once: another sweep announces nothing more.
    publish.mockClear()
    await world.server.context.live.entry.sweep()
    expect(publish).not.toHaveBeenCalled()

    // A newer change replaces the waiting one; with no delay it applies (and is told) at once.
    await setEntry(streamer.token, { mode: 'everyone' }, { delayMinutes: 10 })
    await setEntry(streamer.token, { mode: 'signedIn' }, { delayMinutes: 0 })
    expect(publish).toHaveBeenCalledWith(streamer.oid, 'streamPermissionChanged', {})
    const waiting = await world.server.context.database.db
      .selectFrom('live_entry_changes')
      .select('oid')
      .where('applied_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute()
    expect(waiting).toEqual([])

    // Off air a delay means nothing: the change applies now, unannounced.
    await world.server.context.live.service.goOffline(streamer.oid)
    publish.mockClear()
    const offAir = await setEntry(streamer.token, { mode: 'everyone' }, { delayMinutes: 30 })
    expect(offAir.json.pending).toBeNull()
    expect(offAir.json.entry.mode).toBe('everyone')
    expect(publish).not.toHaveBeenCalled()
  })

  it('by tiers: the allowed tier (and higher paid ones) enter, others are told to subscribe', async () => {
    // A free tier can only come while no ticket sells; the fan subscribes to it.
    const free = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'push', tier: { name: 'Follower', isFree: true } },
    })
    expect(free.status, free.text).toBe(200)
    freeTier = free.json.tiers.find((tier: { isFree: boolean }) => tier.isFree).tierHash
    const subscribed = await world.server.api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: streamer.oid, tierHash: freeTier },
    })
    expect(subscribed.status, subscribed.text).toBe(200)

    const saved = await setEntry(streamer.token, {
      mode: 'tiers',
      tierHashes: [paidTier, paidTier],
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.entry.tierHashes).toEqual([paidTier])
    expect((await play()).status).toBe(401)
    const refused = await play(fan.token)
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({
      code: 'LIVE_TIER_REQUIRED',
      error: 'Subscribe to one of the tiers allowed in to watch this live.',
    })
    expect((await play(stranger.token)).json.code).toBe('LIVE_TIER_REQUIRED')
    expect((await play(world.users.admin.token)).status).toBe(200)

    await setEntry(streamer.token, { mode: 'tiers', tierHashes: [freeTier] })
    expect((await play(fan.token)).status).toBe(200)
    expect((await play(stranger.token)).status).toBe(403)
  })
})
