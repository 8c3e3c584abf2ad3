/**
 * The admin's Discord members page over HTTP, against a local Discord: creators connected to
 * the bot and one creator's linked members, newest first, keyset-paged and searched; a kick
 * is queued, sent to Discord by the outbox, and written once to the audit log with the link
 * before; bad input changes nothing; admins only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CREATORS_PAGE, MEMBERS_PAGE } from '../../platform/discord/admin-lists'
import { type FakeDiscord, startFakeDiscord } from '../../platform/discord/testing'
import { signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const GUILD = '310000000000000001'
const MEMBER_BASE = 610000000000000000n
const oidOf = (prefix: string, index: number) => `${prefix}${String(index).padStart(23, '0')}`

describeOnEngine('admin Discord members', (engine) => {
  let fake: FakeDiscord
  let world: MatrixWorld
  let fan: { oid: string; nickname: string }
  const admin = () => world.users.admin.token
  const creatorOid = () => world.users.creator.oid

  beforeAll(async () => {
    fake = await startFakeDiscord({ guilds: { [GUILD]: [] } })
    const server = await startTestServer({
      engine,
      env: {
        DISCORD_BOT_TOKEN: fake.botToken,
        DISCORD_CLIENT_ID: fake.clientId,
        DISCORD_CLIENT_SECRET: fake.clientSecret,
        DISCORD_API_BASE: fake.url,
        DISCORD_OUTBOX_INTERVAL_MS: '0',
      },
    })
    world = await createMatrixWorld(server)
    fan = await signUp(server, { nickname: `Kickfan${process.pid}` })
    await seed()
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
    await fake?.close()
  })

  async function seed() {
    const db = world.server.context.database.db
    const base = Date.parse('2026-01-01T00:00:00Z')
    // The real creator linked last; CREATORS_PAGE + 1 others before, one a minute.
    const guilds = Array.from({ length: CREATORS_PAGE + 1 }, (_, index) => ({
      creator_oid: oidOf('e', index),
      guild_id: String(BigInt(GUILD) + BigInt(index + 1)),
      tier_roles: '[]',
      linked_at: new Date(base + index * 60_000),
      updated_at: new Date(base),
    }))
    guilds.push({
      creator_oid: creatorOid(),
      guild_id: GUILD,
      tier_roles: '[]',
      linked_at: new Date(base + 24 * 3_600_000),
      updated_at: new Date(base),
    })
    await db.insertInto('discord_guilds').values(guilds).execute()
    const members = Array.from({ length: MEMBERS_PAGE + 1 }, (_, index) => ({
      creator_oid: creatorOid(),
      user_oid: index === MEMBERS_PAGE ? fan.oid : oidOf('d', index),
      discord_id: String(MEMBER_BASE + BigInt(index)),
      username: index === MEMBERS_PAGE ? 'kickable_fan' : `member_${index}`,
      role_state: 'granted' as const,
      linked_at: new Date(base + index * 60_000),
      updated_at: new Date(base),
    }))
    await db.insertInto('discord_members').values(members).execute()
    fake.guilds.get(GUILD)?.set(String(MEMBER_BASE + BigInt(MEMBERS_PAGE)), new Set())
  }

  const creators = (query: Record<string, string> = {}, token = admin()) =>
    world.server.api('/discord/admin/creators', { token, query })
  const members = (query: Record<string, string> = {}, token = admin()) =>
    world.server.api('/discord/admin/members', {
      token,
      query: { creatorOid: creatorOid(), ...query },
    })

  it('pages the creators newest link first and finds one by nickname or server id', async () => {
    const first = await creators()
    expect(first.status, first.text).toBe(200)
    expect(first.json.creators).toHaveLength(CREATORS_PAGE)
    expect(first.json.creators[0]).toMatchObject({
      creatorOid: creatorOid(),
      nickname: world.users.creator.nickname,
      discordId: GUILD,
      members: MEMBERS_PAGE + 1,
      pendingJobs: 0,
    })
    const second = await creators({ before: first.json.next })
    expect(second.json.creators.map((row: { creatorOid: string }) => row.creatorOid)).toEqual([
      oidOf('e', 1),
      oidOf('e', 0),
    ])
    expect(second.json.next).toBeNull()
    const byName = await creators({ q: world.users.creator.nickname.slice(0, 6).toLowerCase() })
    expect(byName.json.creators.map((row: { discordId: string }) => row.discordId)).toContain(GUILD)
    const byServer = await creators({ q: GUILD })
    expect(byServer.json.creators).toHaveLength(1)
    const byMember = await creators({ q: String(MEMBER_BASE) })
    expect(byMember.json.creators.map((row: { creatorOid: string }) => row.creatorOid)).toEqual([
      creatorOid(),
    ])
    expect((await creators({ q: 'nobody-by-this-name' })).json.creators).toEqual([])
  })

  it('pages one creator’s members and searches them by Discord name, nickname or id', async () => {
    const first = await members()
    expect(first.status, first.text).toBe(200)
    expect(first.json.guildId).toBe(GUILD)
    expect(first.json.members).toHaveLength(MEMBERS_PAGE)
    expect(first.json.members[0]).toMatchObject({ userOid: fan.oid, nickname: fan.nickname })
    const second = await members({ before: first.json.next })
    expect(second.json.members.map((row: { userOid: string }) => row.userOid)).toEqual([
      oidOf('d', 0),
    ])
    expect((await members({ q: 'KICKABLE' })).json.members).toHaveLength(1)
    expect((await members({ q: fan.nickname })).json.members).toHaveLength(1)
    expect((await members({ q: String(MEMBER_BASE + 3n) })).json.members).toEqual([
      expect.objectContaining({ username: 'member_3' }),
    ])
    const unlinked = await members({ creatorOid: oidOf('f', 1) })
    expect(unlinked.status).toBe(404)
    expect(unlinked.json.error).toBe('This creator has not linked a Discord server.')
    expect((await members({ before: 'yesterday' })).json.error).toBe(
      'The page cursor is not valid.',
    )
  })

  it('kicks a member through the outbox and logs it once with the link before', async () => {
    const discordId = String(MEMBER_BASE + BigInt(MEMBERS_PAGE))
    const refused = await world.server.api('/discord/admin/kick/user', {
      token: admin(),
      body: { creatorOid: creatorOid(), channelId: GUILD, discordId: '12' },
    })
    expect(refused.json.error).toBe('Invalid Discord ID')
    const kicked = await world.server.api('/discord/admin/kick/user', {
      token: admin(),
      body: { creatorOid: creatorOid(), channelId: GUILD, discordId },
    })
    expect(kicked.status, kicked.text).toBe(200)
    expect(kicked.json).toMatchObject({ queued: true })
    expect(await world.server.context.discord.service.outbox.drainAll()).toMatchObject({ done: 1 })
    expect(fake.guilds.get(GUILD)?.has(discordId)).toBe(false)
    const kickRequests = fake.requests.filter((request) => request.method === 'DELETE')
    expect(kickRequests.map((request) => request.path)).toEqual([
      `/guilds/${GUILD}/members/${discordId}`,
    ])
    expect((await members({ q: discordId })).json.members[0].roleState).toBe('removed')
    const log = await world.server.api('/admin/audit-log', {
      token: admin(),
      query: { q: 'discord.kick' },
    })
    const entries = log.json.entries.filter(
      (entry: { target: { oid: string } | null }) => entry.target?.oid === discordId,
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorOid: world.users.admin.oid,
      action: 'discord.kick',
      target: { kind: 'discord-member', oid: discordId },
      before: { userOid: fan.oid, roleState: 'granted', creatorOid: creatorOid(), guildId: GUILD },
      after: { creatorOid: creatorOid(), guildId: GUILD, jobOid: kicked.json.jobOid },
    })
  })

  it('refuses a plain user and a creator', async () => {
    for (const token of [world.users.userA.token, world.users.creator.token]) {
      expect((await creators({}, token)).status).toBe(403)
      expect((await members({}, token)).status).toBe(403)
    }
  })
})
