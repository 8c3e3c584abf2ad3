/**
 * The story-chat routes that only the fuzz tables reached before, over real HTTP: deleting
 * and editing messages, room fields and settings, personas, chat options, token counts,
 * summary merges and failed compressions (a provider that refuses), room housekeeping,
 * and the SSE heartbeat on a stream whose provider goes quiet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_MESSAGES, updateRoom } from '../../platform/chat'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { type SignedIn, signUp } from '../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { databaseFingerprint } from '../support/fuzz'
import { payloads, readSse } from '../support/sse'
import type { ApiResponse } from '../support/test-server'
import { type ChatWorld, startChatWorld } from './reliability/chat-kit'

let world: ChatWorld
let upstream: FakeUpstream
let player: SignedIn
/** The demo story on the OpenAI-compatible model ('local'), served by the fake upstream. */
let localStoryOid: string

beforeAll(async () => {
  upstream = await startFakeUpstream({ kind: 'chunks', count: 6 })
  world = await startChatWorld({
    env: { TALELOOM_OFFLINE_DELAY_MS: '0', OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL },
  })
  player = await signUp(world.server)
  await world.server.context.wallet.service.grant({
    key: 'room-routes-credits',
    userOid: player.oid,
    kind: 'credits',
    amount: 5000,
  })
  const creator = world.creator
  const created = await world.server.api('/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'create', metadata: { ...demoMetadata, model: 'local' } },
  })
  expect(created.status, created.text).toBe(200)
  localStoryOid = created.json.contentOid
  const saved = await world.server.api('/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid: localStoryOid, canvas: demoCanvas, version: 0 },
  })
  expect(saved.status, saved.text).toBe(200)
  const published = await world.server.api('/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid: localStoryOid },
  })
  expect(published.status, published.text).toBe(200)
}, 120_000)

afterAll(async () => {
  await world?.server.close()
  await upstream?.close()
})

const api = (path: string, init: Parameters<ChatWorld['server']['api']>[1] = {}) =>
  world.server.api(`/story-chat${path}`, { token: player.token, ...init })

async function newRoom(contentOid = world.contentOid) {
  const created = await api('/chat-room', { body: { contentOid } })
  expect(created.status, created.text).toBe(200)
  return created.json.room.roomOid as string
}

/** One turn on the offline model (the request names it, whatever the story's model). */
async function turn(roomOid: string, message: string) {
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ message, model: 'gemini' }),
  })
  expect(response.status).toBe(200)
  const events = await readSse(response)
  expect(events.at(-1)?.event).toBe('message-end')
  return payloads<{ messageId: string }>(events, 'message-start')[0]!.messageId
}

async function history(roomOid: string) {
  const page = await api(`/chat-room/${roomOid}/prev-messages`, { query: { count: 50 } })
  return page.json.messages as Array<{ messageId: string; role: string; text: string }>
}

/** Turns finish their bookkeeping after the stream ends: wait for the ones in flight. */
async function settledFingerprint() {
  await world.server.context.chat.service.drain()
  return databaseFingerprint(world.server.context.database)
}

/** The request must be refused and must leave every table as it was. */
async function refusedWithoutChange(call: () => Promise<ApiResponse>) {
  const before = await settledFingerprint()
  const response = await call()
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(await databaseFingerprint(world.server.context.database)).toEqual(before)
  return response
}

describe('messages: delete a reply, edit a message', () => {
  it('deletes the last reply with its question; refuses what is not a reply on the path', async () => {
    const roomOid = await newRoom()
    const first = await turn(roomOid, 'I open the door.')
    const second = await turn(roomOid, 'I step inside.')
    const before = await history(roomOid)
    const question = before.at(-2)!
    const deleted = await api(`/chat-room/${roomOid}/response`, {
      method: 'DELETE',
      body: { messageId: second },
    })
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.json).toEqual({ headMessageId: first, deleted: [question.messageId, second] })
    expect((await history(roomOid)).map((message) => message.messageId)).toEqual(
      before.slice(0, -2).map((message) => message.messageId),
    )

    for (const messageId of [before[0]!.messageId, second, question.messageId]) {
      const refused = await refusedWithoutChange(() =>
        api(`/chat-room/${roomOid}/response`, { method: 'DELETE', body: { messageId } }),
      )
      expect(refused.status).toBe(409)
      expect(refused.json).toMatchObject({
        code: 'DELETE_FAILED',
        error: CHAT_MESSAGES.deleteFailed,
      })
    }
  })

  it('edits a message, and refuses an edit too long or empty', async () => {
    const roomOid = await newRoom()
    await turn(roomOid, 'I wave.')
    const [, asked] = await history(roomOid)
    const edited = await api('/message/update', {
      body: { roomId: roomOid, messageId: asked!.messageId, text: 'I wave twice.' },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.json.message).toMatchObject({
      messageId: asked!.messageId,
      text: 'I wave twice.',
    })
    expect((await history(roomOid))[1]!.text).toBe('I wave twice.')

    const tooLong = await refusedWithoutChange(() =>
      api('/message/update', {
        body: { roomId: roomOid, messageId: asked!.messageId, text: 'x'.repeat(8001) },
      }),
    )
    expect(tooLong.status).toBe(400)
    expect(tooLong.json).toMatchObject({
      code: 'EDITED_MESSAGE_TOO_LONG',
      error: CHAT_MESSAGES.editTooLong,
    })
    const empty = await refusedWithoutChange(() =>
      api('/message/update', { body: { roomId: roomOid, messageId: asked!.messageId, text: ' ' } }),
    )
    expect(empty.json.error).toBe(CHAT_MESSAGES.missingParameters)
    // Found by the HTTP fuzz: PostgreSQL text cannot hold U+0000, and this answered 500.
    const nul = await refusedWithoutChange(() =>
      api('/message/update', {
        body: { roomId: roomOid, messageId: asked!.messageId, text: '\u0000' },
      }),
    )
    expect(nul.status).toBe(400)
    expect(nul.json.code).toBe('INVALID_TEXT')
  })
})

describe('room fields and settings', () => {
  it('updates the title, bookmarks and auto-progress; refuses a bad title or field', async () => {
    const roomOid = await newRoom()
    const title = await api(`/chat-room/${roomOid}/update-field`, {
      body: { fieldName: 'title', fieldValue: '  The long night  ' },
    })
    expect(title.json).toEqual({ title: 'The long night' })
    const [greeting] = await history(roomOid)
    const bookmarks = await api(`/chat-room/${roomOid}/update-field`, {
      body: { fieldName: 'bookmarks', fieldValue: [greeting!.messageId] },
    })
    expect(bookmarks.json.options).toEqual({ bookmarks: [greeting!.messageId] })
    const auto = await api(`/chat-room/${roomOid}/update-field`, {
      body: { fieldName: 'autoProgress', fieldValue: true },
    })
    expect(auto.json.options).toEqual({ bookmarks: [greeting!.messageId], autoProgress: true })
    const status = await api(`/chat-room/${roomOid}/status`)
    expect(status.json.room).toMatchObject({
      title: 'The long night',
      options: { bookmarks: [greeting!.messageId], autoProgress: true },
    })

    const badTitle = await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/update-field`, { body: { fieldName: 'title', fieldValue: '' } }),
    )
    expect(badTitle.json).toMatchObject({
      code: 'TITLE_UPDATE_FAILED',
      error: CHAT_MESSAGES.titleFailed,
    })
    await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/update-field`, {
        body: { fieldName: 'bookmarks', fieldValue: ['not-an-id'] },
      }),
    )
    await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/update-field`, { body: { fieldName: 'owner', fieldValue: 'me' } }),
    )
  })

  it('merges user settings and the theme; admin settings are for admins, on any room', async () => {
    const roomOid = await newRoom()
    const settings = await api(`/chat-room/${roomOid}/user-settings`, {
      body: { settings: { responseLength: 'long', detailLevel: 40 } },
    })
    // The answer carries the quote of a turn at the new settings: a long reply is twice the fee.
    const fee: number = settings.json.model.feeCredits
    expect(settings.json).toEqual({
      userSettings: { responseLength: 'long', detailLevel: 40 },
      model: expect.objectContaining({ quote: { credits: 2 * fee, upTo: false } }),
    })
    const more = await api(`/chat-room/${roomOid}/user-settings`, {
      body: { settings: { detailLevel: 70 } },
    })
    expect(more.json.userSettings).toEqual({ responseLength: 'long', detailLevel: 70 })
    await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/user-settings`, { body: { settings: { credits: 1000 } } }),
    )

    const theme = await api(`/chat-room/${roomOid}/user-theme`, {
      body: { settings: { fontSize: 18, background: 'night' } },
    })
    expect(theme.json).toEqual({ theme: { fontSize: 18, background: 'night' } })
    await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/user-theme`, { body: { settings: { fontSize: 99 } } }),
    )

    const asOwner = await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/admin-settings`, { body: { settings: { promptType: 'novel' } } }),
    )
    expect(asOwner.status).toBe(403)
    const asAdmin = await api(`/chat-room/${roomOid}/admin-settings`, {
      token: world.admin.token,
      body: { settings: { promptType: 'novel', impersonationOn: true } },
    })
    expect(asAdmin.status, asAdmin.text).toBe(200)
    expect(asAdmin.json).toEqual({ adminSettings: { promptType: 'novel', impersonationOn: true } })
    await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/admin-settings`, {
        token: world.admin.token,
        body: { settings: { promptType: 'poem' } },
      }),
    )
    const status = await api(`/chat-room/${roomOid}/status`)
    expect(status.json.room).toMatchObject({
      userSettings: { responseLength: 'long', detailLevel: 70 },
      theme: { fontSize: 18, background: 'night' },
      adminSettings: { promptType: 'novel', impersonationOn: true },
    })
  })

  it("takes only a model the catalogue has; a saved one gone from it falls back to the story's", async () => {
    // The story's own model may always be saved (offering others is the story's choice).
    const roomOid = await newRoom(localStoryOid)
    const unknown = await refusedWithoutChange(() =>
      api(`/chat-room/${roomOid}/user-settings`, { body: { settings: { model: 'nope' } } }),
    )
    expect([unknown.status, unknown.json.code, unknown.json.error]).toEqual([
      400,
      'UNKNOWN_MODEL',
      'Unknown model: nope',
    ])
    const known = await api(`/chat-room/${roomOid}/user-settings`, {
      body: { settings: { model: 'local' } },
    })
    expect(known.json).toMatchObject({ userSettings: { model: 'local' }, model: { id: 'local' } })
    expect(known.json.userSettings).toEqual({ model: 'local' })
    const options = await refusedWithoutChange(() =>
      api('/user-chat-options', { body: { options: { model: 'nope' } } }),
    )
    expect([options.status, options.json.code]).toEqual([400, 'UNKNOWN_MODEL'])

    // Saved while the catalogue had it: the room must go on, not refuse every turn.
    await updateRoom(world.server.context.database.db, roomOid, {
      user_settings: { model: 'gone' },
    })
    const response = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ message: 'Hello?' }),
      },
    )
    expect(response.status).toBe(200)
    expect((await readSse(response)).at(-1)?.event).toBe('message-end')
    const story = await world.server.context.stories.service.getPublishedStory(localStoryOid)
    const logs = await api('/prompt-logs', { query: { roomOid } })
    expect(logs.json.logs[0].model).toBe(story.compiled.model)
  })

  it("lists the story's characters for the room's owner", async () => {
    const roomOid = await newRoom()
    const info = await api('/character-info', { query: { roomOid } })
    expect(info.status, info.text).toBe(200)
    const characters = info.json.characters as Array<{ id: string; name: string }>
    expect(characters.length).toBe(3)
    for (const character of characters) {
      expect(character.name.length).toBeGreaterThan(0)
      expect(character.id.length).toBeGreaterThan(0)
    }
    const other = await signUp(world.server)
    expect((await api('/character-info', { token: other.token, query: { roomOid } })).status).toBe(
      404,
    )
  })
})

describe('tokens, personas, chat options', () => {
  it('counts tokens for guests and users, and refuses oversized text or no caller', async () => {
    const guestDeviceId = await world.newGuest()
    const counted = await world.server.api('/story-chat/count-tokens', {
      guestDeviceId,
      body: { text: 'The lantern flickers in the wind.' },
    })
    expect(counted.status, counted.text).toBe(200)
    expect(counted.json.tokens).toBeGreaterThan(3)
    expect(counted.json.tokenizer).toEqual(expect.any(String))
    const longer = await api('/count-tokens', {
      body: { text: 'The lantern flickers in the wind. '.repeat(10) },
    })
    expect(longer.json.tokens).toBeGreaterThan(counted.json.tokens)
    expect((await api('/count-tokens', { body: { text: 'x'.repeat(200_001) } })).status).toBe(400)
    expect(
      (await world.server.api('/story-chat/count-tokens', { body: { text: 'hi' } })).status,
    ).toBe(401)
  })

  it('creates, lists, updates and deletes personas, and uses one in a turn', async () => {
    const created = await api('/personas/create', {
      body: { name: 'Mara', prompt: 'A sailor who trusts no one.', sex: 'female' },
    })
    expect(created.status, created.text).toBe(200)
    const personaOid = created.json.persona.personaOid as string
    expect((await api('/personas')).json.personas).toEqual([
      { personaOid, name: 'Mara', prompt: 'A sailor who trusts no one.', sex: 'female' },
    ])
    const updated = await api('/personas/update', { body: { personaOid, name: 'Captain Mara' } })
    expect(updated.json.persona).toEqual({
      personaOid,
      name: 'Captain Mara',
      prompt: 'A sailor who trusts no one.',
      sex: 'female',
    })
    await refusedWithoutChange(() =>
      api('/personas/create', { body: { name: '', prompt: 'x', sex: 'female' } }),
    )
    await refusedWithoutChange(() =>
      api('/personas/update', { body: { personaOid, sex: 'dragon' } }),
    )

    const roomOid = await newRoom()
    const response = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ message: 'Who am I?', personaOid, model: 'gemini' }),
      },
    )
    expect(response.status).toBe(200)
    await readSse(response)
    const logs = await api('/prompt-logs', { token: world.admin.token, query: { roomOid } })
    expect(JSON.stringify(logs.json.logs[0].request)).toContain('A sailor who trusts no one.')

    const removed = await api('/personas', { method: 'DELETE', body: { personaOid } })
    expect(removed.json).toEqual({ ok: true })
    expect((await api('/personas')).json.personas).toEqual([])
    const again = await refusedWithoutChange(() =>
      api('/personas', { method: 'DELETE', body: { personaOid } }),
    )
    expect(again.status).toBe(404)
  })

  it('keeps at most 20 personas', async () => {
    const collector = await signUp(world.server)
    for (let index = 0; index < 20; index += 1) {
      const created = await api('/personas/create', {
        token: collector.token,
        body: { name: `P${index}`, prompt: '', sex: 'other' },
      })
      expect(created.status, created.text).toBe(200)
    }
    const refused = await refusedWithoutChange(() =>
      api('/personas/create', {
        token: collector.token,
        body: { name: 'One more', prompt: '', sex: 'male' },
      }),
    )
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_PERSONAS' })
  })

  it('stores and merges the user chat options', async () => {
    const user = await signUp(world.server)
    expect((await api('/user-chat-options', { token: user.token })).json).toEqual({ options: {} })
    await api('/user-chat-options', {
      token: user.token,
      body: { options: { responseLength: 'short', enhancedInference: true } },
    })
    const merged = await api('/user-chat-options', {
      token: user.token,
      body: { options: { responseLength: 'normal' } },
    })
    expect(merged.json).toEqual({ options: { responseLength: 'normal', enhancedInference: true } })
    expect((await api('/user-chat-options', { token: user.token })).json).toEqual(merged.json)
    await refusedWithoutChange(() =>
      api('/user-chat-options', { token: user.token, body: { options: { isAdmin: true } } }),
    )
    expect(
      (
        await world.server.api('/story-chat/user-chat-options', {
          guestDeviceId: await world.newGuest(),
        })
      ).status,
    ).toBe(401)
  })
})

describe('plot summaries through a provider', () => {
  it('previews a merge of adjacent summaries; a refusing provider is "Unable to perform compression."', async () => {
    const roomOid = await newRoom(localStoryOid)
    for (const text of ['We reach the cliff.', 'I light the lantern.', 'We knock.', 'We wait.']) {
      await turn(roomOid, text)
    }
    upstream.behaviour = { kind: 'rate-limited' }
    const failed = await refusedWithoutChange(() =>
      api('/plot-summaries/compress', { body: { roomOid, indices: [1, 2] } }),
    )
    expect(failed.status).toBe(502)
    expect(failed.json).toMatchObject({
      code: 'COMPRESSION_FAILED',
      error: CHAT_MESSAGES.compressionFailed,
    })

    upstream.behaviour = { kind: 'chunks', count: 6, chunkText: 'summary ' }
    const first = await api('/plot-summaries/compress', { body: { roomOid, indices: [1, 2] } })
    expect(first.status, first.text).toBe(200)
    const second = await api('/plot-summaries/compress', { body: { roomOid, indices: [3, 4] } })
    expect(second.status, second.text).toBe(200)
    const third = await api('/plot-summaries/compress', { body: { roomOid, indices: [7, 8] } })
    expect(third.status, third.text).toBe(200)
    const ids = [first, second, third].map((response) => response.json.summary.summaryOid)

    const preview = await api('/plot-summaries/merge-preview', {
      body: { roomOid, summaryOids: [ids[0], ids[1]] },
    })
    expect(preview.status, preview.text).toBe(200)
    expect(preview.json.preview).toMatchObject({
      startTurn: first.json.summary.startTurn,
      endTurn: second.json.summary.endTurn,
    })
    expect(preview.json.preview.content).toContain('summary')

    const gap = await refusedWithoutChange(() =>
      api('/plot-summaries/merge-preview', { body: { roomOid, summaryOids: [ids[0], ids[2]] } }),
    )
    expect(gap.json.code).toBe('SUMMARIES_NOT_ADJACENT')
    const unknown = await refusedWithoutChange(() =>
      api('/plot-summaries/merge-preview', {
        body: { roomOid, summaryOids: [ids[0], '0123456789abcdef01234567'] },
      }),
    )
    expect(unknown.json.code).toBe('SUMMARY_NOT_FOUND')

    upstream.behaviour = { kind: 'rate-limited' }
    const refused = await refusedWithoutChange(() =>
      api('/plot-summaries/merge-preview', { body: { roomOid, summaryOids: [ids[0], ids[1]] } }),
    )
    expect(refused.json).toMatchObject({ error: CHAT_MESSAGES.compressionFailed })
    upstream.behaviour = { kind: 'chunks', count: 6 }
  })
})

describe('old rooms: listed and archived by admins', () => {
  it('lists rooms idle longer than the days asked and archives them', async () => {
    const idle = await newRoom()
    const fresh = await newRoom()
    await world.server.context.database.query(
      `update chat_rooms set updated_at = now() - interval '120 days' where oid = $1`,
      [idle],
    )
    const admin = { token: world.admin.token }
    const old = await api('/old-chat-rooms', { ...admin, query: { days: 90 } })
    expect(old.status, old.text).toBe(200)
    const listed = (old.json.rooms as Array<{ roomOid: string }>).map((room) => room.roomOid)
    expect(listed).toContain(idle)
    expect(listed).not.toContain(fresh)
    await refusedWithoutChange(() => api('/archive-chat-rooms', { ...admin, body: { days: 3 } }))
    await refusedWithoutChange(() => api('/archive-chat-rooms', { body: { days: 90 } }))

    const archived = await api('/archive-chat-rooms', { ...admin, body: { days: 90 } })
    expect(archived.json.archived).toBeGreaterThanOrEqual(1)
    expect((await api(`/chat-room/${idle}/status`)).status).toBe(404)
    expect((await api(`/chat-room/${fresh}/status`)).status).toBe(200)
    const after = await api('/old-chat-rooms', { ...admin, query: { days: 90 } })
    expect(
      (after.json.rooms as Array<{ roomOid: string }>).map((room) => room.roomOid),
    ).not.toContain(idle)
  })
})

describe('SSE heartbeat', () => {
  it('sends a heartbeat comment while the provider is quiet, then the stream goes on', async () => {
    // The provider sends one chunk, then nothing for longer than the 15 s heartbeat interval.
    upstream.behaviour = { kind: 'chunks', count: 2, delayMs: 17_000 }
    const roomOid = await newRoom(localStoryOid)
    const controller = new AbortController()
    const response = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ message: 'Tell me slowly.' }),
        signal: controller.signal,
      },
    )
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const started = Date.now()
    while (!text.includes(': heartbeat')) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
    const waited = Date.now() - started
    controller.abort()
    expect(text).toContain('event: message-start')
    expect(text).toMatch(/\n: heartbeat\n\n/)
    expect(text.indexOf(': heartbeat')).toBeGreaterThan(text.indexOf('event: message-start'))
    expect(waited).toBeGreaterThanOrEqual(14_000)
    upstream.behaviour = { kind: 'chunks', count: 6 }
  }, 40_000)
})

describe('text deltas from a fast provider', () => {
  it('joins the chunks that arrive together into fewer events, the text unchanged', async () => {
    // 300 chunks written back to back reach the server in a few socket reads.
    upstream.behaviour = { kind: 'chunks', count: 300, chunkText: 'tick ' }
    const roomOid = await newRoom(localStoryOid)
    const response = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ message: 'Count for me.' }),
      },
    )
    expect(response.status).toBe(200)
    const events = await readSse(response)
    upstream.behaviour = { kind: 'chunks', count: 6 }
    const deltas = payloads<{ delta: string }>(events, 'text-delta').map((part) => part.delta)
    expect(deltas.length).toBeGreaterThan(0)
    expect(deltas.length).toBeLessThan(300)
    expect(deltas.join('')).toBe('tick '.repeat(300))
    const end = payloads<{ text: string }>(events, 'message-end')[0]
    expect(end?.text).toBe('tick '.repeat(300).trim())
    expect(events.map((event) => event.id)).toEqual(
      events.map((_, index) => `${events[0]!.id!.split(':')[0]}:${index + 1}`),
    )
  })
})
