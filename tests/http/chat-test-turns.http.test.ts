/**
 * Test turns of one's own story (docs/STORY-CHAT.md, "Test turns"): free for the story's
 * owner (and admins) on the offline model, drawn from the monthly creator test allowance on
 * a real model, and never free for anyone else. A new creator has no credits: every test
 * turn here would be refused ('Insufficient credits.') if it were charged.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatRuntimeDeps } from '../../platform/chat/runtime'
import { prepareTurn } from '../../platform/chat/turns/start'
import { sweepStaleStreams } from '../../platform/chat/turns/sweeper'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { payloads, readSse } from '../support/sse'
import { createDraft, publishDemo } from '../support/stories-world'
import { startTestServer, type TestServer } from '../support/test-server'

/** Cheap password hashing: the cost is benchmarked elsewhere, not here. */
const FAST_ARGON2 = { TALELOOM_ARGON2_MEMORY_KIB: '1024', TALELOOM_ARGON2_ITERATIONS: '1' }

interface Cast {
  server: TestServer
  admin: SignedIn
  creator: SignedIn
  otherCreator: SignedIn
  reader: SignedIn
  contentOid: string
}

async function startCast(env: Record<string, string>, metadata: Record<string, unknown> = {}) {
  const server = await startTestServer({ env: { ...FAST_ARGON2, ...env } })
  const admin = await seedAdmin(server)
  const [creator, otherCreator, reader] = [
    await signUp(server),
    await signUp(server),
    await signUp(server),
  ]
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  await grantRoles(server, admin.token, otherCreator.oid, ['creator'])
  const { contentOid } = await publishDemo({ server }, creator, metadata)
  return { server, admin, creator, otherCreator, reader, contentOid } satisfies Cast
}

type Auth = { token?: string; guestDeviceId?: string }

async function newRoom(cast: Cast, auth: Auth) {
  const room = await cast.server.api('/story-chat/chat-room', {
    ...auth,
    body: { contentOid: cast.contentOid },
  })
  expect(room.status, room.text).toBe(200)
  return room.json.room.roomOid as string
}

/** One turn through the route: its status, and its events when it streamed. */
async function playTurn(cast: Cast, roomOid: string, auth: Auth, body: Record<string, unknown>) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...cast.server.clientHeaders,
  }
  if (auth.token) headers.authorization = `Bearer ${auth.token}`
  if (auth.guestDeviceId) headers['guest-device-id'] = auth.guestDeviceId
  const response = await fetch(`${cast.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'I light the lamp.', ...body }),
  })
  if (!response.ok) return { status: response.status, json: await response.json(), events: [] }
  const events = await readSse(response)
  return { status: response.status, json: null, events }
}

const started = (events: Awaited<ReturnType<typeof playTurn>>['events']) =>
  payloads<{ messageId: string; paidWith: string; offline: boolean }>(events, 'message-start')[0]
const ended = (events: Awaited<ReturnType<typeof playTurn>>['events']) =>
  payloads<{ creditsCharged: number; text: string }>(events, 'message-end')[0]

async function credits(cast: Cast, who: SignedIn) {
  const balances = await cast.server.context.wallet.service.balances(who.oid)
  return balances.credits + balances.bonusCredits
}

/** Messages of a room, whatever their state (a refused turn writes none). */
async function messagesOf(cast: Cast, roomOid: string) {
  return cast.server.context.database.db
    .selectFrom('chat_messages')
    .select(['role', 'paid_with', 'credits_charged', 'status'])
    .where('room_oid', '=', roomOid)
    .orderBy('created_at')
    .execute()
}

async function allowance(cast: Cast, who: Auth) {
  return cast.server.api('/story-chat/test-allowance', {
    ...who,
    query: { contentOid: cast.contentOid },
  })
}

describe('test turns on the offline model', () => {
  let cast: Cast
  beforeAll(async () => {
    cast = await startCast({})
  }, 120_000)
  afterAll(async () => {
    await cast?.server.close()
  })

  it("are free for the story's new creator, who has no credits, and draw nothing from the allowance", async () => {
    const { creator } = cast
    expect(await credits(cast, creator)).toBe(0)
    const roomOid = await newRoom(cast, creator)

    // Without test mode the creator is a player of their own story: no credits, no turn.
    const paid = await playTurn(cast, roomOid, creator, {})
    expect(paid.status).toBe(403)
    expect(paid.json).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      error: 'Insufficient credits.',
    })
    expect((await messagesOf(cast, roomOid)).map((message) => message.role)).toEqual(['assistant'])

    const turn = await playTurn(cast, roomOid, creator, { testMode: true })
    expect(turn.status).toBe(200)
    expect(started(turn.events)).toMatchObject({ paidWith: 'test-offline', offline: true })
    expect(ended(turn.events)?.creditsCharged).toBe(0)
    expect(ended(turn.events)?.text.length).toBeGreaterThan(0)
    await cast.server.context.chat.service.drain()
    expect(await credits(cast, creator)).toBe(0)
    const reply = (await messagesOf(cast, roomOid)).at(-1)
    expect(reply).toMatchObject({
      paid_with: 'test-offline',
      credits_charged: 0,
      status: 'complete',
    })

    const dock = await allowance(cast, creator)
    expect(dock.status, dock.text).toBe(200)
    expect(dock.json).toMatchObject({ offline: true, limit: 200, used: 0, left: 200 })
  })

  it("admins test anyone's story free; the test flag of anyone else is refused and charges nothing", async () => {
    const { admin, reader, otherCreator } = cast
    const adminRoom = await newRoom(cast, admin)
    const byAdmin = await playTurn(cast, adminRoom, admin, { testMode: true })
    expect(byAdmin.status).toBe(200)
    expect(started(byAdmin.events)?.paidWith).toBe('test-offline')

    await cast.server.context.wallet.service.grant({
      key: `test-turns-reader-${reader.oid}`,
      userOid: reader.oid,
      kind: 'credits',
      amount: 100,
    })
    for (const player of [reader, otherCreator]) {
      const roomOid = await newRoom(cast, player)
      const before = await credits(cast, player)
      const refused = await playTurn(cast, roomOid, player, { testMode: true })
      expect(refused.status).toBe(403)
      expect(refused.json).toMatchObject({
        code: 'TEST_MODE_FORBIDDEN',
        error: "Test mode is for the story's creator.",
      })
      expect(await credits(cast, player)).toBe(before)
      expect((await messagesOf(cast, roomOid)).map((message) => message.role)).toEqual([
        'assistant',
      ])
      expect((await allowance(cast, player)).status).toBe(403)
    }
    // The reader's own turn, without the flag, is paid as any.
    const readerRoom = await newRoom(cast, reader)
    const paid = await playTurn(cast, readerRoom, reader, {})
    expect(started(paid.events)?.paidWith).toBe('hold')
    await cast.server.context.chat.service.drain()
    expect(await credits(cast, reader)).toBe(100 - (ended(paid.events)?.creditsCharged ?? 0))
    expect(ended(paid.events)?.creditsCharged).toBeGreaterThan(0)

    // A guest's flag is refused too, and spends no free chat.
    const guest = await cast.server.api('/account/guest', { body: {} })
    const guestDeviceId = guest.json.guestDeviceId as string
    const freeChats = async () =>
      (await cast.server.api('/account/guest/status', { guestDeviceId })).json.freeChatsLeft
    const freeBefore = await freeChats()
    const guestRoom = await newRoom(cast, { guestDeviceId })
    const byGuest = await playTurn(cast, guestRoom, { guestDeviceId }, { testMode: true })
    expect(byGuest.status).toBe(403)
    expect(byGuest.json.code).toBe('TEST_MODE_FORBIDDEN')
    expect(await freeChats()).toBe(freeBefore)
  })

  it('the dock: 401 signed out, 404 for a story not published, 400 for a malformed id', async () => {
    expect((await allowance(cast, {})).status).toBe(401)
    const draft = await createDraft({ server: cast.server }, cast.creator)
    const unpublished = await cast.server.api('/story-chat/test-allowance', {
      token: cast.creator.token,
      query: { contentOid: draft },
    })
    expect(unpublished.status).toBe(404)
    const malformed = await cast.server.api('/story-chat/test-allowance', {
      token: cast.creator.token,
      query: { contentOid: 'not-an-id' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.error).toBe('Expected a 24-character id')
  })
})

describe('test turns on a real model', () => {
  let cast: Cast
  let upstream: FakeUpstream
  beforeAll(async () => {
    upstream = await startFakeUpstream({ kind: 'texts', texts: ['The lamp ', 'is lit.'] })
    cast = await startCast(
      { OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL, TALELOOM_CREATOR_TEST_TURNS: '3' },
      { model: 'local' },
    )
  }, 120_000)
  afterAll(async () => {
    await cast?.server.close()
    await upstream?.close()
  })

  it('draw from the monthly allowance, give a failed turn back, count a retry once, and then are charged', async () => {
    const { creator } = cast
    expect((await allowance(cast, creator)).json).toMatchObject({
      model: 'local',
      offline: false,
      limit: 3,
      used: 0,
      left: 3,
    })
    const roomOid = await newRoom(cast, creator)
    const requestId = `test-turn-${randomUUID()}`
    const first = await playTurn(cast, roomOid, creator, { testMode: true, requestId })
    expect(started(first.events)).toMatchObject({ paidWith: 'test-allowance', offline: false })
    expect(ended(first.events)).toMatchObject({ text: 'The lamp is lit.', creditsCharged: 0 })
    // The same request again resumes the first turn: not counted twice.
    const retried = await playTurn(cast, roomOid, creator, { testMode: true, requestId })
    expect(started(retried.events)?.messageId).toBe(started(first.events)?.messageId)
    expect((await allowance(cast, creator)).json).toMatchObject({ used: 1, left: 2 })

    // The provider cuts the reply: the failed turn gives its test turn back.
    upstream.behaviour = { kind: 'texts', texts: ['The lamp ', 'is lit.'], cutAfter: 1 }
    const failed = await playTurn(cast, roomOid, creator, { testMode: true })
    expect(payloads(failed.events, 'error')).toHaveLength(1)
    await cast.server.context.chat.service.drain()
    expect((await allowance(cast, creator)).json).toMatchObject({ used: 1, left: 2 })
    upstream.behaviour = { kind: 'texts', texts: ['The lamp ', 'is lit.'] }

    // Six test turns at once in six rooms: exactly the two left are free, the other four
    // are charged as a player's and refused for want of credits, writing nothing.
    const rooms = await Promise.all(Array.from({ length: 6 }, () => newRoom(cast, creator)))
    const racing = await Promise.all(
      rooms.map((room) => playTurn(cast, room, creator, { testMode: true })),
    )
    const statuses = racing.map((turn) => turn.status).sort()
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403])
    expect(
      racing.filter((turn) => turn.status === 200).map((turn) => started(turn.events)?.paidWith),
    ).toEqual(['test-allowance', 'test-allowance'])
    for (const refused of racing.filter((turn) => turn.status === 403))
      expect(refused.json.code).toBe('INSUFFICIENT_CREDITS')
    await cast.server.context.chat.service.drain()
    expect((await allowance(cast, creator)).json).toMatchObject({ used: 3, left: 0 })
    expect(await credits(cast, creator)).toBe(0)

    // Used up: a test turn is charged like a player's, paid from credits once there are some.
    await cast.server.context.wallet.service.grant({
      key: `test-turns-creator-${creator.oid}`,
      userOid: creator.oid,
      kind: 'credits',
      amount: 50,
    })
    const charged = await playTurn(cast, roomOid, creator, { testMode: true })
    expect(started(charged.events)?.paidWith).toBe('hold')
    await cast.server.context.chat.service.drain()
    expect(await credits(cast, creator)).toBe(50 - (ended(charged.events)?.creditsCharged ?? 0))
  })

  it('two test turns racing in one room: the one refused as in progress gives its test turn back', async () => {
    const { otherCreator, admin } = cast
    // An admin tests another writer's story on their own allowance. The reply is held after
    // its first chunk, so the winner is still streaming when the loser is refused.
    const roomOid = await newRoom(cast, admin)
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    upstream.behaviour = { kind: 'held', count: 3, before: 1, release: released }
    const turns = [
      playTurn(cast, roomOid, admin, { testMode: true }),
      playTurn(cast, roomOid, admin, { testMode: true }),
    ]
    const first = await Promise.race(turns)
    expect(first.status).toBe(409)
    release()
    const both = await Promise.all(turns)
    upstream.behaviour = { kind: 'texts', texts: ['The lamp ', 'is lit.'] }
    expect(both.map((turn) => turn.status).sort()).toEqual([200, 409])
    expect(started(both.find((turn) => turn.status === 200)!.events)?.paidWith).toBe(
      'test-allowance',
    )
    await cast.server.context.chat.service.drain()
    expect((await allowance(cast, admin)).json).toMatchObject({ used: 1, left: 2 })
    // Another writer's count is their own.
    expect((await allowance(cast, otherCreator)).status).toBe(403)
  })
  it('a test turn orphaned by a dead process is given back once by the sweeper', async () => {
    const { admin, server } = cast
    const deps = server.context.chat.service.deps
    const roomOid = await newRoom(cast, admin)
    const usedBefore = (await allowance(cast, admin)).json.used as number
    // Started (and counted) by a process that then died before generating.
    const result = await prepareTurn(
      deps,
      server.context.chat.service.compiledFor,
      server.context.chat.service.paths,
      roomOid,
      {
        user: {
          oid: admin.oid,
          nickname: admin.nickname,
          roles: ['admin'],
          language: 'en',
          isAdult: false,
        },
        guestDeviceId: null,
      },
      { kind: 'message', text: 'Hello?', testMode: true, requestId: `orphan-${randomUUID()}` },
    )
    if (!('prepared' in result)) throw new Error('expected a new turn')
    expect(result.prepared.charge.kind).toBe('test-allowance')
    expect((await allowance(cast, admin)).json.used).toBe(usedBefore + 1)

    // The sweeper runs once the turn's hold time has passed, on two instances at once.
    const later: ChatRuntimeDeps = {
      ...deps,
      clock: { now: () => new Date(Date.now() + 10 * 60_000) },
    }
    const swept = await Promise.all([
      sweepStaleStreams(later, () => false),
      sweepStaleStreams(later, () => false),
    ])
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1)
    expect(await sweepStaleStreams(later, () => false)).toBe(0)
    expect((await allowance(cast, admin)).json.used).toBe(usedBefore)
  })
})
