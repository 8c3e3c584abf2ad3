/**
 * Story endings over real HTTP with the offline model (docs/STORY-CHAT.md, "Endings"): a
 * story whose "End the story" trigger fires ends the room; the status carries the ending
 * and its closing text after a reload; every further turn (message, send, auto-chat,
 * reroll) is refused with 409 STORY_ENDED and takes nothing (credits, holds, free chats,
 * messages); a rollback or a new room plays on. Then the player's room store on the same
 * API: the ending arrives with the turn, and a tab that missed it keeps its typed text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDING_AFTER_TURNS, endingCanvas, endingMetadata } from '../../fixtures/ending-story'
import { STORY_ENDED_MESSAGE } from '../../platform/chat/turns/story-ending'
import { createRoomStore, type RoomStore } from '../../player/chat/room/room-store'
import { createApiClient } from '../../web/api'
import { createChatApi } from '../../web/api/chat'
import type { SignedIn } from '../support/accounts'
import { payloads, readSse, type SseEvent } from '../support/sse'
import { createDraft, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid = ''
let player: SignedIn
let requestCount = 0

type Auth = { token?: string; guestDeviceId?: string }

beforeAll(async () => {
  world = await startStoriesWorld()
  contentOid = await createDraft(world, world.creatorA, endingMetadata())
  const saved = await world.server.api('/story-chat/chat-canvas', {
    token: world.creatorA.token,
    body: { contentOid, canvas: endingCanvas(), version: 0 },
  })
  expect(saved.status, saved.text).toBe(200)
  const published = await world.server.api('/story-chat/chat-content', {
    token: world.creatorA.token,
    body: { requestType: 'upload', contentOid },
  })
  expect(published.status, published.text).toBe(200)
  player = world.reader
  await world.server.context.wallet.service.grant({
    key: `ending-credits-${player.oid}`,
    userOid: player.oid,
    kind: 'credits',
    amount: 1_000,
  })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

function headersOf(auth: Auth): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    ...(auth.guestDeviceId ? { 'guest-device-id': auth.guestDeviceId } : {}),
  }
}

/** A streamed call: its events when it ran, its status and refusal when it did not. */
async function turn(path: string, auth: Auth, body: Record<string, unknown>) {
  const response = await fetch(`${world.server.url}/api/story-chat${path}`, {
    method: 'POST',
    headers: headersOf(auth),
    body: JSON.stringify(body),
  })
  if (response.status !== 200) {
    return { status: response.status, refusal: await response.json(), events: [] as SseEvent[] }
  }
  const events = await readSse(response)
  await world.server.context.chat.service.drain(30_000)
  return { status: 200, refusal: null, events }
}

async function say(roomOid: string, message: string, auth: Auth = { token: player.token }) {
  const played = await turn(`/chat-room/${roomOid}/message`, auth, { message })
  expect(played.status, JSON.stringify(played.refusal)).toBe(200)
  return played.events
}

async function newRoom(auth: Auth = { token: player.token }) {
  const created = await world.server.api('/story-chat/chat-room', { ...auth, body: { contentOid } })
  expect(created.status, created.text).toBe(200)
  return created.json.room.roomOid as string
}

async function status(roomOid: string, auth: Auth = { token: player.token }) {
  const answer = await world.server.api(`/story-chat/chat-room/${roomOid}/status`, auth)
  expect(answer.status, answer.text).toBe(200)
  return answer.json
}

async function wallet() {
  const balances = await world.server.context.wallet.service.balances(player.oid)
  return { spendable: balances.credits + balances.bonusCredits, held: balances.heldCredits }
}

async function messageCount(roomOid: string) {
  const rows = await world.server.context.database.db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('room_oid', '=', roomOid)
    .executeTakeFirstOrThrow()
  return Number(rows.count)
}

/** Plays the story to its end in a new room; answers the room and what each turn charged. */
async function playToTheEnd(auth: Auth = { token: player.token }) {
  const roomOid = await newRoom(auth)
  const ends: { creditsCharged: number }[] = []
  const updates: { ended: boolean; endText: string | null }[] = []
  for (let index = 1; index <= ENDING_AFTER_TURNS; index++) {
    const events = await say(roomOid, `Turn ${index}: I watch the ferry.`, auth)
    ends.push(...payloads<{ creditsCharged: number }>(events, 'message-end'))
    updates.push(...payloads<{ ended: boolean; endText: string | null }>(events, 'state-update'))
  }
  return { roomOid, ends, updates }
}

describe('a story that ends', () => {
  it('ends with the turn whose trigger fires, and the status says so after a reload', async () => {
    const { roomOid, updates } = await playToTheEnd()
    // The ending comes with the last turn, not before; its closing text names the player.
    expect(updates.map((update) => update.ended)).toEqual([false, true])
    expect(updates[0]?.endText).toBeNull()
    const closing = updates[1]?.endText ?? ''
    expect(closing).toContain(`"Safe crossing, ${player.nickname}," Ada calls.`)
    expect(closing).not.toContain('{{user}}')

    const reloaded = await status(roomOid)
    expect(reloaded).toMatchObject({ ended: true, endText: closing, streaming: null })
    expect(reloaded.state).toMatchObject({ ended: true, endText: closing })
    expect(reloaded.head).toMatchObject({ role: 'assistant', status: 'complete' })
  })

  it('refuses every further turn with STORY_ENDED and takes nothing', async () => {
    const { roomOid, ends } = await playToTheEnd()
    expect(ends).toHaveLength(ENDING_AFTER_TURNS)
    const head = (await status(roomOid)).head.messageId as string
    const before = await wallet()
    const messages = await messageCount(roomOid)
    const auth = { token: player.token }
    const refused = [
      await turn(`/chat-room/${roomOid}/message`, auth, { message: 'One more, please.' }),
      await turn('/send', auth, { roomOid, message: 'And another.' }),
      await turn(`/chat-room/${roomOid}/auto-chat`, auth, {}),
      await turn(`/chat-room/${roomOid}/reroll`, auth, { messageId: head }),
      // A retry of a refused request is refused the same way, once more for nothing.
      await turn(`/chat-room/${roomOid}/message`, auth, {
        message: 'One more, please.',
        requestId: 'ended-retry-0001',
      }),
      await turn(`/chat-room/${roomOid}/message`, auth, {
        message: 'One more, please.',
        requestId: 'ended-retry-0001',
      }),
    ]
    for (const answer of refused) {
      expect(answer.status).toBe(409)
      expect(answer.refusal).toMatchObject({ code: 'STORY_ENDED', error: STORY_ENDED_MESSAGE })
    }
    expect(await wallet()).toEqual(before)
    expect(before.held).toBe(0)
    expect(await messageCount(roomOid)).toBe(messages)
    expect((await status(roomOid)).head.messageId).toBe(head)
  })

  it('plays on after a rollback to a reply before the ending, and in a new room', async () => {
    const { roomOid } = await playToTheEnd()
    const history = await world.server.api(`/story-chat/chat-room/${roomOid}/prev-messages`, {
      token: player.token,
      query: { count: 10 },
    })
    const firstReply = history.json.messages[2].messageId as string
    const rolledBack = await world.server.api(`/story-chat/chat-room/${roomOid}/rollback`, {
      token: player.token,
      body: { rollbackToMessageId: firstReply },
    })
    expect(rolledBack.status, rolledBack.text).toBe(200)
    expect(await status(roomOid)).toMatchObject({ ended: false, endText: null })
    const before = await wallet()
    const events = await say(roomOid, 'I stay on the pier a little longer.')
    const charged = payloads<{ creditsCharged: number }>(events, 'message-end')[0]?.creditsCharged
    expect(charged).toBeGreaterThan(0)
    expect((await wallet()).spendable).toBe(before.spendable - (charged ?? 0))
    // That was the second turn again: the story ends again on this branch.
    expect(await status(roomOid)).toMatchObject({ ended: true })

    const fresh = await newRoom()
    expect(await status(fresh)).toMatchObject({ ended: false, endText: null })
    await say(fresh, 'Hello, Ada.')
    expect(await status(fresh)).toMatchObject({ ended: false })
  })

  it('takes no free chat from a guest whose story has ended', async () => {
    const guest = await world.server.api('/account/guest', { body: {} })
    const auth = { guestDeviceId: guest.json.guestDeviceId as string }
    const { roomOid } = await playToTheEnd(auth)
    const left = async () =>
      (await world.server.api('/account/guest/status', auth)).json.freeChatsLeft as number
    const before = await left()
    const refused = await turn(`/chat-room/${roomOid}/message`, auth, { message: 'Wait!' })
    expect(refused.status).toBe(409)
    expect(refused.refusal).toMatchObject({ code: 'STORY_ENDED' })
    expect(await left()).toBe(before)
  })
})

describe('the room store at an ending', () => {
  function storeFor(token: string, roomOid: string): RoomStore {
    const context = () => ({
      token,
      language: 'en' as const,
      userOid: null,
      loginType: null,
      guestDeviceId: null,
      gaClientId: null,
    })
    const fetcher: typeof fetch = (input, init) =>
      fetch(`${world.server.url}${String(input)}`, init)
    const client = createApiClient({ getContext: context, fetch: fetcher })
    const api = createChatApi(client, { getContext: context, fetch: fetcher })
    return createRoomStore(roomOid, {
      api,
      schedule: (callback) => setTimeout(callback, 0),
      newRequestId: () => `ending${requestCount++}x${process.pid}`,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 20))),
    })
  }

  it('shows the ending with the turn that ends, and after a reload', async () => {
    const roomOid = await newRoom()
    const store = storeFor(player.token, roomOid)
    await store.getState().load()
    expect(store.getState().ending).toBeNull()
    expect(await store.getState().send('I wave to Ada.')).toBe(true)
    expect(store.getState().ending).toBeNull()
    expect(await store.getState().send('I step aboard.')).toBe(true)
    const ending = store.getState().ending
    expect(ending?.text).toContain('Safe crossing')

    // Nothing more goes out from the ended room: no request, the text stays in the box.
    const before = await messageCount(roomOid)
    store.getState().setDraft('Is there another ferry?')
    expect(await store.getState().send()).toBe(false)
    await store.getState().autoChat()
    await store.getState().reroll(store.getState().items.at(-1)?.id ?? '')
    expect(store.getState().draft).toBe('Is there another ferry?')
    expect(await messageCount(roomOid)).toBe(before)

    const reloaded = storeFor(player.token, roomOid)
    await reloaded.getState().load()
    expect(reloaded.getState().ending).toEqual(ending)
  })

  it('keeps the text a tab that missed the ending typed, and shows the ending there', async () => {
    const roomOid = await newRoom()
    const stale = storeFor(player.token, roomOid)
    await stale.getState().load()
    // Another tab plays the story to its end meanwhile.
    for (let index = 1; index <= ENDING_AFTER_TURNS; index++) await say(roomOid, `Turn ${index}.`)
    const before = await wallet()

    stale.getState().setDraft('Did I miss the boat?')
    expect(await stale.getState().send()).toBe(false)
    const state = stale.getState()
    expect(state.draft).toBe('Did I miss the boat?')
    expect(state.failedSend).toMatchObject({
      text: 'Did I miss the boat?',
      error: { status: 409, code: 'STORY_ENDED' },
    })
    expect(state.ending?.text).toContain('Safe crossing')
    // The room as it is now: the other tab's turns, with nothing pending left over.
    expect(state.items.map((item) => item.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    expect(await wallet()).toEqual(before)
  })
})
