import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

/** Buying a paid story with coins, over HTTP against the real wallet. */
describe('story purchases', () => {
  let world: StoriesWorld
  beforeAll(async () => {
    world = await startStoriesWorld()
  })
  afterAll(async () => {
    await world?.server.close()
  })

  const api = (...args: Parameters<StoriesWorld['server']['api']>) => world.server.api(...args)
  const wallet = () => world.server.context.wallet.service

  it('charges the price once, pays the creator, and opens the story', async () => {
    const { creatorA, reader } = world
    const paid = await publishDemo(world, creatorA, { pricing: { kind: 'paid', price: 30 } })
    await wallet().grant({
      key: `coins-${reader.oid}`,
      userOid: reader.oid,
      kind: 'coins',
      amount: 100,
    })

    const before = await api('/story-chat/chat-content/can-view', {
      token: reader.token,
      query: { contentOid: paid.contentOid },
    })
    expect(before.json).toEqual({ canView: false, reason: 'paid', price: 30 })

    // A double click: two purchases at once, one charge.
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        api('/story-chat/chat-content/purchase', {
          token: reader.token,
          body: { contentOid: paid.contentOid },
        }),
      ),
    )
    expect([first?.status, second?.status]).toEqual([200, 200])
    expect([first?.json.charged, second?.json.charged].filter(Boolean)).toHaveLength(1)
    const again = await api('/story-chat/chat-content/purchase', {
      token: reader.token,
      body: { contentOid: paid.contentOid },
    })
    expect(again.json).toMatchObject({ contentOid: paid.contentOid, price: 30, charged: false })

    expect((await wallet().balances(reader.oid)).coins).toBe(70)
    const creator = await wallet().balances(creatorA.oid)
    const fee = Math.floor((30 * wallet().settings.donationFeeBasisPoints) / 10_000)
    expect(creator.earnings).toBe(30 - fee)
    const after = await api('/story-chat/chat-content/can-view', {
      token: reader.token,
      query: { contentOid: paid.contentOid },
    })
    expect(after.json).toEqual({ canView: true, reason: 'purchased' })
    const audit = await wallet().auditLedger()
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
  })

  it('refuses without coins, for free stories, for the owner and for guests, changing nothing', async () => {
    const { creatorA, adultReader } = world
    const paid = await publishDemo(world, creatorA, { pricing: { kind: 'paid', price: 50 } })
    const free = await publishDemo(world, creatorA)
    const poor = await api('/story-chat/chat-content/purchase', {
      token: adultReader.token,
      body: { contentOid: paid.contentOid },
    })
    expect(poor.status).toBe(403)
    expect(poor.json).toMatchObject({ code: 'NOT_ENOUGH_COINS', error: 'Not enough coins' })
    const canView = await api('/story-chat/chat-content/can-view', {
      token: adultReader.token,
      query: { contentOid: paid.contentOid },
    })
    expect(canView.json.canView).toBe(false)

    const freeAnswer = await api('/story-chat/chat-content/purchase', {
      token: adultReader.token,
      body: { contentOid: free.contentOid },
    })
    expect(freeAnswer.json).toMatchObject({ code: 'CONTENT_IS_FREE' })
    const own = await api('/story-chat/chat-content/purchase', {
      token: creatorA.token,
      body: { contentOid: paid.contentOid },
    })
    expect(own.json).toMatchObject({ code: 'ALREADY_YOURS' })
    const guest = await api('/story-chat/chat-content/purchase', {
      guestDeviceId: world.guestDeviceId,
      body: { contentOid: paid.contentOid },
    })
    expect(guest.status).toBe(401)
    const missing = await api('/story-chat/chat-content/purchase', {
      token: adultReader.token,
      body: { contentOid: 'a'.repeat(24) },
    })
    expect(missing.status).toBe(404)
    expect((await wallet().balances(adultReader.oid)).coins).toBe(0)
  })

  it('bonus coins pay only where the story allows them and the buyer asks', async () => {
    const { creatorA, reader, adultReader } = world
    const bonusStory = await publishDemo(world, creatorA, {
      pricing: { kind: 'paid', price: 40, allowBonus: true },
    })
    const coinStory = await publishDemo(world, creatorA, { pricing: { kind: 'paid', price: 40 } })
    const stored = await api('/story-chat/chat-content', {
      token: creatorA.token,
      query: { contentOid: bonusStory.contentOid },
    })
    expect(JSON.stringify(stored.json)).toContain('"allowBonus":true')
    const buyer = adultReader
    await wallet().grant({
      key: `bc-${buyer.oid}`,
      userOid: buyer.oid,
      kind: 'bonus_coins',
      amount: 25,
    })
    await wallet().grant({ key: `pc-${buyer.oid}`, userOid: buyer.oid, kind: 'coins', amount: 100 })
    const buy = (contentOid: string, mode?: string) =>
      api('/story-chat/chat-content/purchase', {
        token: buyer.token,
        body: { contentOid, ...(mode ? { mode } : {}) },
      })

    // A story that does not allow bonus coins refuses them, changing nothing.
    const refused = await buy(coinStory.contentOid, 'bonus-first')
    expect(refused.status).toBe(400)
    expect(refused.json).toMatchObject({ code: 'BONUS_NOT_ALLOWED' })
    // Bonus coins alone: 25 cannot pay 40 — the spec's text.
    const short = await buy(bonusStory.contentOid, 'bonus')
    expect(short.status).toBe(403)
    expect(short.json).toMatchObject({
      code: 'NOT_ENOUGH_BONUS_COINS',
      error: 'Not enough Bonus coins',
    })
    expect(await wallet().balances(buyer.oid)).toMatchObject({ coins: 100, bonusCoins: 25 })
    expect((await buy(bonusStory.contentOid, 'nonsense')).status).toBe(400)

    // Bonus first: 25 bonus + 15 paid; the creator is paid for the whole price.
    const creatorBefore = (await wallet().balances(creatorA.oid)).earnings
    const bought = await buy(bonusStory.contentOid, 'bonus-first')
    expect(bought.status, bought.text).toBe(200)
    expect(bought.json).toMatchObject({
      price: 40,
      charged: true,
      paid: { coins: 15, bonusCoins: 25 },
    })
    expect(await wallet().balances(buyer.oid)).toMatchObject({ coins: 85, bonusCoins: 0 })
    const fee = Math.floor((40 * wallet().settings.donationFeeBasisPoints) / 10_000)
    expect((await wallet().balances(creatorA.oid)).earnings).toBe(creatorBefore + 40 - fee)
    // Bought already: nothing more is charged, whatever the mode.
    expect((await buy(bonusStory.contentOid, 'bonus')).json).toMatchObject({ charged: false })
    // Paid coins by default on the other story.
    expect((await buy(coinStory.contentOid)).json).toMatchObject({
      charged: true,
      paid: { coins: 40, bonusCoins: 0 },
    })
    expect(await wallet().balances(buyer.oid)).toMatchObject({ coins: 45, bonusCoins: 0 })

    // Bonus coins only, with enough of them.
    const third = await publishDemo(world, creatorA, {
      pricing: { kind: 'paid', price: 10, allowBonus: true },
    })
    await wallet().grant({
      key: `bc2-${reader.oid}`,
      userOid: reader.oid,
      kind: 'bonus_coins',
      amount: 10,
    })
    const onlyBonus = await api('/story-chat/chat-content/purchase', {
      token: reader.token,
      body: { contentOid: third.contentOid, mode: 'bonus' },
    })
    expect(onlyBonus.json).toMatchObject({ charged: true, paid: { coins: 0, bonusCoins: 10 } })
    expect((await wallet().balances(reader.oid)).bonusCoins).toBe(0)
    const audit = await wallet().auditLedger()
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.negativeUserAccounts).toEqual([])
  })
})
