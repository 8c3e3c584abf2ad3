/**
 * Denial of wallet through invented guest ids: the device id comes from the client, so
 * each address may register only a few new ids (20 a day by default). Past that, an
 * invented id gets no free chat, while other addresses are unaffected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_MESSAGES } from '../../platform/chat'
import { payloads, readSse } from '../support/sse'
import { type ChatWorld, startChatWorld } from './reliability/chat-kit'

let world: ChatWorld

beforeAll(async () => {
  // Behind a proxy: the client address is the first X-Forwarded-For entry.
  world = await startChatWorld({
    env: {
      TALELOOM_TRUST_PROXY: '1',
      TALELOOM_OFFLINE_DELAY_MS: '0',
      TALELOOM_GUEST_TURNS_PER_IP: '120',
    },
  })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
})

let counter = 0
function inventedId() {
  counter += 1
  return `invented-${String(counter).padStart(4, '0')}-aaaaaaaa`
}

async function guestTurn(guestDeviceId: string, ip: string) {
  const created = await world.server.api('/story-chat/chat-room', {
    guestDeviceId,
    headers: { 'x-forwarded-for': ip },
    body: { contentOid: world.contentOid },
  })
  expect(created.status, created.text).toBe(200)
  const roomOid = created.json.room.roomOid as string
  const response = await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'guest-device-id': guestDeviceId,
      'x-forwarded-for': `${ip}, 10.0.0.1`,
    },
    body: JSON.stringify({ message: 'Hello.' }),
  })
  if (response.status !== 200) return { status: response.status, body: await response.json() }
  const events = await readSse(response)
  return { status: 200, body: payloads(events, 'message-end')[0] }
}

async function freeChatsUsed() {
  const rows = await world.server.context.database.query<{ used: number }>(
    'select coalesce(sum(free_chats_used), 0)::int as used from guests',
  )
  return rows[0]?.used ?? 0
}

describe('new guest ids per address', () => {
  it('gives the 21st invented id from one address no free chat; another address still gets one', async () => {
    const address = '203.0.113.50'
    for (let index = 0; index < 20; index += 1) {
      const turn = await guestTurn(inventedId(), address)
      expect(turn.status, JSON.stringify(turn.body)).toBe(200)
    }
    const spent = await freeChatsUsed()
    const refused = await guestTurn(inventedId(), address)
    expect(refused).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: 'NO_FREE_CHATS',
        error: CHAT_MESSAGES.noFreeChats,
      }),
    })
    expect(await freeChatsUsed()).toBe(spent)

    const elsewhere = await guestTurn(inventedId(), '198.51.100.20')
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200)
    expect(await freeChatsUsed()).toBe(spent + 1)
  })

  it('answers POST /account/guest from that address with 429 and Retry-After', async () => {
    const refused = await world.server.api('/account/guest', {
      body: {},
      headers: { 'x-forwarded-for': '203.0.113.50' },
    })
    expect(refused.status).toBe(429)
    expect(refused.json.code).toBe('GUEST_LIMIT_REACHED')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    // An id the address registered earlier keeps working.
    const known = await world.server.api('/account/guest', {
      body: {},
      guestDeviceId: 'invented-0001-aaaaaaaa',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    })
    expect(known.status, known.text).toBe(200)
    expect(known.json.guestDeviceId).toBe('invented-0001-aaaaaaaa')
  })

  it('counts guest turns per address too, whatever device id they carry', async () => {
    const address = '192.0.2.77'
    const statuses: number[] = []
    // The per-address turn budget is set to 120 a minute; 20 ids x 7 turns passes it, while
    // each id stays under its own 30.
    const ids = Array.from({ length: 20 }, () => inventedId())
    for (const id of ids) {
      for (let turn = 0; turn < 7; turn += 1) {
        const response = await fetch(
          `${world.server.url}/api/story-chat/chat-room/${'0'.repeat(24)}/message`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'guest-device-id': id,
              'x-forwarded-for': address,
            },
            body: JSON.stringify({ message: 'Hi.' }),
          },
        )
        statuses.push(response.status)
        await response.body?.cancel()
      }
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true)
  })
})
