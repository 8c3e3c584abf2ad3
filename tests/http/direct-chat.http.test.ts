/**
 * Direct chat over HTTP: a fan and a creator in a 1:1 room under the creator's settings, a
 * non-member refused the room, settings written only by their owner, a paid message sent 20
 * times at once stored and charged once, a donation retried, and an admin's global-room
 * change audited once. Counts are deltas: the product may be shared with other files.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DIRECT_CHAT_TEXTS as TEXTS } from '../../platform/direct-chat/contract'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('direct chat', (engine) => {
  let world: MatrixWorld
  let creator: SignedIn
  let fan: SignedIn
  let stranger: SignedIn
  let roomId: string

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    creator = world.users.creator
    fan = await signUp(world.server)
    stranger = await signUp(world.server)
    const opened = await world.server.api('/chat/rooms', {
      token: fan.token,
      body: { partnerOids: [creator.oid] },
    })
    expect(opened.status, opened.text).toBe(200)
    roomId = opened.json.room.roomId
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const api = (
    path: string,
    token: string,
    init: { body?: unknown; query?: Record<string, string | number> } = {},
  ) => world.server.api(`/chat${path}`, { token, ...init })
  const coins = async (user: SignedIn) =>
    (await world.server.context.wallet.service.balances(user.oid)).coins
  const give = (user: SignedIn, amount: number) =>
    world.server.context.wallet.service.purchaseCoins({
      key: `direct-chat-test:${user.oid}:${world.unique()}`,
      userOid: user.oid,
      coins: amount,
    })
  const settings = (whoMayMessage: string, coinsPerMessage = 0) => ({
    toSettings: {
      whoMayMessage,
      coinsPerMessage,
      tierHashes: [],
      imageReception: 'anyone',
      autoMessage: '',
    },
  })

  it('lets members talk, lists rooms with unread counts, and refuses a non-member the room', async () => {
    const sent = await api(`/rooms/${roomId}/messages`, fan.token, {
      body: { text: 'hello creator', clientMessageId: `m-${world.unique()}` },
    })
    expect(sent.status, sent.text).toBe(200)
    const rooms = await api('/rooms', creator.token)
    const mine = rooms.json.rooms.find((room: { roomId: string }) => room.roomId === roomId)
    expect(mine).toMatchObject({ kind: 'direct', unread: 1 })
    const read = await api(`/rooms/${roomId}/read`, creator.token, {
      body: { messageId: sent.json.message.messageId },
    })
    expect(read.json.checkPoint).toMatchObject({ roomId, unread: 0 })
    const points = await api('/messages/check-point', creator.token)
    expect(
      points.json.checkPoints.find((p: { roomId: string }) => p.roomId === roomId).unread,
    ).toBe(0)

    for (const [method, path] of [
      ['GET', `/rooms/${roomId}`],
      ['GET', `/rooms/${roomId}/messages`],
    ] as const) {
      const refused = await world.server.api(`/chat${path}`, { method, token: stranger.token })
      expect(refused.status, path).toBe(403)
      expect(refused.json.error).toBe(TEXTS.unableToJoin)
      expect(refused.text).not.toContain('hello creator')
    }
    const write = await api(`/rooms/${roomId}/messages`, stranger.token, {
      body: { text: 'intruder', clientMessageId: `m-${world.unique()}` },
    })
    expect(write.status).toBe(403)
  })

  it("writes settings only for their owner, and a fan's refusal uses the spec's text", async () => {
    const saved = await api('/chat-settings', creator.token, {
      body: { ...settings('coinPayers', 4), userOid: fan.oid },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json).toMatchObject({
      userOid: creator.oid,
      whoMayMessage: 'coinPayers',
      coinsPerMessage: 4,
    })
    const fanSettings = await api('/chat-settings', fan.token, { query: { userOid: fan.oid } })
    expect(fanSettings.json).toMatchObject({ whoMayMessage: 'anyone', updatedAt: null })
    const notCreator = await api('/chat-settings', fan.token, {
      body: { ...settings('anyone'), userOid: creator.oid },
    })
    expect(notCreator.status).toBe(404)
    const read = await api('/chat-settings', fan.token, { query: { userOid: creator.oid } })
    expect(read.json).toMatchObject({ whoMayMessage: 'coinPayers', coinsPerMessage: 4 })
    const tierless = await api('/chat-settings', creator.token, { body: settings('subscribers') })
    expect(tierless.json.error).toBe(TEXTS.tierRequired)
    const poor = await api(`/rooms/${roomId}/messages`, fan.token, {
      body: { text: 'no coins', clientMessageId: `m-${world.unique()}` },
    })
    expect(poor.json).toMatchObject({ code: 'NOT_ENOUGH_COINS', error: 'Not enough coins' })
  })

  it('stores and charges a paid message sent 20 times at once with one client id', async () => {
    await api('/chat-settings', creator.token, { body: settings('coinPayers', 4) })
    await give(fan, 12)
    const before = await coins(fan)
    const clientMessageId = `paid-${world.unique()}`
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(`/rooms/${roomId}/messages`, fan.token, {
          body: { text: 'worth it', clientMessageId },
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.json.message.messageId)).size).toBe(1)
    expect(before - (await coins(fan))).toBe(4)
    const history = await api(`/rooms/${roomId}/messages`, fan.token, { query: { limit: 100 } })
    expect(
      history.json.messages.filter(
        (m: { clientMessageId: string }) => m.clientMessageId === clientMessageId,
      ),
    ).toHaveLength(1)
    await api('/chat-settings', creator.token, { body: settings('anyone') })
  })

  it('books a donation once per request id and answers NO_PERMISSION outside the room', async () => {
    await give(fan, 50)
    const before = await coins(fan)
    const body = {
      targetUserOid: creator.oid,
      roomId,
      coinAmount: 10,
      message: 'thanks!',
      requestId: `don-${world.unique()}`,
    }
    const first = await api('/donation', fan.token, { body })
    const again = await api('/donation', fan.token, { body })
    expect(first.status, first.text).toBe(200)
    expect(again.json).toMatchObject({ replayed: true, transactionOid: first.json.transactionOid })
    expect(before - (await coins(fan))).toBe(10)
    const outside = await api('/donation', stranger.token, {
      body: { ...body, requestId: `don-${world.unique()}` },
    })
    expect(outside.status).toBe(403)
    expect(outside.json.error).toBe('NO_PERMISSION')
    const small = await api('/donation', fan.token, {
      body: { ...body, coinAmount: 5, requestId: `don-${world.unique()}` },
    })
    expect(small.status).toBe(400)
  })

  it("audits an admin's global-room change once, and opens the room to users", async () => {
    const admin = world.users.admin.token
    const created = await api('/admin/global-chat-room', admin, {
      body: { language: 'en', title: 'English lounge' },
    })
    expect(created.status, created.text).toBe(200)
    const id = created.json.room.roomId
    const change = { roomId: id, context: { notice: 'Be kind' } }
    expect(
      (await api('/admin/global-chat-room/modify', admin, { body: change })).json.room.context,
    ).toBe('Be kind')
    await api('/admin/global-chat-room/modify', admin, { body: change })
    const log = await world.server.api('/admin/audit-log', { token: admin, query: { target: id } })
    const modifies = log.json.entries.filter(
      (e: { action: string }) => e.action === 'direct-chat.global-room-modify',
    )
    expect(modifies).toHaveLength(1)
    expect(modifies[0]).toMatchObject({ before: expect.objectContaining({ context: '' }) })
    const listed = await api('/global-chat-rooms/all', fan.token, { query: { language: 'en' } })
    expect(listed.json.rooms.map((r: { roomId: string }) => r.roomId)).toContain(id)
    expect((await api(`/rooms/${id}/join`, fan.token, { body: {} })).status).toBe(200)
    expect((await api(`/global-chat-room/${id}`, fan.token)).json.joined).toBe(true)
    const rooms = await api('/admin/chat-rooms/all', admin, {
      query: { roomType: 'Global', pageViewSize: 100 },
    })
    expect(rooms.json.rooms.map((r: { roomId: string }) => r.roomId)).toContain(id)
    const normal = await api('/admin/chat-rooms/all', admin)
    expect(normal.json).toMatchObject({ page: 1, pageViewSize: 20 })
    expect(normal.json.rooms.every((r: { roomType: string }) => r.roomType === 'Normal')).toBe(true)
  })

  it('blocks a user from sending, and takes reports from members only', async () => {
    const blocked = await api('/blocks', creator.token, { body: { userOid: fan.oid } })
    expect(blocked.status).toBe(200)
    const refused = await api(`/rooms/${roomId}/messages`, fan.token, {
      body: { text: 'hi again', clientMessageId: `m-${world.unique()}` },
    })
    expect(refused.json).toMatchObject({ code: 'DIRECT_CHAT_BLOCKED', error: TEXTS.unableToChat })
    expect(
      (await api('/blocks', creator.token)).json.blocked.map((u: { userOid: string }) => u.userOid),
    ).toEqual([fan.oid])
    await api('/blocks/remove', creator.token, { body: { userOid: fan.oid } })
    const report = await api('/reports', fan.token, { body: { roomId, reason: 'rude' } })
    expect(report.status, report.text).toBe(200)
    expect(
      (await api('/reports', stranger.token, { body: { roomId, reason: 'rude' } })).status,
    ).toBe(403)
    expect((await api('/reports', fan.token, { body: { roomId } })).status).toBe(400)
  })
})
