/**
 * Group chats over the real API (docs/GROUP-CHATS.md): a room of several characters of the
 * demo story, each reply one member's story-chat turn — streamed, charged once, named after
 * its speaker — chosen by the group's strategy, a muted member never chosen, "speak next",
 * auto-mode capped, money exactly once under a crowd of requests, and SillyTavern's group
 * files out and back in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '../support/accounts'
import { signUp } from '../support/accounts'
import { payloads, readSse } from '../support/sse'
import { type StoriesWorld, startDemoChatWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
const ELIAS = 'char-elias'
const WREN = 'char-wren'
const TOBIAS = 'char-tobias'

beforeAll(async () => {
  ;({ world, contentOid } = await startDemoChatWorld(100_000))
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

async function groupRoom(who: SignedIn, memberIds: string[], strategy?: string) {
  const created = await world.server.api('/story-chat/group-room', {
    token: who.token,
    body: { contentOid, memberIds, ...(strategy ? { strategy } : {}) },
  })
  expect(created.status, created.text).toBe(200)
  return created.json as {
    room: { roomOid: string }
    group: { members: Array<{ id: string; name: string; muted: boolean }>; strategy: string }
  }
}

async function next(who: SignedIn, roomOid: string, body: Record<string, unknown>) {
  const response = await fetch(
    `${world.server.url}/api/story-chat/chat-room/${roomOid}/group/next`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${who.token}`,
        ...world.server.clientHeaders,
      },
      body: JSON.stringify(body),
    },
  )
  if (!response.ok) return { status: response.status, json: await response.json(), events: [] }
  const events = await readSse(response)
  const start = payloads<{ messageId: string; speaker?: { id: string; name: string } }>(
    events,
    'message-start',
  )[0]
  const end = payloads<{ creditsCharged: number; text: string }>(events, 'message-end')[0]
  return { status: response.status, json: null, events, start, end }
}

async function settings(who: SignedIn, roomOid: string, body: Record<string, unknown>) {
  const answer = await world.server.api(`/story-chat/chat-room/${roomOid}/group`, {
    token: who.token,
    body,
  })
  expect(answer.status, answer.text).toBe(200)
  return answer.json.group
}

async function spendable(who: SignedIn) {
  const balances = await world.server.context.wallet.service.balances(who.oid)
  return balances.credits + balances.bonusCredits
}

describe('group chats', () => {
  it('each reply is one member’s turn: streamed with its speaker, charged once, named in the next prompt', async () => {
    const { reader } = world
    const { room, group } = await groupRoom(reader, [ELIAS, WREN, TOBIAS], 'list')
    expect(group.members.map((member) => member.name)).toEqual([
      'Elias Brand',
      'Wren Calloway',
      'Tobias Hale',
    ])
    const before = await spendable(reader)
    // List order: the player's message is answered by the first, the others are queued.
    const first = await next(reader, room.roomOid, {
      message: 'Hello, everyone.',
      requestId: 'group-first-turn',
    })
    expect(first.status).toBe(200)
    expect(first.start?.speaker).toMatchObject({ id: ELIAS, name: 'Elias Brand' })
    // A retried request streams the same reply: no second turn, no second speaker.
    const retry = await next(reader, room.roomOid, {
      message: 'Hello, everyone.',
      requestId: 'group-first-turn',
    })
    expect(retry.start?.messageId).toBe(first.start?.messageId)
    const view = await world.server.api(`/story-chat/chat-room/${room.roomOid}/group`, {
      token: reader.token,
    })
    expect(view.json.group.queue).toEqual([WREN, TOBIAS])
    const second = await next(reader, room.roomOid, {})
    const third = await next(reader, room.roomOid, {})
    expect([second.start?.speaker?.id, third.start?.speaker?.id]).toEqual([WREN, TOBIAS])
    await world.server.context.chat.service.drain()
    const charged = [first, second, third].map((turn) => turn.end?.creditsCharged ?? 0)
    expect(charged.every((credits) => credits > 0)).toBe(true)
    expect(await spendable(reader)).toBe(before - charged.reduce((a, b) => a + b, 0))

    const speakers = await world.server.api(`/story-chat/chat-room/${room.roomOid}/group`, {
      token: reader.token,
    })
    expect(speakers.json.speakers).toEqual({
      [first.start!.messageId]: ELIAS,
      [second.start!.messageId]: WREN,
      [third.start!.messageId]: TOBIAS,
    })
    // Tobias's prompt: he alone on stage, the earlier replies named, and the group nudge.
    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: world.admin.token,
      query: { roomOid: room.roomOid },
    })
    const prompts = (logs.json.logs as Array<{ request: { messages: unknown } }>).map((log) =>
      JSON.stringify(log.request.messages),
    )
    const tobias = prompts.find((prompt) => prompt.includes('only as Tobias Hale'))
    expect(tobias).toBeDefined()
    expect(tobias).toContain('Elias Brand: ')
    expect(tobias).toContain('Wren Calloway: ')
  })

  it('a muted member is never chosen; "speak next" chooses anyone; manual waits to be asked', async () => {
    const { reader } = world
    const { room } = await groupRoom(reader, [ELIAS, WREN], 'list')
    await settings(reader, room.roomOid, {
      members: [{ id: ELIAS, muted: true }, { id: WREN }],
    })
    for (const message of ['One.', 'Two.']) {
      const turn = await next(reader, room.roomOid, { message })
      expect(turn.start?.speaker?.id).toBe(WREN)
    }
    const forced = await next(reader, room.roomOid, { speakerId: ELIAS })
    expect(forced.start?.speaker?.id).toBe(ELIAS)
    const stranger = await next(reader, room.roomOid, { speakerId: TOBIAS })
    expect(stranger.status).toBe(400)
    expect(stranger.json.code).toBe('GROUP_MEMBER_NOT_FOUND')

    await settings(reader, room.roomOid, { strategy: 'manual' })
    const unasked = await next(reader, room.roomOid, { message: 'Anyone?' })
    expect(unasked.status).toBe(409)
    expect(unasked.json.code).toBe('GROUP_NO_SPEAKER')
    const asked = await next(reader, room.roomOid, { message: 'Wren?', speakerId: WREN })
    expect(asked.start?.speaker?.id).toBe(WREN)
  })

  it('pooled: everyone unmuted speaks once after the player before anyone repeats', async () => {
    const { reader } = world
    const { room } = await groupRoom(reader, [ELIAS, WREN, TOBIAS], 'pooled')
    const spoken: string[] = []
    const first = await next(reader, room.roomOid, { message: 'Tell me what happened.' })
    spoken.push(first.start!.speaker!.id)
    for (let step = 0; step < 2; step += 1) {
      const turn = await next(reader, room.roomOid, {})
      spoken.push(turn.start!.speaker!.id)
    }
    expect(new Set(spoken)).toEqual(new Set([ELIAS, WREN, TOBIAS]))
  })

  it('auto-mode steps stop at the cap until the player writes, and not at all while off', async () => {
    const { reader } = world
    const { room } = await groupRoom(reader, [ELIAS, WREN], 'natural')
    const off = await next(reader, room.roomOid, { auto: true })
    expect(off.status).toBe(409)
    expect(off.json.code).toBe('GROUP_AUTO_MODE_OFF')
    await settings(reader, room.roomOid, { autoMode: true, autoCap: 2 })
    expect((await next(reader, room.roomOid, { auto: true })).status).toBe(200)
    expect((await next(reader, room.roomOid, { auto: true })).status).toBe(200)
    const capped = await next(reader, room.roomOid, { auto: true })
    expect(capped.status).toBe(409)
    expect(capped.json).toMatchObject({ code: 'GROUP_AUTO_CAP_REACHED', details: { cap: 2 } })
    // The player's message starts a new round; queued members of that round come first.
    const answered = await next(reader, room.roomOid, { message: 'Go on.', speakerId: WREN })
    expect(answered.status).toBe(200)
    expect((await next(reader, room.roomOid, { auto: true })).status).toBe(200)
  })

  it('50 requests at once with credits for 3 replies: 3 replies, each charged once', async () => {
    const player = await signUp(world.server)
    const rooms = await Promise.all(
      Array.from({ length: 10 }, () => groupRoom(player, [ELIAS, WREN], 'list')),
    )
    // The quote of one reply, from a room's status.
    const status = await world.server.api(
      `/story-chat/chat-room/${rooms[0]!.room.roomOid}/status`,
      {
        token: player.token,
      },
    )
    const quote = status.json.model.quote.credits as number
    await world.server.context.wallet.service.grant({
      key: `group-race-${player.oid}`,
      userOid: player.oid,
      kind: 'credits',
      amount: quote * 3,
    })
    const racing = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        next(player, rooms[index % 10]!.room.roomOid, {
          message: 'All at once!',
          requestId: `group-race-${index}`,
        }),
      ),
    )
    await world.server.context.chat.service.drain()
    const done = racing.filter((turn) => turn.status === 200 && turn.end)
    expect(done).toHaveLength(3)
    // Refused for want of credits, behind a reply in progress, or past 30 turns a minute.
    for (const refused of racing.filter((turn) => turn.status !== 200))
      expect(['INSUFFICIENT_CREDITS', 'RESPONSE_IN_PROGRESS', 'RATE_LIMITED']).toContain(
        refused.json.code,
      )
    const charged = done.reduce((sum, turn) => sum + (turn.end?.creditsCharged ?? 0), 0)
    expect(await spendable(player)).toBe(quote * 3 - charged)
    const db = world.server.context.database.db
    const replies = await db
      .selectFrom('chat_messages')
      .select(['oid', 'credits_charged'])
      .where(
        'room_oid',
        'in',
        rooms.map((room) => room.room.roomOid),
      )
      .where('role', '=', 'assistant')
      .where('status', '=', 'complete')
      .where('parent_oid', 'is not', null)
      .execute()
    expect(replies).toHaveLength(3)
    // Each reply's charge is stored once on it: the ledger and the replies agree.
    expect(replies.reduce((sum, reply) => sum + reply.credits_charged, 0)).toBe(charged)
  })

  it("SillyTavern's group files: exported, imported into a new group with the same speakers", async () => {
    const { reader } = world
    const { room } = await groupRoom(reader, [ELIAS, WREN], 'list')
    await settings(reader, room.roomOid, { members: [{ id: ELIAS }, { id: WREN, muted: true }] })
    await next(reader, room.roomOid, { message: 'Hello.' })
    await next(reader, room.roomOid, { speakerId: WREN })
    await world.server.context.chat.service.drain()
    const chat = await world.server.api(`/story-chat/chat-room/${room.roomOid}/group/export`, {
      token: reader.token,
    })
    expect(chat.status).toBe(200)
    const lines = chat.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.slice(1).map((line) => [line.name, line.is_user, line.original_avatar])).toEqual([
      ['Elias Brand', false, undefined],
      [expect.any(String), true, undefined],
      ['Elias Brand', false, 'Elias Brand.png'],
      ['Wren Calloway', false, 'Wren Calloway.png'],
    ])
    const definition = await world.server.api(
      `/story-chat/chat-room/${room.roomOid}/group/export`,
      {
        token: reader.token,
        query: { part: 'definition' },
      },
    )
    expect(JSON.parse(definition.text)).toMatchObject({
      members: ['Elias Brand.png', 'Wren Calloway.png'],
      disabled_members: ['Wren Calloway.png'],
      activation_strategy: 1,
    })
    // SillyTavern's own group chat files carry no header line: both forms are read.
    const headless = lines
      .slice(1)
      .map((line) => JSON.stringify(line))
      .join('\n')
    const imported = await world.server.api('/story-chat/group-rooms/import', {
      token: reader.token,
      body: { contentOid, group: definition.text, jsonl: headless },
    })
    expect(imported.status, imported.text).toBe(200)
    const view = await world.server.api(`/story-chat/chat-room/${imported.json.roomOid}/group`, {
      token: reader.token,
    })
    expect(view.json.group).toMatchObject({ strategy: 'list' })
    expect(
      view.json.group.members.map((m: { id: string; muted: boolean }) => [m.id, m.muted]),
    ).toEqual([
      [ELIAS, false],
      [WREN, true],
    ])
    expect(Object.values(view.json.speakers).sort()).toEqual([ELIAS, ELIAS, WREN].sort())
    // The imported group plays on: the next reply continues from the file's last one.
    const more = await next(reader, imported.json.roomOid, { message: 'And then?' })
    expect(more.start?.speaker?.id).toBe(ELIAS)

    const stranger = await world.server.api('/story-chat/group-rooms/import', {
      token: reader.token,
      body: {
        contentOid,
        group: JSON.stringify({ members: ['Elias Brand.png', 'Seraphina.png'] }),
      },
    })
    expect(stranger.status).toBe(400)
    expect(stranger.json.code).toBe('GROUP_MEMBERS_INVALID')
  })

  it("a reroll is written by the reply's own member; another player's group is not found", async () => {
    const { reader, adultReader } = world
    const { room } = await groupRoom(reader, [ELIAS, WREN, TOBIAS], 'list')
    await next(reader, room.roomOid, { message: 'Who keeps the key?', speakerId: TOBIAS })
    const first = await next(reader, room.roomOid, { speakerId: WREN })
    const reroll = await next(reader, room.roomOid, { rerollOf: first.start!.messageId })
    expect(reroll.status).toBe(200)
    expect(reroll.start?.speaker?.id).toBe(WREN)
    expect(reroll.start?.messageId).not.toBe(first.start?.messageId)

    const calls: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['GET', `/story-chat/chat-room/${room.roomOid}/group`, undefined],
      ['POST', `/story-chat/chat-room/${room.roomOid}/group`, { strategy: 'manual' }],
      ['POST', `/story-chat/chat-room/${room.roomOid}/group/next`, { message: 'Mine now' }],
      ['GET', `/story-chat/chat-room/${room.roomOid}/group/export`, undefined],
    ]
    for (const [method, path, body] of calls) {
      const answer = await world.server.api(path, {
        method,
        token: adultReader.token,
        ...(body ? { body } : {}),
      })
      expect(answer.status, `${method} ${path}`).toBe(404)
    }
    const view = await world.server.api(`/story-chat/chat-room/${room.roomOid}/group`, {
      token: reader.token,
    })
    expect(view.json.group.strategy).toBe('list')
  })

  it('My chats marks a group room with its members, and a one-character room not', async () => {
    const who = await signUp(world.server)
    const { room } = await groupRoom(who, [TOBIAS, ELIAS])
    const plain = await world.server.api('/story-chat/chat-room', {
      token: who.token,
      body: { contentOid },
    })
    const list = await world.server.api('/story-chat/chat-rooms', { token: who.token })
    expect(list.status).toBe(200)
    const rooms = list.json.rooms as Array<{
      roomOid: string
      group?: { members: Array<{ id: string; name: string; portraitUrl: string | null }> }
    }>
    const group = rooms.find((entry) => entry.roomOid === room.roomOid)?.group
    expect(group?.members.map((member) => [member.id, member.name])).toEqual([
      [TOBIAS, 'Tobias Hale'],
      [ELIAS, 'Elias Brand'],
    ])
    expect(rooms.find((entry) => entry.roomOid === plain.json.room.roomOid)).not.toHaveProperty(
      'group',
    )
  })

  it('refuses a bad group and writes nothing', async () => {
    const { reader } = world
    for (const memberIds of [[ELIAS], [ELIAS, ELIAS], [ELIAS, 'nobody']]) {
      const refused = await world.server.api('/story-chat/group-room', {
        token: reader.token,
        body: { contentOid, memberIds },
      })
      expect(refused.status).toBe(400)
      expect(refused.json.code).toBe('GROUP_MEMBERS_INVALID')
    }
    const plain = await world.server.api('/story-chat/chat-room', {
      token: reader.token,
      body: { contentOid },
    })
    const notGroup = await world.server.api(
      `/story-chat/chat-room/${plain.json.room.roomOid}/group`,
      {
        token: reader.token,
      },
    )
    expect(notGroup.status).toBe(404)
    expect(notGroup.json.code).toBe('GROUP_NOT_FOUND')
  })
})
