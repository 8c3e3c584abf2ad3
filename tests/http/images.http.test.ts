/** Paid situation images over HTTP: single and bulk unlocks, the spec's messages, signed links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CompiledStory } from '../../engine/compiled'
import { signUp } from '../support/accounts'
import { payloads, readSse } from '../support/sse'
import { type StoriesWorld, startDemoChatWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
let compiled: CompiledStory

const image = (id: string) => compiled.images.find((candidate) => candidate.id === id)!
const balance = async (userOid: string) =>
  (await world.server.context.wallet.service.balances(userOid)).credits

beforeAll(async () => {
  ;({ world, contentOid } = await startDemoChatWorld(500))
  compiled = (await world.server.context.stories.service.getPublishedStory(contentOid)).compiled
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

describe('image unlocks', () => {
  it('unlocks one paid image once, charging its price, and signs a working link', async () => {
    const { token, oid } = world.reader
    const elias = image('img-elias')
    const before = await balance(oid)
    const locked = await world.server.api('/story-chat/image/signed-url', {
      token,
      query: { contentOid, imageHash: elias.hash },
    })
    expect(locked.status).toBe(403)
    expect(locked.json.error).toBe('Image not unlocked')

    const unlocked = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid, imageHash: elias.hash },
    })
    expect(unlocked.status, unlocked.text).toBe(200)
    expect(unlocked.json.creditsCharged).toBe(elias.price)
    expect(await balance(oid)).toBe(before - elias.price)
    const again = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid, imageHash: elias.hash },
    })
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('Image already unlocked')
    expect(await balance(oid)).toBe(before - elias.price)

    const signed = await world.server.api('/story-chat/image/signed-url', {
      token,
      query: { contentOid, imageHash: elias.hash },
    })
    expect(signed.status).toBe(200)
    const file = await fetch(`${world.server.url}${signed.json.url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(
      elias.url.slice('data:image/png;base64,'.length),
    )
    const forged = await fetch(
      `${world.server.url}${signed.json.url.replace(elias.hash, image('img-lamp-room').hash)}`,
    )
    expect(forged.status).toBe(403)
  })

  it('answers the spec message keys for impossible unlocks', async () => {
    const { token } = world.reader
    const unknown = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid, imageHash: 'nope' },
    })
    expect([unknown.status, unknown.json.error]).toEqual([404, 'Image not found'])
    const free = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid, imageHash: image('img-harbour').hash },
    })
    expect([free.status, free.json.error]).toEqual([409, 'Image already unlocked'])
    const missing = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid },
    })
    expect([missing.status, missing.json.error]).toEqual([400, 'Missing required parameters'])
    const guest = await world.server.api('/story-chat/image/unlock', {
      guestDeviceId: world.guestDeviceId,
      body: { contentOid, imageHash: image('img-elias').hash },
    })
    expect(guest.status).toBe(401)
  })

  it('bulk-unlocks the rest at the configured discount, then has nothing left', async () => {
    const { token, oid } = world.reader
    const before = await balance(oid)
    const rest = compiled.images.filter(
      (candidate) => candidate.price > 0 && candidate.id !== 'img-elias',
    )
    const expected = Math.floor(
      (rest.reduce((sum, candidate) => sum + candidate.price, 0) * 90) / 100,
    )
    // The quote lists what "unlock all" buys and charges the same total as the unlock.
    const quote = await world.server.api('/story-chat/image/unlock-quote', {
      token,
      query: { contentOid },
    })
    expect(quote.status, quote.text).toBe(200)
    expect(quote.json.discountPercent).toBe(10)
    expect(quote.json.total).toBe(expected)
    expect(quote.json.images.map((entry: { imageHash: string }) => entry.imageHash).sort()).toEqual(
      rest.map((candidate) => candidate.hash).sort(),
    )
    const bulk = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid, allImages: true },
    })
    expect(bulk.status, bulk.text).toBe(200)
    expect(bulk.json.creditsCharged).toBe(expected)
    expect(await balance(oid)).toBe(before - expected)
    const none = await world.server.api('/story-chat/image/unlock', {
      token,
      body: { contentOid, allImages: true },
    })
    expect([none.status, none.json.error]).toEqual([
      409,
      'All images already unlocked or not available for unlock',
    ])
  })

  it('refuses without credits and charges nothing', async () => {
    const poor = await signUp(world.server)
    const refused = await world.server.api('/story-chat/image/unlock', {
      token: poor.token,
      body: { contentOid, imageHash: image('img-lamp-room').hash },
    })
    expect([refused.status, refused.json.error]).toEqual([403, 'Insufficient Credits'])
    const signed = await world.server.api('/story-chat/image/signed-url', {
      token: poor.token,
      query: { contentOid, imageHash: image('img-lamp-room').hash },
    })
    expect(signed.status).toBe(403)
  })
})

describe('pictures a player bought', () => {
  /** A new room of `token`'s, its opening set in the lamp room, whose picture is paid. */
  async function roomInLampRoom(token: string) {
    const created = await world.server.api('/story-chat/chat-room', {
      token,
      body: { contentOid },
    })
    expect(created.status, created.text).toBe(200)
    const scene = compiled.scenes.find((candidate) => candidate.tags.includes('lens'))!
    const db = world.server.context.database.db
    const greeting = await db
      .selectFrom('chat_messages')
      .select(['oid', 'state'])
      .where('oid', '=', created.json.messages[0].messageId)
      .executeTakeFirstOrThrow()
    const state = greeting.state as { sceneId: string; availableImageIds: string[] }
    await db
      .updateTable('chat_messages')
      .set({
        state: JSON.stringify({
          ...state,
          sceneId: scene.id,
          availableImageIds: [...new Set([...state.availableImageIds, 'img-lamp-room'])],
        }),
      })
      .where('oid', '=', greeting.oid)
      .execute()
    return created.json.room.roomOid as string
  }
  const situation = async (token: string, roomOid: string) =>
    (await world.server.api('/story-chat/situation-image', { token, query: { roomOid } })).json
      .image
  const funded = async () => {
    const user = await signUp(world.server)
    await world.server.context.wallet.service.grant({
      key: `img-buyer-${user.oid}`,
      userOid: user.oid,
      kind: 'credits',
      amount: 1000,
    })
    return user
  }

  it('come back unlocked with a signed link from situation-image and in image events', async () => {
    const buyer = await funded()
    const roomOid = await roomInLampRoom(buyer.token)
    const lamp = image('img-lamp-room')
    expect(await situation(buyer.token, roomOid)).toMatchObject({
      imageHash: lamp.hash,
      locked: true,
      price: lamp.price,
      url: null,
    })

    const bought = await world.server.api('/story-chat/image/unlock', {
      token: buyer.token,
      body: { contentOid, imageHash: lamp.hash },
    })
    expect(bought.status, bought.text).toBe(200)
    const unlocked = await situation(buyer.token, roomOid)
    expect(unlocked).toMatchObject({ imageHash: lamp.hash, locked: false })
    expect(unlocked.url).toMatch(
      new RegExp(
        `^/api/story-chat/image/file/${contentOid}/${lamp.hash}\\?expires=\\d+&signature=`,
      ),
    )
    const file = await fetch(`${world.server.url}${unlocked.url}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(
      lamp.url.slice('data:image/png;base64,'.length),
    )

    const turn = await readSse(
      await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
        body: JSON.stringify({ message: 'I study the covered lens in the night wind.' }),
      }),
    )
    const events = payloads<{ imageHash: string; locked: boolean; url: string | null }>(
      turn,
      'image',
    ).filter((event) => event.imageHash === lamp.hash)
    expect(events.length).toBeGreaterThan(0)
    for (const event of events) {
      expect(event.locked).toBe(false)
      expect((await fetch(`${world.server.url}${event.url}`)).status).toBe(200)
    }
  })

  it('stay locked, without an address, for a player who did not buy them', async () => {
    const other = await funded()
    const roomOid = await roomInLampRoom(other.token)
    expect(await situation(other.token, roomOid)).toMatchObject({
      imageHash: image('img-lamp-room').hash,
      locked: true,
      url: null,
    })
  })
})
