/**
 * Chat coupons end to end: an admin issues a code, a guest past the free chats enters it,
 * and its chats pay for exactly as many turns as it holds — also when 50 turns start at
 * once — on both engines. A turn that fails gives its coupon chat back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Actor } from '../../../platform/chat'
import { signUp } from '../../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../../support/fake-upstream'
import { describeOnEngine } from '../../support/http-engine'
import { payloads, readSse } from '../../support/sse'
import { type ChatWorld, startChatWorld } from './chat-kit'

describeOnEngine('chat coupons under load', (engine) => {
  let world: ChatWorld
  let upstream: FakeUpstream
  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'rate-limited' })
    world = await startChatWorld({
      engine,
      env: {
        TALELOOM_GUEST_FREE_CHATS: '0',
        TALELOOM_OFFLINE_DELAY_MS: '0',
        OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL,
      },
    })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
    await upstream?.close()
  })

  async function issue(chats: number) {
    const created = await world.server.api('/story-chat/chat-coupons', {
      token: world.admin.token,
      body: { chats, note: 'launch' },
    })
    expect(created.status, created.text).toBe(200)
    return created.json.coupon as { couponOid: string; code: string }
  }

  it('pays exactly N of 50 concurrent turns from a coupon with N chats', async () => {
    const chats = 7
    const coupon = await issue(chats)
    const guest = await world.newGuest()
    const redeemed = await world.server.api('/story-chat/coupon/redeem', {
      guestDeviceId: guest,
      body: { code: coupon.code.toLowerCase() },
    })
    expect(redeemed.status, redeemed.text).toBe(200)
    expect(redeemed.json).toMatchObject({ redeemed: true, chatsGranted: chats, chatsLeft: chats })

    const rooms = await Promise.all(
      Array.from({ length: 50 }, () => world.newRoom({ guestDeviceId: guest })),
    )
    const actor: Actor = { user: null, guestDeviceId: guest }
    // Straight into the runtime: the HTTP rate limit (30 turns a minute) is not under test here.
    const results = await Promise.allSettled(
      rooms.map((roomOid, index) =>
        world.server.context.chat.service.startTurn(roomOid, actor, {
          kind: 'message',
          text: `Hello ${index}`,
        }),
      ),
    )
    const started = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter((result) => result.status === 'rejected')
    expect(started).toHaveLength(chats)
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 403,
        message: 'You have no more free chats. Please log in to continue.',
      })
    }
    await world.server.context.chat.service.drain()
    const db = world.server.context.database.db
    const complete = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('room_oid', 'in', rooms)
      .where('role', '=', 'assistant')
      .where('status', '=', 'complete')
      .where('request_id', 'is not', null)
      .executeTakeFirstOrThrow()
    expect(Number(complete.count)).toBe(chats)

    const info = await world.server.api('/story-chat/coupon-info', {
      guestDeviceId: guest,
      query: { code: coupon.code },
    })
    expect(info.json).toMatchObject({ chatsLeft: 0, coupon: { redeemed: true, chats } })
    const usage = await world.server.api('/story-chat/chat-coupons/usage', {
      token: world.admin.token,
      query: { couponOid: coupon.couponOid },
    })
    expect(usage.status, usage.text).toBe(200)
    expect(usage.json.redemptions).toEqual([
      expect.objectContaining({ guestDeviceId: guest, chatsGranted: chats, chatsUsed: chats }),
    ])
    expect(usage.json.uses.filter((use: { status: string }) => use.status === 'used')).toHaveLength(
      chats,
    )
  }, 120_000)

  it('streams a coupon-paid turn, gives the chat back when the model fails, and refuses an unknown code', async () => {
    const coupon = await issue(2)
    const guest = await world.newGuest()
    const room = await world.newRoom({ guestDeviceId: guest })
    const message = (body: Record<string, unknown>) =>
      fetch(`${world.server.url}/api/story-chat/chat-room/${room}/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'guest-device-id': guest },
        body: JSON.stringify(body),
      })

    const before = await message({ message: 'Hello?' })
    expect(before.status).toBe(403)
    expect((await before.json()).error).toBe(
      'You have no more free chats. Please log in to continue.',
    )
    const unknown = await world.server.api('/story-chat/coupon/redeem', {
      guestDeviceId: guest,
      body: { code: 'NOPE-0000' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('There are no matching coupon codes')
    await world.server.api('/story-chat/coupon/redeem', {
      guestDeviceId: guest,
      body: { code: coupon.code },
    })

    const played = await readSse(await message({ message: 'I knock on the door.' }))
    expect(payloads(played, 'message-start')[0]).toMatchObject({ paidWith: 'coupon' })
    expect(played.at(-1)?.event).toBe('message-end')
    // A coupon turn runs on the story's model whatever it asks for (docs/STORY-CHAT.md):
    // for this turn, that model's calls go to the provider that refuses them.
    const deps = world.server.context.chat.service.deps
    const resolveModel = deps.resolveModel
    deps.resolveModel = () => resolveModel('local')
    try {
      const failed = await readSse(await message({ message: 'Again.' }))
      expect(failed.at(-1)?.event).toBe('error')
    } finally {
      deps.resolveModel = resolveModel
    }
    const info = await world.server.api('/story-chat/coupon-info', { guestDeviceId: guest })
    expect(info.json).toEqual({ coupon: null, chatsLeft: 1 })
  }, 60_000)

  it('lets a user without credits chat on coupon chats, before any credits', async () => {
    const coupon = await issue(1)
    const user = world.creator
    const room = await world.newRoom({ token: user.token })
    const redeemed = await world.server.api('/story-chat/coupon/redeem', {
      token: user.token,
      body: { code: coupon.code },
    })
    expect(redeemed.status, redeemed.text).toBe(200)
    const answer = await fetch(`${world.server.url}/api/story-chat/chat-room/${room}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ message: 'Hello.' }),
    })
    const events = await readSse(answer)
    expect(payloads(events, 'message-start')[0]).toMatchObject({ paidWith: 'coupon' })
    expect(payloads(events, 'message-end')[0]).toMatchObject({ creditsCharged: 0 })
    const next = await fetch(`${world.server.url}/api/story-chat/chat-room/${room}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ message: 'And now?' }),
    })
    expect(next.status).toBe(403)
    expect((await next.json()).error).toBe('Insufficient credits.')
  }, 60_000)

  it('refunds the last 5 chats exactly once when 10 comments race', async () => {
    const user = await signUp(world.server)
    const { wallet } = world.server.context
    await wallet.service.grant({
      key: `race-${user.oid}`,
      userOid: user.oid,
      kind: 'credits',
      amount: 1000,
    })
    const room = await world.newRoom({ token: user.token })
    for (let turn = 0; turn < 5; turn += 1) {
      const events = await readSse(
        await fetch(`${world.server.url}/api/story-chat/chat-room/${room}/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          body: JSON.stringify({ message: `Turn ${turn}.` }),
        }),
      )
      expect(events.at(-1)?.event).toBe('message-end')
    }
    const balance = async () => {
      const balances = await wallet.service.balances(user.oid)
      return balances.credits + balances.bonusCredits
    }
    const before = await balance()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        world.server.api('/content/comment', {
          token: user.token,
          body: { contentOid: world.contentOid, commentContent: `Comment ${index}` },
        }),
      ),
    )
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    const refunds = answers.map((answer) => answer.json.refund).filter(Boolean)
    expect(refunds).toHaveLength(1)
    expect(refunds[0].credits).toBeGreaterThan(0)
    expect(await balance()).toBe(before + refunds[0].credits)
    const audit = await wallet.service.auditLedger()
    expect(audit.mismatched).toEqual([])
    expect(audit.totals.credit).toBe(0)
  }, 60_000)
})
