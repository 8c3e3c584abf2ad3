/**
 * The room store against the real server (HTTP, SSE, offline model): sending, a refusal
 * that gives the text back, resume after a "reload", rerolls and alternatives, rollback,
 * and edit errors. Only the browser is missing: fetch is Node's, frames are timers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTOPLAY_GAP_MS } from '../../player/chat/room/autoplay'
import { createRoomStore, type RoomStore } from '../../player/chat/room/room-store'
import { createApiClient } from '../../web/api'
import { createChatApi } from '../../web/api/chat'
import { readSse } from '../support/sse'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
let requestCount = 0

function apiFor(guestDeviceId: string) {
  const context = () => ({
    token: null,
    language: 'en' as const,
    userOid: null,
    loginType: null,
    guestDeviceId,
    gaClientId: null,
  })
  const fetcher: typeof fetch = (input, init) => fetch(`${world.server.url}${String(input)}`, init)
  const client = createApiClient({ getContext: context, fetch: fetcher })
  return createChatApi(client, { getContext: context, fetch: fetcher })
}

async function newGuestRoom() {
  const guest = await world.server.api('/account/guest', { body: {} })
  const guestDeviceId = guest.json.guestDeviceId as string
  const api = apiFor(guestDeviceId)
  const { room } = await api.createRoom(contentOid)
  return { api, guestDeviceId, roomOid: room.roomOid }
}

function storeFor(
  api: ReturnType<typeof apiFor>,
  roomOid: string,
  sleeps: number[] = [],
): RoomStore {
  return createRoomStore(roomOid, {
    api,
    schedule: (callback) => setTimeout(callback, 0),
    newRequestId: () => `test${Date.now().toString(36)}${requestCount++}`,
    // Waits are recorded and shortened: what is asserted is how many, not how long.
    sleep: (ms) => {
      sleeps.push(ms)
      return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 20)))
    },
  })
}

beforeAll(async () => {
  world = await startStoriesWorld()
  ;({ contentOid } = await publishDemo(world, world.creatorA))
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

describe('room store over the real API', () => {
  it('loads the greeting and streams a turn to completion', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    await store.getState().load()
    expect(store.getState().phase).toBe('ready')
    expect(store.getState().items).toHaveLength(1)
    store.getState().setDraft('I open the door.')
    expect(await store.getState().send()).toBe(true)
    const { items, turn, draft, failedSend } = store.getState()
    expect(turn).toBeNull()
    expect(draft).toBe('')
    expect(failedSend).toBeNull()
    expect(items.map((item) => [item.role, item.status])).toEqual([
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ])
    const status = await api.status(roomOid)
    expect(items[2]?.id).toBe(status.head?.messageId)
    expect(items[2]?.text).toBe(status.head?.text)
    expect(items[1]?.id).toMatch(/^[0-9a-f]{24}$/)
  })

  it('sends a message written and sent while the room loads, once it is ready', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    const loading = store.getState().load()
    store.getState().setDraft('I knock before the room is open.')
    expect(store.getState().phase).toBe('loading')
    expect(await store.getState().send()).toBe(false)
    expect(store.getState()).toMatchObject({
      sendQueued: true,
      draft: 'I knock before the room is open.',
    })
    await loading
    const { items, draft, sendQueued, turn } = store.getState()
    expect({ draft, sendQueued, turn }).toEqual({ draft: '', sendQueued: false, turn: null })
    expect(items.map((item) => [item.role, item.status])).toEqual([
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ])
    expect(items[1]?.text).toBe('I knock before the room is open.')
  })

  it('gives a refused message back to the box with the reason', async () => {
    const { api, roomOid } = await newGuestRoom()
    const setLimit = (count: number) =>
      world.server.api('/account/admin/guest-free-chats', {
        token: world.admin.token,
        body: { count },
      })
    expect((await setLimit(0)).status).toBe(200)
    try {
      const store = storeFor(api, roomOid)
      await store.getState().load()
      store.getState().setDraft('Hello?')
      expect(await store.getState().send()).toBe(false)
      const { items, draft, failedSend } = store.getState()
      expect(items).toHaveLength(1)
      expect(draft).toBe('Hello?')
      expect(failedSend?.text).toBe('Hello?')
      expect(failedSend?.error).toMatchObject({
        code: 'NO_FREE_CHATS',
        message: 'You have no more free chats. Please log in to continue.',
      })
    } finally {
      await setLimit(5)
    }
  })

  it('resumes a reply that is being written when the room is opened again', async () => {
    const { api, guestDeviceId, roomOid } = await newGuestRoom()
    const started = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'guest-device-id': guestDeviceId },
      body: JSON.stringify({ message: 'Tell me about the lamp.' }),
    })
    // The first page read two events and was closed, as a reload does.
    await readSse(started, { stopAfter: 2 })
    const store = storeFor(api, roomOid)
    await store.getState().load()
    const status = await api.status(roomOid)
    expect(status.streaming).toBeNull()
    const last = store.getState().items.at(-1)
    expect(last?.status).toBe('complete')
    expect(last?.text).toBe(status.head?.text)
    expect(store.getState().items.at(-2)?.text).toBe('Tell me about the lamp.')
  })

  it('keeps rerolled replies as alternatives and switches between them', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    await store.getState().load()
    await store.getState().send('I look at the sea.')
    const first = store.getState().items.at(-1)
    await store.getState().reroll(first?.id ?? '')
    const second = store.getState().items.at(-1)
    expect(second?.id).not.toBe(first?.id)
    expect(second?.alternatives).toMatchObject({ index: 2, total: 2 })
    expect(store.getState().items).toHaveLength(3)
    await store.getState().switchAlternative(first?.id ?? '')
    expect(store.getState().items.at(-1)).toMatchObject({
      id: first?.id,
      text: first?.text,
      alternatives: { index: 1, total: 2 },
    })
  })

  it('rolls back, refuses a too long edit, and deletes a reply', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    await store.getState().load()
    await store.getState().send('First.')
    await store.getState().send('Second.')
    expect(store.getState().items).toHaveLength(5)
    await store.getState().rollback(store.getState().items[2]?.id ?? '')
    expect(store.getState().items).toHaveLength(3)

    const own = store.getState().items[1]?.id ?? ''
    await expect(store.getState().edit(own, 'x'.repeat(8001))).rejects.toMatchObject({
      code: 'EDITED_MESSAGE_TOO_LONG',
      message: 'Edited message is too long.',
    })
    expect(store.getState().actionError).toMatchObject({ code: 'EDITED_MESSAGE_TOO_LONG' })
    await store.getState().edit(own, 'First, again.')
    expect(store.getState().items[1]?.text).toBe('First, again.')

    await store.getState().deleteResponse(store.getState().items[2]?.id ?? '')
    expect(store.getState().items).toHaveLength(1)
  })

  it('auto-play plays exactly the confirmed turns, with a pause between them, then ends', async () => {
    const { api, roomOid } = await newGuestRoom()
    const sleeps: number[] = []
    const store = storeFor(api, roomOid, sleeps)
    await store.getState().load()
    const control = store.getState().controlAutoplay
    control({ type: 'ask' })
    expect(store.getState().autoplay).toEqual({ phase: 'confirming', cap: 5 })
    // Asking spends nothing.
    expect(store.getState().turn).toBeNull()
    control({ type: 'choose-cap', cap: 3 })
    control({ type: 'confirm' })
    await expect.poll(() => store.getState().autoplay.phase, { timeout: 20_000 }).toBe('ended')
    expect(store.getState().autoplay).toEqual({ phase: 'ended', cap: 3, done: 3, reason: 'cap' })
    expect(store.getState().turn).toBeNull()
    // The greeting and three continued replies: three turns, not four.
    expect(store.getState().items.map((item) => [item.role, item.status])).toEqual(
      Array.from({ length: 4 }, () => ['assistant', 'complete']),
    )
    expect(sleeps).toEqual([AUTOPLAY_GAP_MS, AUTOPLAY_GAP_MS])
    expect((await api.guestStatus()).freeChatsLeft).toBe(2)
    store.getState().dispose()
  })

  it('pauses before the next turn: the turn being played ends, no other starts until resumed', async () => {
    const { api, roomOid } = await newGuestRoom()
    const sleeps: number[] = []
    const store = storeFor(api, roomOid, sleeps)
    await store.getState().load()
    // Pressed while the first turn is being played.
    const unsubscribe = store.subscribe((state) => {
      if (state.autoplay.phase === 'running' && state.autoplay.inTurn) {
        unsubscribe()
        state.controlAutoplay({ type: 'pause' })
      }
    })
    store.getState().controlAutoplay({ type: 'ask' })
    store.getState().controlAutoplay({ type: 'confirm' })
    await expect.poll(() => store.getState().turn, { timeout: 20_000 }).toBeNull()
    expect(store.getState().autoplay).toEqual({ phase: 'paused', cap: 5, done: 1, inTurn: false })
    // No pause was waited out and no turn started: the server's head is the one reply.
    expect(sleeps).toEqual([])
    const paused = await api.status(roomOid)
    expect(paused.streaming).toBeNull()
    expect(paused.head?.messageId).toBe(store.getState().items.at(-1)?.id)
    expect(store.getState().items).toHaveLength(2)

    store.getState().controlAutoplay({ type: 'resume' })
    await expect.poll(() => store.getState().autoplay.phase, { timeout: 20_000 }).toBe('ended')
    expect(store.getState().autoplay).toMatchObject({ done: 5, reason: 'cap' })
    expect(store.getState().items).toHaveLength(6)
    store.getState().dispose()
  })

  it('ends the run at a refusal: a guest out of free chats plays what is left, and stops', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    await store.getState().load()
    store.getState().controlAutoplay({ type: 'ask' })
    store.getState().controlAutoplay({ type: 'choose-cap', cap: 10 })
    store.getState().controlAutoplay({ type: 'confirm' })
    await expect.poll(() => store.getState().autoplay.phase, { timeout: 30_000 }).toBe('ended')
    expect(store.getState().autoplay).toEqual({
      phase: 'ended',
      cap: 10,
      done: 5,
      reason: 'refused',
    })
    expect(store.getState().actionError).toMatchObject({ code: 'NO_FREE_CHATS' })
    expect(store.getState().items).toHaveLength(6)
    expect(store.getState().items.every((item) => item.status === 'complete')).toBe(true)
    store.getState().dispose()
  })

  it('undoes a rollback by switching back to the head it left, until a new turn', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    await store.getState().load()
    await store.getState().send('First.')
    await store.getState().send('Second.')
    const head = store.getState().items.at(-1)?.id
    await store.getState().rollback(store.getState().items[2]?.id ?? '')
    expect(store.getState().items).toHaveLength(3)
    expect(store.getState().rollbackUndo).toBe(head)
    await store.getState().undoRollback()
    expect(store.getState().items).toHaveLength(5)
    expect(store.getState().items.at(-1)?.id).toBe(head)
    expect((await api.status(roomOid)).head?.messageId).toBe(head)
    expect(store.getState().rollbackUndo).toBeNull()

    await store.getState().rollback(store.getState().items[2]?.id ?? '')
    await store.getState().send('Another way.')
    expect(store.getState().rollbackUndo).toBeNull()
  })

  it('refuses an empty edit and a too long message in the player’s words; a new action clears the old banner', async () => {
    const { api, roomOid } = await newGuestRoom()
    const store = storeFor(api, roomOid)
    await store.getState().load()
    await store.getState().send('Hello.')
    expect(await store.getState().send('x'.repeat(4001))).toBe(false)
    expect(store.getState().failedSend?.error).toMatchObject({ code: 'MESSAGE_TOO_LONG' })
    expect(store.getState().items).toHaveLength(3)

    const own = store.getState().items[1]?.id ?? ''
    await expect(store.getState().edit(own, '   ')).rejects.toMatchObject({
      code: 'EDITED_MESSAGE_EMPTY',
    })
    expect(store.getState().failedSend).toBeNull()
    await expect(store.getState().edit(own, 'x'.repeat(9000))).rejects.toMatchObject({
      code: 'EDITED_MESSAGE_TOO_LONG',
    })
    expect(store.getState().actionError).toMatchObject({ code: 'EDITED_MESSAGE_TOO_LONG' })
    expect(store.getState().items[1]?.text).toBe('Hello.')
  })

  it('never plays by itself on open, even with auto-progress saved on the room', async () => {
    const { api, roomOid } = await newGuestRoom()
    // What an older player saved: the room keeps the flag, and nothing acts on it.
    await api.updateField(roomOid, 'autoProgress', true)
    const store = storeFor(api, roomOid)
    await store.getState().load()
    expect(store.getState().autoplay).toEqual({ phase: 'idle' })
    expect(store.getState().turn).toBeNull()
    expect(store.getState().items).toHaveLength(1)
    const status = await api.status(roomOid)
    expect([status.streaming, status.head?.messageId]).toEqual([
      null,
      store.getState().items[0]?.id,
    ])
    expect((await api.guestStatus()).freeChatsLeft).toBe(5)
    store.getState().dispose()
  })

  it('asks for a signed address only for a picture the server says is unlocked', async () => {
    const { api, roomOid } = await newGuestRoom()
    const picture = { imageId: 'lamp', imageHash: 'lamp-hash', tags: [], price: 5 }
    let shown = { ...picture, locked: true, url: null as string | null }
    const asked: string[] = []
    const counting = {
      ...api,
      situationImage: async () => ({ image: shown }),
      signedImageUrl: async (_contentOid: string, imageHash: string) => {
        asked.push(imageHash)
        return { url: `/signed/${imageHash}` }
      },
    }
    const store = storeFor(counting as typeof api, roomOid)
    await store.getState().load()
    await store.getState().refreshImage()
    expect(asked).toEqual([])
    expect(store.getState().image).toMatchObject({ locked: true, url: null })
    shown = { ...picture, locked: false, url: '/given' }
    await store.getState().refreshImage()
    expect(asked).toEqual([])
    shown = { ...picture, locked: false, url: null }
    await store.getState().refreshImage()
    expect(asked).toEqual(['lamp-hash'])
    expect(store.getState().image?.url).toBe('/signed/lamp-hash')
  })
})
