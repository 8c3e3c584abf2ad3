/**
 * Discord roles and emoticon levels following real subscriptions: a creator registers, makes
 * a free tier and maps it to a role; a fan subscribes through `/account/subscribefree`, links
 * Discord and gets the role; unsubscribing keeps it to the month's end, when the channels
 * area ends the subscription and the role goes; subscribing again gives it back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { type FakeDiscord, startFakeDiscord } from '../../platform/discord/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const GUILD = '340000000000000001'
const ROLE = '440000000000000001'
const FAN_DISCORD = { id: '540000000000000001', username: 'fan' }

describeOnEngine('Discord roles and emoticons follow subscriptions', (engine) => {
  let fake: FakeDiscord
  let server: TestServer
  let creator: SignedIn
  let fan: SignedIn
  let tierHash = ''
  let now = new Date('2026-04-02T09:00:00Z')
  const clock = { now: () => new Date(now) }
  const drain = () => server.context.discord.service.outbox.drainAll()
  const usable = async () =>
    (
      await server.api('/emoticon/group/creator', {
        token: fan.token,
        query: { creatorOid: creator.oid },
      })
    ).json.emoticonGroups.map((group: { usable: boolean }) => group.usable)

  beforeAll(async () => {
    fake = await startFakeDiscord({ guilds: { [GUILD]: [ROLE] } })
    server = await startTestServer({
      engine,
      clock,
      env: {
        TALELOOM_SESSION_DAYS: '365',
        DISCORD_BOT_TOKEN: fake.botToken,
        DISCORD_CLIENT_ID: fake.clientId,
        DISCORD_CLIENT_SECRET: fake.clientSecret,
        DISCORD_API_BASE: fake.url,
        DISCORD_OUTBOX_INTERVAL_MS: '0',
      },
    })
    creator = await signUp(server)
    fan = await signUp(server)
    const registered = await server.api('/account/creator/register', {
      token: creator.token,
      body: {
        agreeTerms: true,
        agreeFeeTerms: true,
        customUrl: `discord${process.pid}${engine === 'pglite' ? 'a' : 'b'}`,
      },
    })
    expect(registered.status, registered.text).toBe(200)
    const pushed = await server.api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Follower', isFree: true } },
    })
    expect(pushed.status, pushed.text).toBe(200)
    tierHash = pushed.json.tiers[0].tierHash
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await fake?.close()
  })

  it('gives the role on subscribing and linking, keeps it to the month’s end, then takes it', async () => {
    const linked = await server.api('/discord/modify', {
      token: creator.token,
      body: { creatorOid: creator.oid, discordId: GUILD, tierRoles: [{ tierHash, roleId: ROLE }] },
    })
    expect(linked.status, linked.text).toBe(200)
    const emoticon = await server.api('/emoticon/upload', {
      token: creator.token,
      query: { creatorOid: creator.oid, name: 'follower' },
      rawBody: { bytes: solidPng(56, 56, [0, 0, 255]), contentType: 'image/png' },
    })
    const groups = await server.api('/emoticon/groups', {
      token: creator.token,
      body: {
        creatorOid: creator.oid,
        emoticonGroups: [
          { type: 'tier', tierHash, emoticons: [{ _id: emoticon.json.emoticon._id }] },
        ],
      },
    })
    expect(groups.json.emoticonGroups[0].useLevel).toBe(1)
    expect(await usable()).toEqual([false])

    const subscribed = await server.api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash },
    })
    expect(subscribed.status, subscribed.text).toBe(200)
    expect(await usable()).toEqual([true])
    const started = await server.api('/discord/token', {
      token: fan.token,
      query: { creatorOid: creator.oid, tierHash },
    })
    expect(started.status, started.text).toBe(200)
    const back = await fetch(
      `${server.url}/api/discord/callback?${new URLSearchParams({ code: fake.issueCode(FAN_DISCORD), state: started.json.state })}`,
      { redirect: 'manual' },
    )
    expect(back.headers.get('location')).toContain('result=linked')
    await drain()
    expect(fake.rolesOf(GUILD, FAN_DISCORD.id)).toEqual([ROLE])

    const cancelled = await server.api('/account/unsubscribe', {
      token: fan.token,
      body: { creatorOid: creator.oid },
    })
    expect(cancelled.status, cancelled.text).toBe(200)
    await drain()
    expect(fake.rolesOf(GUILD, FAN_DISCORD.id)).toEqual([ROLE])

    now = new Date('2026-05-01T00:01:00Z')
    await server.context.channels.service.endDue()
    expect(await drain()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, FAN_DISCORD.id)).toEqual([])
    expect(await usable()).toEqual([false])

    now = new Date('2026-05-02T09:00:00Z')
    const again = await server.api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: creator.oid, tierHash },
    })
    expect(again.status, again.text).toBe(200)
    expect(await drain()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, FAN_DISCORD.id)).toEqual([ROLE])
    const mine = await server.api('/discord', {
      token: fan.token,
      query: { creatorOid: creator.oid },
    })
    expect(mine.json.member).toMatchObject({ tierHash, roleState: 'granted' })

    const listed = await server.api('/discord/members', {
      token: creator.token,
      query: { creatorOid: creator.oid },
    })
    expect(listed.json.members).toEqual([
      expect.objectContaining({
        userOid: fan.oid,
        discordId: FAN_DISCORD.id,
        roleState: 'granted',
      }),
    ])
    // The fan unlinks: the role is taken back and the link is gone.
    const unlinked = await server.api('/discord/unlink', {
      token: fan.token,
      body: { creatorOid: creator.oid },
    })
    expect(unlinked.json.member).toBeNull()
    expect(await drain()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, FAN_DISCORD.id)).toEqual([])
  })
})
