/**
 * Chat turns against the wallet under concurrency, end to end through the chat runtime,
 * on both engines (QUALITY.md, "Streams"): 50 parallel turns against credits for 3 charge
 * exactly 3; a guest's free chats pay for exactly as many turns when they all start at
 * once; a provider that fails voids the hold and charges nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Actor, createChatRuntime } from '../../../platform/chat'
import { type SignedIn, signUp } from '../../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../../support/fake-upstream'
import { describeOnEngine } from '../../support/http-engine'
import { readSse } from '../../support/sse'
import { type ChatWorld, startChatWorld } from './chat-kit'

/** The refused turns' status and message, in order. */
function refusalsOf(results: PromiseSettledResult<unknown>[]) {
  return results.flatMap((result) => {
    if (result.status === 'fulfilled') return []
    const { status, message } = result.reason as { status: number; message: string }
    return [{ status, message }]
  })
}
describeOnEngine('chat turns against the wallet under load', (engine) => {
  let world: ChatWorld
  let upstream: FakeUpstream
  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'rate-limited' })
    world = await startChatWorld({
      engine,
      env: {
        TALELOOM_OFFLINE_DELAY_MS: '0',
        OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL,
      },
    })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
    await upstream?.close()
  })

  const db = () => world.server.context.database.db
  const wallet = () => world.server.context.wallet.service
  const credits = async (user: SignedIn) => {
    const balances = await wallet().balances(user.oid)
    return balances.credits + balances.bonusCredits
  }
  /** The runtime's own caller, as the HTTP layer builds it; skips the per-minute turn limit. */
  const actorOf = (user: SignedIn): Actor => ({
    user: {
      oid: user.oid,
      nickname: user.nickname,
      roles: ['user'],
      language: null,
      isAdult: false,
    },
    guestDeviceId: null,
  })
  const holdsOf = (userOid: string) =>
    db()
      .selectFrom('wallet_holds')
      .select(['amount', 'status', 'charged'])
      .where('user_oid', '=', userOid)
      .execute()
  const completedTurns = async (rooms: string[]) =>
    db()
      .selectFrom('chat_messages')
      .select(['credits_charged'])
      .where('room_oid', 'in', rooms)
      .where('role', '=', 'assistant')
      .where('status', '=', 'complete')
      .where('request_id', 'is not', null)
      .execute()

  it('charges exactly 3 of 50 parallel turns against credits for 3', async () => {
    // What one first turn holds: the quote's maximum for this story and message.
    const probe = await signUp(world.server)
    await wallet().grant({
      key: `probe-${probe.oid}`,
      userOid: probe.oid,
      kind: 'credits',
      amount: 10_000,
    })
    const probeRoom = await world.newRoom({ token: probe.token })
    await world.server.context.chat.service.startTurn(probeRoom, actorOf(probe), {
      kind: 'message',
      text: 'Hello',
    })
    await world.server.context.chat.service.drain()
    const [probeHold] = await holdsOf(probe.oid)
    const hold = Number(probeHold?.amount)
    expect(hold).toBeGreaterThan(0)

    const player = await signUp(world.server)
    await wallet().grant({
      key: `three-${player.oid}`,
      userOid: player.oid,
      kind: 'credits',
      amount: 3 * hold,
    })
    const rooms = await Promise.all(
      Array.from({ length: 50 }, () => world.newRoom({ token: player.token })),
    )
    const results = await Promise.allSettled(
      rooms.map((roomOid) =>
        world.server.context.chat.service.startTurn(roomOid, actorOf(player), {
          kind: 'message',
          text: 'Hello',
        }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    expect(refusalsOf(results)).toEqual(
      Array.from({ length: 47 }, () => ({ status: 403, message: 'Insufficient credits.' })),
    )
    await world.server.context.chat.service.drain()

    const turns = await completedTurns(rooms)
    expect(turns).toHaveLength(3)
    const charged = turns.reduce((sum, turn) => sum + Number(turn.credits_charged), 0)
    expect(charged).toBeGreaterThan(0)
    expect(await credits(player)).toBe(3 * hold - charged)
    const holds = await holdsOf(player.oid)
    expect(holds).toHaveLength(3)
    expect(holds.every((entry) => entry.status === 'settled')).toBe(true)
    expect(holds.reduce((sum, entry) => sum + Number(entry.charged), 0)).toBe(charged)
  }, 120_000)

  it("pays exactly a guest's free chats when 30 turns start at once", async () => {
    await world.server.context.accounts.service.setGuestFreeChats(4)
    const guest = await world.newGuest()
    const rooms = await Promise.all(
      Array.from({ length: 30 }, () => world.newRoom({ guestDeviceId: guest })),
    )
    const actor: Actor = { user: null, guestDeviceId: guest }
    const results = await Promise.allSettled(
      rooms.map((roomOid, index) =>
        world.server.context.chat.service.startTurn(roomOid, actor, {
          kind: 'message',
          text: `Hi ${index}`,
        }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4)
    expect(refusalsOf(results)).toEqual(
      Array.from({ length: 26 }, () => ({
        status: 403,
        message: 'You have no more free chats. Please log in to continue.',
      })),
    )
    await world.server.context.chat.service.drain()
    expect(await completedTurns(rooms)).toHaveLength(4)
    expect(await world.server.context.accounts.service.guestStatus(guest)).toMatchObject({
      freeChatsLeft: 0,
    })
  }, 120_000)

  it('voids the hold and charges nothing when the provider fails, before or during the stream', async () => {
    const player = await signUp(world.server)
    await wallet().grant({
      key: `fail-${player.oid}`,
      userOid: player.oid,
      kind: 'credits',
      amount: 1_000,
    })
    const room = await world.newRoom({ token: player.token })
    const send = (message: string) =>
      fetch(`${world.server.url}/api/story-chat/chat-room/${room}/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ message, model: 'local' }),
      })

    upstream.behaviour = { kind: 'rate-limited' }
    const limited = await readSse(await send('The storm is coming.'))
    expect(limited.at(-1)?.event).toBe('error')
    upstream.behaviour = { kind: 'cut-after', chunks: 3 }
    const cut = await readSse(await send('I light the lamp.'))
    expect(cut.at(-1)?.event).toBe('error')
    await world.server.context.chat.service.drain()

    expect(await credits(player)).toBe(1_000)
    const holds = await holdsOf(player.oid)
    expect(holds).toHaveLength(2)
    expect(holds.map((entry) => entry.status)).toEqual(['voided', 'voided'])
    expect(await completedTurns([room])).toHaveLength(0)
    upstream.behaviour = { kind: 'rate-limited' }
  }, 60_000)

  it('starts a crowd of turns a few at a time, in order of arrival, and runs them all', async () => {
    const deps = world.server.context.chat.service.deps
    const runtime = createChatRuntime({ ...deps, limits: { ...deps.limits, turnStartsAtOnce: 2 } })
    const player = await signUp(world.server)
    await wallet().grant({
      key: `crowd-${player.oid}`,
      userOid: player.oid,
      kind: 'credits',
      amount: 100_000,
    })
    const rooms: string[] = []
    for (let index = 0; index < 8; index++) rooms.push(await world.newRoom({ token: player.token }))
    const starts = rooms.map((roomOid, index) =>
      runtime.startTurn(roomOid, actorOf(player), { kind: 'message', text: `Turn ${index}` }),
    )
    // Two start at once; the other six wait for their places.
    expect(runtime.startsWaiting()).toBe(6)
    const started = await Promise.all(starts)
    expect(runtime.startsWaiting()).toBe(0)
    await runtime.drain()

    const replies = await db()
      .selectFrom('chat_messages')
      .select(['oid', 'room_oid', 'status', 'created_at'])
      .where(
        'oid',
        'in',
        started.map((turn) => turn.messageOid),
      )
      .execute()
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill('complete'))
    const createdAt = rooms.map((roomOid) =>
      new Date(replies.find((reply) => reply.room_oid === roomOid)!.created_at).getTime(),
    )
    // With two places, turn k starts only once k - 1 of the turns before it have started.
    for (let index = 2; index < 8; index++) {
      const before = createdAt.slice(0, index).sort((a, b) => a - b)
      expect(createdAt[index]).toBeGreaterThanOrEqual(before[index - 2]!)
    }
  }, 120_000)
})
