/**
 * Discord linking over HTTP against a local Discord (platform/discord/testing): a creator
 * links a server and tier roles, a subscriber links their account through OAuth2 and is
 * given the tier's role; the role follows subscription events, waits out 429s and outages in
 * the outbox and never overtakes a later change; admins list creators and kick members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endSubscription,
  type FakeDiscord,
  seedSubscription,
  seedTier,
  startFakeDiscord,
} from '../../platform/discord/testing'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const GUILD = '300000000000000001'
const OTHER_GUILD = '300000000000000002'
const ROLE_LOW = '400000000000000001'
const ROLE_HIGH = '400000000000000002'
const MEMBER = { id: '500000000000000001', username: 'fan_a' }

function testClock() {
  // A fixed day mid-month: the hours the test walks never cross a month's end.
  let now = Date.parse('2026-03-10T12:00:00Z')
  return {
    clock: { now: () => new Date(now) },
    advance(ms: number) {
      now += ms
    },
  }
}

describeOnEngine('Discord linking and role sync', (engine) => {
  let fake: FakeDiscord
  let world: MatrixWorld
  let server: TestServer
  const time = testClock()
  let lowTier: string
  let highTier: string
  let subscription: string

  const drain = () => server.context.discord.service.outbox.drainAll()
  const creatorOid = () => world.users.creator.oid
  const jobs = () =>
    server.context.database.db
      .selectFrom('discord_outbox')
      .select(['op', 'role_id', 'state', 'attempts', 'next_attempt_at'])
      .orderBy('oid')
      .execute()

  beforeAll(async () => {
    fake = await startFakeDiscord({ guilds: { [GUILD]: [ROLE_LOW, ROLE_HIGH], [OTHER_GUILD]: [] } })
    server = await startTestServer({
      engine,
      clock: time.clock,
      env: {
        DISCORD_BOT_TOKEN: fake.botToken,
        DISCORD_CLIENT_ID: fake.clientId,
        DISCORD_CLIENT_SECRET: fake.clientSecret,
        DISCORD_API_BASE: fake.url,
        DISCORD_OUTBOX_INTERVAL_MS: '0',
      },
    })
    world = await createMatrixWorld(server)
    const db = server.context.database.db
    lowTier = await seedTier(db, { creatorOid: creatorOid(), position: 0 })
    highTier = await seedTier(db, { creatorOid: creatorOid(), position: 1 })
    subscription = await seedSubscription(db, {
      userOid: world.users.userA.oid,
      creatorOid: creatorOid(),
      tierHash: lowTier,
      now: time.clock.now(),
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await fake?.close()
  })

  it('lets only the creator or an admin link a server, with snowflake ids', async () => {
    const modify = (token: string, body: Record<string, unknown>) =>
      server.api('/discord/modify', { token, body: { creatorOid: creatorOid(), ...body } })
    const invalid = await modify(world.users.creator.token, { discordId: '12345' })
    expect([invalid.status, invalid.json.code, invalid.json.error]).toEqual([
      400,
      'DISCORD_INVALID_ID',
      'Invalid Discord ID',
    ])
    const badRole = await modify(world.users.creator.token, {
      discordId: GUILD,
      tierRoles: [{ tierHash: lowTier, roleId: 'role' }],
    })
    expect(badRole.json.error).toBe('Invalid Discord ID')
    const unknownTier = await modify(world.users.creator.token, {
      discordId: GUILD,
      tierRoles: [{ tierHash: 'notatier', roleId: ROLE_LOW }],
    })
    expect(unknownTier.json.code).toBe('DISCORD_TIER_UNKNOWN')
    expect((await modify(world.users.userA.token, { discordId: GUILD })).status).toBe(403)
    expect(
      (await server.api('/discord', { query: { creatorOid: creatorOid() } })).json.discordId,
    ).toBeNull()

    const linked = await modify(world.users.creator.token, {
      discordId: GUILD,
      tierRoles: [
        { tierHash: lowTier, roleId: ROLE_LOW },
        { tierHash: highTier, roleId: ROLE_HIGH },
      ],
    })
    expect(linked.status, linked.text).toBe(200)
    const seen = await server.api('/discord', { query: { creatorOid: creatorOid() } })
    expect(seen.json).toMatchObject({ discordId: GUILD, available: true, member: null })
    expect(seen.json.tierRoles).toHaveLength(2)
  })

  it('links a subscriber through OAuth2 and gives them their tier’s role', async () => {
    const refused = await server.api('/discord/token', {
      token: world.users.userA.token,
      query: { creatorOid: creatorOid(), tierHash: highTier },
    })
    expect(refused.json.code).toBe('DISCORD_NOT_SUBSCRIBED')
    const stranger = await server.api('/discord/token', {
      token: world.users.userB.token,
      query: { creatorOid: creatorOid(), tierHash: lowTier },
    })
    expect(stranger.status).toBe(403)

    const started = await server.api('/discord/token', {
      token: world.users.userA.token,
      query: { creatorOid: creatorOid(), tierHash: lowTier },
    })
    expect(started.status, started.text).toBe(200)
    const authorize = new URL(started.json.url)
    expect(authorize.searchParams.get('client_id')).toBe(fake.clientId)
    expect(authorize.searchParams.get('scope')).toBe('identify guilds.join')
    expect(authorize.searchParams.get('state')).toBe(started.json.state)

    const code = fake.issueCode(MEMBER)
    const back = await fetch(
      `${server.url}/api/discord/callback?${new URLSearchParams({ code, state: started.json.state })}`,
      { redirect: 'manual' },
    )
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe(
      `/discord/linked?result=linked&creatorOid=${creatorOid()}`,
    )
    // The state is used once.
    const replay = await fetch(
      `${server.url}/api/discord/callback?${new URLSearchParams({ code, state: started.json.state })}`,
      { redirect: 'manual' },
    )
    expect(replay.headers.get('location')).toBe('/discord/linked?result=expired')

    expect(fake.rolesOf(GUILD, MEMBER.id)).toEqual([ROLE_LOW])
    expect(await drain()).toMatchObject({ done: 1, failed: 0 })
    const mine = await server.api('/discord', {
      token: world.users.userA.token,
      query: { creatorOid: creatorOid() },
    })
    expect(mine.json.member).toMatchObject({
      tierHash: lowTier,
      discordId: MEMBER.id,
      username: 'fan_a',
      roleState: 'granted',
    })
    const calls = fake.requests.filter((request) => request.path.startsWith('/guilds/'))
    expect(calls.every((request) => request.authorization === `Bot ${fake.botToken}`)).toBe(true)
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/guilds/${GUILD}/members/${MEMBER.id}/roles/${ROLE_LOW}`,
      auditReason: 'Subscriber%20linked%20Discord',
    })
  })

  it('removes the role when the subscription ends and grants it again, waiting out a 429', async () => {
    const db = server.context.database.db
    const event = {
      subscriptionOid: subscription,
      userOid: world.users.userA.oid,
      creatorOid: creatorOid(),
      tierHash: lowTier,
      kind: 'free' as const,
    }
    await endSubscription(db, subscription, time.clock.now())
    await server.context.channels.service.events.ended(event)
    expect(await drain()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, MEMBER.id)).toEqual([])

    subscription = await seedSubscription(db, {
      userOid: world.users.userA.oid,
      creatorOid: creatorOid(),
      tierHash: highTier,
      now: time.clock.now(),
    })
    fake.rateLimitNext(1, 2.5)
    await server.context.channels.service.events.subscribed({
      ...event,
      subscriptionOid: subscription,
      tierHash: highTier,
    })
    expect(await drain()).toMatchObject({ retrying: 1, done: 0 })
    const waiting = (await jobs()).at(-1)
    expect(waiting?.state).toBe('pending')
    expect(new Date(waiting?.next_attempt_at as Date).getTime() - time.clock.now().getTime()).toBe(
      2500,
    )
    expect(await drain()).toMatchObject({ claimed: 0 })
    time.advance(2500)
    expect(await drain()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, MEMBER.id)).toEqual([ROLE_HIGH])
  })

  it('keeps every change through an outage and applies them in order', async () => {
    const event = {
      subscriptionOid: subscription,
      userOid: world.users.userA.oid,
      creatorOid: creatorOid(),
      tierHash: highTier,
      kind: 'free' as const,
    }
    fake.outage = true
    await endSubscription(server.context.database.db, subscription, time.clock.now())
    await server.context.channels.service.events.ended(event)
    expect(await drain()).toMatchObject({ retrying: 1 })
    subscription = await seedSubscription(server.context.database.db, {
      userOid: world.users.userA.oid,
      creatorOid: creatorOid(),
      tierHash: lowTier,
      now: time.clock.now(),
    })
    await server.context.channels.service.events.subscribed({
      ...event,
      subscriptionOid: subscription,
      tierHash: lowTier,
    })
    for (let i = 0; i < 4; i++) {
      time.advance(60 * 60_000)
      await drain()
    }
    const pending = (await jobs()).filter((job) => job.state === 'pending')
    expect(pending.map((job) => [job.op, job.role_id])).toEqual([
      ['remove_role', ROLE_HIGH],
      ['add_role', ROLE_LOW],
    ])
    fake.outage = false
    time.advance(60 * 60_000)
    expect(await drain()).toMatchObject({ done: 2, failed: 0 })
    expect(fake.rolesOf(GUILD, MEMBER.id)).toEqual([ROLE_LOW])
    const order = fake.requests.filter((request) => request.path.includes('/roles/')).slice(-2)
    expect(order.map((request) => [request.method, request.path.split('/').at(-1)])).toEqual([
      ['DELETE', ROLE_HIGH],
      ['PUT', ROLE_LOW],
    ])
  })

  it('lists linked creators and kicks a member for admins only', async () => {
    const list = await server.api('/discord/admin/creators', { token: world.users.admin.token })
    expect(list.status, list.text).toBe(200)
    expect(list.json.creators).toEqual([
      expect.objectContaining({
        creatorOid: creatorOid(),
        discordId: GUILD,
        members: 1,
        pendingJobs: 0,
      }),
    ])
    expect(
      (await server.api('/discord/admin/creators', { token: world.users.creator.token })).status,
    ).toBe(403)
    const kick = (token: string, channelId: string) =>
      server.api('/discord/admin/kick/user', {
        token,
        body: { creatorOid: creatorOid(), channelId, discordId: MEMBER.id },
      })
    expect((await kick(world.users.creator.token, GUILD)).status).toBe(403)
    expect((await kick(world.users.admin.token, OTHER_GUILD)).json.code).toBe(
      'DISCORD_CHANNEL_MISMATCH',
    )
    expect((await kick(world.users.admin.token, 'abc')).json.error).toBe('Invalid Discord ID')
    const queued = await kick(world.users.admin.token, GUILD)
    expect(queued.json).toMatchObject({ queued: true })
    expect(await drain()).toMatchObject({ done: 1 })
    expect(fake.guilds.get(GUILD)?.has(MEMBER.id)).toBe(false)
  })

  it('unlinking the server takes the roles back first', async () => {
    // Rejoin and relink so the member holds a role again.
    const started = await server.api('/discord/token', {
      token: world.users.userA.token,
      query: { creatorOid: creatorOid(), tierHash: lowTier },
    })
    await fetch(
      `${server.url}/api/discord/callback?${new URLSearchParams({ code: fake.issueCode(MEMBER), state: started.json.state })}`,
      { redirect: 'manual' },
    )
    await drain()
    expect(fake.rolesOf(GUILD, MEMBER.id)).toEqual([ROLE_LOW])
    const unlinked = await server.api('/discord/modify', {
      token: world.users.creator.token,
      body: { creatorOid: creatorOid(), discordId: null },
    })
    expect(unlinked.json.discordId).toBeNull()
    await drain()
    expect(fake.rolesOf(GUILD, MEMBER.id)).toEqual([])
  })
})

describe('Discord not configured', () => {
  let world: MatrixWorld
  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  it('answers available: false and refuses linking with a clear 503', async () => {
    const creatorOid = world.users.creator.oid
    await world.server.api('/discord/modify', {
      token: world.users.creator.token,
      body: { creatorOid, discordId: GUILD },
    })
    const seen = await world.server.api('/discord', { query: { creatorOid } })
    expect(seen.json).toMatchObject({ discordId: GUILD, available: false })
    const token = await world.server.api('/discord/token', {
      token: world.users.userA.token,
      query: { creatorOid, tierHash: 'abc' },
    })
    expect([token.status, token.json.code]).toEqual([503, 'DISCORD_NOT_CONFIGURED'])
  })
})
