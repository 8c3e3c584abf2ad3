/**
 * No user reads or changes another user's purchases, cart or notifications, or buys into
 * another user's account: ids of the other user in bodies and queries select nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('purchases, cart and notifications are the caller’s own', () => {
  let world: MatrixWorld
  let owned: string
  let inCart: string
  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    const { server, users } = world
    const db = server.context.database.db
    const wallet = server.context.wallet.service
    owned = await insertContent(db, {
      creator_oid: users.creator.oid,
      price: 10,
      title: 'Secret A',
    })
    inCart = await insertContent(db, { creator_oid: users.creator.oid, price: 10 })
    await wallet.purchaseCoins({ key: 'idor-a', userOid: users.userA.oid, coins: 50 })
    await wallet.purchaseCoins({ key: 'idor-b', userOid: users.userB.oid, coins: 50 })
    const bought = await server.api('/account/purchase', {
      token: users.userA.token,
      body: { contentOid: owned, coins: 10 },
    })
    expect(bought.status, bought.text).toBe(200)
    await server.api('/account/shoppingCart', {
      token: users.userA.token,
      body: { contentOid: inCart },
    })
    // A gift from the admin leaves A a notification.
    const gift = await insertContent(db, {
      creator_oid: users.creator.oid,
      price: 5,
      title: 'For A only',
    })
    await wallet.purchaseCoins({ key: 'idor-admin', userOid: users.admin.oid, coins: 5 })
    const sent = await server.api('/account/gift', {
      token: users.admin.token,
      body: { contentOid: gift, coins: 5, recipientOid: users.userA.oid },
    })
    expect(sent.status, sent.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const asB = (path: string, init: Parameters<MatrixWorld['server']['api']>[1] = {}) =>
    world.server.api(path, { ...init, token: world.users.userB.token })

  it('B never sees A’s purchases, whatever ids B sends', async () => {
    const { userA } = world.users
    const queries: Record<string, string>[] = [{}, { userOid: userA.oid, requestorOid: userA.oid }]
    for (const query of queries) {
      const list = await asB('/content/purchased3', { query })
      expect(list.status).toBe(200)
      expect(list.json.contents).toEqual([])
      expect(list.text).not.toContain(owned)
    }
  })

  it('B neither reads nor empties A’s cart', async () => {
    const { userA } = world.users
    const cart = await asB('/account/shoppingCart', { query: { userOid: userA.oid } })
    expect(cart.json.items).toEqual([])
    const removed = await asB('/account/shoppingCart', {
      method: 'DELETE',
      body: { contentOid: inCart, userOid: userA.oid, requestorOid: userA.oid },
    })
    expect(removed.json.removed).toBe(false)
    const bought = await asB('/account/purchase/shoppingCart', {
      body: { userOid: userA.oid, requestorOid: userA.oid },
    })
    expect(bought.json.code).toBe('CART_EMPTY')
    const aCart = await world.server.api('/account/shoppingCart', { token: userA.token })
    expect(aCart.json.items.map((item: { contentOid: string }) => item.contentOid)).toEqual([
      inCart,
    ])
  })

  it('B neither reads nor marks A’s notifications', async () => {
    const { userA } = world.users
    const aList = await world.server.api('/account/notifications', { token: userA.token })
    const aNotification = aList.json.notifications.find((n: { kind: string }) => n.kind === 'gift')
    expect(aNotification).toBeDefined()
    const bList = await asB('/account/notifications', { query: { userOid: userA.oid } })
    expect(bList.text).not.toContain('For A only')
    const marked = await asB('/account/notifications/read', {
      body: { notificationOids: [aNotification.oid], userOid: userA.oid },
    })
    expect(marked.json.marked).toBe(0)
    const settings = await asB('/account/notification/setting/modify', {
      body: {
        settings: { gift: false },
        email: { gift: true },
        userOid: userA.oid,
        requestorOid: userA.oid,
      },
    })
    expect(settings.status).toBe(200)
    // The unread count B reads is B's own, whatever the request names.
    const bUnread = await asB('/account/notifications/unread', { query: { userOid: userA.oid } })
    expect(bUnread.json.unreadCount).toBe(bList.json.unreadCount)
    const aAfter = await world.server.api('/account/notifications', { token: userA.token })
    expect(aAfter.json.unreadCount).toBe(aList.json.unreadCount)
    expect(aAfter.json.unreadCount).toBeGreaterThan(0)
    const aSettings = await world.server.api('/account/notification/setting', {
      token: userA.token,
    })
    expect(aSettings.json.settings.gift).toBe(true)
    expect(aSettings.json.email.gift).toBe(false)
  })

  it('B’s purchase naming A is B’s own: A is neither charged nor given anything', async () => {
    const { userA, userB } = world.users
    const wallet = world.server.context.wallet.service
    const before = await wallet.balances(userA.oid)
    const bought = await asB('/account/purchase', {
      body: { contentOid: inCart, coins: 10, userOid: userA.oid, requestorOid: userA.oid },
    })
    expect(bought.status, bought.text).toBe(200)
    expect(await wallet.balances(userA.oid)).toEqual(before)
    expect((await wallet.balances(userB.oid)).coins).toBe(40)
    const service = world.server.context.content.service.purchases
    expect(await service.hasPurchased(userB.oid, inCart)).toBe(true)
    expect(await service.hasPurchased(userA.oid, inCart)).toBe(false)
  })
})
