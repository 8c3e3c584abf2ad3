/**
 * Direct chat's real-time use cases on both engines: what a stored message, a read, a new
 * room and a leave announce (once; a replayed send announces nothing), the resume replay
 * from the messages table (after the client's ids, a room too long named for refetching),
 * and members away told of a message once per room until they read it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine } from '../db/testing'
import type { DirectChatEnvelope } from './realtime'
import { DIRECT_CHAT_REALTIME_LIMITS } from './realtime-contract'
import { type DirectChatFixture, openDirectChatFixture } from './testing'

describeEachEngine('direct chat real time store', (engine) => {
  let fx: DirectChatFixture
  const heard: DirectChatEnvelope[] = []
  beforeAll(async () => {
    fx = await openDirectChatFixture(engine)
    fx.service.realtime.setPublisher(async (envelope) => {
      heard.push(envelope)
    })
  })
  afterAll(async () => {
    await fx?.close()
  })

  let counter = 0
  const send = (user: ReturnType<DirectChatFixture['user']>, roomId: string, text: string) => {
    counter += 1
    return fx.service.send(user, roomId, { text, clientMessageId: `rt-${counter}` })
  }
  const pair = async () => {
    const [a, b] = [fx.user(), fx.user()]
    const { room } = await fx.service.createRoom(a, { partnerOids: [b.oid], title: '' })
    return { a, b, roomId: room.roomId }
  }

  it('announces a stored message once, a read that moves, and a new room to both members', async () => {
    heard.length = 0
    const { a, b, roomId } = await pair()
    expect(heard.map((e) => e.c).sort()).toEqual([`user:${a.oid}`, `user:${b.oid}`].sort())
    heard.length = 0
    const sent = await fx.service.send(a, roomId, { text: 'hi', clientMessageId: 'once' })
    await fx.service.send(a, roomId, { text: 'hi', clientMessageId: 'once' })
    expect(heard).toEqual([{ c: roomId, f: { type: 'message', message: sent.message } }])
    heard.length = 0
    await fx.service.markRead(b, roomId, sent.message.messageId)
    await fx.service.markRead(b, roomId, sent.message.messageId)
    expect(heard).toEqual([
      {
        c: roomId,
        f: { type: 'read', roomId, userOid: b.oid, lastReadId: sent.message.messageId },
      },
    ])
    heard.length = 0
    await fx.service.leaveRoom(b, roomId)
    expect(heard).toEqual([{ c: `user:${b.oid}`, f: { type: 'room', roomId } }])
    expect((await fx.service.realtime.memberRooms(b.oid)).has(roomId)).toBe(false)
  })

  it('replays the messages after each id the client names, and names a room too long to replay', async () => {
    const { a, b, roomId } = await pair()
    const other = await pair()
    const first = await send(a, roomId, 'first')
    for (const text of ['second', 'third']) await send(b, roomId, text)
    const { messages, refetch } = await fx.service.realtime.replay(b.oid, [
      { roomId, afterId: first.message.messageId },
      { roomId: other.roomId, afterId: '0' },
    ])
    expect(messages.map((m) => m.text)).toEqual(['second', 'third'])
    expect(refetch).toEqual([])

    const many = DIRECT_CHAT_REALTIME_LIMITS.replayPerRoom + 1
    const createdAt = fx.clock.now()
    await fx.database.db
      .insertInto('direct_chat_messages')
      .values(
        Array.from({ length: many }, (_, n) => ({
          room_oid: roomId,
          sender_oid: a.oid,
          kind: 'text' as const,
          text: `bulk ${n}`,
          client_message_id: `bulk-${roomId}-${n}`,
          created_at: createdAt,
        })),
      )
      .execute()
    const last = await fx.database.db
      .selectFrom('direct_chat_messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('room_oid', '=', roomId)
      .executeTakeFirstOrThrow()
    await fx.database.db
      .updateTable('direct_chat_rooms')
      .set({ last_message_id: String(last.id) })
      .where('oid', '=', roomId)
      .execute()
    const long = await fx.service.realtime.replay(b.oid, [{ roomId, afterId: '0' }])
    expect(long).toEqual({ messages: [], refetch: [roomId] })
  })

  it('tells a member away once per room until they read, and nobody with a socket open', async () => {
    const { a, b, roomId } = await pair()
    const before = fx.notified.length
    const first = await send(a, roomId, 'one')
    await send(a, roomId, 'two')
    expect(fx.notified.slice(before)).toEqual([
      { userOid: b.oid, roomId, nickname: a.nickname, link: `/chat/${roomId}` },
    ])
    await fx.service.markRead(b, roomId, first.message.messageId)
    await send(a, roomId, 'three')
    expect(fx.notified.slice(before).map((n) => n.userOid)).toEqual([b.oid, b.oid])

    // With a socket open (on some instance) b hears it live instead; a lapsed lease is away.
    await fx.service.markRead(b, roomId, (await send(a, roomId, 'four')).message.messageId)
    const told = fx.notified.length
    await fx.service.realtime.presence.opened(b.oid, 'aaaaaaaaaaaaaaaaaaaaaaaa')
    await send(a, roomId, 'five')
    expect(fx.notified.length).toBe(told)
    fx.clock.advance(2 * 60_000)
    await send(a, roomId, 'six')
    expect(fx.notified.length).toBe(told + 1)
    await fx.service.realtime.presence.gone('aaaaaaaaaaaaaaaaaaaaaaaa')
  })
})
