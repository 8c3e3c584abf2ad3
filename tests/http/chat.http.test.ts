/**
 * The story-chat runtime over real HTTP with the offline model: rooms, streamed turns,
 * credits reserved → settled, rerolls kept as alternatives, rollback, resume with
 * Last-Event-ID, and the guest allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { payloads, readSse } from '../support/sse'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
let player: SignedIn
/** Credits charged on the worker's product before this file's turns (other files charge too). */
let chargedBefore = 0

async function stream(
  path: string,
  init: {
    token?: string
    guestDeviceId?: string
    body?: unknown
    headers?: Record<string, string>
  } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.guestDeviceId) headers['guest-device-id'] = init.guestDeviceId
  return fetch(`${world.server.url}/api/story-chat${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

async function credits(user: SignedIn) {
  const balances = await world.server.context.wallet.service.balances(user.oid)
  return balances.credits + balances.bonusCredits
}

async function newRoom(auth: { token?: string; guestDeviceId?: string }) {
  const created = await world.server.api('/story-chat/chat-room', { ...auth, body: { contentOid } })
  expect(created.status, created.text).toBe(200)
  return created.json as {
    room: { roomOid: string }
    messages: Array<{ messageId: string; text: string }>
  }
}

beforeAll(async () => {
  world = await startStoriesWorld()
  ;({ contentOid } = await publishDemo(world, world.creatorA))
  player = world.reader
  const series = await world.server.api('/story-chat/credit-event', { token: world.admin.token })
  expect(series.status, series.text).toBe(200)
  chargedBefore = series.json.totals.creditsCharged
  await world.server.context.wallet.service.grant({
    key: 'test-credits',
    userOid: player.oid,
    kind: 'credits',
    amount: 1000,
  })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

describe('story chat over HTTP', () => {
  it('plays a turn: streamed deltas, state update, persisted message, credits settled', async () => {
    const { room, messages } = await newRoom({ token: player.token })
    expect(messages[0]?.text.length).toBeGreaterThan(0)
    const before = await credits(player)
    const response = await stream(`/chat-room/${room.roomOid}/message`, {
      token: player.token,
      body: { message: 'I open the door slowly.' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const events = await readSse(response)
    const types = events.map((event) => event.event)
    expect(types[0]).toBe('message-start')
    expect(types.at(-1)).toBe('message-end')
    expect(types).toContain('state-update')
    expect(events[0]?.retry).toBe(2000)
    const start = payloads<{ messageId: string; quote: number; offline: boolean }>(
      events,
      'message-start',
    )[0]!
    expect(start.offline).toBe(true)
    const ids = events.map((event) => event.id)
    expect(ids).toEqual(events.map((_, index) => `${start.messageId}:${index + 1}`))
    const streamed = payloads<{ delta: string }>(events, 'text-delta')
      .map((part) => part.delta)
      .join('')
    const end = payloads<{ text: string; creditsCharged: number }>(events, 'message-end')[0]!
    expect(streamed.trim()).toBe(end.text)
    expect(streamed).not.toContain('<state>')
    expect(end.creditsCharged).toBeGreaterThan(0)
    expect(end.creditsCharged).toBeLessThanOrEqual(start.quote)
    // Without enhanced inference the price does not depend on the reply: the quote exactly.
    expect(end.creditsCharged).toBe(start.quote)
    expect(await credits(player)).toBe(before - end.creditsCharged)

    const history = await world.server.api(`/story-chat/chat-room/${room.roomOid}/prev-messages`, {
      token: player.token,
      query: { count: 10 },
    })
    expect(history.json.messages.map((message: { role: string }) => message.role)).toEqual([
      'assistant',
      'user',
      'assistant',
    ])
    expect(history.json.messages[2].text).toBe(end.text)
    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: player.token,
      query: { roomOid: room.roomOid },
    })
    expect(JSON.stringify(logs.json.logs[0].request)).toContain('I open the door slowly.')
    expect(logs.json.logs[0].price.charged).toBe(end.creditsCharged)
  })

  it('keeps rerolls as switchable alternatives and rolls back to an exact snapshot', async () => {
    const { room } = await newRoom({ token: player.token })
    const first = await readSse(
      await stream(`/chat-room/${room.roomOid}/message`, {
        token: player.token,
        body: { message: 'Who are you?' },
      }),
    )
    const firstId = payloads<{ messageId: string }>(first, 'message-start')[0]!.messageId
    const firstState = await world.server.api(`/story-chat/chat-room/${room.roomOid}/status`, {
      token: player.token,
    })
    const reroll = await readSse(
      await stream(`/chat-room/${room.roomOid}/reroll`, {
        token: player.token,
        body: { messageId: firstId },
      }),
    )
    const rerollId = payloads<{ messageId: string }>(reroll, 'message-start')[0]!.messageId
    expect(rerollId).not.toBe(firstId)
    // The offline model is told the reply it replaces: the alternative repeats none of it.
    const sentencesOf = (events: typeof first) =>
      (payloads<{ text: string }>(events, 'message-end')[0]?.text ?? '')
        .split(/(?<=[.!?*"])\s+/)
        .filter((sentence) => sentence.length > 3)
    const firstSentences = sentencesOf(first)
    expect(firstSentences.length).toBeGreaterThan(2)
    expect(sentencesOf(reroll).filter((sentence) => firstSentences.includes(sentence))).toEqual([])
    const status = await world.server.api(`/story-chat/chat-room/${room.roomOid}/status`, {
      token: player.token,
    })
    expect(status.json.head.alternatives).toMatchObject({
      index: 2,
      total: 2,
      ids: [firstId, rerollId],
    })
    // A reroll replays the same turn: same turn index, same timed effects as the first answer had.
    expect(status.json.state.turnIndex).toBe(firstState.json.state.turnIndex)

    await readSse(
      await stream(`/chat-room/${room.roomOid}/message`, {
        token: player.token,
        body: { message: 'Tell me more.' },
      }),
    )
    const rolledBack = await world.server.api(`/story-chat/chat-room/${room.roomOid}/rollback`, {
      token: player.token,
      body: { rollbackToMessageId: firstId },
    })
    expect(rolledBack.status, rolledBack.text).toBe(200)
    expect(rolledBack.json.state).toEqual(firstState.json.state)
    const switched = await world.server.api(`/story-chat/chat-room/${room.roomOid}/switch`, {
      token: player.token,
      body: { messageId: rerollId },
    })
    expect(switched.status, switched.text).toBe(200)
    // A switch brings back the branch as it was last played: the head is the newest reply
    // below the reroll, and the path runs through the reroll as the second alternative.
    const path = await world.server.api(
      `/story-chat/chat-room/${room.roomOid}/prev-messages?count=50`,
      { token: player.token },
    )
    const messages = path.json.messages as {
      messageId: string
      alternatives?: { index: number }
    }[]
    expect(messages.at(-1)?.messageId).toBe(switched.json.head.messageId)
    expect(messages.find((message) => message.messageId === rerollId)?.alternatives?.index).toBe(2)
  })

  it('finishes, persists and charges once when the client leaves, and resumes with Last-Event-ID', async () => {
    const { room } = await newRoom({ token: player.token })
    const before = await credits(player)
    const partial = await readSse(
      await stream(`/chat-room/${room.roomOid}/message`, {
        token: player.token,
        body: { message: 'Run!' },
      }),
      { stopAfter: 3 },
    )
    const lastId = partial.at(-1)!.id!
    const resumed = await readSse(
      await stream(`/chat-room/${room.roomOid}/stream`, {
        token: player.token,
        headers: { 'last-event-id': lastId },
      }),
    )
    const [messageOid, seq] = lastId.split(':')
    expect(resumed[0]?.id).toBe(`${messageOid}:${Number(seq) + 1}`)
    expect(resumed.at(-1)?.event).toBe('message-end')
    const all = [...partial, ...resumed]
    expect(all.map((event) => event.id)).toEqual(
      all.map((_, index) => `${messageOid}:${index + 1}`),
    )
    const end = payloads<{ creditsCharged: number }>(resumed, 'message-end')[0]!
    expect(await credits(player)).toBe(before - end.creditsCharged)
    const replayed = await readSse(
      await stream(`/chat-room/${room.roomOid}/stream?messageId=${messageOid}`, {
        token: player.token,
      }),
    )
    expect(replayed.map((event) => event.id)).toEqual(all.map((event) => event.id))
    // An id the server never wrote is refused, not answered with the reply from its start.
    for (const bad of ['garbage', `${messageOid}:x`, 'ffffffffffffffffffffffff:1']) {
      const refused = await world.server.api(`/story-chat/chat-room/${room.roomOid}/stream`, {
        token: player.token,
        headers: { 'last-event-id': bad },
      })
      expect([refused.status, refused.json?.code]).toEqual(
        bad.startsWith('ffff') ? [404, expect.any(String)] : [400, 'INVALID_EVENT_ID'],
      )
    }
  })

  it('refuses a turn without credits with 403 and the spec text, changing nothing', async () => {
    const broke = world.adultReader
    const { room } = await newRoom({ token: broke.token })
    const response = await stream(`/chat-room/${room.roomOid}/message`, {
      token: broke.token,
      body: { message: 'Hello' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      error: 'Insufficient credits.',
      code: 'INSUFFICIENT_CREDITS',
    })
    const history = await world.server.api(`/story-chat/chat-room/${room.roomOid}/prev-messages`, {
      token: broke.token,
    })
    expect(history.json.messages).toHaveLength(1)
  })

  it('lets a guest play the free allowance, then asks to log in', async () => {
    const guest = { guestDeviceId: world.guestDeviceId }
    await world.server.context.accounts.service.setGuestFreeChats(2)
    const { room } = await newRoom(guest)
    for (let turn = 0; turn < 2; turn += 1) {
      const events = await readSse(
        await stream(`/chat-room/${room.roomOid}/message`, {
          ...guest,
          body: { message: `turn ${turn}` },
        }),
      )
      expect(events.at(-1)?.event).toBe('message-end')
    }
    const refused = await stream(`/chat-room/${room.roomOid}/message`, {
      ...guest,
      body: { message: 'one more' },
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      error: 'You have no more free chats. Please log in to continue.',
    })
  })

  it('keeps rooms private: another user gets 404 for every room call', async () => {
    const { room } = await newRoom({ token: player.token })
    const intruder = world.creatorB.token
    const calls = [
      world.server.api(`/story-chat/chat-room/${room.roomOid}/status`, { token: intruder }),
      world.server.api(`/story-chat/chat-room/${room.roomOid}/prev-messages`, { token: intruder }),
      world.server.api('/story-chat/prompt-logs', {
        token: intruder,
        query: { roomOid: room.roomOid },
      }),
      world.server.api(`/story-chat/chat-room/${room.roomOid}/rollback`, {
        token: intruder,
        body: { rollbackToMessageId: room.roomOid },
      }),
      world.server.api('/story-chat/chat-room', {
        token: intruder,
        method: 'DELETE',
        body: { roomOid: room.roomOid },
      }),
    ]
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404)
    const message = await stream(`/chat-room/${room.roomOid}/message`, {
      token: intruder,
      body: { message: 'hi' },
    })
    expect(message.status).toBe(404)
  })

  it('compresses a range into a summary that replaces it in the prompt, and a rollback drops it', async () => {
    const { room, messages } = await newRoom({ token: player.token })
    const replies: string[] = []
    for (const text of ['We walk to the cliff.', 'I light the lantern.', 'We knock on the door.']) {
      const events = await readSse(
        await stream(`/chat-room/${room.roomOid}/message`, {
          token: player.token,
          body: { message: text },
        }),
      )
      replies.push(payloads<{ messageId: string }>(events, 'message-start')[0]!.messageId)
    }
    const compressed = await world.server.api('/story-chat/plot-summaries/compress', {
      token: player.token,
      body: { roomOid: room.roomOid, indices: [1, 2, 3, 4] },
    })
    expect(compressed.status, compressed.text).toBe(200)
    const summary = compressed.json.summary
    expect(summary.content.length).toBeGreaterThan(0)
    expect(summary.endMessageId).toBe(replies[1])
    const notAdjacent = await world.server.api('/story-chat/plot-summaries/compress', {
      token: player.token,
      body: { roomOid: room.roomOid, indices: [1, 3] },
    })
    expect(notAdjacent.status).toBe(400)

    await readSse(
      await stream(`/chat-room/${room.roomOid}/message`, {
        token: player.token,
        body: { message: 'What now?' },
      }),
    )
    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: world.admin.token,
      query: { roomOid: room.roomOid, limit: 1 },
    })
    const prompt = logs.json.logs[0].request.messages
      .map((message: { content: string }) => message.content)
      .join('\n')
    expect(prompt).toContain(summary.content)
    expect(summary.content).toContain('I light the lantern.')
    // The replaced turns are gone from the history: their words remain only inside the summary.
    expect(prompt.split('I light the lantern.').length - 1).toBe(
      summary.content.split('I light the lantern.').length - 1,
    )
    expect(prompt).toContain('We knock on the door.')

    const rolledBack = await world.server.api(`/story-chat/chat-room/${room.roomOid}/rollback`, {
      token: player.token,
      body: { rollbackToMessageId: replies[0] },
    })
    expect(rolledBack.status).toBe(200)
    const listed = await world.server.api('/story-chat/plot-summaries', {
      token: player.token,
      query: { roomOid: room.roomOid },
    })
    expect(listed.json.summaries).toEqual([])
    expect(messages).toHaveLength(1)
  })

  it('uses the active admin system prompt, test prompts for admins only, and reports top chats', async () => {
    const admin = world.admin.token
    expect(
      (await world.server.api('/story-chat/system-prompts', { token: player.token })).status,
    ).toBe(403)
    const saved = await world.server.api('/story-chat/system-prompts', {
      token: admin,
      body: {
        promptType: 'roleplay',
        language: 'en',
        text: 'ADMIN-SYSTEM-PROMPT-V1 Stay in character.',
      },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.version).toBe(1)
    const { room } = await newRoom({ token: player.token })
    await readSse(
      await stream(`/chat-room/${room.roomOid}/message`, {
        token: player.token,
        body: { message: 'Hello again.' },
      }),
    )
    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: admin,
      query: { roomOid: room.roomOid, limit: 1 },
    })
    expect(JSON.stringify(logs.json.logs[0].request.messages)).toContain('ADMIN-SYSTEM-PROMPT-V1')
    // The player's own view of the same log holds no system prompt (docs/SECURITY.md).
    const own = await world.server.api('/story-chat/prompt-logs', {
      token: player.token,
      query: { roomOid: room.roomOid, limit: 1 },
    })
    expect(own.text).not.toContain('ADMIN-SYSTEM-PROMPT-V1')

    const test = await world.server.api('/story-chat/test-prompts', {
      token: admin,
      body: {
        name: 'Terse',
        promptType: 'roleplay',
        text: 'TEST-PROMPT-TERSE Answer in one line.',
      },
    })
    expect(test.status, test.text).toBe(200)
    const refused = await stream(`/chat-room/${room.roomOid}/message`, {
      token: player.token,
      body: { message: 'Hi', testPromptOid: test.json.prompt.oid },
    })
    expect(refused.status).toBe(403)
    const notOwner = await stream(`/chat-room/${room.roomOid}/message`, {
      token: player.token,
      body: { message: 'Hi', testModeContext: 'It is raining.' },
    })
    expect(notOwner.status).toBe(403)

    const top = await world.server.api('/story-chat/top-credit-consuming-chats', {
      token: admin,
      query: { limit: 5 },
    })
    expect(top.status).toBe(200)
    expect(top.json.chats.length).toBeGreaterThan(0)
    expect(top.json.chats[0].credits).toBeGreaterThanOrEqual(top.json.chats.at(-1).credits)
    expect(top.json.chats.every((chat: { userOid: string | null }) => chat.userOid !== null)).toBe(
      true,
    )
    expect(
      (await world.server.api('/story-chat/top-credit-consuming-chats', { token: player.token }))
        .status,
    ).toBe(403)
  })

  it("carries a guest's rooms over to the account after sign-up", async () => {
    const guest = await world.server.api('/account/guest', { body: {} })
    const guestDeviceId = guest.json.guestDeviceId as string
    const { room } = await newRoom({ guestDeviceId })
    await readSse(
      await stream(`/chat-room/${room.roomOid}/message`, {
        guestDeviceId,
        body: { message: 'Hello as a guest.' },
      }),
    )
    const member = await signUp(world.server)
    const claimed = await world.server.api('/story-chat/chat-rooms/claim', {
      token: member.token,
      guestDeviceId,
      body: {},
    })
    expect(claimed.json).toEqual({ claimed: 1 })
    const mine = await world.server.api('/story-chat/chat-rooms', { token: member.token })
    expect(mine.json.rooms.map((listed: { roomOid: string }) => listed.roomOid)).toEqual([
      room.roomOid,
    ])
    const history = await world.server.api(`/story-chat/chat-room/${room.roomOid}/prev-messages`, {
      token: member.token,
    })
    expect(history.json.messages.map((message: { text: string }) => message.text)).toContain(
      'Hello as a guest.',
    )
    const asGuestNow = await world.server.api(`/story-chat/chat-room/${room.roomOid}/status`, {
      guestDeviceId,
    })
    expect(asGuestNow.status).toBe(404)
  })
})

describe('send, comments with the chat refund, credit reports', () => {
  async function funded() {
    const user = await signUp(world.server)
    await world.server.context.wallet.service.grant({
      key: `funds-${user.oid}`,
      userOid: user.oid,
      kind: 'credits',
      amount: 1000,
    })
    return user
  }

  async function play(user: SignedIn, roomOid: string, turns: number) {
    let charged = 0
    for (let turn = 0; turn < turns; turn += 1) {
      const events = await readSse(
        await stream('/send', {
          token: user.token,
          body: { roomOid, message: `Turn ${turn}: I look around.` },
        }),
      )
      expect(events.at(-1)?.event).toBe('message-end')
      charged += payloads<{ creditsCharged: number }>(events, 'message-end')[0]!.creditsCharged
    }
    return charged
  }

  it('streams a turn through POST /send like the message call', async () => {
    const user = await funded()
    const { room } = await newRoom({ token: user.token })
    const events = await readSse(
      await stream('/send', { token: user.token, body: { roomOid: room.roomOid, message: 'Hi.' } }),
    )
    expect(events[0]?.event).toBe('message-start')
    expect(events.at(-1)?.event).toBe('message-end')
    const missing = await stream('/send', {
      token: user.token,
      body: { roomOid: '0123456789abcdef01234567', message: 'Hi.' },
    })
    expect(missing.status).toBe(404)
    // A model the catalogue does not know is refused before anything is charged or written.
    const before = await credits(user)
    const unknown = await stream('/send', {
      token: user.token,
      body: { roomOid: room.roomOid, message: 'Hi.', model: '0000-00-00' },
    })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).code).toBe('UNKNOWN_MODEL')
    expect(await credits(user)).toBe(before)
    const again = await readSse(
      await stream('/send', { token: user.token, body: { roomOid: room.roomOid, message: 'Hi.' } }),
    )
    expect(again.at(-1)?.event).toBe('message-end')
  })

  it('refunds the last 5 chats once when a player comments after 5 or more chats', async () => {
    const user = await funded()
    const { room } = await newRoom({ token: user.token })
    const early = await world.server.api('/content/comment', {
      token: user.token,
      body: { contentOid, commentContent: 'Nice start.' },
    })
    expect(early.status, early.text).toBe(200)
    expect(early.json.refund).toBeNull()

    const all = await play(user, room.roomOid, 6)
    const chats = await world.server.api(`/story-chat/chat-room/${room.roomOid}/prev-messages`, {
      token: user.token,
      query: { count: 50 },
    })
    const replies = chats.json.messages.filter(
      (message: { role: string }) => message.role === 'assistant',
    ) as Array<{ creditsCharged?: number }>
    expect(replies.length).toBe(7)
    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: user.token,
      query: { roomOid: room.roomOid },
    })
    const charges = (logs.json.logs as Array<{ price: { charged: number } }>).map(
      (log) => log.price.charged,
    )
    expect(charges).toHaveLength(6)
    expect(charges.reduce((sum, value) => sum + value, 0)).toBe(all)

    const before = await credits(user)
    const body = { contentOid, commentContent: 'What a story!', requestId: 'comment-retry-1' }
    const [first, retry] = await Promise.all([
      world.server.api('/content/comment', { token: user.token, body }),
      world.server.api('/content/comment', { token: user.token, body }),
    ])
    expect(first.status, first.text).toBe(200)
    expect(retry.json.comment.commentOid).toBe(first.json.comment.commentOid)
    const refund = first.json.refund ?? retry.json.refund
    expect(refund.chats).toBe(5)
    expect(refund.credits).toBeGreaterThan(0)
    expect(refund.credits).toBeLessThan(all)
    // The logs are newest first: the refund is exactly the last 5 chats' charges.
    expect(refund.credits).toBe(charges.slice(0, 5).reduce((sum, value) => sum + value, 0))
    expect(await credits(user)).toBe(before + refund.credits)

    const again = await world.server.api('/content/comment', {
      token: user.token,
      body: { contentOid, commentContent: 'Still good.' },
    })
    expect(again.json.refund).toBeNull()
    expect(await credits(user)).toBe(before + refund.credits)

    const listed = await world.server.api('/content/comment', { query: { contentOid } })
    const mine = listed.json.comments.filter(
      (comment: { commenterOid: string }) => comment.commenterOid === user.oid,
    )
    expect(mine).toHaveLength(3)
    const other = await signUp(world.server)
    const notMine = await world.server.api('/content/comment', {
      method: 'DELETE',
      token: other.token,
      body: { contentOid, commentIdx: mine[0].commentOid },
    })
    expect(notMine.status).toBe(404)
    // The first comment earned a review reward, so its writer cannot delete it; a comment
    // without a reward (the same day's later ones) can be.
    expect(early.json.reward).toMatchObject({ coins: 2, firstReview: true })
    const rewarded = await world.server.api('/content/comment', {
      method: 'DELETE',
      token: user.token,
      body: { contentOid, commentIdx: mine[0].commentOid },
    })
    expect(rewarded.status).toBe(409)
    expect(rewarded.json.error).toBe('A comment that received rewards cannot be deleted.')
    const unrewarded = [first, again].find((response) => response.json.reward === null)
    expect(unrewarded).toBeDefined()
    const removed = await world.server.api('/content/comment', {
      method: 'DELETE',
      token: user.token,
      body: { contentOid, commentIdx: unrewarded?.json.comment.commentOid },
    })
    expect(removed.status, removed.text).toBe(200)
    const anonymous = await world.server.api('/content/comment', {
      body: { contentOid, commentContent: 'Hi' },
    })
    expect(anonymous.status).toBe(401)
  }, 60_000)

  it('reports credits by creator and a daily credit series to admins only', async () => {
    const consume = await world.server.api('/story-chat/creator/consume', {
      token: world.admin.token,
    })
    expect(consume.status, consume.text).toBe(200)
    const creator = consume.json.creators.find(
      (entry: { creatorOid: string }) => entry.creatorOid === world.creatorA.oid,
    )
    expect(creator.credits).toBeGreaterThan(0)
    expect(creator.contents[0]).toMatchObject({ contentOid })
    const events = await world.server.api('/story-chat/credit-event', { token: world.admin.token })
    expect(events.status, events.text).toBe(200)
    // The series is the product's: this file's turns, all on creator A's story, added to it.
    expect(events.json.totals.creditsCharged - chargedBefore).toBe(creator.credits)
    expect(events.json.totals.commentRefunds).toBeGreaterThanOrEqual(1)
    expect(events.json.days.length).toBeGreaterThanOrEqual(1)
    for (const path of ['/story-chat/creator/consume', '/story-chat/credit-event']) {
      const refused = await world.server.api(path, { token: player.token })
      expect(refused.status).toBe(403)
    }
    const badPeriod = await world.server.api('/story-chat/credit-event', {
      token: world.admin.token,
      query: { from: '2026-02-01', to: '2026-01-01' },
    })
    expect(badPeriod.status).toBe(400)
    // Dates JavaScript reads but PostgreSQL cannot store (year 0, before 1970 or past 9999)
    // are refused, not a 500 (found by the HTTP fuzz).
    const outsideDates: Record<string, string>[] = [
      { to: '0000' },
      { from: '-010000-01-01' },
      { to: '+275760-09-13' },
    ]
    for (const query of outsideDates) {
      const outside = await world.server.api('/story-chat/credit-event', {
        token: world.admin.token,
        query,
      })
      expect(outside.status, outside.text).toBe(400)
      expect(outside.json.error).toMatch(/^Dates (start in 1970|end in 9999)\.$/)
    }
  })
})

describe('automatic summary compression', () => {
  it('summarizes the oldest unsummarized turns after a turn that puts the room over budget', async () => {
    const deps = world.server.context.chat.service.deps
    const saved = deps.limits
    deps.limits = {
      ...saved,
      autoSummary: { afterMessages: 6, chunkMessages: 4, keepRecentMessages: 2 },
    }
    try {
      const user = await signUp(world.server)
      await world.server.context.wallet.service.grant({
        key: `funds-${user.oid}`,
        userOid: user.oid,
        kind: 'credits',
        amount: 1000,
      })
      const { room } = await newRoom({ token: user.token })
      const summaries = async () =>
        (
          await world.server.api('/story-chat/plot-summaries', {
            token: user.token,
            query: { roomOid: room.roomOid },
          })
        ).json.summaries as Array<{ startTurn: number; endTurn: number; content: string }>
      const turn = async (text: string) => {
        const events = await readSse(
          await stream(`/chat-room/${room.roomOid}/message`, {
            token: user.token,
            body: { message: text },
          }),
        )
        expect(events.at(-1)?.event).toBe('message-end')
        await world.server.context.chat.service.drain()
      }
      // Opening + 2 turns = 5 messages: within budget.
      await turn('I light the lantern.')
      await turn('I walk to the gate.')
      expect(await summaries()).toEqual([])
      // 7 messages: over budget; the oldest 3 (opening and turn 1) are summarized as whole turns.
      await turn('I call out a name.')
      const [first] = await summaries()
      expect(first).toMatchObject({ startTurn: 0, endTurn: 1 })
      expect(first!.content.length).toBeGreaterThan(0)
      // The next prompt carries the summary instead of turn 1's messages.
      await turn('I wait for an answer.')
      const logs = await world.server.api('/story-chat/prompt-logs', {
        token: world.admin.token,
        query: { roomOid: room.roomOid },
      })
      const latest = logs.json.logs.find((log: { request: { messages: unknown[] } }) =>
        JSON.stringify(log.request).includes('I wait for an answer.'),
      )
      const prompt = JSON.stringify(latest.request.messages)
      expect(prompt).toContain(first!.content.slice(0, 40).replace(/"/g, '\\"'))
      expect(prompt).toContain('I walk to the gate.')
    } finally {
      deps.limits = saved
    }
  }, 60_000)
})

describe('denial-of-wallet guards', () => {
  it('limits turns to 30 a minute per user across the turn calls, and refuses oversized messages', async () => {
    const user = await signUp(world.server)
    const { room } = await newRoom({ token: user.token })
    const tooLong = await stream(`/chat-room/${room.roomOid}/message`, {
      token: user.token,
      body: { message: 'x'.repeat(4001) },
    })
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()).code).toBe('MESSAGE_TOO_LONG')
    // Refused turns count too: the limit is on starting turns, not on paying for them.
    const nowhere = '0123456789abcdef01234567'
    const statuses: number[] = []
    for (let attempt = 0; attempt < 29; attempt += 1) {
      const path =
        attempt % 2 === 0 ? `/chat-room/${nowhere}/message` : `/chat-room/${nowhere}/auto-chat`
      const response = await stream(path, { token: user.token, body: { message: 'hi' } })
      statuses.push(response.status)
      await response.body?.cancel()
    }
    expect(new Set(statuses)).toEqual(new Set([404]))
    const viaSend = await stream('/send', {
      token: user.token,
      body: { roomOid: nowhere, message: 'hi' },
    })
    expect(viaSend.status).toBe(429)
    expect(viaSend.headers.get('retry-after')).toMatch(/^\d+$/)
    const other = await signUp(world.server)
    const unaffected = await stream(`/chat-room/${nowhere}/message`, {
      token: other.token,
      body: { message: 'hi' },
    })
    expect(unaffected.status).toBe(404)
  })
})

describe('who may play: the stories area decides', () => {
  const refusal = (response: { status: number; json: { error: string; code: string } }) => [
    response.status,
    response.json.code,
    response.json.error,
  ]

  it('opens rooms only on stories the player may view: adult verification, purchase; owner and admins pass', async () => {
    const { creatorA, reader, adultReader, admin, guestDeviceId } = world
    const paid = await publishDemo(world, creatorA, {
      title: 'Paid harbour',
      pricing: { kind: 'paid', price: 30 },
    })
    const adult = await publishDemo(world, creatorA, { title: 'After dark', adult: true })
    const open = (auth: { token?: string; guestDeviceId?: string }, story: string) =>
      world.server.api('/story-chat/chat-room', { ...auth, body: { contentOid: story } })
    const roomsOf = async (token: string) =>
      (await world.server.api('/story-chat/chat-rooms', { token })).json.rooms.length

    const before = await roomsOf(reader.token)
    const notBought = await open({ token: reader.token }, paid.contentOid)
    expect(refusal(notBought)).toEqual([
      403,
      'CONTENT_NOT_PURCHASED',
      'Purchase this story to play it.',
    ])
    expect(notBought.json.details).toEqual({ price: 30 })
    expect(refusal(await open({ guestDeviceId }, paid.contentOid))).toEqual([
      403,
      'LOGIN_REQUIRED',
      'Login required',
    ])
    for (const auth of [{ token: reader.token }, { guestDeviceId }])
      expect(refusal(await open(auth, adult.contentOid))).toEqual([
        403,
        'ADULT_VERIFICATION_REQUIRED',
        'Adult verification is required.',
      ])
    expect(await roomsOf(reader.token)).toBe(before)

    expect((await open({ token: adultReader.token }, adult.contentOid)).status).toBe(200)
    for (const owner of [creatorA, admin]) {
      const opened = await open({ token: owner.token }, paid.contentOid)
      expect(opened.status, opened.text).toBe(200)
      expect(opened.json.room.creatorOid).toBe(creatorA.oid)
    }
  })

  it('refuses a turn once the story became paid, before taking anything', async () => {
    const { creatorA, reader } = world
    const story = await publishDemo(world, creatorA, { title: 'Soon paid' })
    const { room } = await (async () => {
      const created = await world.server.api('/story-chat/chat-room', {
        token: reader.token,
        body: { contentOid: story.contentOid },
      })
      expect(created.status, created.text).toBe(200)
      return created.json as { room: { roomOid: string } }
    })()
    const content = await world.server.api('/story-chat/chat-content', {
      token: creatorA.token,
      query: { contentOid: story.contentOid },
    })
    const priced = await world.server.api('/story-chat/chat-canvas/metadata', {
      token: creatorA.token,
      body: {
        contentOid: story.contentOid,
        metadata: { pricing: { kind: 'paid', price: 40 } },
        metadataVersion: content.json.metadataVersion,
      },
    })
    expect(priced.status, priced.text).toBe(200)
    const walletBefore = await credits(reader)
    const refused = await stream(`/chat-room/${room.roomOid}/message`, {
      token: reader.token,
      body: { message: 'Still here?' },
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      code: 'CONTENT_NOT_PURCHASED',
      error: 'Purchase this story to play it.',
      details: { price: 40 },
    })
    expect(await credits(reader)).toBe(walletBefore)
    const status = await world.server.api(`/story-chat/chat-room/${room.roomOid}/status`, {
      token: reader.token,
    })
    expect(status.json.head.role).toBe('assistant')
    expect(status.json.head.turnIndex).toBe(0)
  })

  it("names the story's owner in the room views, also for rooms older than the field", async () => {
    const { room } = await newRoom({ token: player.token })
    const status = await world.server.api(`/story-chat/chat-room/${room.roomOid}/status`, {
      token: player.token,
    })
    expect(status.json.room.creatorOid).toBe(world.creatorA.oid)
    await world.server.context.database.db
      .updateTable('chat_rooms')
      .set({ story_owner_oid: null })
      .where('oid', '=', room.roomOid)
      .execute()
    const listed = await world.server.api('/story-chat/chat-rooms', {
      token: player.token,
      query: { roomOids: room.roomOid },
    })
    expect(listed.json.rooms[0].creatorOid).toBe(world.creatorA.oid)
    const stored = await world.server.context.database.db
      .selectFrom('chat_rooms')
      .select('story_owner_oid')
      .where('oid', '=', room.roomOid)
      .executeTakeFirstOrThrow()
    expect(stored.story_owner_oid).toBe(world.creatorA.oid)
  })
})
