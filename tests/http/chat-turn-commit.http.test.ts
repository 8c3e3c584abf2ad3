/**
 * A turn's commit over real HTTP and PGlite (docs/SSE.md, "Failures"): a failure before the
 * reply is stored complete is compensated once and charges nothing; once it is stored, a
 * failed settlement charges nothing and a failing prompt log or credits counter is logged,
 * never compensated. Failures are injected as database triggers that refuse one write.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actualPrice } from '../../engine/pricing'
import { turnPricing } from '../../engine/turn'
import { pricingSettingsFor } from '../../platform/chat'
import { type SignedIn, signUp } from '../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { readSse, type SseEvent } from '../support/sse'
import { type ChatWorld, startChatWorld } from './reliability/chat-kit'

let world: ChatWorld
let upstream: FakeUpstream
let player: SignedIn

beforeAll(async () => {
  upstream = await startFakeUpstream({ kind: 'texts', texts: ['The lamp ', 'is lit.'] })
  world = await startChatWorld({ env: { OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL } })
  player = await signUp(world.server)
  await world.server.context.wallet.service.grant({
    key: `turn-commit-${player.oid}`,
    userOid: player.oid,
    kind: 'credits',
    amount: 1_000,
  })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
  await upstream?.close()
})

const db = () => world.server.context.database.db

async function credits() {
  const balances = await world.server.context.wallet.service.balances(player.oid)
  return balances.credits + balances.bonusCredits
}

/** Runs `body` while a trigger refuses the writes (`operation`) of `table` that `when` picks. */
async function refusing<T>(
  table: string,
  operation: 'insert' | 'update',
  when: string,
  body: () => Promise<T>,
): Promise<T> {
  await sql
    .raw(`create or replace function test_refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'test: % refused', tg_table_name; end $$`)
    .execute(db())
  await sql
    .raw(`create trigger test_refuse_write before ${operation} on ${table}
      for each row when (${when}) execute function test_refuse_write()`)
    .execute(db())
  try {
    return await body()
  } finally {
    await sql.raw(`drop trigger test_refuse_write on ${table}`).execute(db())
  }
}

/**
 * Plays one paid turn in a fresh room (with `settings` saved as the room's first); returns its
 * events and the room's head before it.
 */
async function playTurn(settings?: Record<string, unknown>) {
  const roomOid = await world.newRoom({ token: player.token })
  if (settings) {
    const saved = await world.server.api(`/story-chat/chat-room/${roomOid}/user-settings`, {
      token: player.token,
      body: { settings },
    })
    expect(saved.status, saved.text).toBe(200)
  }
  const headBefore = await roomHead(roomOid)
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ message: 'I light the lamp.', model: 'local' }),
  })
  expect(response.status, response.status === 200 ? '' : await response.text()).toBe(200)
  const events = await readSse(response)
  await world.server.context.chat.service.drain(30_000)
  const start = data(events, 'message-start')
  expect(start.paidWith).toBe('hold')
  const messageOid: string = start.messageId
  const reply = await db()
    .selectFrom('chat_messages')
    .select(['status', 'text', 'credits_charged'])
    .where('oid', '=', messageOid)
    .executeTakeFirstOrThrow()
  return {
    roomOid,
    headBefore,
    events,
    messageOid,
    quote: start.quote as number,
    reply,
    headAfter: await roomHead(roomOid),
  }
}

async function roomHead(roomOid: string) {
  const room = await db()
    .selectFrom('chat_rooms')
    .select('head_message_oid')
    .where('oid', '=', roomOid)
    .executeTakeFirstOrThrow()
  return room.head_message_oid
}

// biome-ignore lint/suspicious/noExplicitAny: event payloads are read field by field
function data(events: SseEvent[], name: string): any {
  const event = events.find((candidate) => candidate.event === name)
  if (!event) throw new Error(`no ${name} event`)
  return JSON.parse(event.data)
}

const names = (events: SseEvent[]) => events.map((event) => event.event)
const streamed = (events: SseEvent[]) =>
  events
    .filter((event) => event.event === 'text-delta')
    .map((event) => (JSON.parse(event.data) as { delta: string }).delta)
    .join('')

describe('a turn before its commit', () => {
  it('fails once and charges nothing when the reply cannot be stored complete', async () => {
    const before = await credits()
    const turn = await refusing(
      'chat_messages',
      'update',
      "old.status = 'streaming' and new.status = 'complete'",
      playTurn,
    )
    expect(names(turn.events).filter((name) => name === 'error' || name === 'message-end')).toEqual(
      ['error'],
    )
    expect(names(turn.events).at(-1)).toBe('error')
    expect(turn.reply.status).toBe('failed')
    expect(turn.reply.text).toBe(streamed(turn.events))
    expect(turn.headAfter).toBe(turn.headBefore)
    expect(await credits()).toBe(before)
  }, 60_000)

  it('stores a reply cut mid-stream with only the text the player was sent, no state block', async () => {
    upstream.behaviour = { kind: 'texts', texts: ['Hello ', '<state>{"x":1}'], cutAfter: 2 }
    try {
      const before = await credits()
      const turn = await playTurn()
      expect(names(turn.events).at(-1)).toBe('error')
      expect(streamed(turn.events)).toBe('Hello ')
      expect(turn.reply.status).toBe('failed')
      expect(turn.reply.text).toBe('Hello ')
      expect(turn.headAfter).toBe(turn.headBefore)
      expect(await credits()).toBe(before)
    } finally {
      upstream.behaviour = { kind: 'texts', texts: ['The lamp ', 'is lit.'] }
    }
  }, 60_000)
})

describe('a turn after its commit', () => {
  it('keeps the stored reply and charges nothing when the settlement keeps failing', async () => {
    const before = await credits()
    const turn = await refusing('wallet_holds', 'update', "new.status = 'settled'", playTurn)
    expect(names(turn.events).filter((name) => name === 'error' || name === 'message-end')).toEqual(
      ['message-end'],
    )
    expect(data(turn.events, 'message-end').creditsCharged).toBe(0)
    expect(turn.reply).toEqual({ status: 'complete', text: 'The lamp is lit.', credits_charged: 0 })
    expect(turn.headAfter).toBe(turn.messageOid)
    expect(await credits()).toBe(before)
  }, 60_000)

  it('ends with message-end, keeps the head and the charge when the prompt log and the credits counter fail', async () => {
    const before = await credits()
    const turn = await refusing('prompt_logs', 'insert', 'true', () =>
      refusing('story_contents', 'update', 'new.credits_spent <> old.credits_spent', playTurn),
    )
    const events = names(turn.events)
    expect(events.filter((name) => name === 'error' || name === 'message-end')).toEqual([
      'message-end',
    ])
    expect(events.at(-1)).toBe('message-end')
    expect(events).toContain('state-update')
    const charged: number = data(turn.events, 'message-end').creditsCharged
    expect(charged).toBeGreaterThan(0)
    expect(turn.reply).toEqual({
      status: 'complete',
      text: 'The lamp is lit.',
      credits_charged: charged,
    })
    expect(turn.headAfter).toBe(turn.messageOid)
    expect(await credits()).toBe(before - charged)
    const logs = await db()
      .selectFrom('prompt_logs')
      .select('oid')
      .where('message_oid', '=', turn.messageOid)
      .execute()
    expect(logs).toEqual([])
  }, 60_000)
})

describe("a turn's price", () => {
  /** The local model's fee (5 credits) at the default settings: the quote, whatever the reply. */
  const PLAIN_PRICE = 5

  it('charges the quote when the price does not depend on the reply (no enhanced inference)', async () => {
    const before = await credits()
    const turn = await playTurn()
    expect(turn.quote).toBe(PLAIN_PRICE)
    const charged: number = data(turn.events, 'message-end').creditsCharged
    expect(charged).toBeLessThanOrEqual(turn.quote)
    expect(charged).toBe(PLAIN_PRICE)
    expect(turn.reply.credits_charged).toBe(PLAIN_PRICE)
    expect(await credits()).toBe(before - PLAIN_PRICE)
  }, 60_000)

  it('charges the actual price, below the quote, for a reply shorter than its maximum', async () => {
    // With enhanced inference the price grows with the tokens: the quote is taken at the
    // maximum (600 reply + 1,024 reasoning tokens), the charge at the 2 tokens the model
    // reported (the fake upstream's usage: one per text).
    const settings = { enhancedInference: true }
    const { descriptor } = world.server.context.chat.service.deps.resolveModel('local')
    const pricing = turnPricing(pricingSettingsFor(descriptor, settings))
    const quote = pricing.quote.credits
    const actual = actualPrice(pricing.priceInput, pricing.billableTokens, 2).credits
    // 5 × (5,000 + 1,624) / 5,000 = 6.6 → 7; 5 × (5,000 + 2) / 5,000 = 5.0 → 5.
    expect([quote, actual]).toEqual([7, 5])
    const before = await credits()
    const turn = await playTurn(settings)
    expect(turn.quote).toBe(quote)
    const end = data(turn.events, 'message-end')
    expect(end.creditsCharged).toBeLessThanOrEqual(turn.quote)
    expect(end.creditsCharged).toBe(actual)
    expect(turn.reply).toEqual({
      status: 'complete',
      text: 'The lamp is lit.',
      credits_charged: actual,
    })
    expect(await credits()).toBe(before - actual)
    const log = await db()
      .selectFrom('prompt_logs')
      .select('price')
      .where('message_oid', '=', turn.messageOid)
      .executeTakeFirstOrThrow()
    expect(log.price).toMatchObject({
      quote: { credits: quote },
      actual: { credits: actual },
      charged: actual,
    })
    const { request_id: requestId } = await db()
      .selectFrom('chat_messages')
      .select('request_id')
      .where('oid', '=', turn.messageOid)
      .executeTakeFirstOrThrow()
    const hold = await db()
      .selectFrom('wallet_holds')
      .select(['amount', 'charged', 'status'])
      .where('request_id', '=', requestId ?? '')
      .executeTakeFirstOrThrow()
    expect({ ...hold, amount: Number(hold.amount), charged: Number(hold.charged) }).toEqual({
      amount: quote,
      charged: actual,
      status: 'settled',
    })
  }, 60_000)
})
