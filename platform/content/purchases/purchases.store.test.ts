import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { findRecipient, listCreators } from '../../accounts/creator-list'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { createNotificationsService } from '../../notifications/service'
import { createWalletService, type WalletService } from '../../wallet/service'
import { expectLedgerInvariants, manualClock } from '../../wallet/testing'
import { createPurchasesService, type PurchasesService } from './service'
import { insertContent, insertUser } from './testing'

describeEachEngine('content purchases', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  let service: PurchasesService
  let notifications: ReturnType<typeof createNotificationsService>
  const clock = manualClock()
  let creator: string

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    const { db } = database
    wallet = createWalletService({ db, clock })
    notifications = createNotificationsService({ db, clock })
    service = createPurchasesService({
      db,
      clock,
      logger: pino({ level: 'silent' }),
      ports: {
        wallet,
        notifications,
        accounts: {
          findUser: (userOid) => findRecipient(db, userOid),
          listCreators: (input) => listCreators(db, input),
        },
      },
    })
    creator = await insertUser(db, { roles: ['user', 'creator'] })
  })
  afterAll(async () => {
    await database?.close()
  })

  async function buyer(coins: number, options: { bonus?: number; isAdult?: boolean } = {}) {
    const oid = await insertUser(database.db, { isAdult: options.isAdult ?? false })
    if (coins > 0) await wallet.purchaseCoins({ key: `coins-${oid}`, userOid: oid, coins })
    if (options.bonus) {
      await wallet.grant({
        key: `bonus-${oid}`,
        userOid: oid,
        kind: 'bonus_coins',
        amount: options.bonus,
      })
    }
    const user: SessionUser = {
      oid,
      nickname: 'Buyer',
      roles: ['user'],
      language: 'en',
      isAdult: options.isAdult ?? false,
    }
    return user
  }

  const content = (seed: Partial<Parameters<typeof insertContent>[1]> = {}) =>
    insertContent(database.db, { creator_oid: creator, ...seed })

  async function purchaseRows(userOid: string) {
    return database.db
      .selectFrom('content_purchases')
      .selectAll()
      .where('user_oid', '=', userOid)
      .execute()
  }

  it('buys a content: coins to the creator less the fee, the entitlement, the counter, a notification', async () => {
    const user = await buyer(100)
    const contentOid = await content({ price: 40, title: 'Night train' })
    const answer = await service.purchase(user, { contentOid, coins: 40, creatorOid: creator })
    expect(answer).toMatchObject({ contentOid, price: 40, paid: { coins: 40, bonusCoins: 0 } })
    expect((await wallet.balances(user.oid)).coins).toBe(60)
    expect(await service.hasPurchased(user.oid, contentOid)).toBe(true)
    expect(
      await service.findEntitlements(user.oid, [{ contentOid }, { contentOid: creator }]),
    ).toEqual(['purchased', null])
    const [row] = await purchaseRows(user.oid)
    expect(row).toMatchObject({
      content_oid: contentOid,
      price: 40,
      paid_coins: 40,
      source: 'purchase',
    })
    const sold = await database.db
      .selectFrom('contents')
      .select('sold_count')
      .where('oid', '=', contentOid)
      .executeTakeFirstOrThrow()
    expect(sold.sold_count).toBe(1)
    const history = await wallet.coinHistory({ userOid: user.oid })
    expect(JSON.stringify(history)).toContain('purchase')
    const inbox = await notifications.list(creator)
    expect(inbox.notifications[0]).toMatchObject({
      kind: 'purchase',
      text: 'Someone bought your content "Night train".',
    })
    await expectLedgerInvariants({ database })
  })

  it('refuses each case with its own text and charges nothing', async () => {
    const user = await buyer(50, { bonus: 50 })
    const other = await insertUser(database.db)
    const cases: [string, () => Promise<unknown>][] = [
      [
        'CONTENT_NOT_FOUND',
        () => service.purchase(user, { contentOid: 'a'.repeat(24), coins: 10 }),
      ],
      [
        'CONTENT_NOT_FOUND',
        () =>
          content({ status: 'unpublished' }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10 }),
          ),
      ],
      [
        'CONTENT_NOT_FOUND',
        () =>
          content({ visibility: 'private' }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10 }),
          ),
      ],
      [
        'OWN_CONTENT',
        () =>
          insertContent(database.db, { creator_oid: user.oid }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10 }),
          ),
      ],
      [
        'ADULT_VERIFICATION_REQUIRED',
        () =>
          content({ adult: true }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10 }),
          ),
      ],
      [
        'SUBSCRIBER_ONLY',
        () =>
          content({ price: 0, viewable_tiers: ['tier-a'] }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 0 }),
          ),
      ],
      [
        'SUBSCRIBER_ONLY',
        () =>
          content({ price: 0, free_tier: true }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 0 }),
          ),
      ],
      [
        'FREE_CONTENT',
        () =>
          content({ price: 0 }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 0 }),
          ),
      ],
      [
        'SOLD_OUT',
        () =>
          content({ sale_count_limit: 0 }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10 }),
          ),
      ],
      [
        'PRICE_MISMATCH',
        () =>
          content({ price: 10 }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 9 }),
          ),
      ],
      [
        'CREATOR_MISMATCH',
        () =>
          content().then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10, creatorOid: other }),
          ),
      ],
      [
        'INVALID_DISCOUNT_CODE',
        () =>
          content().then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10, discountCode: 'NOPE' }),
          ),
      ],
      [
        'NOT_ENOUGH_COINS',
        () =>
          content({ price: 60 }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 60 }),
          ),
      ],
      // Bonus coins asked for where the content refuses them.
      [
        'NOT_ENOUGH_BONUS_COINS',
        () =>
          content({ allow_bonus: false }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 10, mode: 'bonus' }),
          ),
      ],
      [
        'NOT_ENOUGH_BONUS_COINS',
        () =>
          content({ price: 80, only_purchasable_with_coins: true }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 80, mode: 'bonus-first' }),
          ),
      ],
      [
        'NOT_ENOUGH_BONUS_COINS',
        () =>
          content({ price: 60 }).then((oid) =>
            service.purchase(user, { contentOid: oid, coins: 60, mode: 'bonus' }),
          ),
      ],
    ]
    for (const [code, attempt] of cases) {
      await expect(attempt(), code).rejects.toMatchObject({ code })
    }
    await expect(cases[0]?.[1]()).rejects.toMatchObject({
      message: 'Content not found',
      status: 404,
    })
    await expect(cases.at(-1)?.[1]()).rejects.toMatchObject({ message: 'Not enough Bonus coins' })
    expect(await wallet.balances(user.oid)).toMatchObject({ coins: 50, bonusCoins: 50 })
    expect(await purchaseRows(user.oid)).toEqual([])
    // Owned: a second purchase is refused, not charged.
    const owned = await content({ price: 5 })
    await service.purchase(user, { contentOid: owned, coins: 5 })
    await expect(service.purchase(user, { contentOid: owned, coins: 5 })).rejects.toMatchObject({
      code: 'ALREADY_OWNED',
      message: 'You already own this content.',
    })
    expect((await wallet.balances(user.oid)).coins).toBe(45)
  })

  it('pays with bonus coins where allowed, and a discount code lowers the price', async () => {
    const user = await buyer(20, { bonus: 15 })
    const discounted = await content({
      price: 30,
      discount_settings: [{ code: 'Spring', amount: 12 }],
    })
    await expect(
      service.purchase(user, { contentOid: discounted, coins: 30, discountCode: 'spring' }),
    ).rejects.toMatchObject({ code: 'PRICE_MISMATCH', details: { price: 18 } })
    const answer = await service.purchase(user, {
      contentOid: discounted,
      coins: 18,
      discountCode: ' SPRING ',
      mode: 'bonus-first',
    })
    expect(answer).toMatchObject({ price: 18, listPrice: 30, discountCode: 'Spring' })
    expect(answer.paid).toEqual({ coins: 3, bonusCoins: 15 })
    expect(await wallet.balances(user.oid)).toMatchObject({ coins: 17, bonusCoins: 0 })
    // A code that takes the whole price: the entitlement without a ledger transaction.
    const gratis = await content({ price: 10, discount_settings: [{ code: 'FREE', amount: 50 }] })
    await service.purchase(user, { contentOid: gratis, coins: 0, discountCode: 'FREE' })
    expect(await service.hasPurchased(user.oid, gratis)).toBe(true)
    expect((await wallet.balances(user.oid)).coins).toBe(17)
  })

  it('stops at the sale count limit', async () => {
    const limited = await content({ price: 5, sale_count_limit: 2 })
    const buyers = await Promise.all([buyer(5), buyer(5), buyer(5)])
    const results = await Promise.allSettled(
      buyers.map((user) => service.purchase(user, { contentOid: limited, coins: 5 })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2)
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ code: 'SOLD_OUT', message: 'This content is sold out.' })
    const row = await database.db
      .selectFrom('contents')
      .select('sold_count')
      .where('oid', '=', limited)
      .executeTakeFirstOrThrow()
    expect(row.sold_count).toBe(2)
  })

  it('50 parallel purchases with coins for exactly 3: exactly 3 succeed, never a negative balance', async () => {
    const user = await buyer(30)
    const contents = await Promise.all(Array.from({ length: 10 }, () => content({ price: 10 })))
    // Every content asked for five times over, in an interleaved order.
    const attempts = Array.from({ length: 50 }, (_, index) => contents[index % 10] as string)
    const results = await Promise.allSettled(
      attempts.map((contentOid) => service.purchase(user, { contentOid, coins: 10 })),
    )
    const succeeded = results.filter((result) => result.status === 'fulfilled')
    expect(succeeded).toHaveLength(3)
    // The 47 others are refused, each for lack of coins or as already owned.
    const refused = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason.code as string] : [],
    )
    expect(refused).toHaveLength(47)
    expect(
      refused.filter((code) => code !== 'NOT_ENOUGH_COINS' && code !== 'ALREADY_OWNED'),
    ).toEqual([])
    expect((await wallet.balances(user.oid)).coins).toBe(0)
    const rows = await purchaseRows(user.oid)
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.content_oid)).size).toBe(3)
    const [sold] = await database.query<{ total: number }>(
      `select sum(sold_count)::int as total from contents where oid = any($1)`,
      [contents],
    )
    expect(sold?.total).toBe(3)
    await expectLedgerInvariants({ database })
  })

  it('buys the whole cart in one transaction, or nothing with the reasons', async () => {
    const user = await buyer(100)
    const a = await content({ price: 10 })
    const b = await content({ price: 25, discount_settings: [{ code: 'X', amount: 5 }] })
    const free = await content({ price: 0 })
    await expect(service.addToCart(user, free)).rejects.toMatchObject({ code: 'FREE_CONTENT' })
    await service.addToCart(user, a)
    const cart = await service.addToCart(user, b)
    await service.addToCart(user, b)
    expect(cart.items.map((item) => item.contentOid).sort()).toEqual([a, b].sort())
    expect(cart.total).toBe(35)
    // One item becomes unavailable: nothing is bought, and the answer says which and why.
    await database.db
      .updateTable('contents')
      .set({ sale_count_limit: 0 })
      .where('oid', '=', a)
      .execute()
    await expect(service.purchaseCart(user, { coins: 35 })).rejects.toMatchObject({
      code: 'CART_ITEMS_REFUSED',
      details: {
        items: [{ contentOid: a, code: 'SOLD_OUT', reason: 'This content is sold out.' }],
      },
    })
    expect((await wallet.balances(user.oid)).coins).toBe(100)
    await database.db
      .updateTable('contents')
      .set({ sale_count_limit: null })
      .where('oid', '=', a)
      .execute()
    await expect(service.purchaseCart(user, { coins: 30 })).rejects.toMatchObject({
      code: 'PRICE_MISMATCH',
    })
    const bought = await service.purchaseCart(user, { coins: 35 })
    expect(bought.total).toBe(35)
    expect(bought.purchases.map((p) => p.contentOid).sort()).toEqual([a, b].sort())
    expect((await wallet.balances(user.oid)).coins).toBe(65)
    expect((await service.getCart(user)).items).toEqual([])
    await expect(service.purchaseCart(user, {})).rejects.toMatchObject({ code: 'CART_EMPTY' })
    await expect(service.addToCart(user, a)).rejects.toMatchObject({ code: 'ALREADY_OWNED' })
    const removed = await service.removeFromCart(user, a)
    expect(removed.removed).toBe(false)
  })

  it('a content bought on its own page leaves the cart, so the rest can still be bought', async () => {
    const user = await buyer(100)
    const a = await content({ price: 10 })
    const b = await content({ price: 20 })
    await service.addToCart(user, a)
    await service.addToCart(user, b)
    await service.purchase(user, { contentOid: a, coins: 10 })
    const cart = await service.getCart(user)
    expect(cart.items.map((item) => item.contentOid)).toEqual([b])
    expect(cart.total).toBe(20)
    const bought = await service.purchaseCart(user, { coins: 20 })
    expect(bought.purchases.map((p) => p.contentOid)).toEqual([b])
    expect((await wallet.balances(user.oid)).coins).toBe(70)
    expect((await service.getCart(user)).items).toEqual([])
    await expectLedgerInvariants({ database })
  })

  it('sends a gift: the giver pays, the recipient owns it and is told', async () => {
    const giver = await buyer(50)
    const recipient = await insertUser(database.db, { nickname: 'Recipient01' })
    const contentOid = await content({ price: 20, title: 'Lullaby' })
    await expect(
      service.gift(giver, { contentOid, coins: 20, recipientOid: giver.oid }),
    ).rejects.toMatchObject({ code: 'GIFT_TO_SELF' })
    await expect(
      service.gift(giver, { contentOid, coins: 20, recipientOid: 'b'.repeat(24) }),
    ).rejects.toMatchObject({ code: 'RECIPIENT_NOT_FOUND' })
    // A stale price (the giver was shown 19): refused with the price, nothing charged or given.
    await expect(
      service.gift(giver, { contentOid, coins: 19, recipientOid: recipient }),
    ).rejects.toMatchObject({ status: 400, code: 'PRICE_MISMATCH', details: { price: 20 } })
    expect(await service.hasPurchased(recipient, contentOid)).toBe(false)
    expect((await wallet.balances(giver.oid)).coins).toBe(50)
    const answer = await service.gift(giver, { contentOid, coins: 20, recipientOid: recipient })
    expect(answer).toMatchObject({ recipientOid: recipient, price: 20, source: 'gift' })
    expect(await service.hasPurchased(recipient, contentOid)).toBe(true)
    expect(await service.hasPurchased(giver.oid, contentOid)).toBe(false)
    expect((await wallet.balances(giver.oid)).coins).toBe(30)
    await expect(
      service.gift(giver, { contentOid, coins: 20, recipientOid: recipient }),
    ).rejects.toMatchObject({ code: 'RECIPIENT_ALREADY_OWNS' })
    expect((await wallet.balances(giver.oid)).coins).toBe(30)
    const inbox = await notifications.list(recipient)
    expect(inbox.notifications[0]).toMatchObject({
      kind: 'gift',
      text: 'You received "Lullaby" as a gift.',
    })
    const listed = await service.listPurchased(recipient)
    expect(listed.contents[0]).toMatchObject({ contentOid, gifted: true, paidPrice: 20 })
  })

  it('refuses a gift the giver may not see or the recipient may not own, and charges nothing', async () => {
    const giver = await buyer(100)
    const adultGiver = await buyer(100, { isAdult: true })
    const recipient = await insertUser(database.db)
    const adultRecipient = await insertUser(database.db, { isAdult: true })
    const adult = await content({ price: 20, adult: true })
    const plain = await content({ price: 20 })
    const refusal = (
      from: SessionUser,
      input: { contentOid: string; recipientOid: string; creatorOid?: string },
    ) =>
      service.gift(from, { coins: 20, ...input }).then(
        () => 'given',
        (error: { code: string }) => error.code,
      )
    expect(await refusal(giver, { contentOid: adult, recipientOid: adultRecipient })).toBe(
      'ADULT_VERIFICATION_REQUIRED',
    )
    expect(await refusal(adultGiver, { contentOid: adult, recipientOid: recipient })).toBe(
      'RECIPIENT_ADULT_VERIFICATION_REQUIRED',
    )
    // The creator owns their content already.
    expect(await refusal(giver, { contentOid: plain, recipientOid: creator })).toBe(
      'RECIPIENT_ALREADY_OWNS',
    )
    expect(
      await refusal(giver, { contentOid: plain, recipientOid: recipient, creatorOid: giver.oid }),
    ).toBe('CREATOR_MISMATCH')
    expect(
      await refusal(giver, { contentOid: await content({ price: 0 }), recipientOid: recipient }),
    ).toBe('FREE_CONTENT')
    expect(await refusal(giver, { contentOid: 'd'.repeat(24), recipientOid: recipient })).toBe(
      'CONTENT_NOT_FOUND',
    )
    expect((await wallet.balances(giver.oid)).coins).toBe(100)
    expect((await wallet.balances(adultGiver.oid)).coins).toBe(100)
    for (const owner of [recipient, adultRecipient, creator])
      expect(await purchaseRows(owner)).toEqual([])
    // Allowed: an adult giver to an adult recipient.
    expect(await refusal(adultGiver, { contentOid: adult, recipientOid: adultRecipient })).toBe(
      'given',
    )
    expect((await wallet.balances(adultGiver.oid)).coins).toBe(80)
  })

  it('lists creators a page at a time', async () => {
    const first = await service.creatorList({ page: 1, count: 1 })
    expect(first.creators.length).toBe(1)
    const all = await service.creatorList({ page: 1, count: 100 })
    expect(all.creators.map((c) => c.oid)).toContain(creator)
    expect(all.creators.every((c) => !('email' in c))).toBe(true)
  })
})
