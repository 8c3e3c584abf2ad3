/**
 * Anonymous chat names nobody: a hidden-name message carries nothing of its sender (no user
 * id, colours, tier, months or badges) on the socket, in the welcome's history and in
 * `GET /live/chat/history`, so two anonymous senders look the same. Moderators act on such a
 * message through its handle (the message id), which the server maps back to the sender;
 * the answer and the moderation list do not name them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatLine, LiveChatMessage, ServerFrame } from '../../platform/live/chat'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { connectChat, messageWith, socketHost } from '../support/chat-socket'
import { startTestServer } from '../support/test-server'

describe('anonymous live chat', () => {
  let world: MatrixWorld
  let host: Awaited<ReturnType<typeof socketHost>>
  let streamer: SignedIn
  let other: SignedIn
  let manager: SignedIn
  let writer: SignedIn
  let fan: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    host = await socketHost(world.server.context.live.chat)
    ;[streamer, other, manager, writer, fan] = [
      await signUp(world.server),
      await signUp(world.server),
      await signUp(world.server),
      await signUp(world.server),
      await signUp(world.server),
    ]
    for (const who of [streamer, other])
      await grantRoles(world.server, world.users.admin.token, who.oid, ['creator', 'livestreamer'])
    for (const [path, body] of [
      ['/live/chat/setting', { creatorOid: streamer.oid, useAnonymousChat: true }],
      ['/live/manager', { creatorOid: streamer.oid, userOid: manager.oid }],
    ] as const) {
      const answer = await world.server.api(path, { token: streamer.token, body })
      expect(answer.status, answer.text).toBe(200)
    }
  }, 120_000)
  afterAll(async () => {
    // The product first: closing its hub closes any socket a failed case left open.
    await world?.server.close()
    await host?.close()
  })

  const tokenOf = async (who: SignedIn | null, creatorOid = streamer.oid) => {
    const answer = await world.server.api('/live/chattoken', {
      query: { creatorOid },
      token: who?.token ?? null,
    })
    expect(answer.status, answer.text).toBe(200)
    return answer.json.token as string
  }
  const secretsOf = (who: SignedIn) => [who.oid, who.nickname, who.email]
  const expectNobody = (payload: unknown, ...senders: SignedIn[]) => {
    const text = JSON.stringify(payload)
    for (const who of senders)
      for (const secret of secretsOf(who)) expect(text, secret).not.toContain(secret)
  }
  const asMessage = (frame: ServerFrame) => frame as LiveChatMessage

  it('sends, stores and answers a hidden-name message without anything of its sender', async () => {
    const guest = await connectChat(host.url, await tokenOf(null))
    const byManager = await connectChat(host.url, await tokenOf(manager))
    const byWriter = await connectChat(host.url, await tokenOf(writer))
    byManager.send('who am I', true)
    byWriter.send('guess', true)
    const first = asMessage(await guest.next(messageWith('who am I')))
    const second = asMessage(await guest.next(messageWith('guess')))
    expect(first.isHiddenName).toBe(true)
    expectNobody([first, second], manager, writer)
    // Nothing tells two anonymous senders apart: no id, colours, tier, months or badge.
    expect(first.sender).toEqual(second.sender)
    expect(first.sender).toMatchObject({
      userOid: '',
      nickname: '',
      tierHash: null,
      tierName: null,
      tierPhoto: null,
      userPhoto: null,
      subscriptionMonths: 0,
      isAdmin: false,
      isCreator: false,
      isManager: false,
    })
    // The senders' own sockets get the same frame as everyone.
    expectNobody(await byManager.next(messageWith('who am I')), manager)

    const history = await world.server.api('/live/chat/history', {
      query: { creatorOid: streamer.oid },
    })
    expect(history.status, history.text).toBe(200)
    // The chat's system lines name whom they are about (the manager made in beforeAll): only
    // the messages are checked for their senders.
    const messages = (lines: ChatLine[]) => lines.filter((line) => line.kind === 'message')
    expect(messages(history.json.messages).map((m) => (m as LiveChatMessage).content)).toEqual([
      'who am I',
      'guess',
    ])
    expectNobody(messages(history.json.messages), manager, writer)
    const later = await connectChat(host.url, await tokenOf(fan))
    const welcome = later.frames[0]
    if (welcome?.kind !== 'welcome') throw new Error('expected a welcome')
    expectNobody({ ...welcome, history: messages(welcome.history) }, manager, writer)
    for (const client of [guest, byManager, byWriter, later]) client.socket.close()
  })

  it('lets a moderator ban the sender of a hidden message by its handle, naming nobody', async () => {
    const byWriter = await connectChat(host.url, await tokenOf(writer))
    byWriter.send('catch me', true)
    const message = asMessage(await byWriter.next(messageWith('catch me')))

    const notModerator = await world.server.api('/live/chatban', {
      token: fan.token,
      body: { creatorOid: streamer.oid, messageId: message.id, reason: 'kick', banTime: 5 },
    })
    expect(notModerator.status).toBe(403)
    // A handle is good only in its own creator's chat.
    const elsewhere = await world.server.api('/live/chatban', {
      token: other.token,
      body: { creatorOid: other.oid, messageId: message.id, reason: 'kick', banTime: 5 },
    })
    expect(elsewhere.status, elsewhere.text).toBe(404)

    const banned = await world.server.api('/live/chatban', {
      token: manager.token,
      body: { creatorOid: streamer.oid, messageId: message.id, reason: 'kick', banTime: 5 },
    })
    expect(banned.status, banned.text).toBe(200)
    expectNobody(banned.json, writer)
    expect(await byWriter.next((frame) => frame.kind === 'disconnect')).toMatchObject({
      reason: 'kick',
    })
    const list = await world.server.api('/live/chat/moderation', {
      token: manager.token,
      query: { creatorOid: streamer.oid },
    })
    expect(list.status, list.text).toBe(200)
    expect(list.json.bans).toHaveLength(1)
    expectNobody(list.json.bans, writer)
    // The ban holds: the sender cannot come back, and lifting it by its row lets them in.
    const refused = await connectChat(host.url, await tokenOf(writer))
    expect(refused.frames[0]).toMatchObject({ kind: 'disconnect', reason: 'block' })
    const lifted = await world.server.api('/live/removebanusers', {
      token: manager.token,
      body: { creatorOid: streamer.oid, blackUserDataOids: [list.json.bans[0].oid] },
    })
    expect(lifted.json.removed).toEqual([list.json.bans[0].oid])
    const back = await connectChat(host.url, await tokenOf(writer))
    expect(back.frames[0]).toMatchObject({ kind: 'welcome', canChat: true })
    back.socket.close()
    // The chat's system lines tell of the kick and its lifting without naming the sender.
    const lines = (
      await world.server.api('/live/chat/history', { query: { creatorOid: streamer.oid } })
    ).json.messages as ChatLine[]
    const notices = lines.flatMap((line) => (line.kind === 'notice' ? [line.notice] : []))
    expect(notices.filter((notice) => notice.type !== 'managerAdded')).toEqual([
      { type: 'kick', target: '' },
      { type: 'unban', target: '' },
    ])
    expectNobody(notices, writer)
  })
})
