/**
 * Purchases over HTTP: /account/purchase (contents and story chats), the cart, gifts,
 * /content/purchased3, the creator list and the creator's notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

describe('content purchases over HTTP', () => {
  let world: StoriesWorld
  beforeAll(async () => {
    world = await startStoriesWorld()
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const api = (...args: Parameters<StoriesWorld['server']['api']>) => world.server.api(...args)
  const wallet = () => world.server.context.wallet.service
  const content = (seed: Partial<Parameters<typeof insertContent>[1]> = {}) =>
    insertContent(world.server.context.database.db, { creator_oid: world.creatorA.oid, ...seed })
  let funded = 0
  const fund = async (user: SignedIn, coins: number) => {
    funded += 1
    await wallet().purchaseCoins({ key: `fund-${user.oid}-${funded}`, userOid: user.oid, coins })
  }

  it('buys a content, lists it in purchased3 (private, 300 s) and tells the creator', async () => {
    const { reader, creatorA } = world
    await fund(reader, 100)
    const contentOid = await content({ price: 25, title: 'Harbour lights' })
    const anonymous = await api('/account/purchase', { body: { contentOid, coins: 25 } })
    expect(anonymous.status).toBe(401)
    const bought = await api('/account/purchase', {
      token: reader.token,
      body: { contentOid, creatorOid: creatorA.oid, coins: 25, mode: 'coins' },
    })
    expect(bought.status, bought.text).toBe(200)
    expect(bought.json).toMatchObject({ contentOid, price: 25, paid: { coins: 25, bonusCoins: 0 } })
    expect((await wallet().balances(reader.oid)).coins).toBe(75)

    const purchased = await api('/content/purchased3', { token: reader.token })
    expect(purchased.status).toBe(200)
    expect(purchased.headers.get('cache-control')).toBe('private, max-age=300')
    expect(purchased.json.contents.map((c: { contentOid: string }) => c.contentOid)).toContain(
      contentOid,
    )
    expect((await api('/content/purchased3', {})).status).toBe(401)

    const inbox = await api('/account/notifications', { token: creatorA.token })
    expect(inbox.json.notifications[0]).toMatchObject({
      kind: 'purchase',
      text: 'Someone bought your content "Harbour lights".',
      read: false,
    })
    expect(inbox.json.unreadCount).toBeGreaterThanOrEqual(1)
    const read = await api('/account/notifications/read', { token: creatorA.token, body: {} })
    expect(read.json.unreadCount).toBe(0)

    const again = await api('/account/purchase', {
      token: reader.token,
      body: { contentOid, coins: 25 },
    })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({
      code: 'ALREADY_OWNED',
      error: 'You already own this content.',
    })
    expect((await wallet().balances(reader.oid)).coins).toBe(75)
  })

  it('answers each refusal with its text and charges nothing', async () => {
    const { adultReader } = world
    await fund(adultReader, 10)
    const before = await wallet().balances(adultReader.oid)
    const missing = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: 'c'.repeat(24), coins: 10 },
    })
    expect(missing.status).toBe(404)
    expect(missing.json.error).toBe('Content not found')
    const costly = await content({ price: 40 })
    const mismatch = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: costly, coins: 10 },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.json).toMatchObject({ code: 'PRICE_MISMATCH', details: { price: 40 } })
    const short = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: costly, coins: 40 },
    })
    expect(short.status).toBe(403)
    expect(short.json.error).toBe('Not enough coins')
    const coinsOnly = await content({ price: 40, only_purchasable_with_coins: true })
    const bonus = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: coinsOnly, coins: 40, mode: 'bonus-first' },
    })
    expect(bonus.json.error).toBe('Not enough Bonus coins')
    const free = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: await content({ price: 0 }), coins: 0 },
    })
    expect(free.json.code).toBe('FREE_CONTENT')
    const subscriberOnly = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: await content({ price: 0, viewable_tiers: ['gold'] }), coins: 0 },
    })
    expect(subscriberOnly.json.code).toBe('SUBSCRIBER_ONLY')
    const soldOut = await api('/account/purchase', {
      token: adultReader.token,
      body: { contentOid: await content({ price: 5, sale_count_limit: 0 }), coins: 5 },
    })
    expect(soldOut.json).toMatchObject({ code: 'SOLD_OUT', error: 'This content is sold out.' })
    const adult = await api('/account/purchase', {
      token: world.reader.token,
      body: { contentOid: await content({ price: 5, adult: true }), coins: 5 },
    })
    expect(adult.json.code).toBe('ADULT_VERIFICATION_REQUIRED')
    expect(await wallet().balances(adultReader.oid)).toEqual(before)
  })

  it('sells a story chat on the same path, and the story-chat route keeps working', async () => {
    const { creatorA, creatorB, reader } = world
    const story = await publishDemo(world, creatorA, { pricing: { kind: 'paid', price: 30 } })
    const other = await publishDemo(world, creatorB, { pricing: { kind: 'paid', price: 20 } })
    await fund(reader, 50)
    const before = (await wallet().balances(reader.oid)).coins
    const wrongPrice = await api('/account/purchase', {
      token: reader.token,
      body: { contentOid: story.contentOid, coins: 29 },
    })
    expect(wrongPrice.json.code).toBe('PRICE_MISMATCH')
    const bought = await api('/account/purchase', {
      token: reader.token,
      body: { contentOid: story.contentOid, creatorOid: creatorA.oid, coins: 30 },
    })
    expect(bought.status, bought.text).toBe(200)
    expect(bought.json).toMatchObject({ source: 'story-chat', price: 30 })
    const canView = await api('/story-chat/chat-content/can-view', {
      token: reader.token,
      query: { contentOid: story.contentOid },
    })
    expect(canView.json).toEqual({ canView: true, reason: 'purchased' })
    const twice = await api('/account/purchase', {
      token: reader.token,
      body: { contentOid: story.contentOid, coins: 30 },
    })
    expect(twice.json.code).toBe('ALREADY_OWNED')
    const old = await api('/story-chat/chat-content/purchase', {
      token: reader.token,
      body: { contentOid: other.contentOid },
    })
    expect(old.status, old.text).toBe(200)
    expect(old.json).toMatchObject({ charged: true, price: 20 })
    expect((await wallet().balances(reader.oid)).coins).toBe(before - 50)
    const inbox = await api('/account/notifications', { token: creatorA.token })
    expect(inbox.json.notifications[0]).toMatchObject({ kind: 'purchase' })
  })

  it('keeps a cart and buys it whole, refusing with the list of which items and why', async () => {
    const { reader } = world
    await fund(reader, 60)
    const first = await content({ price: 10 })
    const second = await content({ price: 15 })
    const added = await api('/account/shoppingCart', {
      token: reader.token,
      body: { contentOid: first },
    })
    expect(added.status, added.text).toBe(200)
    await api('/account/shoppingCart', { token: reader.token, body: { contentOid: second } })
    const cart = await api('/account/shoppingCart', { token: reader.token })
    expect(cart.json.items.map((item: { contentOid: string }) => item.contentOid).sort()).toEqual(
      [first, second].sort(),
    )
    expect(cart.json.total).toBe(25)
    const removed = await api('/account/shoppingCart', {
      method: 'DELETE',
      token: reader.token,
      body: { contentOid: second },
    })
    expect(removed.json).toMatchObject({ removed: true, total: 10 })
    await api('/account/shoppingCart', { token: reader.token, body: { contentOid: second } })
    // The creator caps sales under the cart: nothing bought, the item named.
    await world.server.context.database.db
      .updateTable('contents')
      .set({ sale_count_limit: 0 })
      .where('oid', '=', second)
      .execute()
    const balance = (await wallet().balances(reader.oid)).coins
    const refused = await api('/account/purchase/shoppingCart', {
      token: reader.token,
      body: { coins: 25 },
    })
    expect(refused.status).toBe(409)
    expect(refused.json.details.items).toEqual([
      { contentOid: second, code: 'SOLD_OUT', reason: 'This content is sold out.' },
    ])
    expect((await wallet().balances(reader.oid)).coins).toBe(balance)
    await api('/account/shoppingCart', {
      method: 'DELETE',
      token: reader.token,
      body: { contentOid: second },
    })
    const bought = await api('/account/purchase/shoppingCart', {
      token: reader.token,
      body: { coins: 10 },
    })
    expect(bought.status, bought.text).toBe(200)
    expect(bought.json.total).toBe(10)
    expect((await wallet().balances(reader.oid)).coins).toBe(balance - 10)
    expect((await api('/account/shoppingCart', { token: reader.token })).json.items).toEqual([])
  })

  it('sends a gift and refuses a gift to oneself', async () => {
    const { adultReader, reader } = world
    await fund(adultReader, 30)
    const contentOid = await content({ price: 12, title: 'Snowfall' })
    const self = await api('/account/gift', {
      token: adultReader.token,
      body: { contentOid, coins: 12, recipientOid: adultReader.oid },
    })
    expect(self.json).toMatchObject({
      code: 'GIFT_TO_SELF',
      error: 'You cannot send a gift to yourself.',
    })
    const sent = await api('/account/gift', {
      token: adultReader.token,
      body: { contentOid, coins: 12, recipientOid: reader.oid, message: 'For you' },
    })
    expect(sent.status, sent.text).toBe(200)
    const list = await api('/content/purchased3', { token: reader.token })
    expect(
      list.json.contents.find((c: { contentOid: string }) => c.contentOid === contentOid),
    ).toMatchObject({
      gifted: true,
    })
    const inbox = await api('/account/notifications', { token: reader.token })
    expect(inbox.json.notifications[0]).toMatchObject({
      kind: 'gift',
      text: 'You received "Snowfall" as a gift.',
      data: { message: 'For you' },
    })
  })

  it('lists creators, pages and public fields only', async () => {
    const page = await api('/account/creatorlist', { query: { page: 1, count: 1 } })
    expect(page.status).toBe(200)
    expect(page.json.creators).toHaveLength(1)
    expect(page.json.hasMore).toBe(true)
    const all = await api('/account/creatorlist', { query: { count: 100 } })
    const oids = all.json.creators.map((c: { oid: string }) => c.oid)
    expect(oids).toEqual(expect.arrayContaining([world.creatorA.oid, world.creatorB.oid]))
    expect(oids).not.toContain(world.reader.oid)
    expect(all.text).not.toContain('@')
  })

  it('turns a notification kind off and on', async () => {
    const { creatorB, reader } = world
    const settings = await api('/account/notification/setting', { token: creatorB.token })
    expect(settings.json.settings.purchase).toBe(true)
    const modified = await api('/account/notification/setting/modify', {
      token: creatorB.token,
      body: { settings: { purchase: false } },
    })
    expect(modified.json.settings).toMatchObject({ purchase: false, gift: true })
    await fund(reader, 5)
    const contentOid = await insertContent(world.server.context.database.db, {
      creator_oid: creatorB.oid,
      price: 5,
    })
    const before = (await api('/account/notifications', { token: creatorB.token })).json
    await api('/account/purchase', { token: reader.token, body: { contentOid, coins: 5 } })
    const after = (await api('/account/notifications', { token: creatorB.token })).json
    expect(after.notifications.length).toBe(before.notifications.length)
    const unknown = await api('/account/notification/setting/modify', {
      token: creatorB.token,
      body: { settings: { shouting: true } },
    })
    expect(unknown.status).toBe(400)
  })

  it('50 parallel purchases with coins for exactly 3: exactly 3 succeed', async () => {
    const buyer = await signUp(world.server)
    const contents = await Promise.all(Array.from({ length: 10 }, () => content({ price: 7 })))
    // Coins for exactly three of them.
    await fund(buyer, 21)
    expect((await wallet().balances(buyer.oid)).coins).toBe(21)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        api('/account/purchase', {
          token: buyer.token,
          body: { contentOid: contents[index % 10], coins: 7 },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(['NOT_ENOUGH_COINS', 'ALREADY_OWNED']).toContain(answer.json.code)
    }
    expect((await wallet().balances(buyer.oid)).coins).toBe(0)
    const audit = await wallet().auditLedger()
    expect(audit.negativeUserAccounts).toEqual([])
  })
})
