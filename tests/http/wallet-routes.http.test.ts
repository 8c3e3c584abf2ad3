/** HTTP tests of the wallet routes through the real server: auth, validation, ownership. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = manualClock('2026-11-21T10:00:00Z') // a Saturday (UTC)
let server: TestServer
let admin: SignedIn
let fan: SignedIn
let other: SignedIn

beforeAll(async () => {
  server = await startTestServer({ clock })
  admin = await seedAdmin(server)
  fan = await signUp(server)
  other = await signUp(server)
  await server.context.wallet.service.purchaseCoins({
    key: `seed-fan-${fan.oid}`,
    userOid: fan.oid,
    coins: 1500,
  })
})
afterAll(async () => {
  await server?.close()
})

describe('wallet routes', () => {
  it('needs a user everywhere', async () => {
    for (const [method, path] of [
      ['GET', '/story-chat/convert/credit'],
      ['POST', '/story-chat/convert/credit'],
      ['GET', '/coinevent'],
      ['GET', '/coinevent/creator/aggregate/coinType'],
      ['GET', '/live/paymenthistory'],
      ['GET', '/account/attendance'],
      ['POST', '/account/attendance'],
      ['GET', '/account/inventory'],
      ['POST', '/account/inventory/use'],
    ] as const) {
      const response = await server.api(path, {
        method,
        ...(method === 'POST' ? { body: {} } : {}),
      })
      expect(response.status, `${method} ${path}`).toBe(401)
    }
  })

  it('converts coins to credits, replays the same Idempotency-Key, refuses bad input', async () => {
    const info = await server.api('/story-chat/convert/credit', { token: fan.token })
    expect(info.json).toMatchObject({
      creditsPerCoin: 10,
      maxCoins: 1000,
      balances: { coins: 1500 },
    })
    const headers = { 'idempotency-key': 'convert-0001' }
    const first = await server.api('/story-chat/convert/credit', {
      token: fan.token,
      headers,
      body: { amount: 100, type: 'coin' },
    })
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({
      coins: 100,
      credits: 1000,
      balances: { coins: 1400, credits: 1000 },
    })
    const again = await server.api('/story-chat/convert/credit', {
      token: fan.token,
      headers,
      body: { amount: 100, type: 'coin' },
    })
    expect(again.json.balances).toMatchObject({ coins: 1400, credits: 1000 })
    const reused = await server.api('/story-chat/convert/credit', {
      token: fan.token,
      headers,
      body: { amount: 200 },
    })
    expect(reused.status).toBe(409)
    expect(reused.json.code).toBe('IDEMPOTENCY_KEY_REUSED')
    for (const body of [
      {},
      { amount: 'lots' },
      { amount: -5 },
      { amount: 1.5 },
      { amount: 10, type: 'gold' },
    ]) {
      const response = await server.api('/story-chat/convert/credit', { token: fan.token, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    for (const body of [{ amount: 1001 }, { amount: 10, type: 'bonus' }]) {
      const response = await server.api('/story-chat/convert/credit', { token: fan.token, body })
      expect(response.status).toBe(400)
      expect(response.json.error).toBe('Failed to convert credits.')
    }
    const after = await server.api('/story-chat/convert/credit', { token: fan.token })
    expect(after.json.balances).toMatchObject({ coins: 1400, credits: 1000 })
    const topUp = await server.api('/story-chat/convert/credit/auto-top-up', {
      method: 'PUT',
      token: fan.token,
      body: { coins: 30 },
    })
    expect(topUp.json).toEqual({ coins: 30, threshold: 50 })
  })

  it('shows coin history to its owner and admins only', async () => {
    const own = await server.api('/coinevent', {
      token: fan.token,
      query: { startDate: '2026-11-01', endDate: '2026-11-21' },
    })
    expect(own.status, own.text).toBe(200)
    expect(own.json.events.map((event: { type: string }) => event.type)).toEqual([
      'conversion',
      'purchase',
    ])
    expect(own.json.events[0].changes).toMatchObject({ coins: -100, credits: 1000 })
    const empty = await server.api('/coinevent', {
      token: fan.token,
      query: { endDate: '2026-11-01' },
    })
    expect(empty.json.events).toEqual([])
    const prying = await server.api('/coinevent', {
      token: other.token,
      query: { userOid: fan.oid },
    })
    expect(prying.status).toBe(403)
    const byAdmin = await server.api('/coinevent', {
      token: admin.token,
      query: { userOid: fan.oid },
    })
    expect(byAdmin.json.events).toHaveLength(2)
    const bad = await server.api('/coinevent', {
      token: fan.token,
      query: { userOid: 'nope', startDate: 'yesterday' },
    })
    expect(bad.status).toBe(400)
    // ISO in shape, but a year PostgreSQL cannot store: refused, not a 500.
    for (const startDate of ['0000-01-01', '0000-06-01T00:00:00Z']) {
      const outside = await server.api('/coinevent', { token: fan.token, query: { startDate } })
      expect(outside.status, outside.text).toBe(400)
      expect(outside.json.error).toBe('Dates start in 1970 and end in 9999.')
    }
  })

  it('aggregates a creator’s earnings by coin type, for creators only', async () => {
    const refused = await server.api('/coinevent/creator/aggregate/coinType', {
      token: other.token,
    })
    expect(refused.status).toBe(403)
    await grantRoles(server, admin.token, other.oid, ['user', 'creator'])
    await server.context.wallet.service.transfer({
      key: 'donation-1',
      fromUserOid: fan.oid,
      toUserOid: other.oid,
      coins: 100,
    })
    await server.context.wallet.service.transfer({
      key: 'donation-2',
      fromUserOid: fan.oid,
      toUserOid: other.oid,
      coins: 50,
      type: 'live_donation',
    })
    const aggregate = await server.api('/coinevent/creator/aggregate/coinType', {
      token: other.token,
    })
    expect(aggregate.status, aggregate.text).toBe(200)
    expect(aggregate.json.aggregates).toEqual([
      { type: 'donation', coins: 80, count: 1 },
      { type: 'live_donation', coins: 40, count: 1 },
    ])
  })

  it('pages payment history with nextToken and count (default 10), own or as admin', async () => {
    // The manual clock stands still: every purchase has the same time, the id orders them.
    for (let index = 0; index < 11; index += 1) {
      await server.context.wallet.service.purchaseCoins({
        key: `history-${index}`,
        userOid: other.oid,
        coins: 10 + index,
      })
    }
    const first = await server.api('/live/paymenthistory', { token: other.token })
    expect(first.status, first.text).toBe(200)
    expect(first.json.userOid).toBe(other.oid)
    expect(first.json.items).toHaveLength(10)
    expect(first.json.hasMore).toBe(true)
    expect(first.json.items.map((item: { coins: number }) => item.coins)).toEqual([
      20, 19, 18, 17, 16, 15, 14, 13, 12, 11,
    ])
    // A purchase arriving between pages neither shifts nor repeats the next page.
    await server.context.wallet.service.purchaseCoins({
      key: 'history-late',
      userOid: other.oid,
      coins: 99,
    })
    const second = await server.api('/live/paymenthistory', {
      token: other.token,
      query: { nextToken: first.json.nextToken },
    })
    expect(second.json.items.map((item: { coins: number }) => item.coins)).toEqual([10])
    expect(second.json).toMatchObject({ hasMore: false, nextToken: null })

    // count pages through everything exactly once.
    const seen: number[] = []
    let nextToken: string | null = null
    do {
      const page: { json: { items: Array<{ coins: number }>; nextToken: string | null } } =
        await server.api('/live/paymenthistory', {
          token: other.token,
          query: { count: 5, ...(nextToken ? { nextToken } : {}) },
        })
      expect(page.json.items.length).toBeLessThanOrEqual(5)
      seen.push(...page.json.items.map((item) => item.coins))
      nextToken = page.json.nextToken
    } while (nextToken)
    expect(seen).toEqual([99, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10])

    // Someone else's history: admins only.
    const foreign = await server.api('/live/paymenthistory', {
      token: fan.token,
      query: { userOid: other.oid },
    })
    expect(foreign.status).toBe(403)
    const asAdmin = await server.api('/live/paymenthistory', {
      token: admin.token,
      query: { userOid: other.oid, count: 3 },
    })
    expect(asAdmin.json.items.map((item: { coins: number }) => item.coins)).toEqual([99, 20, 19])

    const refusals: Array<Record<string, string | number>> = [
      { count: 0 },
      { count: 101 },
      { nextToken: 'not-a-token' },
    ]
    for (const query of refusals) {
      const refused = await server.api('/live/paymenthistory', { token: other.token, query })
      expect(refused.status, JSON.stringify(query)).toBe(400)
    }
  })

  it('checks in once a day and per device, and opens the random box', async () => {
    const device = 'device-abcdefghijklmnop'
    const status = await server.api('/account/attendance', { token: fan.token })
    expect(status.json).toMatchObject({ checkedInToday: false, streakDays: 0, creditsToday: 100 })
    const checkIn = await server.api('/account/attendance', {
      token: fan.token,
      guestDeviceId: device,
      body: {},
    })
    expect(checkIn.status, checkIn.text).toBe(200)
    expect(checkIn.json).toMatchObject({
      checkedInToday: true,
      streakDays: 1,
      weeklyProgress: 1,
      creditsEarned: 100,
    })
    const twice = await server.api('/account/attendance', {
      token: fan.token,
      guestDeviceId: device,
      body: {},
    })
    expect(twice.status).toBe(409)
    expect(twice.json.code).toBe('ALREADY_CHECKED_IN')
    const sameDevice = await server.api('/account/attendance', {
      token: other.token,
      guestDeviceId: device,
      body: {},
    })
    expect(sameDevice.status).toBe(409)
    expect(sameDevice.json.code).toBe('DEVICE_ALREADY_CHECKED_IN')

    const itemOid = await server.context.wallet.service.giveItem({
      userOid: fan.oid,
      kind: 'random_box',
      source: 'test',
    })
    const inventory = await server.api('/account/inventory', { token: fan.token })
    expect(inventory.json.items.map((item: { oid: string }) => item.oid)).toContain(itemOid)
    const used = await server.api('/account/inventory/use', { token: fan.token, body: { itemOid } })
    expect(used.status, used.text).toBe(200)
    const usedAgain = await server.api('/account/inventory/use', {
      token: fan.token,
      body: { itemOid },
    })
    expect(usedAgain.json).toEqual(used.json)
    expect(
      (await server.api('/account/inventory/use', { token: other.token, body: { itemOid } }))
        .status,
    ).toBe(404)
    expect(
      (await server.api('/account/inventory/use', { token: fan.token, body: { itemOid: 'x' } }))
        .status,
    ).toBe(400)
    expect(
      (await server.api('/account/inventory/refund', { token: fan.token, body: { itemOid } }))
        .status,
    ).toBe(400)
    const deleted = await server.api('/account/inventory', {
      method: 'DELETE',
      token: fan.token,
      body: { itemOid },
    })
    expect(deleted.status, deleted.text).toBe(200)
    const after = await server.api('/account/inventory', { token: fan.token })
    expect(after.json.items.map((item: { oid: string }) => item.oid)).not.toContain(itemOid)
  })
})

describe('configured credit rate', () => {
  it('TALELOOM_CREDITS_PER_COIN sets the rate the server converts at', async () => {
    const custom = await startTestServer({ env: { TALELOOM_CREDITS_PER_COIN: '7' } })
    try {
      const user = await signUp(custom)
      await custom.context.wallet.service.purchaseCoins({
        key: `rate-${user.oid}`,
        userOid: user.oid,
        coins: 20,
      })
      const info = await custom.api('/story-chat/convert/credit', { token: user.token })
      expect(info.json).toMatchObject({ creditsPerCoin: 7 })
      const converted = await custom.api('/story-chat/convert/credit', {
        token: user.token,
        body: { amount: 10, type: 'coin' },
      })
      expect(converted.json).toMatchObject({ coins: 10, credits: 70, balances: { credits: 70 } })
    } finally {
      await custom.close()
    }
  })
})
