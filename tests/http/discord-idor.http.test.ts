/**
 * No one reaches another creator's Discord server or emoticons, or another member's link:
 * ids of others in bodies and queries select nothing of theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import {
  type FakeDiscord,
  seedSubscription,
  seedTier,
  startFakeDiscord,
} from '../../platform/discord/testing'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

const GUILD_A = '330000000000000001'
const GUILD_B = '330000000000000002'
const ROLE = '430000000000000001'

describe('Discord and emoticons are each creator’s and member’s own', () => {
  let fake: FakeDiscord
  let world: MatrixWorld
  let creatorB: SignedIn
  let tier: string

  beforeAll(async () => {
    fake = await startFakeDiscord({ guilds: { [GUILD_A]: [ROLE], [GUILD_B]: [] } })
    const server = await startTestServer({
      env: {
        DISCORD_BOT_TOKEN: fake.botToken,
        DISCORD_CLIENT_ID: fake.clientId,
        DISCORD_CLIENT_SECRET: fake.clientSecret,
        DISCORD_API_BASE: fake.url,
        DISCORD_OUTBOX_INTERVAL_MS: '0',
      },
    })
    world = await createMatrixWorld(server)
    creatorB = await signUp(server)
    await grantRoles(server, world.users.admin.token, creatorB.oid, ['creator'])
    const creatorOid = world.users.creator.oid
    tier = await seedTier(server.context.database.db, { creatorOid, position: 0 })
    await seedSubscription(server.context.database.db, {
      userOid: world.users.userA.oid,
      creatorOid,
      tierHash: tier,
    })
    const linked = await server.api('/discord/modify', {
      token: world.users.creator.token,
      body: { creatorOid, discordId: GUILD_A, tierRoles: [{ tierHash: tier, roleId: ROLE }] },
    })
    expect(linked.status, linked.text).toBe(200)
    const started = await server.api('/discord/token', {
      token: world.users.userA.token,
      query: { creatorOid, tierHash: tier },
    })
    const code = fake.issueCode({ id: '530000000000000001', username: 'member_a' })
    await fetch(
      `${server.url}/api/discord/callback?${new URLSearchParams({ code, state: started.json.state })}`,
      { redirect: 'manual' },
    )
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
    await fake?.close()
  })

  it('another creator cannot relink, remap or unlink a creator’s server', async () => {
    const creatorOid = world.users.creator.oid
    for (const discordId of [GUILD_B, null]) {
      const response = await world.server.api('/discord/modify', {
        token: creatorB.token,
        body: { creatorOid, discordId, requestorOid: creatorOid },
      })
      expect(response.status).toBe(403)
    }
    const seen = await world.server.api('/discord', { query: { creatorOid } })
    expect(seen.json.discordId).toBe(GUILD_A)
  })

  it('shows each caller only their own Discord link', async () => {
    const creatorOid = world.users.creator.oid
    const asA = await world.server.api('/discord', {
      token: world.users.userA.token,
      query: { creatorOid },
    })
    expect(asA.json.member?.discordId).toBe('530000000000000001')
    for (const token of [world.users.userB.token, creatorB.token, undefined]) {
      const other = await world.server.api('/discord', {
        ...(token ? { token } : {}),
        query: { creatorOid, userOid: world.users.userA.oid, requestorOid: world.users.userA.oid },
      })
      expect(other.json.member).toBeNull()
      expect(other.text.includes('530000000000000001')).toBe(false)
    }
  })

  it('lists a creator’s linked members to that creator alone; an unlink touches only the caller’s link', async () => {
    const creatorOid = world.users.creator.oid
    const own = await world.server.api('/discord/members', {
      token: world.users.creator.token,
      query: { creatorOid },
    })
    expect(own.json.members.map((m: { userOid: string }) => m.userOid)).toEqual([
      world.users.userA.oid,
    ])
    for (const token of [creatorB.token, world.users.userA.token]) {
      const other = await world.server.api('/discord/members', { token, query: { creatorOid } })
      expect(other.status).toBe(403)
    }
    const unlinkAsB = await world.server.api('/discord/unlink', {
      token: world.users.userB.token,
      body: { creatorOid, userOid: world.users.userA.oid, requestorOid: world.users.userA.oid },
    })
    expect(unlinkAsB.json.member).toBeNull()
    const still = await world.server.api('/discord', {
      token: world.users.userA.token,
      query: { creatorOid },
    })
    expect(still.json.member?.discordId).toBe('530000000000000001')
  })

  it('a link state is used once and only names the member who started it', async () => {
    const creatorOid = world.users.creator.oid
    const stateOfB = await world.server.api('/discord/token', {
      token: world.users.userB.token,
      query: { creatorOid, tierHash: tier },
    })
    expect(stateOfB.status).toBe(403)
    const forged = await fetch(
      `${world.server.url}/api/discord/callback?${new URLSearchParams({ code: fake.issueCode({ id: '530000000000000009', username: 'x' }), state: 'forged-state' })}`,
      { redirect: 'manual' },
    )
    expect(forged.headers.get('location')).toBe('/discord/linked?result=expired')
    const members = await world.server.context.database.db
      .selectFrom('discord_members')
      .select('user_oid')
      .execute()
    expect(members.map((row) => row.user_oid)).toEqual([world.users.userA.oid])
  })

  it('another creator cannot list, delete or group a creator’s emoticons', async () => {
    const creatorOid = world.users.creator.oid
    const uploaded = await world.server.api('/emoticon/upload', {
      token: world.users.creator.token,
      query: { creatorOid, name: 'mine' },
      rawBody: { bytes: solidPng(56, 56, [1, 2, 3]), contentType: 'image/png' },
    })
    const emoticonOid = uploaded.json.emoticon._id
    const library = await world.server.api('/emoticon/uploads', {
      token: creatorB.token,
      query: { creatorOid },
    })
    expect(library.status).toBe(403)
    const deleteAsOwner = await world.server.api('/emoticon/delete', {
      token: creatorB.token,
      body: { creatorOid: creatorB.oid, emoticonOid },
    })
    expect(deleteAsOwner.status).toBe(404)
    const grouped = await world.server.api('/emoticon/groups', {
      token: creatorB.token,
      body: {
        creatorOid: creatorB.oid,
        emoticonGroups: [{ type: 'free', emoticons: [{ _id: emoticonOid }] }],
      },
    })
    expect(grouped.json.code).toBe('EMOTICON_NOT_YOURS')
    const still = await world.server.api('/emoticon/uploads', {
      token: world.users.creator.token,
      query: { creatorOid },
    })
    expect(still.json.emoticons.map((e: { _id: string }) => e._id)).toContain(emoticonOid)
  })
})
