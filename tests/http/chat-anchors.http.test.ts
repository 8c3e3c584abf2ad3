/**
 * Branches, an Undo of a rollback that survives a reload, and reply ratings with the
 * creator's view by scene, over real HTTP on the offline model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { payloads, readSse } from '../support/sse'
import { type ChatWorld, startChatWorld } from './reliability/chat-kit'

let world: ChatWorld
let player: SignedIn
let other: SignedIn

beforeAll(async () => {
  world = await startChatWorld({ env: { TALELOOM_OFFLINE_DELAY_MS: '0' } })
  player = await signUp(world.server)
  other = await signUp(world.server)
  await world.server.context.wallet.service.grant({
    key: 'anchors-credits',
    userOid: player.oid,
    kind: 'credits',
    amount: 5000,
  })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

const api = (path: string, init: Parameters<ChatWorld['server']['api']>[1] = {}) =>
  world.server.api(`/story-chat${path}`, { token: player.token, ...init })

async function newRoom() {
  const created = await api('/chat-room', { body: { contentOid: world.contentOid } })
  expect(created.status, created.text).toBe(200)
  return {
    roomOid: created.json.room.roomOid as string,
    greetingId: created.json.messages.at(-1).messageId as string,
  }
}

/** One turn on the offline model; answers the reply's id. */
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

async function ratingRows(messageOid: string) {
  return world.server.context.database.query<{ rating: string; reason: string | null }>(
    'select rating, reason from chat_reply_ratings where message_oid = $1',
    [messageOid],
  )
}

describe('branches and Undo of a rollback', () => {
  it('keeps the Undo offer on the room until the head leaves the rolled-back path', async () => {
    const { roomOid } = await newRoom()
    const first = await turn(roomOid, 'I open the gate.')
    const second = await turn(roomOid, 'I walk into the hall.')
    expect((await api(`/chat-room/${roomOid}/status`)).json.rollbackUndo).toBeNull()

    const rolled = await api(`/chat-room/${roomOid}/rollback`, {
      body: { rollbackToMessageId: first },
    })
    expect(rolled.status, rolled.text).toBe(200)
    // A reload reads the status afresh: the offer is still there.
    expect((await api(`/chat-room/${roomOid}/status`)).json.rollbackUndo).toEqual({
      headMessageId: second,
    })

    // A new message from the rolled-back reply starts a second branch beside the first.
    const third = await turn(roomOid, 'I turn back instead.')
    expect((await api(`/chat-room/${roomOid}/status`)).json.rollbackUndo).toBeNull()
    const page = await api(`/chat-room/${roomOid}/prev-messages`)
    const branchStart = page.json.messages.at(-2)
    expect(branchStart.role).toBe('user')
    expect(branchStart.alternatives).toMatchObject({ index: 2, total: 2 })

    // Switching to the first branch's message follows it to its newest reply.
    const switched = await api(`/chat-room/${roomOid}/switch`, {
      body: { messageId: branchStart.alternatives.ids[0] },
    })
    expect(switched.status, switched.text).toBe(200)
    expect(switched.json.head.messageId).toBe(second)
    const back = await api(`/chat-room/${roomOid}/switch`, {
      body: { messageId: branchStart.alternatives.ids[1] },
    })
    expect(back.json.head.messageId).toBe(third)
  })

  it('keeps the first head when rolled back twice, and Undo (a switch) ends the offer', async () => {
    const { roomOid, greetingId } = await newRoom()
    const first = await turn(roomOid, 'One.')
    const second = await turn(roomOid, 'Two.')
    await api(`/chat-room/${roomOid}/rollback`, { body: { rollbackToMessageId: first } })
    await api(`/chat-room/${roomOid}/rollback`, { body: { rollbackToMessageId: greetingId } })
    expect((await api(`/chat-room/${roomOid}/status`)).json.rollbackUndo).toEqual({
      headMessageId: second,
    })
    const undone = await api(`/chat-room/${roomOid}/switch`, { body: { messageId: second } })
    expect(undone.json.head.messageId).toBe(second)
    expect((await api(`/chat-room/${roomOid}/status`)).json.rollbackUndo).toBeNull()
  })

  it('refuses to switch to a branch without a finished reply, changing nothing', async () => {
    const { roomOid } = await newRoom()
    await turn(roomOid, 'Hello.')
    const page = await api(`/chat-room/${roomOid}/prev-messages`)
    const before = (await api(`/chat-room/${roomOid}/status`)).json.room.headMessageId
    const userMessage = page.json.messages.at(-2).messageId
    await world.server.context.database.query(
      "update chat_messages set status = 'failed' where parent_oid = $1",
      [userMessage],
    )
    const refused = await api(`/chat-room/${roomOid}/switch`, { body: { messageId: userMessage } })
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('CANNOT_SWITCH')
    expect((await api(`/chat-room/${roomOid}/status`)).json.room.headMessageId).toBe(before)
  })
})

describe('reply ratings', () => {
  it('keeps one rating per reply: a retry changes nothing, a change replaces it, null clears it', async () => {
    const { roomOid } = await newRoom()
    const reply = await turn(roomOid, 'I knock.')
    const down = { messageId: reply, rating: 'down', reason: 'repetitive', note: ' Again? ' }
    for (let attempt = 0; attempt < 2; attempt++) {
      const rated = await api(`/chat-room/${roomOid}/rating`, { body: down })
      expect(rated.status, rated.text).toBe(200)
      expect(rated.json.rating).toEqual({ rating: 'down', reason: 'repetitive', note: 'Again?' })
    }
    expect(await ratingRows(reply)).toEqual([{ rating: 'down', reason: 'repetitive' }])
    const page = await api(`/chat-room/${roomOid}/prev-messages`)
    expect(page.json.messages.at(-1).rating).toEqual({
      rating: 'down',
      reason: 'repetitive',
      note: 'Again?',
    })

    const up = await api(`/chat-room/${roomOid}/rating`, {
      body: { messageId: reply, rating: 'up' },
    })
    expect(up.json.rating).toEqual({ rating: 'up', reason: null, note: '' })
    expect(await ratingRows(reply)).toEqual([{ rating: 'up', reason: null }])

    const cleared = await api(`/chat-room/${roomOid}/rating`, {
      body: { messageId: reply, rating: null },
    })
    expect(cleared.json.rating).toBeNull()
    expect(await ratingRows(reply)).toEqual([])
  })

  it('refuses bad ratings with a precise message and changes nothing', async () => {
    const { roomOid } = await newRoom()
    const reply = await turn(roomOid, 'I wait.')
    const page = await api(`/chat-room/${roomOid}/prev-messages`)
    const userMessage = page.json.messages.at(-2).messageId
    const cases: [Record<string, unknown>, string][] = [
      [{ messageId: reply, rating: 'up', reason: 'repetitive' }, 'does not go with this rating'],
      [{ messageId: reply, rating: 'down', note: 'x'.repeat(201) }, 'at most 200'],
      [{ messageId: reply, rating: 'sideways' }, ''],
      [{ messageId: userMessage, rating: 'up' }, 'Only a finished reply'],
    ]
    for (const [body, message] of cases) {
      const refused = await api(`/chat-room/${roomOid}/rating`, { body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json.error).toContain(message)
    }
    expect(await ratingRows(reply)).toEqual([])
    // Someone else's room is as if it did not exist.
    const foreign = await world.server.api(`/story-chat/chat-room/${roomOid}/rating`, {
      token: other.token,
      body: { messageId: reply, rating: 'down' },
    })
    expect(foreign.status).toBe(404)
    expect(await ratingRows(reply)).toEqual([])
  })

  it("adds up the story's ratings by scene for its creator alone", async () => {
    const before = await world.server.api('/story-chat/reply-ratings', {
      token: world.creator.token,
      query: { contentOid: world.contentOid },
    })
    expect(before.status, before.text).toBe(200)
    const counted = (answer: typeof before) =>
      answer.json.scenes.reduce(
        (sum: { up: number; down: number }, row: { up: number; down: number }) => ({
          up: sum.up + row.up,
          down: sum.down + row.down,
        }),
        { up: 0, down: 0 },
      )
    const { roomOid } = await newRoom()
    const one = await turn(roomOid, 'Left.')
    const two = await turn(roomOid, 'Right.')
    await api(`/chat-room/${roomOid}/rating`, {
      body: { messageId: one, rating: 'down', reason: 'too-short' },
    })
    await api(`/chat-room/${roomOid}/rating`, { body: { messageId: two, rating: 'up' } })
    const after = await world.server.api('/story-chat/reply-ratings', {
      token: world.creator.token,
      query: { contentOid: world.contentOid },
    })
    const was = counted(before)
    expect(counted(after)).toEqual({ up: was.up + 1, down: was.down + 1 })
    for (const row of after.json.scenes) expect(typeof row.title).toBe('string')
    expect(
      after.json.scenes.flatMap((row: { topReasons: { reason: string }[] }) =>
        row.topReasons.map((reason) => reason.reason),
      ),
    ).toContain('too-short')

    const refused = await world.server.api('/story-chat/reply-ratings', {
      token: player.token,
      query: { contentOid: world.contentOid },
    })
    expect(refused.status).toBe(403)
  })
})
