/**
 * Direct chat over the channels area's real tiers: a creator's subscriber-only chat names a
 * tier of their channel, its subscribers write for free, and anyone else is refused with the
 * spec's text. The clock sits mid-month (subscriptions are blocked on a month's last day).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DIRECT_CHAT_TEXTS as TEXTS } from '../../platform/direct-chat/contract'
import { type SignedIn, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('direct chat with channel tiers', (engine) => {
  let server: TestServer
  let creator: SignedIn
  let subscriber: SignedIn
  let other: SignedIn
  const clock = { now: () => new Date('2026-11-18T12:00:00Z') }
  beforeAll(async () => {
    server = await startTestServer({ engine, clock, private: true })
    creator = await signUp(server)
    subscriber = await signUp(server)
    other = await signUp(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const send = (user: SignedIn, roomId: string, text: string) =>
    server.api(`/chat/rooms/${roomId}/messages`, {
      token: user.token,
      body: { text, clientMessageId: `tier-${user.oid}-${text.replace(/\W/g, '')}` },
    })

  it('lets the listed tier write for free and refuses everyone else', async () => {
    const registered = await server.api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl: `dchat${Date.now().toString(36)}` },
    })
    expect(registered.status, registered.text).toBe(200)
    const pushed = await server.api('/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Follower', details: 'Say hello', isFree: true } },
    })
    expect(pushed.status, pushed.text).toBe(200)
    const tierHash: string = pushed.json.tiers[0].tierHash
    const joined = await server.api('/account/subscribefree', {
      token: subscriber.token,
      body: { creatorOid: creator.oid, tierHash },
    })
    expect(joined.status, joined.text).toBe(200)

    const toSettings = {
      whoMayMessage: 'subscribers',
      coinsPerMessage: 0,
      imageReception: 'subscribers',
      autoMessage: 'Welcome, {nickname}!',
    }
    const foreign = await server.api('/chat/chat-settings', {
      token: creator.token,
      body: { toSettings: { ...toSettings, tierHashes: ['not-my-tier'] } },
    })
    expect(foreign.json.code).toBe('DIRECT_CHAT_UNKNOWN_TIER')
    const saved = await server.api('/chat/chat-settings', {
      token: creator.token,
      body: { toSettings: { ...toSettings, tierHashes: [tierHash] } },
    })
    expect(saved.status, saved.text).toBe(200)

    const rooms: Record<string, string> = {}
    for (const user of [subscriber, other]) {
      const opened = await server.api('/chat/rooms', {
        token: user.token,
        body: { partnerOids: [creator.oid] },
      })
      rooms[user.oid] = opened.json.room.roomId
      const history = await server.api(`/chat/rooms/${opened.json.room.roomId}/messages`, {
        token: user.token,
      })
      expect(history.json.messages[0]).toMatchObject({
        kind: 'auto',
        senderOid: creator.oid,
        text: `Welcome, ${user.nickname}!`,
      })
    }
    const free = await send(subscriber, rooms[subscriber.oid] as string, 'hello from a fan')
    expect(free.status, free.text).toBe(200)
    expect(free.json.message.coins).toBe(0)
    const refused = await send(other, rooms[other.oid] as string, 'hello from outside')
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(TEXTS.creatorRefused)
    const found = await server.api('/chat/chat-partners/search', {
      token: other.token,
      query: { nickname: creator.nickname, partnerType: 'creator' },
    })
    expect(found.json.partners).toEqual([
      { userOid: creator.oid, nickname: creator.nickname, isCreator: true },
    ])
    const byEmail = await server.api('/chat/chat-partners/search', {
      token: other.token,
      query: { nickname: creator.email },
    })
    expect(byEmail.json.partners).toEqual([])
  })
})
