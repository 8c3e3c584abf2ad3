/**
 * A character answers in direct chat over the real API (docs/CHARACTER-DM.md): the creator
 * lets fans message one character, a fan's room is a story-chat room charged the price per
 * message exactly once (a crowd of requests with credits for three), the fan's opt-in memory
 * of earlier rooms reaches a new room's prompt, stays private to the fan, and goes with the
 * account.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '../support/accounts'
import { signUp } from '../support/accounts'
import { payloads, readSse } from '../support/sse'
import { type StoriesWorld, startDemoChatWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
const ELIAS = 'char-elias'
const PRICE = 7

beforeAll(async () => {
  ;({ world, contentOid } = await startDemoChatWorld(100_000))
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

async function openRoom(who: SignedIn) {
  const opened = await world.server.api('/story-chat/character-dm/rooms', {
    token: who.token,
    body: { contentOid },
  })
  expect(opened.status, opened.text).toBe(200)
  return opened.json.room.roomOid as string
}

async function say(who: SignedIn, roomOid: string, message: string, requestId: string) {
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${who.token}`,
      ...world.server.clientHeaders,
    },
    body: JSON.stringify({ message, requestId }),
  })
  if (!response.ok) return { status: response.status, json: await response.json(), end: null }
  const events = await readSse(response)
  const end = payloads<{ creditsCharged: number; text: string }>(events, 'message-end')[0] ?? null
  return { status: response.status, json: null, end }
}

async function spendable(who: SignedIn) {
  const balances = await world.server.context.wallet.service.balances(who.oid)
  return balances.credits + balances.bonusCredits
}

async function promptsOf(roomOid: string) {
  const logs = await world.server.api('/story-chat/prompt-logs', {
    token: world.admin.token,
    query: { roomOid },
  })
  expect(logs.status, logs.text).toBe(200)
  return (logs.json.logs as Array<{ request: { messages: unknown } }>).map((log) =>
    JSON.stringify(log.request.messages),
  )
}

describe('a character answers in direct chat', () => {
  it('off by default; only the story’s creator sets it; a fan then messages the character', async () => {
    const { reader, creatorA } = world
    const offer = await world.server.api('/story-chat/character-dm/offer', {
      query: { contentOid },
    })
    expect(offer.json.offer).toMatchObject({ enabled: false, character: null })
    const refused = await world.server.api('/story-chat/character-dm/rooms', {
      token: reader.token,
      body: { contentOid },
    })
    expect(refused.status).toBe(404)
    expect(refused.json.code).toBe('CHARACTER_DM_NOT_OFFERED')

    const setting = { contentOid, enabled: true, characterId: ELIAS, priceCredits: PRICE }
    const notOwner = await world.server.api('/story-chat/character-dm/setting', {
      method: 'PUT',
      token: reader.token,
      body: setting,
    })
    expect(notOwner.status).toBe(403)
    const unknown = await world.server.api('/story-chat/character-dm/setting', {
      method: 'PUT',
      token: creatorA.token,
      body: { ...setting, characterId: 'char-nobody' },
    })
    expect(unknown.status).toBe(400)
    const saved = await world.server.api('/story-chat/character-dm/setting', {
      method: 'PUT',
      token: creatorA.token,
      body: setting,
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.setting).toMatchObject({
      enabled: true,
      characterId: ELIAS,
      priceCredits: PRICE,
    })
    expect(saved.json.characters.map((c: { id: string }) => c.id)).toContain(ELIAS)

    const fanOffer = await world.server.api('/story-chat/character-dm/offer', {
      token: reader.token,
      query: { contentOid },
    })
    expect(fanOffer.json.offer).toMatchObject({
      enabled: true,
      character: { id: ELIAS, name: 'Elias Brand' },
      priceCredits: PRICE,
    })

    const roomOid = await openRoom(reader)
    const before = await spendable(reader)
    const first = await say(reader, roomOid, 'Hello, Elias.', 'dm-first')
    expect(first.status).toBe(200)
    expect(first.end?.creditsCharged).toBe(PRICE)
    // A retry of the same request streams the same reply, charged once.
    await say(reader, roomOid, 'Hello, Elias.', 'dm-first')
    await world.server.context.chat.service.drain()
    expect(await spendable(reader)).toBe(before - PRICE)
    // The character alone answers.
    const [prompt] = await promptsOf(roomOid)
    expect(prompt).toContain('Elias Brand')

    const list = await world.server.api('/story-chat/character-dm/rooms', { token: reader.token })
    expect(list.json.rooms).toEqual([
      expect.objectContaining({ roomOid, characterId: ELIAS, characterName: 'Elias Brand' }),
    ])
  })

  it('50 messages at once with credits for 3: 3 replies, each charged the price once', async () => {
    const fan = await signUp(world.server)
    const rooms = await Promise.all(Array.from({ length: 10 }, () => openRoom(fan)))
    await world.server.context.wallet.service.grant({
      key: `character-dm-race-${fan.oid}`,
      userOid: fan.oid,
      kind: 'credits',
      amount: PRICE * 3,
    })
    const racing = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        say(fan, rooms[index % 10]!, 'All at once!', `dm-race-${index}`),
      ),
    )
    await world.server.context.chat.service.drain()
    const done = racing.filter((turn) => turn.status === 200 && turn.end)
    expect(done).toHaveLength(3)
    for (const refused of racing.filter((turn) => turn.status !== 200))
      expect(['INSUFFICIENT_CREDITS', 'RESPONSE_IN_PROGRESS', 'RATE_LIMITED']).toContain(
        refused.json.code,
      )
    expect(done.map((turn) => turn.end?.creditsCharged)).toEqual([PRICE, PRICE, PRICE])
    expect(await spendable(fan)).toBe(0)
  })

  it('an opted-in fan is remembered in a new room; the memory is private and goes with the account', async () => {
    const fan = await signUp(world.server)
    await world.server.context.wallet.service.grant({
      key: `character-dm-memory-${fan.oid}`,
      userOid: fan.oid,
      kind: 'credits',
      amount: 1000,
    })
    const firstRoom = await openRoom(fan)
    expect((await say(fan, firstRoom, 'My cat is called Pepper.', 'dm-mem-1')).status).toBe(200)
    await world.server.context.chat.service.drain()
    // Off until the fan turns it on: a new room remembers nothing.
    const unremembered = await openRoom(fan)
    const memoriesOff = await world.server.api('/story-chat/character-dm/memories', {
      token: fan.token,
      query: { contentOid },
    })
    expect(memoriesOff.json).toEqual({ enabled: false, memories: [] })

    const on = await world.server.api('/story-chat/character-dm/memory-setting', {
      method: 'PUT',
      token: fan.token,
      body: { contentOid, enabled: true },
    })
    expect(on.status, on.text).toBe(200)
    const newRoom = await openRoom(fan)
    const memories = await world.server.api('/story-chat/character-dm/memories', {
      token: fan.token,
      query: { contentOid },
    })
    expect(memories.json.enabled).toBe(true)
    // The room with a message is remembered; the empty one has nothing to remember.
    expect(memories.json.memories).toHaveLength(1)
    const memory = memories.json.memories[0] as {
      memoryOid: string
      content: string
      roomOid: string
    }
    expect(memory.roomOid).toBe(firstRoom)
    expect(unremembered).not.toBe(firstRoom)
    expect(memory.content.length).toBeGreaterThan(0)

    expect((await say(fan, newRoom, 'Do you remember me?', 'dm-mem-2')).status).toBe(200)
    await world.server.context.chat.service.drain()
    const [prompt] = await promptsOf(newRoom)
    expect(prompt).toContain('memories of earlier conversations')
    expect(prompt).toContain(JSON.stringify(memory.content).slice(1, 40))

    // Another fan can neither read nor delete it.
    const other = await world.server.api('/story-chat/character-dm/memories', {
      token: world.reader.token,
      query: { contentOid },
    })
    expect(JSON.stringify(other.json)).not.toContain(memory.memoryOid)
    const stolen = await world.server.api(`/story-chat/character-dm/memories/${memory.memoryOid}`, {
      method: 'DELETE',
      token: world.reader.token,
    })
    expect(stolen.status).toBe(404)
    const exported = await world.server.api('/story-chat/character-dm/memories/export', {
      token: fan.token,
    })
    expect(exported.json.memories).toEqual([
      expect.objectContaining({ memoryOid: memory.memoryOid }),
    ])

    // The account's purge deletes the memories and the opt-in (the accounts area's port).
    const db = world.server.context.database.db
    await sql`update users set unregister_state = 'wait', confirm_unregister_at = now() - interval '1 day' where id = ${fan.oid}`.execute(
      db,
    )
    const purged = await world.server.context.accounts.service.purgeUnregistered(new Date())
    expect(purged).toContain(fan.oid)
    const left = await db
      .selectFrom('chat_character_memories')
      .select('oid')
      .where('user_oid', '=', fan.oid)
      .execute()
    expect(left).toEqual([])
  })

  it('the fan deletes a memory', async () => {
    const fan = await signUp(world.server)
    await world.server.context.wallet.service.grant({
      key: `character-dm-delete-${fan.oid}`,
      userOid: fan.oid,
      kind: 'credits',
      amount: 1000,
    })
    await world.server.api('/story-chat/character-dm/memory-setting', {
      method: 'PUT',
      token: fan.token,
      body: { contentOid, enabled: true },
    })
    const room = await openRoom(fan)
    await say(fan, room, 'Remember the lighthouse.', 'dm-del-1')
    await world.server.context.chat.service.drain()
    await openRoom(fan)
    const listed = await world.server.api('/story-chat/character-dm/memories', {
      token: fan.token,
      query: { contentOid },
    })
    const [memory] = listed.json.memories as Array<{ memoryOid: string }>
    expect(memory).toBeDefined()
    const deleted = await world.server.api(
      `/story-chat/character-dm/memories/${memory!.memoryOid}`,
      {
        method: 'DELETE',
        token: fan.token,
      },
    )
    expect(deleted.status).toBe(200)
    const after = await world.server.api('/story-chat/character-dm/memories', {
      token: fan.token,
      query: { contentOid },
    })
    expect(after.json.memories).toEqual([])
  })
})
