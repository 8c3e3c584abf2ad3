/**
 * A long room's prompt stays within the model's prompt cap (`maxPromptTokens`, default
 * `DEFAULT_MAX_PROMPT_TOKENS`) whatever its context window: the newest messages are sent,
 * the older ones are left out and the automatic summary starts carrying them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findMessage, insertMessage, updateRoom } from '../../platform/chat'
import { DEFAULT_MAX_PROMPT_TOKENS } from '../../server/models'
import { payloads, readSse } from '../support/sse'
import { type StoriesWorld, startDemoChatWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string

beforeAll(async () => {
  ;({ world, contentOid } = await startDemoChatWorld(1_000))
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

/** `count` messages of ~150 tokens each after the room's greeting, as a long room has. */
async function seedLongHistory(roomOid: string, greetingOid: string, count: number) {
  const db = world.server.context.database.db
  const greeting = await findMessage(db, roomOid, greetingOid)
  let parentOid = greeting.oid
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index++) {
      const isUser = index % 2 === 0
      const message = await insertMessage(trx, {
        roomOid,
        parentOid,
        role: isUser ? 'user' : 'assistant',
        // One short first sentence: the offline model's summary is made of them.
        text: `OLD-${index} trims the wick. ${'The lamp room smells of salt and oil. '.repeat(15)}`,
        status: 'complete',
        turnIndex: Math.floor(index / 2) + 1,
        depth: index + 1,
        ...(isUser ? {} : { state: greeting.state }),
      })
      parentOid = message.oid
    }
  })
  await updateRoom(db, roomOid, { head_message_oid: parentOid })
}

describe("a long room's prompt", () => {
  it('holds the newest messages within the cap, and the summary takes up the rest', async () => {
    const created = await world.server.api('/story-chat/chat-room', {
      token: world.reader.token,
      body: { contentOid },
    })
    expect(created.status, created.text).toBe(200)
    const roomOid: string = created.json.room.roomOid
    const greetingOid: string = created.json.room.headMessageId
    expect(greetingOid).toMatch(/^[0-9a-f]{24}$/)
    // ~600 × 150 tokens: about three times the cap, well inside every model's window.
    await seedLongHistory(roomOid, greetingOid, 600)

    const response = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${world.reader.token}`,
        },
        body: JSON.stringify({ message: 'I trim the wick.' }),
      },
    )
    expect(response.status).toBe(200)
    const events = await readSse(response)
    expect(events.at(-1)?.event).toBe('message-end')
    expect(payloads(events, 'message-start')).toHaveLength(1)
    await world.server.context.chat.service.drain(30_000)

    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: world.admin.token,
      query: { roomOid },
    })
    expect(logs.status, logs.text).toBe(200)
    const log = logs.json.logs[0]
    const debug = log.debug.assemble
    expect(debug.promptTokens).toBeLessThanOrEqual(DEFAULT_MAX_PROMPT_TOKENS)
    expect(debug.promptTokens).toBeGreaterThan(DEFAULT_MAX_PROMPT_TOKENS * 0.9)
    expect(debug.historyDropped).toBeGreaterThan(300)
    expect(debug.historyKept).toBeGreaterThan(100)
    const sent = JSON.stringify(log.request.messages)
    expect(sent).toContain('OLD-599 ')
    expect(sent).toContain('I trim the wick.')
    expect(sent).not.toContain('OLD-0 ')

    // History was left out, so the turn's automatic summary began with the oldest turns.
    const summaries = await world.server.context.database.db
      .selectFrom('chat_summaries')
      .select(['start_turn', 'end_turn'])
      .where('room_oid', '=', roomOid)
      .execute()
    expect(summaries).toHaveLength(1)
    expect(summaries[0]!.start_turn).toBeLessThanOrEqual(1)
  }, 120_000)
})
