/**
 * The admin's gift-card page over HTTP: an item's sale stopped and resumed (logged once per
 * change with the availability before and after; the same state again logs nothing; a
 * stopped item cannot be bought), and the issued cards with their counts, newest first, a
 * keyset page at a time, of one buyer or all. Other callers are refused (the matrix).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { issuedGiftCards } from '../../platform/payments/gift-card-admin'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin money: gift cards', (engine) => {
  let world: MatrixWorld
  let admin: string
  let buyer: SignedIn

  beforeAll(async () => {
    // A product of its own: availability is the site's, and other files buy cards.
    world = await createMatrixWorld(await startTestServer({ engine, private: true }))
    admin = world.users.admin.token
    buyer = await signUp(world.server)
    for (const itemName of ['dlsite-1000', 'dlsite-3000']) {
      const bought = await world.server.api('/content/dl-giftcard', {
        token: buyer.token,
        body: { itemName },
      })
      expect(bought.status, bought.text).toBe(200)
      const approve = new URL(bought.json.redirectUrl, world.server.url)
      approve.pathname += '/approve'
      const paid = await fetch(approve, { method: 'POST', redirect: 'manual' })
      expect(paid.status).toBe(303)
    }
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const availability = (itemName: string, available: boolean, token = admin) =>
    world.server.api('/content/dl-giftcard', {
      method: 'PUT',
      token,
      body: { itemName, available },
    })
  const logged = async () =>
    (
      await world.server.api('/admin/audit-log', { token: admin, query: { target: 'dlsite-500' } })
    ).json.entries.filter(
      (entry: { action: string }) => entry.action === 'payments.gift-card-availability',
    )

  it('stops and resumes an item’s sale, each change logged once with before and after', async () => {
    const off = await availability('dlsite-500', false)
    expect(off.status, off.text).toBe(200)
    expect(off.json[0]).toMatchObject({ itemName: 'dlsite-500', available: false })
    await availability('dlsite-500', false)
    expect(await logged()).toEqual([
      expect.objectContaining({ before: { available: true }, after: { available: false } }),
    ])
    const refused = await world.server.api('/content/dl-giftcard', {
      token: buyer.token,
      body: { itemName: 'dlsite-500' },
    })
    expect(refused.json.code).toBe('GIFT_CARD_UNAVAILABLE')
    await availability('dlsite-500', true)
    expect(await logged()).toHaveLength(2)
    const bad = await availability('dlsite-700', true)
    expect(bad.status).toBe(400)
  })

  it('lists the issued cards with their counts, newest first, of one buyer or all', async () => {
    const all = await world.server.api('/content/dl-giftcard/admin/issued', { token: admin })
    expect(all.status, all.text).toBe(200)
    expect(all.json.counts).toMatchObject({ 'dlsite-1000': 1, 'dlsite-3000': 1, 'dlsite-500': 0 })
    expect(all.json.cards.map((card: { itemName: string }) => card.itemName)).toEqual([
      'dlsite-3000',
      'dlsite-1000',
    ])
    expect(all.json.next).toBeNull()
    const other = await world.server.api('/content/dl-giftcard/admin/issued', {
      token: admin,
      query: { userOid: world.users.userA.oid },
    })
    expect(other.json.cards).toEqual([])
    const db = world.server.context.database.db
    const first = await issuedGiftCards(db, { userOid: buyer.oid, limit: 1 })
    expect(first.cards).toHaveLength(1)
    const second = await issuedGiftCards(db, {
      userOid: buyer.oid,
      before: first.next ?? '',
      limit: 1,
    })
    expect(second.cards.map((card) => card.itemName)).toEqual(['dlsite-1000'])
    expect(second.next).toBeNull()
    const bad = await world.server.api('/content/dl-giftcard/admin/issued', {
      token: admin,
      query: { userOid: 'nobody' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('userOid must be a 24-character id')
  })
})
