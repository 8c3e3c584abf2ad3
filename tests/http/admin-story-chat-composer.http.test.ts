/**
 * The custom prompt composer over HTTP: a real room's next prompt as the engine assembles
 * it, with an admin's system prompt, persona, forced lorebook entry and history length in
 * place of the room's; the room is read, never changed, and nothing is audited; bad parts,
 * unknown rooms and other callers are refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { payloads, readSse } from '../support/sse'
import { type StoryChatAdminWorld, startStoryChatAdminWorld } from './admin-story-chat-world'

let world: StoryChatAdminWorld
let roomOid: string

beforeAll(async () => {
  world = await startStoryChatAdminWorld()
  const created = await world.server.api('/story-chat/chat-room', {
    token: world.reader.token,
    body: { contentOid: world.contentOid },
  })
  expect(created.status, created.text).toBe(200)
  roomOid = created.json.room.roomOid
  const turn = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.reader.token}` },
    body: JSON.stringify({ message: 'I climb the stair to the lamp.' }),
  })
  expect(payloads(await readSse(turn), 'message-end')).toHaveLength(1)
  await world.server.context.chat.service.drain(30_000)
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

const compose = (body: Record<string, unknown>, token = world.admin.token) =>
  world.server.api('/story-chat/admin/prompt-composer', { token, body })
const roomState = async () => {
  const db = world.server.context.database.db
  const room = await db
    .selectFrom('chat_rooms')
    .select(['head_message_oid', 'updated_at'])
    .where('oid', '=', roomOid)
    .executeTakeFirstOrThrow()
  const messages = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('room_oid', '=', roomOid)
    .executeTakeFirstOrThrow()
  return { ...room, messages: Number(messages.count) }
}
const auditCount = async () => {
  const log = await world.server.api('/admin/audit-log', {
    token: world.admin.token,
    query: { actor: world.admin.oid },
  })
  return log.json.entries.length as number
}

it('assembles the room’s next prompt with the room’s own parts', async () => {
  const before = await roomState()
  const audited = await auditCount()
  const response = await compose({ roomOid, userMessage: 'I open the logbook.' })
  expect(response.status, response.text).toBe(200)
  const view = response.json
  expect(view.room).toMatchObject({ roomOid, promptType: 'roleplay' })
  expect(view.messages[0].role).toBe('system')
  expect(view.messages.at(-1)).toMatchObject({ role: 'user' })
  expect(JSON.stringify(view.messages)).toContain('I open the logbook.')
  expect(JSON.stringify(view.messages)).toContain('I climb the stair to the lamp.')
  expect(view.history).toMatchObject({ onPath: 3, kept: 3, dropped: 0 })
  expect(view.promptTokens).toBeGreaterThan(0)
  expect(view.entries.length).toBeGreaterThan(3)
  // A read: the room and the audit log are as they were.
  expect(await roomState()).toEqual(before)
  expect(await auditCount()).toBe(audited)
})

it('puts the admin’s system prompt, persona, lore and history length in the room’s place', async () => {
  const first = await compose({ roomOid, userMessage: 'Hello.' })
  // An entry in the scene that no key of the conversation brings up: forcing it brings it in.
  const entry = first.json.lorebook.find(
    (record: { entryId: string; why: string }) => record.why === 'no-match',
  ) as { entryId: string }
  expect(entry).toBeDefined()
  const response = await compose({
    roomOid,
    userMessage: 'Hello.',
    systemPrompt: 'COMPOSER SYSTEM PROMPT: narrate in the second person.',
    persona: { name: 'Wren', prompt: 'A quiet cartographer.' },
    lorebookEntryIds: [entry.entryId],
    historyMessages: 1,
  })
  expect(response.status, response.text).toBe(200)
  const text = JSON.stringify(response.json.messages)
  expect(response.json.messages[0].content).toContain('COMPOSER SYSTEM PROMPT')
  expect(text).toContain('A quiet cartographer.')
  expect(text).not.toContain('I climb the stair to the lamp.')
  expect(response.json.persona).toEqual({ name: 'Wren', prompt: 'A quiet cartographer.' })
  expect(response.json.history).toMatchObject({ onPath: 3, kept: 1 })
  expect(response.json.lorebook).toContainEqual(
    expect.objectContaining({ entryId: entry.entryId, outcome: 'activated' }),
  )
})

it('refuses bad parts, unknown rooms and other callers', async () => {
  const cases: Array<[Record<string, unknown>, number, string]> = [
    [{ roomOid, userMessage: ' ' }, 400, 'Write the next message of the room'],
    [{ roomOid: 'nope', userMessage: 'x' }, 400, 'Expected a 24-character id'],
    [{ roomOid: 'c'.repeat(24), userMessage: 'x' }, 404, 'Chat room not found'],
    [
      { roomOid, userMessage: 'x', lorebookEntryIds: ['nope'] },
      404,
      'Lorebook entry not found: nope',
    ],
    [{ roomOid, userMessage: 'x', model: 'nope' }, 400, 'Unknown model: nope'],
  ]
  for (const [body, status, error] of cases) {
    const response = await compose(body)
    expect(response.status, JSON.stringify(body)).toBe(status)
    expect(response.json.error).toBe(error)
  }
  for (const token of [world.reader.token, world.creator.token, world.livestreamer.token])
    expect((await compose({ roomOid, userMessage: 'x' }, token)).status).toBe(403)
})
