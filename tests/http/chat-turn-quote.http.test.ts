/**
 * The price the player is shown before a turn is the price the turn charges: the room's
 * quote (status, settings answer) through the player's price choice, against the wallet,
 * for a long reply, a reroll and "Continue the story", and for enhanced inference (a
 * ceiling). The room store is the player's own, over the real API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRoomStore, type RoomStore } from '../../player/chat/room/room-store'
import { nextTurnPrice, runCost } from '../../player/chat/room/turn-price'
import { createApiClient } from '../../web/api'
import { createChatApi } from '../../web/api/chat'
import { type SignedIn, signUp } from '../support/accounts'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
let requestCount = 0

function apiFor(token: string) {
  const context = () => ({
    token,
    language: 'en' as const,
    userOid: null,
    loginType: null,
    guestDeviceId: null,
    gaClientId: null,
  })
  const fetcher: typeof fetch = (input, init) => fetch(`${world.server.url}${String(input)}`, init)
  const client = createApiClient({ getContext: context, fetch: fetcher })
  return createChatApi(client, { getContext: context, fetch: fetcher })
}

type Api = ReturnType<typeof apiFor>

function storeFor(api: Api, roomOid: string): RoomStore {
  return createRoomStore(roomOid, {
    api,
    schedule: (callback) => setTimeout(callback, 0),
    newRequestId: () => `quote${Date.now().toString(36)}${requestCount++}`,
    sleep: async () => {},
  })
}

/** A player with credits and a room of the demo story, loaded in the player's store. */
async function payingPlayer(): Promise<{ player: SignedIn; api: Api; store: RoomStore }> {
  const player = await signUp(world.server)
  await world.server.context.wallet.service.grant({
    key: `quote-credits-${player.oid}`,
    userOid: player.oid,
    kind: 'credits',
    amount: 1000,
  })
  const api = apiFor(player.token)
  const { room } = await api.createRoom(contentOid)
  const store = storeFor(api, room.roomOid)
  await store.getState().load()
  return { player, api, store }
}

/** The credits the store's price says the next turn costs (a signed-in player, no coupons). */
function shownCredits(store: RoomStore): number {
  const price = nextTurnPrice({
    signedIn: true,
    quote: store.getState().model?.quote ?? null,
    freeChats: null,
    couponChats: 0,
  })
  expect(price?.kind).toBe('credits')
  return price?.kind === 'credits' ? price.credits : Number.NaN
}

const spendable = async (api: Api) => {
  const { balances } = await api.conversionInfo()
  return balances.credits + balances.bonusCredits
}

/** Runs one turn and returns what it took from the wallet. */
async function charged(api: Api, turn: () => Promise<unknown>): Promise<number> {
  const before = await spendable(api)
  await turn()
  await world.server.context.chat.service.drain(30_000)
  return before - (await spendable(api))
}

beforeAll(async () => {
  world = await startStoriesWorld()
  ;({ contentOid } = await publishDemo(world, world.creatorA))
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

describe('the price shown before a turn', () => {
  it('is what a long reply, its reroll and "Continue the story" each charge', async () => {
    const { api, store } = await payingPlayer()
    const fee = store.getState().model?.feeCredits ?? 0
    expect(fee).toBeGreaterThan(0)
    expect(shownCredits(store)).toBe(fee)

    const roomOid = store.getState().roomOid
    const { model } = await api.userSettings(roomOid, { responseLength: 'long' })
    store.getState().setModel(model)
    // Twice the fee: the price the buttons said before was the fee alone.
    expect(shownCredits(store)).toBe(2 * fee)
    expect((await api.status(roomOid)).model.quote).toEqual({ credits: 2 * fee, upTo: false })

    const shown = shownCredits(store)
    expect(await charged(api, () => store.getState().send('I climb the stairs.'))).toBe(shown)
    const reply = store.getState().items.at(-1)?.id ?? ''
    expect(shownCredits(store)).toBe(shown)
    expect(await charged(api, () => store.getState().reroll(reply))).toBe(shown)
    expect(shownCredits(store)).toBe(shown)
    expect(await charged(api, () => store.getState().autoChat())).toBe(shown)
    expect(store.getState().items.every((item) => item.status === 'complete')).toBe(true)
  })

  it('says what an auto-play run takes at most, and the run takes exactly that', async () => {
    const { api, store } = await payingPlayer()
    const { model } = await api.userSettings(store.getState().roomOid, {
      responseLength: 'short',
    })
    store.getState().setModel(model)
    const sources = {
      signedIn: true,
      quote: store.getState().model?.quote ?? null,
      freeChats: null,
      couponChats: 0,
    }
    const cost = runCost(sources, 3)
    expect(cost.credits).toBe(3 * shownCredits(store))
    const spent = await charged(api, async () => {
      const control = store.getState().controlAutoplay
      control({ type: 'ask' })
      control({ type: 'choose-cap', cap: 3 })
      control({ type: 'confirm' })
      await expect.poll(() => store.getState().autoplay.phase, { timeout: 20_000 }).toBe('ended')
    })
    expect(store.getState().autoplay).toMatchObject({ done: 3, reason: 'cap' })
    expect(spent).toBe(cost.credits)
  })

  it('is a ceiling with enhanced inference: the charge is at most the quote', async () => {
    const { api, store } = await payingPlayer()
    const { model } = await api.userSettings(store.getState().roomOid, {
      enhancedInference: true,
      inferenceLevel: 'expert',
    })
    store.getState().setModel(model)
    expect(model.quote.upTo).toBe(true)
    const price = nextTurnPrice({
      signedIn: true,
      quote: model.quote,
      freeChats: null,
      couponChats: 0,
    })
    expect(price).toEqual({ kind: 'credits', credits: model.quote.credits, upTo: true })
    const spent = await charged(api, () => store.getState().send('I look closely.'))
    expect(spent).toBeGreaterThan(0)
    expect(spent).toBeLessThanOrEqual(model.quote.credits)
  })
})
