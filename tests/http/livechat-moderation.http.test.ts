/**
 * Moderation in the live chat as viewers see it: a viewer cannot moderate, a manager can
 * time out, ban, unban and delete; the creator also makes managers. Each action is a system
 * line on every socket and in the history, once; a deleted message stays emptied; a ban
 * takes the chat box away at once and an unban gives it back. Donations, roulette results
 * and missions are highlighted lines, one per donation and announced mission status. A new
 * stream starts with an empty history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ChatLine,
  ChatNoticeLine,
  LiveChatMessage,
  ServerFrame,
} from '../../platform/live/chat'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import {
  type ChatClient,
  messageWith,
  connectChat as openChat,
  socketHost,
} from '../support/chat-socket'
import { startTestServer, type TestServer } from '../support/test-server'

const isNotice = (type: string) => (frame: ServerFrame) =>
  frame.kind === 'notice' && frame.notice.type === type
const noticesOf = (lines: readonly (ServerFrame | ChatLine)[]) =>
  lines.filter((line): line is ChatNoticeLine => line.kind === 'notice').map((line) => line.notice)

/** Every socket a case opened, closed at the end so the socket host can stop. */
const opened: ChatClient[] = []
const connectChat = async (base: string, token: string) => {
  const client = await openChat(base, token)
  opened.push(client)
  return client
}

describe('live chat moderation and system lines', () => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof socketHost>>
  let streamer: SignedIn
  let manager: SignedIn
  let viewer: SignedIn
  let troll: SignedIn

  beforeAll(async () => {
    server = await startTestServer()
    host = await socketHost(server.context.live.chat)
    const admin = await seedAdmin(server)
    ;[streamer, manager, viewer, troll] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ]
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
  }, 120_000)
  afterAll(async () => {
    for (const client of opened) client.socket.terminate()
    await server?.close()
    await host?.close()
  })

  const tokenOf = async (who: SignedIn | null) => {
    const answer = await server.api('/live/chattoken', {
      query: { creatorOid: streamer.oid },
      token: who?.token ?? null,
    })
    expect(answer.status, answer.text).toBe(200)
    return answer.json.token as string
  }
  const call = (who: SignedIn, path: string, body: Record<string, unknown>) =>
    server.api(path, { token: who.token, body: { creatorOid: streamer.oid, ...body } })
  const history = async () =>
    (await server.api('/live/chat/history', { query: { creatorOid: streamer.oid } })).json
      .messages as ChatLine[]

  it('lets the creator and managers moderate, not viewers; each action is one system line', async () => {
    const watcher = await connectChat(host.url, await tokenOf(null))
    const trollChat = await connectChat(host.url, await tokenOf(troll))
    const welcome = (await connectChat(host.url, await tokenOf(viewer))).frames[0]
    expect(welcome).toMatchObject({ kind: 'welcome', canModerate: false, canAppoint: false })

    trollChat.send('buy followers here')
    const spam = (await watcher.next(messageWith('buy followers here'))) as LiveChatMessage

    // A viewer cannot: every call refused, nothing changes.
    for (const [path, body] of [
      ['/live/chat/delete', { messageId: spam.id }],
      ['/live/chatban', { userOid: troll.oid, banTime: 10 }],
      ['/live/manager', { userOid: viewer.oid }],
    ] as const) {
      const refused = await call(viewer, path, body)
      expect(refused.status, path).toBe(403)
    }
    expect(noticesOf(watcher.frames)).toEqual([])

    // The creator makes a manager: a line, and the manager's welcome offers moderation.
    expect((await call(streamer, '/live/manager', { userOid: manager.oid })).status).toBe(200)
    await watcher.next(isNotice('managerAdded'))
    const managed = (await connectChat(host.url, await tokenOf(manager))).frames[0]
    expect(managed).toMatchObject({ canModerate: true, canAppoint: false })
    const owned = (await connectChat(host.url, await tokenOf(streamer))).frames[0]
    expect(owned).toMatchObject({ canModerate: true, canAppoint: true })

    // The manager deletes the message (twice: one line) and times the troll out for 10 minutes.
    const deleted = await call(manager, '/live/chat/delete', { messageId: spam.id })
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.json).toEqual({ creatorOid: streamer.oid, messageId: spam.id, deleted: true })
    expect((await call(manager, '/live/chat/delete', { messageId: spam.id })).status).toBe(200)
    const timedOut = await call(manager, '/live/chatban', { userOid: troll.oid, banTime: 10 })
    expect(timedOut.status, timedOut.text).toBe(200)
    await watcher.next(isNotice('timeout'))
    // The troll's chat box goes at once (their connection re-reads who they are).
    await trollChat.next((frame) => frame.kind === 'event' && frame.eventName === 'updatedUserData')
    expect((await connectChat(host.url, await tokenOf(troll))).frames[0]).toMatchObject({
      canChat: false,
    })
    // A manager cannot touch the creator's messages.
    const own = await connectChat(host.url, await tokenOf(streamer))
    own.send('welcome everyone')
    const creatorLine = (await watcher.next(messageWith('welcome everyone'))) as LiveChatMessage
    const protectedLine = await call(manager, '/live/chat/delete', { messageId: creatorLine.id })
    expect(protectedLine.status).toBe(409)
    expect(protectedLine.json.error).toBe("Only the creator can delete the creator's messages.")

    // Unbanned by the manager, banned for good by the creator, unbanned again.
    expect(
      (await call(manager, '/live/removebanusers', { blackUserDataOids: [troll.oid] })).status,
    ).toBe(200)
    expect(
      (await call(streamer, '/live/chatban', { userOid: troll.oid, reason: 'block', banTime: 0 }))
        .status,
    ).toBe(200)
    await watcher.next(isNotice('ban'))
    expect(
      (await call(streamer, '/live/removebanusers', { blackUserDataOids: [troll.oid] })).status,
    ).toBe(200)

    const expected = [
      { type: 'managerAdded', target: manager.nickname },
      { type: 'messageDeleted', messageId: spam.id },
      { type: 'timeout', target: troll.nickname, minutes: 10 },
      { type: 'unban', target: troll.nickname },
      { type: 'ban', target: troll.nickname },
      { type: 'unban', target: troll.nickname },
    ]
    await expect.poll(() => noticesOf(watcher.frames)).toEqual(expected)
    // The history holds the same lines among the messages, the deleted one emptied.
    const lines = await history()
    expect(noticesOf(lines)).toEqual(expected)
    expect(lines.find((line) => line.id === spam.id)).toMatchObject({
      kind: 'message',
      content: '',
      deleted: true,
    })
    // Unbanned: the troll may chat again.
    expect((await connectChat(host.url, await tokenOf(troll))).frames[0]).toMatchObject({
      canChat: true,
    })
  })

  it('shows donations and roulette results as highlighted lines, once each', async () => {
    const watcher = await connectChat(host.url, await tokenOf(null))
    await server.context.live.chat.service.publishEvent(streamer.oid, 'donation', {
      oid: 'd'.repeat(24),
      donationType: 'text',
      coin: 100,
      content: 'For the lighthouse',
      nickname: viewer.nickname,
      isHiddenName: false,
    })
    // The same event again (another instance, a retry): no second line.
    await server.context.live.chat.service.publishEvent(streamer.oid, 'donation', {
      oid: 'd'.repeat(24),
      donationType: 'text',
      coin: 100,
      content: 'For the lighthouse',
      nickname: viewer.nickname,
    })
    await server.context.live.chat.service.publishEvent(streamer.oid, 'donation', {
      oid: 'e'.repeat(24),
      donationType: 'roulette',
      coin: 30,
      optionName: 'Sing a song',
      nickname: viewer.nickname,
      isHiddenName: true,
    })
    // A test alert is the overlay's alone.
    await server.context.live.chat.service.publishEvent(streamer.oid, 'donation', {
      oid: 'f'.repeat(24),
      coin: 1000,
      isTest: true,
    })
    await watcher.next(isNotice('roulette'))
    const highlighted = noticesOf(watcher.frames)
    expect(highlighted).toEqual([
      { type: 'donation', donor: viewer.nickname, coin: 100, content: 'For the lighthouse' },
      { type: 'roulette', donor: null, coin: 30, optionName: 'Sing a song' },
    ])
    expect(noticesOf(await history()).slice(-2)).toEqual(highlighted)
  })

  it('starts each stream with an empty chat', async () => {
    const key = (await server.api('/live/key2', { method: 'POST', token: streamer.token })).json
      .key as string
    const chatter = await connectChat(host.url, await tokenOf(viewer))
    chatter.send('before the stream')
    await chatter.next(messageWith('before the stream'))
    expect((await history()).some((line) => line.kind === 'message')).toBe(true)
    const on = await server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish' },
    })
    expect(on.status, on.text).toBe(200)
    expect(await history()).toEqual([])
    const late = await connectChat(host.url, await tokenOf(null))
    expect(late.frames[0]).toMatchObject({ kind: 'welcome', history: [] })
    const onAir = await connectChat(host.url, await tokenOf(viewer))
    onAir.send('during the stream')
    await late.next(messageWith('during the stream'))
    expect((await history()).map((line) => line.kind === 'message' && line.content)).toEqual([
      'during the stream',
    ])
    await server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish_done' },
    })
    // Off air again: the stream's lines stay with it.
    expect(await history()).toEqual([])
  })
})
