/**
 * Direct chat in real time over real sockets (`ws`): a message sent by REST reaches the
 * room's other member's socket, typing is relayed to the others once per 3 s, a read moves
 * the check-point and is told, a resume after a drop replays exactly what was missed (no
 * gap, no twice), and a non-member's room named in a resume tells nothing. On PostgreSQL: a
 * message sent through one instance reaches a socket on another, and a message acknowledged
 * by an instance that then stops is in history and replayed by the one still running.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAvailable, type TestDatabase } from '../../platform/db/testing'
import { loadConfig } from '../../server/config'
import { createServerContext, type ServerContext } from '../../server/context'
import { type SignedIn, signUp } from '../support/accounts'
import {
  connectDirectChat,
  type DirectChatClient,
  directChatHost,
  messageIn,
  texts,
} from '../support/direct-chat-socket'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const tokenOf = async (server: TestServer, user: SignedIn) => {
  const answer = await server.api('/chat/socket-token', { token: user.token })
  expect(answer.status, answer.text).toBe(200)
  return answer.json.token as string
}

const openRoom = async (server: TestServer, a: SignedIn, b: SignedIn) => {
  const opened = await server.api('/chat/rooms', { token: a.token, body: { partnerOids: [b.oid] } })
  expect(opened.status, opened.text).toBe(200)
  return opened.json.room.roomId as string
}

let sent = 0
const say = async (server: TestServer, user: SignedIn, roomId: string, text: string) => {
  sent += 1
  const answer = await server.api(`/chat/rooms/${roomId}/messages`, {
    token: user.token,
    body: { text, clientMessageId: `rt-${process.pid}-${sent}-${Date.now()}` },
  })
  expect(answer.status, answer.text).toBe(200)
  return answer.json.message as { messageId: string; text: string }
}

/** Connected and listening: the resume replays the room's first message, which proves it. */
async function ready(url: string, token: string, roomId: string) {
  const client = await connectDirectChat(url, token, [{ roomId, afterId: '0' }])
  await client.wait(messageIn(roomId))
  return client
}

describeOnEngine('direct chat in real time', (engine) => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof directChatHost>>
  const clients: DirectChatClient[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine })
    host = await directChatHost(server.context.directChat.hub)
  }, 120_000)
  afterAll(async () => {
    for (const client of clients) await client.close()
    await host?.close()
    await server?.close()
  })

  it('delivers a sent message, relays typing once per 3 s to the others, and tells a read', async () => {
    const [fan, friend] = [await signUp(server), await signUp(server)]
    const roomId = await openRoom(server, fan, friend)
    await say(server, fan, roomId, 'hello')
    const friendSocket = await ready(host.url, await tokenOf(server, friend), roomId)
    const fanSocket = await ready(host.url, await tokenOf(server, fan), roomId)
    clients.push(friendSocket, fanSocket)

    const second = await say(server, fan, roomId, 'are you there?')
    const heard = await friendSocket.wait(messageIn(roomId), 2)
    expect(texts(heard)).toEqual(['hello', 'are you there?'])
    // The sender's own tab hears it too (another tab of theirs would).
    await fanSocket.wait((e) => e.type === 'message' && e.message.messageId === second.messageId)

    for (let i = 0; i < 5; i += 1) fanSocket.send({ type: 'typing', roomId })
    await friendSocket.wait((e) => e.type === 'typing')
    const read = await server.api(`/chat/rooms/${roomId}/read`, {
      token: friend.token,
      body: { messageId: second.messageId },
    })
    expect(read.status, read.text).toBe(200)
    const [receipt] = await fanSocket.wait((e) => e.type === 'read')
    expect(receipt).toEqual({
      type: 'read',
      roomId,
      userOid: friend.oid,
      lastReadId: second.messageId,
    })
    // By now every typing frame was handled: one reached the friend, none came back.
    expect(friendSocket.events.filter((e) => e.type === 'typing')).toHaveLength(1)
    expect(fanSocket.events.filter((e) => e.type === 'typing')).toHaveLength(0)
  })

  it('replays exactly the messages missed while away, in order, then goes on live', async () => {
    const [fan, friend, stranger] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ]
    const roomId = await openRoom(server, fan, friend)
    const strangerRoom = await openRoom(server, stranger, fan)
    await say(server, stranger, strangerRoom, 'not for the friend')
    const seen = await say(server, fan, roomId, 'before the drop')
    const dropped = await ready(host.url, await tokenOf(server, friend), roomId)
    await dropped.close()

    for (const text of ['one', 'two', 'three']) await say(server, fan, roomId, text)
    const back = await connectDirectChat(host.url, await tokenOf(server, friend), [
      { roomId, afterId: seen.messageId },
      { roomId: strangerRoom, afterId: '0' },
    ])
    clients.push(back)
    expect(texts(await back.wait(messageIn(roomId), 3))).toEqual(['one', 'two', 'three'])
    await say(server, fan, roomId, 'four')
    await back.wait(messageIn(roomId), 4)
    await say(server, fan, roomId, 'five')
    expect(texts(await back.wait(messageIn(roomId), 5))).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ])
    expect(back.events.some(messageIn(strangerRoom))).toBe(false)
  })

  it('tells a member with no socket open once per room until they read, and not one online', async () => {
    const [fan, friend] = [await signUp(server), await signUp(server)]
    const roomId = await openRoom(server, fan, friend)
    const chats = async (user: SignedIn) =>
      (
        (await server.api('/account/notifications', { token: user.token })).json.notifications as {
          kind: string
        }[]
      ).filter((n) => n.kind === 'chat')
    const first = await say(server, fan, roomId, 'are you there?')
    await say(server, fan, roomId, 'hello?')
    expect(await chats(friend)).toHaveLength(1)
    await server.api(`/chat/rooms/${roomId}/read`, {
      token: friend.token,
      body: { messageId: first.messageId },
    })
    // Online now: the message comes on the socket, no notification.
    const online = await ready(host.url, await tokenOf(server, friend), roomId)
    clients.push(online)
    await say(server, fan, roomId, 'there you are')
    await online.wait(messageIn(roomId), 3)
    expect(await chats(friend)).toHaveLength(1)
    expect(await chats(fan)).toHaveLength(0)
  })

  it('follows the rooms a user joins and leaves while connected', async () => {
    const [fan, friend, other] = [await signUp(server), await signUp(server), await signUp(server)]
    const group = await server.api('/chat/rooms', {
      token: fan.token,
      body: { partnerOids: [friend.oid, other.oid], title: 'Three of us' },
    })
    expect(group.status, group.text).toBe(200)
    const firstRoom = group.json.room.roomId as string
    await say(server, fan, firstRoom, 'first room')
    const socket = await ready(host.url, await tokenOf(server, friend), firstRoom)
    clients.push(socket)
    const newRoom = await openRoom(server, other, friend)
    await socket.wait((e) => e.type === 'room' && e.roomId === newRoom)
    await say(server, other, newRoom, 'in the new room')
    expect(texts(await socket.wait(messageIn(newRoom)))).toEqual(['in the new room'])

    const left = await server.api(`/chat/rooms/${firstRoom}/leave`, {
      method: 'POST',
      token: friend.token,
    })
    expect(left.status, left.text).toBe(200)
    await socket.wait((e) => e.type === 'room' && e.roomId === firstRoom)
    await say(server, fan, firstRoom, 'said after the friend left')
    await say(server, other, newRoom, 'after leaving')
    await socket.wait(messageIn(newRoom), 2)
    expect(socket.events.filter(messageIn(firstRoom))).toHaveLength(1)
  })

  it('refuses a socket without a valid token', async () => {
    const client = await connectDirectChat(host.url, 'not-a-token')
    expect(await client.closed).toBe(4001)
  })
})

describe.skipIf(!postgresAvailable)('direct chat across two server instances [postgres]', () => {
  let server: TestServer
  let second: ServerContext
  let hosts: Awaited<ReturnType<typeof directChatHost>>[] = []
  const clients: DirectChatClient[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine: 'postgres', private: true })
    const database = server.context.database as TestDatabase
    const instance = await (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
      'taleloom_directchat_b',
    )
    second = await createServerContext(loadConfig({ LOG_LEVEL: 'silent', PORT: '0' }), {
      database: instance,
      logger: pino({ level: 'silent' }),
      jobs: false,
    })
    hosts = [
      await directChatHost(server.context.directChat.hub),
      await directChatHost(second.directChat.hub),
    ]
  }, 120_000)
  afterAll(async () => {
    for (const client of clients) await client.close()
    for (const host of hosts) await host.close()
    await second?.close()
    await server?.close()
  })

  it('delivers a message sent through one instance to a socket on the other', async () => {
    expect(second.directChat.hub.bus).toBe('pg-notify')
    const [fan, friend] = [await signUp(server), await signUp(server)]
    const roomId = await openRoom(server, fan, friend)
    await say(server, fan, roomId, 'first')
    const onB = await ready(hosts[1]?.url as string, await tokenOf(server, friend), roomId)
    clients.push(onB)
    await say(server, fan, roomId, 'through A')
    expect(texts(await onB.wait(messageIn(roomId), 2))).toEqual(['first', 'through A'])
  })

  it('keeps an acknowledged message when the instance that took it stops', async () => {
    const [fan, friend] = [await signUp(server), await signUp(server)]
    const roomId = await openRoom(server, fan, friend)
    const seen = await say(server, fan, roomId, 'seen')
    const acked = await say(server, fan, roomId, 'acknowledged, then A stops')
    // The instance that answered goes away; the other (as after a restart) still has it.
    await hosts[0]?.close()
    await server.context.directChat.hub.close()
    const history = await second.directChat.service.history(
      { oid: friend.oid, nickname: '', roles: ['user'], language: null, isAdult: true },
      roomId,
      { after: seen.messageId, limit: 10 },
    )
    expect(history.messages.map((m) => m.messageId)).toEqual([acked.messageId])
    const resumed = await connectDirectChat(
      hosts[1]?.url as string,
      await tokenOf(server, friend),
      [{ roomId, afterId: seen.messageId }],
    )
    clients.push(resumed)
    expect(texts(await resumed.wait(messageIn(roomId)))).toEqual(['acknowledged, then A stops'])
  })
})
