/**
 * The room store's auto-play driver over a fake chat API (streams answered from memory)
 * and fake timers: the pause between turns, exactly the cap, Pause, the story's end, a
 * refusal, and nothing on open.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../web/api'
import type { ChatApi, ChatMessageView, ChatRoomStatus } from '../../../web/api/chat'
import { AUTOPLAY_GAP_MS } from './autoplay'
import { createRoomStore, type RoomStore } from './room-store'

const ROOM = 'f'.repeat(24)
const oid = (n: number) => n.toString(16).padStart(24, '0')

const greeting: ChatMessageView = {
  messageId: oid(1),
  parentId: null,
  role: 'assistant',
  text: 'The lamp is dark.',
  status: 'complete',
  turnIndex: 0,
  creditsCharged: null,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}

function status(autoProgress: boolean): ChatRoomStatus {
  return {
    room: {
      roomOid: ROOM,
      contentOid: 'e'.repeat(24),
      title: 'Gull Rock',
      compiledVersion: 1,
      startStoryOid: 'start',
      creatorOid: null,
      headMessageId: greeting.messageId,
      userSettings: null,
      adminSettings: null,
      theme: null,
      options: { autoProgress },
      createdAt: greeting.createdAt,
      updatedAt: greeting.createdAt,
    },
    head: greeting,
    streaming: null,
    state: null,
    model: { id: 'offline', offline: true, feeCredits: 10, quote: { credits: 10, upTo: false } },
  }
}

/** One turn's stream: start, a little text, the state (ended or not), the end. */
function turnStream(messageId: string, parentId: string, turnIndex: number, ended: boolean) {
  const frame = (event: string, seq: number, data: object) =>
    `event: ${event}\nid: ${messageId}:${seq}\ndata: ${JSON.stringify(data)}\n\n`
  const text = `Reply ${turnIndex}.`
  return new Response(
    frame('message-start', 1, {
      messageId,
      userMessageId: null,
      parentId,
      roomId: ROOM,
      turnIndex,
      model: 'offline',
      offline: true,
      quote: 10,
      paidWith: 'hold',
    }) +
      frame('text-delta', 2, { delta: text }) +
      frame('state-update', 3, {
        sceneId: 'harbour',
        variables: {},
        turnIndex,
        ended,
        triggersFired: [],
        variableChanges: [],
      }) +
      frame('message-end', 4, { messageId, text, creditsCharged: 10, turnIndex }),
    { headers: { 'content-type': 'text/event-stream' } },
  )
}

interface FakeOptions {
  autoProgress?: boolean
  /** The story ends with this turn (1-based). */
  endsAt?: number
  /** This turn (1-based) is refused before it starts. */
  refusedAt?: number
}

function fakeApi(options: FakeOptions = {}) {
  const started: string[] = []
  let head = greeting.messageId
  const api = {
    status: async () => status(options.autoProgress ?? false),
    prevMessages: async () => ({ messages: [greeting], hasMore: false }),
    situationImage: async () => ({ image: null }),
    startTurn: async (_room: string, body: { kind: string }) => {
      started.push(body.kind)
      const turn = started.length
      if (turn === options.refusedAt)
        throw new ApiError({
          status: 403,
          code: 'INSUFFICIENT_CREDITS',
          message: 'Insufficient credits.',
        })
      const messageId = oid(100 + turn)
      const response = turnStream(messageId, head, turn, turn === options.endsAt)
      head = messageId
      return response
    },
  }
  return { api: api as unknown as ChatApi, started }
}

/** Lets the streams, reads and store updates in flight finish (real I/O turns, fake clock). */
async function settle() {
  for (let hop = 0; hop < 20; hop++) await new Promise((resolve) => setImmediate(resolve))
}

let stores: RoomStore[] = []

async function openStore(api: ChatApi) {
  const store = createRoomStore(ROOM, {
    api,
    schedule: (callback) => queueMicrotask(callback),
    newRequestId: () => `r${Math.random().toString(36).slice(2)}`,
  })
  stores.push(store)
  await store.getState().load()
  await settle()
  return store
}

function start(store: RoomStore, cap: number) {
  const control = store.getState().controlAutoplay
  control({ type: 'ask' })
  control({ type: 'choose-cap', cap })
  control({ type: 'confirm' })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  for (const store of stores) store.getState().dispose()
  stores = []
  vi.useRealTimers()
})

describe('the auto-play driver', () => {
  it('plays the first turn at once, waits the gap before each next one, and stops at the cap', async () => {
    const { api, started } = fakeApi()
    const store = await openStore(api)
    start(store, 3)
    await settle()
    expect(started).toEqual(['auto-chat'])
    expect(store.getState().autoplay).toMatchObject({ phase: 'running', done: 1, inTurn: false })

    await vi.advanceTimersByTimeAsync(AUTOPLAY_GAP_MS - 1)
    await settle()
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(started).toHaveLength(2)

    await vi.advanceTimersByTimeAsync(AUTOPLAY_GAP_MS)
    await settle()
    expect(store.getState().autoplay).toEqual({ phase: 'ended', cap: 3, done: 3, reason: 'cap' })
    // Long after the cap: not one turn more.
    await vi.advanceTimersByTimeAsync(10 * AUTOPLAY_GAP_MS)
    await settle()
    expect(started).toEqual(['auto-chat', 'auto-chat', 'auto-chat'])
    expect(store.getState().items).toHaveLength(4)
  })

  it('starts nothing after Pause, and goes on to the cap after Resume', async () => {
    const { api, started } = fakeApi()
    const store = await openStore(api)
    start(store, 5)
    await settle()
    store.getState().controlAutoplay({ type: 'pause' })
    await vi.advanceTimersByTimeAsync(10 * AUTOPLAY_GAP_MS)
    await settle()
    expect(started).toHaveLength(1)
    expect(store.getState().autoplay).toEqual({ phase: 'paused', cap: 5, done: 1, inTurn: false })

    store.getState().controlAutoplay({ type: 'resume' })
    for (let turn = 0; turn < 5; turn++) {
      await vi.advanceTimersByTimeAsync(AUTOPLAY_GAP_MS)
      await settle()
    }
    expect(started).toHaveLength(5)
    expect(store.getState().autoplay).toMatchObject({ phase: 'ended', done: 5, reason: 'cap' })
  })

  it('keeps the gap between the turns of a run confirmed while an earlier one waited', async () => {
    const { api, started } = fakeApi()
    const store = await openStore(api)
    start(store, 5)
    await settle()
    await vi.advanceTimersByTimeAsync(AUTOPLAY_GAP_MS)
    await settle()
    expect(started).toHaveLength(2)
    // Stopped in the pause after the second turn, and a new run confirmed at once.
    store.getState().controlAutoplay({ type: 'stop' })
    start(store, 3)
    await settle()
    expect(started).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(AUTOPLAY_GAP_MS)
    await settle()
    expect(started).toHaveLength(3)
    expect(store.getState().autoplay).toMatchObject({ phase: 'running', cap: 3, done: 1 })
    await vi.advanceTimersByTimeAsync(AUTOPLAY_GAP_MS - 1)
    await settle()
    expect(started).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(started).toHaveLength(4)
  })

  it('ends with the story, and at a refusal with the reason shown', async () => {
    const ending = fakeApi({ endsAt: 2 })
    const store = await openStore(ending.api)
    start(store, 5)
    await settle()
    await vi.advanceTimersByTimeAsync(10 * AUTOPLAY_GAP_MS)
    await settle()
    expect(ending.started).toHaveLength(2)
    expect(store.getState().autoplay).toMatchObject({ done: 2, reason: 'story-ended' })

    const refusing = fakeApi({ refusedAt: 2 })
    const refused = await openStore(refusing.api)
    start(refused, 5)
    await settle()
    await vi.advanceTimersByTimeAsync(10 * AUTOPLAY_GAP_MS)
    await settle()
    expect(refusing.started).toHaveLength(2)
    expect(refused.getState().autoplay).toMatchObject({ done: 1, reason: 'refused' })
    expect(refused.getState().actionError).toMatchObject({ code: 'INSUFFICIENT_CREDITS' })
  })

  it('never starts on open, whatever the room saved, nor after a dispose', async () => {
    const { api, started } = fakeApi({ autoProgress: true })
    const store = await openStore(api)
    await vi.advanceTimersByTimeAsync(60_000)
    await settle()
    expect(started).toEqual([])
    expect(store.getState().autoplay).toEqual({ phase: 'idle' })

    start(store, 5)
    await settle()
    store.getState().dispose()
    await vi.advanceTimersByTimeAsync(10 * AUTOPLAY_GAP_MS)
    await settle()
    expect(started).toHaveLength(1)
    expect(store.getState().autoplay).toEqual({ phase: 'idle' })
  })
})
