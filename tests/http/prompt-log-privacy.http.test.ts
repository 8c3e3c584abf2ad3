/**
 * Who reads what of a room's prompt logs (`GET /story-chat/prompt-logs`): admins and the
 * story's creator read the whole prompt (system prompt, cast, lore, scene goals); a player
 * or a guest reads their own messages and the visible replies, nothing the model was told
 * beside them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloads, readSse } from '../support/sse'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

const ADMIN_PROMPT_MARKER = 'HIDDEN-ADMIN-PROMPT-7Q Narrate in the second person.'

let world: StoriesWorld
let contentOid: string

type Auth = { token?: string; guestDeviceId?: string }

async function playTurn(auth: Auth, message: string) {
  const created = await world.server.api('/story-chat/chat-room', { ...auth, body: { contentOid } })
  expect(created.status, created.text).toBe(200)
  const roomOid: string = created.json.room.roomOid
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (auth.guestDeviceId) headers['guest-device-id'] = auth.guestDeviceId
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
  })
  expect(response.status).toBe(200)
  const events = await readSse(response)
  const start = payloads<{ messageId: string }>(events, 'message-start')[0]!
  const end = payloads<{ text: string }>(events, 'message-end')[0]!
  await world.server.context.chat.service.drain(30_000)
  return { roomOid, replyId: start.messageId, replyText: end.text }
}

async function promptLogs(auth: Auth, roomOid: string) {
  const logs = await world.server.api('/story-chat/prompt-logs', { ...auth, query: { roomOid } })
  expect(logs.status, logs.text).toBe(200)
  return logs
}

/** The hidden parts of a full log: every system message the model got. */
function systemTexts(log: { request: { messages: { role: string; content: string }[] } }) {
  return log.request.messages
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
}

/** No hidden text, whole or in part, in what a player was answered. */
function expectNoHiddenText(answer: string, hidden: string[]) {
  expect(hidden.length).toBeGreaterThan(0)
  for (const text of hidden) {
    for (const line of text.split('\n').filter((part) => part.trim().length >= 24)) {
      expect(answer.includes(JSON.stringify(line.trim()).slice(1, -1)), line).toBe(false)
    }
  }
}

beforeAll(async () => {
  world = await startStoriesWorld()
  ;({ contentOid } = await publishDemo(world, world.creatorA))
  const saved = await world.server.api('/story-chat/system-prompts', {
    token: world.admin.token,
    body: { promptType: 'roleplay', language: 'en', text: ADMIN_PROMPT_MARKER },
  })
  expect(saved.status, saved.text).toBe(200)
  for (const user of [world.reader, world.creatorA]) {
    await world.server.context.wallet.service.grant({
      key: `prompt-log-credits-${user.oid}`,
      userOid: user.oid,
      kind: 'credits',
      amount: 500,
    })
  }
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

describe('prompt logs: the full prompt for admins and the story creator only', () => {
  it('gives a player their own message and the visible reply, never the assembled prompt', async () => {
    const turn = await playTurn({ token: world.reader.token }, 'I knock on the cottage door.')
    const full = await promptLogs({ token: world.admin.token }, turn.roomOid)
    const hidden = systemTexts(full.json.logs[0])
    expect(hidden.join('\n')).toContain('HIDDEN-ADMIN-PROMPT-7Q')

    const own = await promptLogs({ token: world.reader.token }, turn.roomOid)
    expect(own.text).not.toContain('HIDDEN-ADMIN-PROMPT-7Q')
    expectNoHiddenText(own.text, hidden)
    expect(own.json.scope).toBe('own')
    expect(full.json.scope).toBe('full')
    const [log] = own.json.logs
    expect(log.messageId).toBe(turn.replyId)
    expect(log.request.messages).toEqual([
      { role: 'user', content: 'I knock on the cottage door.' },
      { role: 'assistant', content: turn.replyText },
    ])
    // The engine's record (lore activated, triggers, variables) is the creator's too.
    expect(log.debug).not.toHaveProperty('assemble')
    expect(log.debug).not.toHaveProperty('after')
    expect(log.price).toEqual({ charged: full.json.logs[0].price.charged })
  })

  it('gives a guest the same reduced log of their own room', async () => {
    const guest = await world.server.api('/account/guest', { body: {} })
    const guestDeviceId: string = guest.json.guestDeviceId
    const turn = await playTurn({ guestDeviceId }, 'I wave at the fisherman.')
    const hidden = systemTexts(
      (await promptLogs({ token: world.admin.token }, turn.roomOid)).json.logs[0],
    )
    const own = await promptLogs({ guestDeviceId }, turn.roomOid)
    expect(own.text).not.toContain('HIDDEN-ADMIN-PROMPT-7Q')
    expectNoHiddenText(own.text, hidden)
    expect(own.json.scope).toBe('own')
    expect(own.json.logs[0].request.messages).toEqual([
      { role: 'user', content: 'I wave at the fisherman.' },
      { role: 'assistant', content: turn.replyText },
    ])
  })

  it('leaves out a reply the player deleted', async () => {
    const turn = await playTurn({ token: world.reader.token }, 'I light a match.')
    const deleted = await world.server.api(`/story-chat/chat-room/${turn.roomOid}/response`, {
      token: world.reader.token,
      method: 'DELETE',
      body: { messageId: turn.replyId },
    })
    expect(deleted.status, deleted.text).toBe(200)
    const own = await promptLogs({ token: world.reader.token }, turn.roomOid)
    const messages = own.json.logs[0].request.messages as { role: string; content: string }[]
    expect(messages.filter((message) => message.role === 'assistant')).toEqual([])
    expect(own.text).not.toContain(turn.replyText)
  })

  it("gives the story's creator the whole prompt of their own room", async () => {
    const turn = await playTurn({ token: world.creatorA.token }, 'I climb the stairs.')
    const logs = await promptLogs({ token: world.creatorA.token }, turn.roomOid)
    expect(logs.json.scope).toBe('full')
    expect(systemTexts(logs.json.logs[0]).join('\n')).toContain('HIDDEN-ADMIN-PROMPT-7Q')
    expect(logs.json.logs[0].debug.assemble.promptTokens).toBeGreaterThan(0)
  })
})
