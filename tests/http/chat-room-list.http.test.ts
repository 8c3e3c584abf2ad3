/**
 * My chats over real HTTP: the room list (order, last message, length, one story's rooms,
 * the stories' titles), renaming, pinning and deleting a room, and a room as a SillyTavern
 * chat file: the download, and a file played on in a new room, charging nothing. Every
 * refusal leaves the database as it was; another player's room answers as a missing one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_IMPORT_LIMITS } from '../../platform/chat/rooms/contract'
import { type SignedIn, signUp } from '../support/accounts'
import { databaseFingerprint } from '../support/fuzz'
import { payloads, readSse } from '../support/sse'
import type { ApiInit, ApiResponse } from '../support/test-server'
import { type ChatWorld, startChatWorld } from './reliability/chat-kit'

let world: ChatWorld
let player: SignedIn
let stranger: SignedIn

beforeAll(async () => {
  world = await startChatWorld({ env: { TALELOOM_OFFLINE_DELAY_MS: '0' } })
  player = await signUp(world.server)
  stranger = await signUp(world.server)
  for (const [key, who] of [
    ['room-list-player', player],
    ['room-list-stranger', stranger],
  ] as const)
    await world.server.context.wallet.service.grant({
      key,
      userOid: who.oid,
      kind: 'credits',
      amount: 5000,
    })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

const api = (path: string, init: ApiInit = {}, who: SignedIn = player) =>
  world.server.api(`/story-chat${path}`, { token: who.token, ...init })

async function newRoom(who: SignedIn = player) {
  const created = await api('/chat-room', { body: { contentOid: world.contentOid } }, who)
  expect(created.status, created.text).toBe(200)
  return created.json.room.roomOid as string
}

/** One streamed call to its end (a message or a reroll), on the offline model. */
async function stream(roomOid: string, kind: 'message' | 'reroll', body: Record<string, unknown>) {
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ ...body, model: 'gemini' }),
  })
  expect(response.status).toBe(200)
  const events = await readSse(response)
  expect(events.at(-1)?.event).toBe('message-end')
  return payloads<{ messageId: string }>(events, 'message-start')[0]!.messageId
}

const turn = (roomOid: string, message: string) => stream(roomOid, 'message', { message })

async function list(query: Record<string, string> = {}, who: SignedIn = player) {
  const listed = await api('/chat-rooms', { query }, who)
  expect(listed.status, listed.text).toBe(200)
  return listed.json as {
    rooms: Array<{
      roomOid: string
      title: string
      pinnedAt: string | null
      messageCount: number
      ended: boolean
      lastMessage: { role: string; preview: string; createdAt: string } | null
    }>
    stories: Record<string, { title: string; thumbnail: string } | null>
  }
}

async function history(roomOid: string) {
  const page = await api(`/chat-room/${roomOid}/prev-messages`, { query: { count: 100 } })
  expect(page.status, page.text).toBe(200)
  return page.json.messages as Array<{
    messageId: string
    role: string
    text: string
    alternatives?: { index: number; total: number }
  }>
}

const credits = async () =>
  (await world.server.api('/story-chat/convert/credit', { token: player.token })).json.balances
    .credits as number

/** The call must be refused and must leave every table as it was. */
async function refusedWithoutChange(call: () => Promise<ApiResponse>) {
  await world.server.context.chat.service.drain()
  const before = await databaseFingerprint(world.server.context.database)
  const response = await call()
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(await databaseFingerprint(world.server.context.database)).toEqual(before)
  return response
}

describe('the room list', () => {
  it('lists my rooms most recently written first, each with its last message and length', async () => {
    const older = await newRoom()
    const newer = await newRoom()
    await turn(older, 'I light the lamp.')
    const listed = await list({ contentOid: world.contentOid })
    // The turn made the older room the most recently written.
    expect(listed.rooms.map((room) => room.roomOid).slice(0, 2)).toEqual([older, newer])
    const [played, fresh] = listed.rooms
    expect(played?.messageCount).toBe(3)
    expect(played?.lastMessage?.role).toBe('assistant')
    const replies = await history(older)
    expect(played?.lastMessage?.preview).toBe(replies.at(-1)?.text.slice(0, 200))
    expect(fresh?.messageCount).toBe(1)
    expect([played?.ended, fresh?.ended]).toEqual([false, false])
    expect(fresh?.lastMessage?.role).toBe('assistant')
    expect(listed.stories[world.contentOid]?.title).toBeTruthy()
    // Nobody else sees them.
    const theirs = await list({ contentOid: world.contentOid }, stranger)
    expect(theirs.rooms.map((room) => room.roomOid)).not.toContain(older)
  })

  it('filters by story; a malformed story id is refused', async () => {
    const listed = await list({ contentOid: 'a'.repeat(24) })
    expect(listed.rooms).toEqual([])
    expect(listed.stories).toEqual({})
    const refused = await api('/chat-rooms', { query: { contentOid: 'nope' } })
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('INVALID_PARAMETERS')
  })

  it('renames a room (update-field title); a blank title is refused and changes nothing', async () => {
    const roomOid = await newRoom()
    const renamed = await api(`/chat-room/${roomOid}/update-field`, {
      body: { fieldName: 'title', fieldValue: '  The lighthouse, again  ' },
    })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.json).toEqual({ title: 'The lighthouse, again' })
    expect((await list({ roomOids: roomOid })).rooms[0]?.title).toBe('The lighthouse, again')
    const refused = await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/update-field`, {
        body: { fieldName: 'title', fieldValue: '   ' },
      }),
    )
    expect(refused.json).toMatchObject({
      code: 'TITLE_UPDATE_FAILED',
      error: 'Failed to update title.',
    })
    const foreign = await refusedWithoutChange(() =>
      api(
        `/chat-room/${roomOid}/update-field`,
        { body: { fieldName: 'title', fieldValue: 'Mine now' } },
        stranger,
      ),
    )
    expect(foreign.status).toBe(404)
  })

  it('pins and unpins my room only; the pin shows in the list and the status', async () => {
    const roomOid = await newRoom()
    const pinned = await api(`/chat-room/${roomOid}/pin`, { body: { pinned: true } })
    expect(pinned.status, pinned.text).toBe(200)
    expect(pinned.json.pinned).toBe(true)
    expect(Date.parse(pinned.json.pinnedAt)).not.toBeNaN()
    // A retry keeps the first pin.
    const again = await api(`/chat-room/${roomOid}/pin`, { body: { pinned: true } })
    expect(again.json).toEqual(pinned.json)
    expect((await list({ roomOids: roomOid })).rooms[0]?.pinnedAt).toBe(pinned.json.pinnedAt)
    const status = await api(`/chat-room/${roomOid}/status`)
    expect(status.json.room.pinnedAt).toBe(pinned.json.pinnedAt)

    for (const body of [{ pinned: 'yes' }, {}, { pinned: null }]) {
      const refused = await refusedWithoutChange(() => api(`/chat-room/${roomOid}/pin`, { body }))
      expect(refused.status).toBe(400)
    }
    const wrongType = await api(`/chat-room/${roomOid}/pin`, { body: { pinned: 'yes' } })
    expect(wrongType.json.error).toBe('"pinned" must be true or false')
    const foreign = await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/pin`, { body: { pinned: false } }, stranger),
    )
    expect(foreign.status).toBe(404)
    expect(foreign.json.code).toBe('CHAT_ROOM_NOT_FOUND')

    const unpinned = await api(`/chat-room/${roomOid}/pin`, { body: { pinned: false } })
    expect(unpinned.json).toEqual({ pinned: false, pinnedAt: null })
    expect((await list({ roomOids: roomOid })).rooms[0]?.pinnedAt).toBeNull()
  })

  it('deletes my room from the list; a stranger’s delete finds nothing', async () => {
    const roomOid = await newRoom()
    const foreign = await refusedWithoutChange(() =>
      api('/chat-room', { method: 'DELETE', body: { roomOid } }, stranger),
    )
    expect(foreign.status).toBe(404)
    const deleted = await api('/chat-room', { method: 'DELETE', body: { roomOid } })
    expect(deleted.status, deleted.text).toBe(200)
    expect((await list({ roomOids: roomOid })).rooms).toEqual([])
    const gone = await api(`/chat-room/${roomOid}/pin`, { body: { pinned: true } })
    expect(gone.status).toBe(404)
  })
})

describe('a room as a SillyTavern chat file', () => {
  /** A room with two turns, the second reply rerolled once: a reply with an alternative. */
  async function playedRoom() {
    const roomOid = await newRoom()
    await turn(roomOid, 'I climb the stairs.')
    const second = await turn(roomOid, 'I open the logbook.')
    await stream(roomOid, 'reroll', { messageId: second })
    return roomOid
  }

  async function exported(roomOid: string, who: SignedIn = player) {
    return fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/export`, {
      headers: { authorization: `Bearer ${who.token}` },
    })
  }

  it('downloads the active path as JSONL: the header, then one line per message with swipes', async () => {
    const roomOid = await playedRoom()
    await api(`/chat-room/${roomOid}/update-field`, {
      body: { fieldName: 'title', fieldValue: '등대 / Lighthouse: night' },
    })
    const response = await exported(roomOid)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="__ Lighthouse night.jsonl"; filename*=UTF-8''${encodeURIComponent('등대 Lighthouse night.jsonl')}`,
    )
    const lines = (await response.text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    const { compiled } = await world.server.context.stories.service.getPublishedStory(
      world.contentOid,
    )
    const character = compiled.cast[0]?.name
    expect(lines[0]).toMatchObject({
      user_name: player.nickname,
      character_name: character,
      chat_metadata: {
        taleloom: { contentOid: world.contentOid, title: '등대 / Lighthouse: night' },
      },
    })
    expect(lines[0].create_date).toMatch(/^\d{4}-\d{1,2}-\d{1,2} @\d\dh \d\dm \d\ds \d{3}ms$/)
    const path = await history(roomOid)
    expect(lines.slice(1).map((line) => [line.is_user, line.mes, line.name])).toEqual(
      path.map((message) => [
        message.role === 'user',
        message.text,
        message.role === 'user' ? player.nickname : character,
      ]),
    )
    const swiped = lines.at(-1)
    expect(swiped.swipes).toHaveLength(2)
    expect(swiped.swipe_id).toBe(1)
    expect(swiped.swipes[1]).toBe(swiped.mes)
    expect(lines.slice(1, -1).every((line) => line.swipes === undefined)).toBe(true)
    expect(lines.slice(1).every((line) => !Number.isNaN(Date.parse(line.send_date)))).toBe(true)
  })

  it('answers another player’s room as a missing one, and a visitor with no one as 401', async () => {
    const roomOid = await newRoom()
    const foreign = await exported(roomOid, stranger)
    expect(foreign.status).toBe(404)
    expect((await foreign.json()).code).toBe('CHAT_ROOM_NOT_FOUND')
    const anonymous = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/export`)
    expect(anonymous.status).toBe(401)
  })

  it('imports the file into a new room of the story: same messages and swipes, nothing charged', async () => {
    const source = await playedRoom()
    const jsonl = await (await exported(source)).text()
    await world.server.context.chat.service.drain()
    const balance = await credits()
    const imported = await api('/chat-rooms/import', {
      body: { contentOid: world.contentOid, jsonl },
    })
    expect(imported.status, imported.text).toBe(200)
    const room = imported.json.room
    expect(room.roomOid).not.toBe(source)
    expect(room.contentOid).toBe(world.contentOid)
    expect(imported.json.imported).toEqual({ messages: 5, alternatives: 1 })
    expect(room.messageCount).toBe(5)
    expect(await credits()).toBe(balance)

    const original = await history(source)
    const copy = await history(room.roomOid)
    expect(
      copy.map((message) => [message.role, message.text, message.alternatives?.total]),
    ).toEqual(original.map((message) => [message.role, message.text, message.alternatives?.total]))
    // The imported chat goes on: a turn from its last reply, charged as any turn.
    await turn(room.roomOid, 'I close the logbook.')
    expect((await history(room.roomOid)).length).toBe(7)
    expect(await credits()).toBeLessThan(balance)
  })

  it('imports a SillyTavern file of another origin, titled by the request', async () => {
    const jsonl = [
      {
        user_name: 'Mira',
        character_name: 'Seraphina',
        create_date: '2024-5-14 @21h 04m 09s 345ms',
        chat_metadata: {},
      },
      { name: 'Seraphina', is_user: false, send_date: 'May 14, 2024 9:04pm', mes: 'Welcome.' },
      { name: 'Mira', is_user: true, send_date: 1715720700000, mes: 'Where am I?' },
      { name: 'Seraphina', is_user: false, is_system: true, mes: 'hidden' },
      { name: 'Seraphina', is_user: false, send_date: '2024-05-14T21:05:30.000Z', mes: 'Safe.' },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n')
    const imported = await api('/chat-rooms/import', {
      body: { contentOid: world.contentOid, jsonl, title: 'From the glade' },
    })
    expect(imported.status, imported.text).toBe(200)
    expect(imported.json.room.title).toBe('From the glade')
    expect(imported.json.room.lastMessage).toMatchObject({
      preview: 'Safe.',
      createdAt: '2024-05-14T21:05:30.000Z',
    })
    expect((await history(imported.json.room.roomOid)).map((message) => message.text)).toEqual([
      'Welcome.',
      'Where am I?',
      'Safe.',
    ])
  })

  it('refuses a file that is not a chat it can play, saying why and where, changing nothing', async () => {
    const header = JSON.stringify({ user_name: 'You', character_name: 'Keeper' })
    const cases: Array<[string, number, string, string, number | null]> = [
      ['', 400, 'EMPTY', 'The file is empty.', null],
      [`${header}\n{"mes": "x"`, 400, 'NOT_JSON', 'Line 2 is not valid JSON.', 2],
      [
        `${header}\n${JSON.stringify({ is_user: false, mes: 'Hi.' })}\n${JSON.stringify({ is_user: true, mes: 'Bye.' })}`,
        400,
        'ENDS_WITH_PLAYER',
        "The chat ends with the player's message: a chat goes on from a character's reply. Remove the last message or add a reply.",
        null,
      ],
      [
        `${header}\n${JSON.stringify({ mes: 'x'.repeat(CHAT_IMPORT_LIMITS.maxBytes) })}`,
        413,
        'TOO_LARGE',
        'The file is larger than 512 KB.',
        null,
      ],
    ]
    for (const [jsonl, status, reason, message, line] of cases) {
      const refused = await refusedWithoutChange(() =>
        api('/chat-rooms/import', { body: { contentOid: world.contentOid, jsonl } }),
      )
      expect(refused.status, reason).toBe(status)
      expect(refused.json).toMatchObject({
        code: 'CHAT_IMPORT_INVALID',
        error: message,
        details: { reason, line },
      })
    }
    const notText = await refusedWithoutChange(() =>
      api('/chat-rooms/import', { body: { contentOid: world.contentOid, jsonl: 42 } }),
    )
    expect(notText.json.error).toBe('"jsonl" must be the text of the chat file')
    const unknownStart = await refusedWithoutChange(() =>
      api('/chat-rooms/import', {
        body: {
          contentOid: world.contentOid,
          startStoryOid: 'nowhere',
          jsonl: `${header}\n${JSON.stringify({ is_user: false, mes: 'Hi.' })}`,
        },
      }),
    )
    expect(unknownStart.json.code).toBe('START_POINT_NOT_FOUND')
  })

  it('imports for signed-in players only', async () => {
    const guestDeviceId = await world.newGuest()
    const jsonl = `${JSON.stringify({ user_name: 'You', character_name: 'Keeper' })}\n${JSON.stringify({ mes: 'Hi.' })}`
    const refused = await refusedWithoutChange(() =>
      world.server.api('/story-chat/chat-rooms/import', {
        guestDeviceId,
        body: { contentOid: world.contentOid, jsonl },
      }),
    )
    expect(refused.status).toBe(401)
    expect(refused.json.code).toBe('LOGIN_REQUIRED')
  })
})
