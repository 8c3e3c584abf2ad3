/**
 * A SillyTavern World Info book and a card with a character book, imported, published and
 * played through `POST /story-chat/chat-room/{id}/message`, activate with the book's
 * SillyTavern settings and place their entries as SillyTavern 1.12.6's Chat Completion
 * prompt does (docs/stories.md, "SillyTavern compatibility"). The fake model records the
 * prompt it received. The engine-level tests: engine/cards/world-info.test.ts (activation)
 * and engine/turn/sillytavern-placement.test.ts (placement, one per rule).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasInput, CanvasNodeInput } from '../../engine/canvas'
import { importCard, importLorebook } from '../../engine/cards'
import { minimalCanvas, minimalMetadata } from '../../platform/stories/demo-stories/minimal'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { readSse } from '../support/sse'
import { startTestServer, type TestServer } from '../support/test-server'

const REPLY = 'Fine.'
const GREETING = 'Welcome to the harbor, traveller.'

interface Message {
  role: string
  content: string
}

let server: TestServer
let upstream: FakeUpstream
let creator: SignedIn
let reader: SignedIn

/** One entry of every placement, in SillyTavern's codes (world-info.js:709-717). */
const PLACED = [
  { content: 'BEFORE: the lighthouse stands.', position: 0 },
  { content: 'AFTER', position: 1 },
  { content: 'NOTE-TOP', position: 2 },
  { content: 'NOTE-BOTTOM', position: 3 },
  { content: 'DEPTH-4', position: 4, depth: 4, role: 0 },
  { content: 'EXAMPLE-TOP', position: 5 },
  { content: 'EXAMPLE-BOTTOM', position: 6 },
  { content: 'DEPTH-0', position: 4, depth: 0, role: 0 },
  { content: 'DEPTH-1-SYSTEM', position: 4, depth: 1, role: 0 },
  { content: 'DEPTH-1-USER', position: 4, depth: 1, role: 1 },
  { content: 'DEPTH-1-ASSISTANT', position: 4, depth: 1, role: 2 },
  { content: 'DEPTH-8', position: 4, depth: 8, role: 0 },
  { content: 'DEPTH-9', position: 4, depth: 9, role: 0 },
]
/** Named only in another entry's text: SillyTavern's recursion is off by default. */
const RECURSIVE = { content: 'RECURSIVE', key: 'lighthouse' }

function worldInfoBook() {
  const entries = [
    ...PLACED.map((entry) => ({ ...entry, key: [], constant: true })),
    { content: RECURSIVE.content, key: [RECURSIVE.key], position: 0 },
  ]
  return {
    entries: Object.fromEntries(
      entries.map((entry, uid) => [
        String(uid),
        { uid, order: 100, depth: 4, role: 0, ...entry, disable: false, useProbability: false },
      ]),
    ),
  }
}

function cardWithBook() {
  const entries = [
    ...PLACED.map(({ content, ...extensions }) => ({
      keys: [],
      content,
      constant: true,
      extensions,
    })),
    { keys: [RECURSIVE.key], content: RECURSIVE.content, extensions: { position: 0 } },
  ]
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name: 'Mira',
      description: 'A harbor pilot.',
      first_mes: GREETING,
      mes_example: '<START>\n{{char}}: Halt.',
      character_book: {
        entries: entries.map((entry, id) => ({
          id,
          insertion_order: 100,
          enabled: true,
          ...entry,
          extensions: { depth: 4, role: 0, useProbability: false, ...entry.extensions },
        })),
      },
    },
  }
}

/** The minimal story with Mira and the harbor greeting, and an imported World Info book. */
function withWorldInfo(book: unknown): CanvasInput {
  const imported = importLorebook(book)
  const base = minimalCanvas()
  const nodes = (base.nodes ?? []).map((node): CanvasNodeInput => {
    if (node.type === 'character') return { ...node, data: { ...node.data, name: 'Mira' } }
    if (node.type === 'start') return { ...node, data: { ...node.data, greeting: GREETING } }
    return node
  })
  return { ...base, nodes: [...nodes, ...imported.nodes], lorebook: imported.settings }
}

async function publish(canvas: unknown, title: string): Promise<string> {
  const created = await server.api('/story-chat/chat-content', {
    token: creator.token,
    body: {
      requestType: 'create',
      metadata: { ...minimalMetadata(), title, visibility: 'public' },
    },
  })
  expect(created.status, created.text).toBe(200)
  const contentOid: string = created.json.contentOid
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
  return contentOid
}

async function openRoom(contentOid: string): Promise<string> {
  const created = await server.api('/story-chat/chat-room', {
    token: reader.token,
    body: { contentOid },
  })
  expect(created.status, created.text).toBe(200)
  return created.json.room.roomOid
}

/** Plays one turn and answers the prompt the model received. */
async function play(roomOid: string, message: string): Promise<Message[]> {
  const before = upstream.requests.length
  const response = await fetch(`${server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
    body: JSON.stringify({ message, model: 'local' }),
  })
  expect(response.status, response.status === 200 ? '' : await response.text()).toBe(200)
  const events = await readSse(response)
  expect(events.at(-1)?.event).toBe('message-end')
  await server.context.chat.service.drain(30_000)
  expect(upstream.requests.length).toBe(before + 1)
  return (upstream.requests.at(-1)!.body as { messages: Message[] }).messages
}

/** The chat after the first (system) message, the response instructions shown as INSTR. */
function chatOf(messages: readonly Message[], instructions: string): Message[] {
  return messages.slice(1).map(({ role, content }) => ({
    role,
    content: content === instructions ? 'INSTR' : content,
  }))
}

beforeAll(async () => {
  upstream = await startFakeUpstream({ kind: 'texts', texts: [REPLY] })
  server = await startTestServer({
    env: { OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL },
  })
  const admin = await seedAdmin(server)
  creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  reader = await signUp(server)
  await server.context.wallet.service.grant({
    key: `sillytavern-compat-${reader.oid}`,
    userOid: reader.oid,
    kind: 'credits',
    amount: 10_000,
  })
}, 120_000)

afterAll(async () => {
  await server?.close()
  await upstream?.close()
})

describe("an imported World Info book keeps SillyTavern's settings once published", () => {
  const harbor = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../fixtures/world-info/harbor.json'),
      'utf8',
    ),
  ) as { entries: Record<string, { content: string }> }
  const text = (uid: number) =>
    harbor.entries[String(uid)]!.content.replace('@@activate\n', '').replace(
      '{{user}}',
      reader.nickname,
    )

  it('activates and orders as engine/cards/world-info.test.ts says: recursion levels, timed effects in messages', async () => {
    const roomOid = await openRoom(await publish(withWorldInfo(harbor), 'Harbor'))
    const system = (messages: Message[]) => messages[0]!.content
    const first = system(await play(roomOid, 'I heard about a ghost.'))
    // "activates as checkWorldInfo does": uids 6, 5, 4, 11, 9, 3, 1, 0 in this order, the
    // rest not (the studio's settings would put 4 before 5: recursion levels run otherwise).
    const expected = [6, 5, 4, 11, 9, 3, 1, 0].map(text)
    const positions = expected.map((line) => first.indexOf(line))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((left, right) => left - right)).toEqual(positions)
    for (const uid of [2, 7, 8, 10, 12]) expect(first).not.toContain(text(uid))
    // "counts sticky, cooldown and delay in chat messages": uids 9 and 10 over four turns.
    const ghostAndShips = (prompt: string) => [9, 10].filter((uid) => prompt.includes(text(uid)))
    expect(ghostAndShips(first)).toEqual([9])
    expect(ghostAndShips(system(await play(roomOid, 'quiet')))).toEqual([9])
    expect(ghostAndShips(system(await play(roomOid, 'a ghost at the harbor')))).toEqual([10])
    expect(ghostAndShips(system(await play(roomOid, 'a ghost at the harbor')))).toEqual([9, 10])
  }, 120_000)
})

describe.each([
  {
    kind: 'a World Info book',
    canvas: () => withWorldInfo(worldInfoBook()),
    examples: ['EXAMPLE-TOP', 'EXAMPLE-BOTTOM'],
  },
  {
    kind: 'a card with a character book',
    canvas: () => importCard(cardWithBook()).canvas,
    examples: ['EXAMPLE-TOP', 'Mira: Halt.', 'EXAMPLE-BOTTOM'],
  },
])(
  '$kind, imported, published and played, places entries as SillyTavern 1.12.6',
  ({ kind, canvas, examples }) => {
    let turns: Message[][] = []
    let instructions = ''

    beforeAll(async () => {
      const roomOid = await openRoom(await publish(canvas(), kind))
      turns = []
      for (const message of ['one', 'two', 'three']) turns.push(await play(roomOid, message))
      // The response instructions: the system message just above the player's message.
      const last = turns.at(-1)!
      instructions = last[last.findIndex((message) => message.content === 'three') - 1]!.content
    }, 120_000)

    it('recursion is off (the book kept its settings): an entry named only in another entry stays out', () => {
      for (const prompt of turns) expect(JSON.stringify(prompt)).not.toContain(RECURSIVE.content)
    })

    it('↑Char lands after the main prompt, before the character definitions (PromptManager.js:1899-1915)', () => {
      const system = turns.at(-1)![0]!.content
      expect(system.indexOf('BEFORE: the lighthouse stands.')).toBeGreaterThan(0)
      expect(system.indexOf('BEFORE: the lighthouse stands.')).toBeLessThan(system.indexOf('Mira'))
      expect(system.indexOf('AFTER')).toBeGreaterThan(system.indexOf('Mira'))
    })

    /** The last turn's chat after the system message. */
    const chat = () => chatOf(turns.at(-1)!, instructions)
    const at = (content: string) => chat().findIndex((message) => message.content === content)

    it("depth counts the player's message: depth 0 after it, depth 1 above it (openai.js:730-756 over the chat holding the sent message, script.js:3512, 3562)", () => {
      expect(chat().slice(-3)).toEqual([
        { role: 'system', content: 'INSTR' },
        { role: 'user', content: 'three' },
        { role: 'system', content: 'DEPTH-0' },
      ])
      expect(at('DEPTH-1-SYSTEM')).toBe(at('INSTR') - 1)
    })

    it('roles at one depth read assistant, user, system from the top (openai.js:734-755)', () => {
      expect(chat().slice(at('three') - 4, at('three'))).toEqual([
        { role: 'assistant', content: 'DEPTH-1-ASSISTANT' },
        { role: 'user', content: 'DEPTH-1-USER' },
        { role: 'system', content: 'DEPTH-1-SYSTEM' },
        { role: 'system', content: 'INSTR' },
      ])
    })

    it('entries deeper than the chat stack above it, the deepest on top (openai.js:754-760)', () => {
      // The server's provider adapter sends a leading run of system messages as the one
      // system block (server/models/generate.ts), so they close that block, in order.
      expect(turns.at(-1)![0]!.content.endsWith('\n\nDEPTH-9\n\nDEPTH-8')).toBe(true)
      expect(chat()[0]).toEqual({ role: 'assistant', content: GREETING })
    })

    it("↑AN and ↓AN make the Author's Note at depth 4 as system, ahead of depth-4 entries (world-info.js:4152-4157, 4179-4182; authors-note.js:236-239; script.js:2788-2795)", () => {
      const reply = { role: 'assistant', content: REPLY }
      expect(chat()).toEqual([
        { role: 'assistant', content: GREETING },
        { role: 'user', content: 'one' },
        { role: 'system', content: 'NOTE-TOP\n\nNOTE-BOTTOM\nDEPTH-4' },
        reply,
        { role: 'user', content: 'two' },
        reply,
        { role: 'assistant', content: 'DEPTH-1-ASSISTANT' },
        { role: 'user', content: 'DEPTH-1-USER' },
        { role: 'system', content: 'DEPTH-1-SYSTEM' },
        { role: 'system', content: 'INSTR' },
        { role: 'user', content: 'three' },
        { role: 'system', content: 'DEPTH-0' },
      ])
    })

    it("↑EM and ↓EM become example blocks around the character's examples (script.js:3634-3682)", () => {
      const system = turns.at(-1)![0]!.content
      expect(system).toContain(examples.map((block) => `<START>\n${block}`).join('\n'))
    })
  },
)
