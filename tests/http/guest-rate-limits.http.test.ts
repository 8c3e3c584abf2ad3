/**
 * Rate limits of callers without a session count their client address, never the
 * `guest-device-id` header they choose: a new id per request buys no fresh budget. And a
 * tier coupon's check asks for sign-in before it looks at the code, so a signed-out caller
 * learns nothing about which codes exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { grantRoles, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-06-01T12:00:00Z'))
let server: TestServer
let deviceCounter = 0
/** A device id never sent before: what an attacker rotating the header sends. */
const freshDevice = () => {
  deviceCounter += 1
  return `rotating-device-${process.pid}-${deviceCounter}`.padEnd(24, 'x')
}
const NOBODY = '0123456789abcdef01234567'

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

interface LimitedRoute {
  name: string
  limit: number
  call: (guestDeviceId: string) => ReturnType<TestServer['api']>
}

const routes: LimitedRoute[] = [
  {
    name: 'GET /payment/coupon/valid',
    limit: 30,
    call: (guestDeviceId) =>
      server.api('/payment/coupon/valid', {
        guestDeviceId,
        query: { code: 'GUESS-1', tier: 'gold', creatorOid: NOBODY },
      }),
  },
  {
    name: 'GET /story-chat/coupon-info with a code',
    limit: 20,
    call: (guestDeviceId) =>
      server.api('/story-chat/coupon-info', { guestDeviceId, query: { code: 'GUESS-2' } }),
  },
  {
    name: 'POST /story-chat/coupon/redeem',
    limit: 20,
    call: (guestDeviceId) =>
      server.api('/story-chat/coupon/redeem', { guestDeviceId, body: { code: 'GUESS-2' } }),
  },
  {
    name: 'POST /live/ad/count/show',
    limit: 120,
    call: (guestDeviceId) =>
      server.api('/live/ad/count/show', { guestDeviceId, body: { oid: NOBODY } }),
  },
  {
    name: 'GET /live/toolkey',
    limit: 30,
    call: (guestDeviceId) =>
      server.api('/live/toolkey', { guestDeviceId, query: { toolkey: 'guessed-key' } }),
  },
]

describe('guests are limited by address, whatever device id they send', () => {
  for (const route of routes)
    it(`${route.name}: ${route.limit} calls, then 429 for a new device id too`, async () => {
      const statuses: number[] = []
      for (let call = 0; call < route.limit; call += 1)
        statuses.push((await route.call(freshDevice())).status)
      expect(statuses.filter((status) => status === 429)).toEqual([])
      const rotated = await route.call(freshDevice())
      expect(rotated.status).toBe(429)
      expect(rotated.json.code).toBe('RATE_LIMITED')
      expect(Number(rotated.headers.get('retry-after'))).toBeGreaterThan(0)
    })
})

describe('a guest asking its chats left', () => {
  it('tries no code, so it is answered after the guesses are spent', async () => {
    const spent = await server.api('/story-chat/coupon-info', {
      guestDeviceId: freshDevice(),
      query: { code: 'GUESS-3' },
    })
    expect(spent.status).toBe(429)
    const left = await server.api('/story-chat/coupon-info', { guestDeviceId: freshDevice() })
    expect(left.status, left.text).toBe(200)
    expect(left.json).toEqual({ coupon: null, chatsLeft: 0 })
  })
})

describe('a tier coupon checked while signed out', () => {
  it('answers a right and a wrong code alike', async () => {
    // A fresh minute: the checks above spent this address's budget.
    clock.advance(61_000)
    const admin = await seedAdmin(server)
    const creator = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['user', 'creator'])
    const expiryDate = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const created = await server.api('/payment/coupon', {
      token: creator.token,
      body: { code: 'REAL-CODE-1', tier: 'gold', price: 500, expiryDate },
    })
    expect(created.status, created.text).toBe(200)

    const answer = async (code: string, guestDeviceId?: string) => {
      const response = await server.api('/payment/coupon/valid', {
        query: { code, tier: 'gold', creatorOid: creator.oid },
        ...(guestDeviceId ? { guestDeviceId } : {}),
      })
      const { requestId: _requestId, ...body } = response.json
      return { status: response.status, body }
    }
    const right = await answer('REAL-CODE-1')
    expect(right).toEqual({
      status: 401,
      body: {
        error: 'Identification is required.',
        code: 'IDENTIFICATION_REQUIRED',
        details: { removed: false },
      },
    })
    expect(await answer('WRONG-CODE-1')).toEqual(right)
    expect(await answer('REAL-CODE-1', freshDevice())).toEqual(right)
    expect(await answer('WRONG-CODE-1', freshDevice())).toEqual(right)
  })
})

describe('a guest whose page checks coupons', () => {
  it('keeps every redeem attempt: polling and looking codes up count apart', async () => {
    // A fresh minute: the checks above spent this address's budgets.
    clock.advance(61_000)
    const admin = await seedAdmin(server)
    const issued = await server.api('/story-chat/chat-coupons', {
      token: admin.token,
      body: { chats: 3 },
    })
    expect(issued.status, issued.text).toBe(200)
    const guest = freshDevice()
    const statuses: number[] = []
    for (let poll = 0; poll < 30; poll += 1)
      statuses.push((await server.api('/story-chat/coupon-info', { guestDeviceId: guest })).status)
    for (let lookup = 0; lookup < 21; lookup += 1)
      statuses.push(
        (
          await server.api('/story-chat/coupon-info', {
            guestDeviceId: guest,
            query: { code: issued.json.coupon.code },
          })
        ).status,
      )
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200))
    expect(statuses[50]).toBe(429)
    const redeemed = await server.api('/story-chat/coupon/redeem', {
      guestDeviceId: guest,
      body: { code: issued.json.coupon.code },
    })
    expect(redeemed.status, redeemed.text).toBe(200)
    expect(redeemed.json).toMatchObject({ redeemed: true, chatsGranted: 3, chatsLeft: 3 })
  })
})
