/**
 * Denial of wallet: a guest's free chat and a coupon chat cost the player nothing, so they
 * run with the story's own model, normal reply length and no enhanced inference, whatever
 * the request or the room's settings ask for. A turn paid with credits keeps its choices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { turnPricing } from '../../engine/turn'
import { pricingSettingsFor } from '../../platform/chat'
import { signUp } from '../support/accounts'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
let storyModel: string

/** Everything that makes a turn dear. */
const EXPENSIVE = {
  model: 'gpt-4o',
  responseLength: 'long',
  enhancedInference: true,
  inferenceLevel: 'expert',
} as const

type Auth = { token?: string; guestDeviceId?: string }

/** A room set to the dearest options, and one turn in it that asks for them again. */
async function expensiveTurn(auth: Auth) {
  const created = await world.server.api('/story-chat/chat-room', { ...auth, body: { contentOid } })
  expect(created.status, created.text).toBe(200)
  const roomOid: string = created.json.room.roomOid
  const saved = await world.server.api(`/story-chat/chat-room/${roomOid}/user-settings`, {
    ...auth,
    body: { settings: EXPENSIVE },
  })
  expect(saved.status, saved.text).toBe(200)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (auth.guestDeviceId) headers['guest-device-id'] = auth.guestDeviceId
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'Tell me everything, at length.', model: 'gpt-4o' }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const events = eventsOf(await response.text())
  expect(events.at(-1)?.event).toBe('message-end')
  const start = events.find((event) => event.event === 'message-start')!.data as {
    messageId: string
    quote: number
  }
  await world.server.context.chat.service.drain(30_000)
  const db = world.server.context.database.db
  const message = await db
    .selectFrom('chat_messages')
    .select(['model', 'paid_with'])
    .where('oid', '=', start.messageId)
    .executeTakeFirstOrThrow()
  const log = await db
    .selectFrom('prompt_logs')
    .select(['model', 'request', 'price'])
    .where('message_oid', '=', start.messageId)
    .executeTakeFirstOrThrow()
  return {
    quote: start.quote,
    paidWith: message.paid_with,
    model: message.model,
    logModel: log.model,
    generation: (log.request as { generation: Record<string, unknown> }).generation,
  }
}

/** The stream's events, read whole (only the turn's start and end matter here). */
function eventsOf(stream: string): { event: string; data: unknown }[] {
  return stream
    .split('\n\n')
    .map((frame) => {
      const lines = frame.split('\n')
      const event = lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim()
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n')
      return event ? { event, data: data ? JSON.parse(data) : null } : null
    })
    .filter((event): event is { event: string; data: unknown } => event !== null)
}

/** What the story's model at the default settings asks for, and costs. */
function plainTurn() {
  const { descriptor } = world.server.context.chat.service.deps.resolveModel(storyModel)
  return turnPricing(pricingSettingsFor(descriptor, {}))
}

beforeAll(async () => {
  world = await startStoriesWorld()
  // The story offers the expensive model, so a player may save it as the room's choice.
  ;({ contentOid } = await publishDemo(world, world.creatorA, {
    allowModelChoice: true,
    playerModels: [EXPENSIVE.model],
  }))
  const story = await world.server.context.stories.service.getPublishedStory(contentOid)
  storyModel = story.compiled.model
  expect(storyModel).not.toBe(EXPENSIVE.model)
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

describe('free and coupon turns run at the plain settings', () => {
  it("runs a guest's free chat with the story's model, normal length, no enhanced inference", async () => {
    const guest = await world.server.api('/account/guest', { body: {} })
    const turn = await expensiveTurn({ guestDeviceId: guest.json.guestDeviceId })
    const plain = plainTurn()
    expect(turn.paidWith).toBe('guest-free-chat')
    expect(turn.model).toBe(storyModel)
    expect(turn.logModel).toBe(storyModel)
    expect(turn.generation).toEqual(plain.generation)
    expect(turn.generation).not.toHaveProperty('reasoning')
    expect(turn.quote).toBe(plain.quote.credits)
  })

  it('runs a coupon chat the same way', async () => {
    const user = await signUp(world.server)
    const coupon = await world.server.api('/story-chat/chat-coupons', {
      token: world.admin.token,
      body: { chats: 1, note: 'free-turn test' },
    })
    expect(coupon.status, coupon.text).toBe(200)
    const redeemed = await world.server.api('/story-chat/coupon/redeem', {
      token: user.token,
      body: { code: coupon.json.coupon.code },
    })
    expect(redeemed.status, redeemed.text).toBe(200)
    const turn = await expensiveTurn({ token: user.token })
    const plain = plainTurn()
    expect(turn.paidWith).toBe('coupon')
    expect(turn.model).toBe(storyModel)
    expect(turn.generation).toEqual(plain.generation)
    expect(turn.quote).toBe(plain.quote.credits)
  })

  it('keeps the chosen model and options on a turn paid with credits', async () => {
    await world.server.context.wallet.service.grant({
      key: 'free-turns-paid-control',
      userOid: world.reader.oid,
      kind: 'credits',
      amount: 10_000,
    })
    const turn = await expensiveTurn({ token: world.reader.token })
    expect(turn.paidWith).toBe('hold')
    expect(turn.model).toBe(EXPENSIVE.model)
    expect(turn.generation).toHaveProperty('reasoning')
    expect(turn.quote).toBeGreaterThan(plainTurn().quote.credits)
  })
})
