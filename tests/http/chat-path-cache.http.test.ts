/**
 * A room's path kept in memory between turns (platform/chat/turns/path-cache.ts) against the
 * database: after turns, a reroll, a rollback, a switch, an edit, a deleted response and a
 * change made outside this process, every kept path equals the stored one and every prompt
 * carries the stored text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promptHistory } from '../../platform/chat'
import { payloads, readSse } from '../support/sse'
import { type StoriesWorld, startDemoChatWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string

beforeAll(async () => {
  ;({ world, contentOid } = await startDemoChatWorld(5_000))
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

const token = () => world.reader.token

async function turn(roomOid: string, route: 'message' | 'reroll', body: unknown) {
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  const events = await readSse(response)
  expect(events.at(-1)?.event).toBe('message-end')
  // The turn's work after its last event (the kept path grows before message-end, the
  // summary after): wait for it, as the next request of a real player would find it done.
  await world.server.context.chat.service.drain(30_000)
  return payloads<{ messageId: string }>(events, 'message-start')[0]!.messageId
}

async function lastPromptText(roomOid: string): Promise<string> {
  // The whole prompt is for admins and the story's creator (docs/SECURITY.md).
  const logs = await world.server.api('/story-chat/prompt-logs', {
    token: world.admin.token,
    query: { roomOid },
  })
  expect(logs.status, logs.text).toBe(200)
  return JSON.stringify(logs.json.logs[0].request.messages)
}

/** The kept path for the room's head, if any, must be what the database walk gives. */
async function expectKeptPathIsStored(roomOid: string): Promise<boolean> {
  const db = world.server.context.database.db
  const room = await db
    .selectFrom('chat_rooms')
    .select(['head_message_oid', 'messages_revision'])
    .where('oid', '=', roomOid)
    .executeTakeFirstOrThrow()
  const limit = world.server.context.chat.service.deps.limits.historyMessages
  const kept = world.server.context.chat.service.paths.get(
    roomOid,
    room.messages_revision,
    room.head_message_oid!,
    limit,
  )
  if (kept) expect(kept).toEqual(await promptHistory(db, room.head_message_oid, limit))
  return kept !== null
}

describe("a room's kept path", () => {
  it('is the stored path through turns, rerolls, rollbacks, switches, edits and deletes', async () => {
    const created = await world.server.api('/story-chat/chat-room', {
      token: token(),
      body: { contentOid },
    })
    expect(created.status, created.text).toBe(200)
    const roomOid: string = created.json.room.roomOid
    // A new room's path (its greeting) is kept from the start.
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)

    const first = await turn(roomOid, 'message', { message: 'I knock on the lighthouse door.' })
    const second = await turn(roomOid, 'message', { message: 'I ask about the storm.' })
    // The second turn grew the path the first one kept: it is there, and it is right.
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)
    expect(await lastPromptText(roomOid)).toContain('I knock on the lighthouse door.')

    const rerolled = await turn(roomOid, 'reroll', { messageId: second })
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)
    await turn(roomOid, 'message', { message: 'I light the lamp.' })
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)
    expect(await lastPromptText(roomOid)).not.toContain(second)

    // An edit through the API reaches the next prompt.
    const edited = await world.server.api('/story-chat/message/update', {
      token: token(),
      body: { roomId: roomOid, messageId: first, text: 'EDITED REPLY TEXT' },
    })
    expect(edited.status, edited.text).toBe(200)
    await turn(roomOid, 'message', { message: 'I look at the sea.' })
    expect(await lastPromptText(roomOid)).toContain('EDITED REPLY TEXT')
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)

    // A change this process did not make (another instance, an operator's statement).
    const db = world.server.context.database.db
    await db
      .updateTable('chat_messages')
      .set({ text: 'CHANGED ELSEWHERE' })
      .where('oid', '=', rerolled)
      .execute()
    await turn(roomOid, 'message', { message: 'I climb the stair.' })
    const prompt = await lastPromptText(roomOid)
    expect(prompt).toContain('CHANGED ELSEWHERE')
    expect(prompt).toContain('EDITED REPLY TEXT')
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)

    // Back to the first reply: the next prompt ends there.
    const rolledBack = await world.server.api(`/story-chat/chat-room/${roomOid}/rollback`, {
      token: token(),
      body: { rollbackToMessageId: first },
    })
    expect(rolledBack.status, rolledBack.text).toBe(200)
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)
    const afterRollback = await turn(roomOid, 'message', { message: 'I start again.' })
    const rolledPrompt = await lastPromptText(roomOid)
    expect(rolledPrompt).not.toContain('I climb the stair.')
    expect(rolledPrompt).not.toContain('CHANGED ELSEWHERE')
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)

    // Back to the other branch, then its newest reply deleted.
    const switched = await world.server.api(`/story-chat/chat-room/${roomOid}/switch`, {
      token: token(),
      body: { messageId: rerolled },
    })
    expect(switched.status, switched.text).toBe(200)
    await turn(roomOid, 'message', { message: 'I return to the lamp room.' })
    expect(await lastPromptText(roomOid)).toContain('CHANGED ELSEWHERE')
    const latest = await turn(roomOid, 'message', { message: 'A line to be deleted.' })
    const deleted = await world.server.api(`/story-chat/chat-room/${roomOid}/response`, {
      token: token(),
      method: 'DELETE',
      body: { messageId: latest },
    })
    expect(deleted.status, deleted.text).toBe(200)
    await turn(roomOid, 'message', { message: 'After the deletion.' })
    expect(await lastPromptText(roomOid)).not.toContain('A line to be deleted.')
    expect(await expectKeptPathIsStored(roomOid)).toBe(true)
    expect(afterRollback).not.toBe(latest)
  })
})
