/**
 * A card imported from SillyTavern writes `{{char}}` and `{{user}}` in its greetings, and
 * a model taught by its example dialogues writes them in its replies. None reaches the
 * player: the story page, the room made from the card's alternate greeting, its messages
 * and every event of a turn's stream carry the names (docs/stories.md, "Macros in what
 * the player reads").
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCard } from '../../engine/cards'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { readSse } from '../support/sse'
import { startTestServer, type TestServer } from '../support/test-server'

/** A raw name macro as SillyTavern would render it (any case). */
const RAW_MACRO = /\{\{(user|char)\}\}/i
/** The reply the model writes, split so that macros straddle its chunks. */
const REPLY = ['Hello {{us', 'er}}, I am {{CH', 'ar}}', '. {', '{user}} again.']

let server: TestServer
let upstream: FakeUpstream
let reader: SignedIn
let contentOid: string

beforeAll(async () => {
  upstream = await startFakeUpstream({ kind: 'texts', texts: REPLY, delayMs: 5 })
  server = await startTestServer({
    env: {
      TALELOOM_ARGON2_MEMORY_KIB: '1024',
      TALELOOM_ARGON2_ITERATIONS: '1',
      OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL,
    },
  })
  const admin = await seedAdmin(server)
  const creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  reader = await signUp(server)
  await server.context.wallet.service.grant({
    key: `card-macros-${reader.oid}`,
    userOid: reader.oid,
    kind: 'credits',
    amount: 1_000,
  })
  const card = path.resolve(import.meta.dirname, '../../fixtures/cards/contest_Assistant_Amy.png')
  const { canvas, metadata } = importCard(new Uint8Array(readFileSync(card)))
  const created = await server.api('/story-chat/chat-content', {
    token: creator.token,
    body: {
      requestType: 'create',
      metadata: {
        ...metadata,
        title: "{{char}}'s desk",
        briefIntro: '{{char}} waits for {{user}}',
        thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
        visibility: 'public',
      },
    },
  })
  expect(created.status, created.text).toBe(200)
  contentOid = created.json.contentOid
  const saved = await server.api('/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid, canvas, version: 0 },
  })
  expect(saved.status, saved.text).toBe(200)
  const published = await server.api('/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid },
  })
  expect(published.status, published.text).toBe(200)
}, 120_000)

afterAll(async () => {
  await server?.close()
  await upstream?.close()
})

describe("an imported card's macros, as the player reads them", () => {
  it('the story page names the viewer, or the guest a visitor would play as', async () => {
    const page = await server.api('/story-chat/chat-content', {
      token: reader.token,
      query: { contentOid },
    })
    expect(page.status, page.text).toBe(200)
    expect(page.json.title).toBe("Amy's desk")
    expect(page.json.briefIntro).toBe(`Amy waits for ${reader.nickname}`)
    expect(page.json.startPoints.map((point: { title: string }) => point.title)).toContain(
      'Alternate greeting 1',
    )
    expect(page.text).not.toMatch(RAW_MACRO)
    const visitor = await server.api('/story-chat/chat-content', { query: { contentOid } })
    expect(visitor.json.briefIntro).toBe('Amy waits for Guest')
  })

  it("a room from the alternate greeting shows names in its greeting, its messages and its reply's stream", async () => {
    const page = await server.api('/story-chat/chat-content', {
      token: reader.token,
      query: { contentOid },
    })
    const alternate = page.json.startPoints.find(
      (point: { title: string }) => point.title === 'Alternate greeting 1',
    )
    const created = await server.api('/story-chat/chat-room', {
      token: reader.token,
      body: { contentOid, startStoryOid: alternate.id },
    })
    expect(created.status, created.text).toBe(200)
    expect(created.text).not.toMatch(RAW_MACRO)
    const greeting: string = created.json.messages[0].text
    // The card's German alternate greeting, with the reader's name where it said {{user}}.
    expect(greeting).toContain(`Als ${reader.nickname} sich einloggt, erscheint Amy`)
    const roomOid: string = created.json.room.roomOid
    expect(created.json.room.title).toBe("Amy's desk")

    const response = await fetch(`${server.url}/api/story-chat/chat-room/${roomOid}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ message: 'Hi!', model: 'local' }),
    })
    expect(response.status, response.status === 200 ? '' : await response.text()).toBe(200)
    const events = await readSse(response)
    const rendered = `Hello ${reader.nickname}, I am Amy. ${reader.nickname} again.`
    const streamed = events
      .filter((event) => event.event === 'text-delta')
      .map((event) => (JSON.parse(event.data) as { delta: string }).delta)
      .join('')
    expect(streamed).toBe(rendered)
    const end = events.find((event) => event.event === 'message-end')
    expect(end && JSON.parse(end.data).text).toBe(rendered)
    for (const event of events) expect(event.data).not.toMatch(RAW_MACRO)

    await server.context.chat.service.drain(30_000)
    const status = await server.api(`/story-chat/chat-room/${roomOid}/status`, {
      token: reader.token,
    })
    expect(status.json.head.text).toBe(rendered)
    const messages = await server.api(`/story-chat/chat-room/${roomOid}/prev-messages`, {
      token: reader.token,
    })
    expect(messages.status, messages.text).toBe(200)
    expect(messages.json.messages.map((message: { text: string }) => message.text)).toEqual([
      greeting,
      'Hi!',
      rendered,
    ])
    const rooms = await server.api('/story-chat/chat-rooms', { token: reader.token })
    expect(rooms.json.rooms[0].title).toBe("Amy's desk")
    expect(status.text + messages.text + rooms.text).not.toMatch(RAW_MACRO)
  }, 60_000)
})
