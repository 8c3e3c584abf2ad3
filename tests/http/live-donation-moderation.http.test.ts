/**
 * A viewer the chat keeps out (blocked, kicked or chat-banned by the creator or a manager)
 * cannot donate, stake a mission or add coins to one either, with the chat's own refusal and
 * nothing charged; and the creator's banned words are masked in donation and mission text
 * before it is stored, announced (the OBS overlay) or spoken.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('live donations and missions: the chat’s bans and banned words', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let blocked: SignedIn
  let fan: SignedIn
  const events: [string, Record<string, unknown>][] = []

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    ;[streamer, blocked, fan] = [
      await signUp(world.server),
      await signUp(world.server),
      await signUp(world.server),
    ]
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
    for (const who of [blocked, fan])
      await world.server.context.wallet.service.grant({
        key: `moderation-coins-${who.oid}`,
        userOid: who.oid,
        kind: 'coins',
        amount: 1000,
      })
    const options = await world.server.api('/live/donation/options', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, donationOptions: { useMissionDonation: true } },
    })
    expect(options.status, options.text).toBe(200)
    const words = await world.server.api('/live/bannedwords', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, bannedWords: ['rotten'] },
    })
    expect(words.status, words.text).toBe(200)
    const livechat = world.server.context.live.chat.service
    const original = livechat.publishEvent.bind(livechat)
    vi.spyOn(livechat, 'publishEvent').mockImplementation(async (creatorOid, name, data) => {
      if (creatorOid === streamer.oid) events.push([name, data as Record<string, unknown>])
      await original(creatorOid, name, data)
    })
  }, 120_000)
  afterAll(async () => {
    vi.restoreAllMocks()
    await world?.server.close()
  })

  const coins = async (who: SignedIn) =>
    (await world.server.context.wallet.service.balances(who.oid)).coins
  const donate = (who: SignedIn, key: string, content: string) =>
    world.server.api('/live/donation', {
      token: who.token,
      body: {
        creatorOid: streamer.oid,
        donationData: { coin: 20, content, donationType: 'text' },
        key,
      },
    })
  const mission = (who: SignedIn, key: string, task: string) =>
    world.server.api('/live/donation/mission', {
      token: who.token,
      body: { creatorOid: streamer.oid, missionData: { task, timeLimit: 600, coin: 20 }, key },
    })
  const ban = async (who: SignedIn, reason: string, banTime = 0) => {
    const answer = await world.server.api('/live/chatban', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, userOid: who.oid, reason, banTime },
    })
    expect(answer.status, answer.text).toBe(200)
  }
  const liftBans = async (who: SignedIn) => {
    const answer = await world.server.api('/live/removebanusers', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, blackUserDataOids: [who.oid] },
    })
    expect(answer.status, answer.text).toBe(200)
  }

  it('masks banned words in donation and mission text before storing and announcing it', async () => {
    const donated = await donate(fan, 'masked-donation', 'You are R o t t e n, rotten!')
    expect(donated.status, donated.text).toBe(200)
    expect(donated.json.content).toBe('You are * * * * * *, ******!')
    const row = await world.server.context.database.db
      .selectFrom('livedonation_donations')
      .select('content')
      .where('oid', '=', donated.json.oid)
      .executeTakeFirstOrThrow()
    expect(row.content).toBe('You are * * * * * *, ******!')
    const alert = events.find(
      ([name, data]) => name === 'donation' && data.oid === donated.json.oid,
    )
    expect(alert?.[1].content).toBe('You are * * * * * *, ******!')

    const staked = await mission(fan, 'masked-mission', 'Eat something ROTTEN')
    expect(staked.status, staked.text).toBe(200)
    expect(staked.json.content).toBe('Eat something ******')
    // A retry of the same request is the same mission, not a reused key.
    const retried = await mission(fan, 'masked-mission', 'Eat something ROTTEN')
    expect(retried.status, retried.text).toBe(200)
    expect(retried.json.oid).toBe(staked.json.oid)
    const announced = events.filter(
      ([name, data]) => name === 'mission' && data.oid === staked.json.oid,
    )
    expect(announced.map(([, data]) => data.content)).toEqual(['Eat something ******'])
  })

  it('refuses a blocked, kicked or chat-banned viewer with the chat’s text, charging nothing', async () => {
    const open = await mission(fan, 'open-mission', 'Dance')
    expect(open.status, open.text).toBe(200)
    for (const [reason, banTime] of [
      ['block', 0],
      ['kick', 30],
      ['chatBan', 30],
    ] as const) {
      await ban(blocked, reason, banTime)
      const before = await coins(blocked)
      const refusals = [
        await donate(blocked, `blocked-donation-${reason}`, 'let me in'),
        await mission(blocked, `blocked-mission-${reason}`, 'Sing'),
        await world.server.api('/live/donation/mission/coin/append', {
          token: blocked.token,
          body: { missionOid: open.json.oid, coin: 10, key: `blocked-append-${reason}` },
        }),
      ]
      for (const refused of refusals) {
        expect(refused.status, `${reason}: ${refused.text}`).toBe(403)
        expect(refused.json).toMatchObject({
          code: 'LIVECHAT_BANNED',
          error: 'You cannot chat here right now.',
        })
      }
      expect(await coins(blocked)).toBe(before)
      await liftBans(blocked)
    }
    const rows = await world.server.context.database.db
      .selectFrom('livedonation_donations')
      .select('oid')
      .where('user_oid', '=', blocked.oid)
      .execute()
    expect(rows).toEqual([])
    // Once the ban is lifted the viewer may donate again.
    const after = await donate(blocked, 'after-ban', 'thanks')
    expect(after.status, after.text).toBe(200)
  })
})
