/**
 * One refusal table for every money path: a content purchase, a gift, the cart, a story,
 * a live ticket and a (roulette) donation, each refused for a stale price, too few coins,
 * no sign-in, one's own item (or a gift to oneself), and sent twice. Requests are the front
 * end's own (its client functions over the real API client), answers are exact (status,
 * code, message), and every balance is exact afterwards: a refusal moves nothing, a retry
 * moves nothing more than the first request did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { createDonationApi } from '../../player/live/donation/donation-api'
import { createLiveApi } from '../../player/live/live-api'
import { type ApiClient, ApiError, createApiClient } from '../../web/api'
import { createCatalogueApi } from '../../web/api/catalogue'
import { createContentApi } from '../../web/api/content'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { publishDemo } from '../support/stories-world'
import { startTestServer, type TestServer } from '../support/test-server'

/** Every item costs this; a buyer holds FUNDS coins (PRICE − 1 when short). */
const PRICE = 20
const FUNDS = 50
/** The creator's share of a sale: the price less the platform's 20 %. */
const SHARE = 16

type Refusal = 'stale price' | 'too few coins' | 'signed out' | 'own item' | 'sent twice'
const REFUSALS: Refusal[] = ['stale price', 'too few coins', 'signed out', 'own item', 'sent twice']

/** What an answer must be: a refusal word for word, or a 200 whose body matches. */
type Expected =
  | { status: number; code: string; message: string; details?: unknown }
  | { status: 200; body: Record<string, unknown> }

type Path = 'purchase' | 'gift' | 'cart' | 'story' | 'ticket' | 'donation'

const notEnoughCoins = { status: 403, code: 'NOT_ENOUGH_COINS', message: 'Not enough coins' }
const signedOut = { status: 401, code: 'AUTHENTICATION_FAILED', message: 'Authentication failed' }
const priceChanged = {
  status: 400,
  code: 'PRICE_MISMATCH',
  message: `The price has changed: this costs ${PRICE} coins now.`,
  details: { price: PRICE },
}

/**
 * The table. A path without a stale-price check in the front end's request is an expected
 * failure (`gap`), named, until its request names the price the buyer was shown.
 */
const TABLE: Record<Path, Record<Refusal, Expected> & { gap?: Partial<Record<Refusal, string>> }> =
  {
    purchase: {
      'stale price': priceChanged,
      'too few coins': notEnoughCoins,
      'signed out': signedOut,
      'own item': { status: 400, code: 'OWN_CONTENT', message: 'You cannot buy your own content.' },
      'sent twice': {
        status: 409,
        code: 'ALREADY_OWNED',
        message: 'You already own this content.',
      },
    },
    gift: {
      'stale price': priceChanged,
      'too few coins': notEnoughCoins,
      'signed out': signedOut,
      'own item': {
        status: 400,
        code: 'GIFT_TO_SELF',
        message: 'You cannot send a gift to yourself.',
      },
      'sent twice': {
        status: 409,
        code: 'RECIPIENT_ALREADY_OWNS',
        message: 'The recipient already owns this content.',
      },
    },
    cart: {
      'stale price': priceChanged,
      'too few coins': notEnoughCoins,
      'signed out': signedOut,
      // One's own content never gets into the cart.
      'own item': { status: 400, code: 'OWN_CONTENT', message: 'You cannot buy your own content.' },
      // The first purchase emptied the cart.
      'sent twice': { status: 400, code: 'CART_EMPTY', message: 'Your shopping cart is empty.' },
    },
    story: {
      'stale price': priceChanged,
      'too few coins': notEnoughCoins,
      'signed out': signedOut,
      'own item': {
        status: 400,
        code: 'ALREADY_YOURS',
        message: 'You can already play this story.',
      },
      // The payment is keyed per buyer and story: the retry answers the first, uncharged.
      'sent twice': { status: 200, body: { price: PRICE, charged: false } },
    },
    ticket: {
      'stale price': {
        status: 409,
        code: 'LIVE_TICKET_PRICE_CHANGED',
        message: `The ticket's price has changed: it costs ${PRICE} coins now.`,
        details: { price: PRICE },
      },
      'too few coins': notEnoughCoins,
      'signed out': { status: 401, code: 'LIVE_LOGIN_REQUIRED', message: 'Login is required' },
      // A streamer watches their own live: nothing to buy, nothing charged.
      'own item': {
        status: 200,
        body: { ok: true, isPurchasedBefore: true, transactionOid: null },
      },
      'sent twice': {
        status: 200,
        body: { ok: true, isPurchasedBefore: true, transactionOid: null },
      },
    },
    donation: {
      // A roulette donation costs its entry fee, no other amount.
      'stale price': {
        status: 400,
        code: 'LIVEDONATION_FAILED',
        message: 'Failed donation',
        details: { reason: 'entry-fee' },
      },
      'too few coins': notEnoughCoins,
      'signed out': signedOut,
      'own item': {
        status: 400,
        code: 'LIVEDONATION_FAILED',
        message: 'Failed donation',
        details: { reason: 'self' },
      },
      // The same key: the first donation's answer, paid once.
      'sent twice': {
        status: 200,
        body: { coin: PRICE, donationType: 'roulette', optionName: 'Song' },
      },
    },
  }

describeOnEngine('money paths: one refusal table', (engine) => {
  let server: TestServer
  let admin: SignedIn
  beforeAll(async () => {
    server = await startTestServer({ engine })
    admin = await seedAdmin(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  /** The front end's calls as `user` makes them (signed out when null). */
  function frontEnd(user: SignedIn | null) {
    const context = () => ({
      token: user?.token ?? null,
      language: 'en' as const,
      userOid: user?.oid ?? null,
      loginType: user ? ('email' as const) : null,
      guestDeviceId: null,
      gaClientId: null,
    })
    const fetcher: typeof fetch = (input, init) =>
      fetch(`${server.url}${String(input)}`, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...server.clientHeaders },
      })
    const client: ApiClient = createApiClient({ getContext: context, fetch: fetcher })
    return {
      client,
      content: createContentApi(client),
      catalogue: createCatalogueApi(client),
      live: createLiveApi(client),
      donation: createDonationApi(client),
    }
  }
  type FrontEnd = ReturnType<typeof frontEnd>

  const db = () => server.context.database.db
  const balances = (user: SignedIn) => server.context.wallet.service.balances(user.oid)
  const holding = (coins: number) => ({
    coins,
    bonusCoins: 0,
    credits: 0,
    bonusCredits: 0,
    earnings: 0,
    heldCredits: 0,
  })
  let funded = 0
  async function buyerWith(coins: number) {
    const buyer = await signUp(server)
    funded += 1
    await server.context.wallet.service.purchaseCoins({
      key: `money-refusals-${buyer.oid}-${funded}`,
      userOid: buyer.oid,
      coins,
    })
    expect(await balances(buyer)).toEqual(holding(coins))
    return buyer
  }
  async function newSeller() {
    const seller = await signUp(server)
    await grantRoles(server, admin.token, seller.oid, ['creator', 'livestreamer'])
    return seller
  }

  interface Item {
    seller: SignedIn
    oid: string
    /** The donation's request key, the same on a retry. */
    key: string
  }

  /** How each path offers an item, pays for it as the front end does, and counts its sales. */
  interface MoneyPath {
    offer(seller: SignedIn): Promise<Item>
    /** What the buyer does before paying (the cart: add the item). */
    prepare?(buyer: FrontEnd, item: Item): Promise<void>
    pay(buyer: FrontEnd, item: Item, shownPrice: number): Promise<unknown>
    /** The own-item attempt: the seller pays for their own item, or the buyer gifts themself. */
    payOwn(item: Item, buyer: SignedIn): Promise<unknown>
    /** Sales of the item recorded (entitlements, ticket purchases, donations). */
    sold(item: Item): Promise<number>
  }

  let recipient: SignedIn
  let keys = 0
  const content = async (seller: SignedIn): Promise<Item> => ({
    seller,
    oid: await insertContent(db(), { creator_oid: seller.oid, price: PRICE }),
    key: '',
  })
  const contentSales = async (item: Item) =>
    (
      await db()
        .selectFrom('content_purchases')
        .select('oid')
        .where('content_oid', '=', item.oid)
        .execute()
    ).length

  const PATHS: Record<Path, MoneyPath> = {
    purchase: {
      offer: content,
      pay: (buyer, item, coins) =>
        buyer.content.purchase({ contentOid: item.oid, creatorOid: item.seller.oid, coins }),
      payOwn: (item) =>
        frontEnd(item.seller).content.purchase({
          contentOid: item.oid,
          creatorOid: item.seller.oid,
          coins: PRICE,
        }),
      sold: contentSales,
    },
    gift: {
      offer: content,
      // The front end has no gift call yet: the request the API documents, on the page's client.
      pay: (buyer, item, coins) =>
        buyer.client.post('/api/account/gift', {
          contentOid: item.oid,
          creatorOid: item.seller.oid,
          coins,
          recipientOid: recipient.oid,
        }),
      payOwn: (item, buyer) =>
        frontEnd(buyer).client.post('/api/account/gift', {
          contentOid: item.oid,
          creatorOid: item.seller.oid,
          coins: PRICE,
          recipientOid: buyer.oid,
        }),
      sold: contentSales,
    },
    cart: {
      offer: content,
      prepare: async (buyer, item) => {
        const cart = await buyer.content.addToCart(item.oid)
        expect(cart.total).toBe(PRICE)
      },
      pay: (buyer, _item, total) => buyer.content.purchaseCart(total),
      payOwn: (item) => frontEnd(item.seller).content.addToCart(item.oid),
      sold: contentSales,
    },
    story: {
      offer: async (seller) => {
        const { contentOid } = await publishDemo({ server }, seller, {
          pricing: { kind: 'paid', price: PRICE },
        })
        return { seller, oid: contentOid, key: '' }
      },
      // The story page's own call names the price it showed.
      pay: (buyer, item, shownPrice) => buyer.catalogue.purchase(item.oid, shownPrice),
      payOwn: (item) => frontEnd(item.seller).catalogue.purchase(item.oid),
      sold: async (item) =>
        (
          await db()
            .selectFrom('story_purchases')
            .select('user_oid')
            .where('content_oid', '=', item.oid)
            .execute()
        ).length,
    },
    ticket: {
      offer: async (seller) => {
        const issued = await server.api('/live/ticket', {
          token: seller.token,
          body: { creatorOid: seller.oid, ticket: { price: PRICE } },
        })
        expect(issued.status, issued.text).toBe(200)
        return { seller, oid: issued.json.ticket.ticketOid as string, key: '' }
      },
      pay: (buyer, item, price) =>
        buyer.live.ticketing(item.seller.oid, { ticketOid: item.oid, price }),
      payOwn: (item) =>
        frontEnd(item.seller).live.ticketing(item.seller.oid, {
          ticketOid: item.oid,
          price: PRICE,
        }),
      sold: async (item) =>
        (
          await db()
            .selectFrom('live_ticket_purchases')
            .select('user_oid')
            .where('ticket_oid', '=', item.oid)
            .execute()
        ).length,
    },
    donation: {
      offer: async (seller) => {
        const saved = await server.api('/live/donation/options', {
          token: seller.token,
          body: {
            creatorOid: seller.oid,
            donationOptions: {
              useRouletteDonation: true,
              roulette: { entryFee: PRICE, items: [{ name: 'Song', probability: 1 }] },
            },
          },
        })
        expect(saved.status, saved.text).toBe(200)
        keys += 1
        return { seller, oid: seller.oid, key: `money-refusals-${keys}` }
      },
      pay: (buyer, item, coin) =>
        buyer.donation.donate({
          creatorOid: item.seller.oid,
          key: item.key,
          isHiddenName: false,
          donationData: { coin, content: 'Spin it', donationType: 'roulette' },
        }),
      payOwn: (item) =>
        frontEnd(item.seller).donation.donate({
          creatorOid: item.seller.oid,
          key: item.key,
          isHiddenName: false,
          donationData: { coin: PRICE, content: 'Spin it', donationType: 'roulette' },
        }),
      sold: async (item) =>
        (
          await db()
            .selectFrom('livedonation_donations')
            .select('oid')
            .where('creator_oid', '=', item.seller.oid)
            .where('request_key', '=', item.key)
            .execute()
        ).length,
    },
  }

  /** The answer of one request: the client's error for a refusal, the body for a 200. */
  async function answerOf(request: Promise<unknown>): Promise<Expected> {
    try {
      return { status: 200, body: (await request) as Record<string, unknown> }
    } catch (error) {
      if (!ApiError.isInstance(error)) throw error
      return {
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      }
    }
  }

  function expectAnswer(got: Expected, expected: Expected) {
    if ('body' in expected) {
      expect(got.status, JSON.stringify(got)).toBe(200)
      expect('body' in got && got.body).toMatchObject(expected.body)
    } else expect(got).toEqual(expected)
  }

  beforeAll(async () => {
    recipient = await signUp(server)
  })

  for (const [path, row] of Object.entries(TABLE) as [Path, (typeof TABLE)[Path]][]) {
    describe(path, () => {
      const money = PATHS[path]
      let seller: SignedIn
      beforeAll(async () => {
        seller = await newSeller()
      })

      for (const refusal of REFUSALS) {
        const gap = row.gap?.[refusal]
        const test = gap ? it.fails : it
        test(`${refusal}: ${describeExpected(row[refusal])}${gap ? ` (expected failure: ${gap})` : ''}`, async () => {
          const item = await money.offer(seller)
          const expected = row[refusal]
          // Exact, whatever an earlier cell of this seller (an expected failure) moved.
          const sellerBefore = await balances(seller)
          if (refusal === 'stale price' || refusal === 'too few coins') {
            const buyer = await buyerWith(refusal === 'too few coins' ? PRICE - 1 : FUNDS)
            const page = frontEnd(buyer)
            await money.prepare?.(page, item)
            // A stale price: the buyer was shown less than the item costs now.
            const shown = refusal === 'stale price' ? PRICE - 1 : PRICE
            expectAnswer(await answerOf(money.pay(page, item, shown)), expected)
            expect(await balances(buyer)).toEqual(
              holding(refusal === 'too few coins' ? PRICE - 1 : FUNDS),
            )
          } else if (refusal === 'signed out') {
            expectAnswer(await answerOf(money.pay(frontEnd(null), item, PRICE)), expected)
          } else if (refusal === 'own item') {
            const buyer = await buyerWith(FUNDS)
            expectAnswer(await answerOf(money.payOwn(item, buyer)), expected)
            expect(await balances(buyer)).toEqual(holding(FUNDS))
          } else {
            const buyer = await buyerWith(FUNDS)
            const page = frontEnd(buyer)
            await money.prepare?.(page, item)
            const first = await answerOf(money.pay(page, item, PRICE))
            expect(first.status, JSON.stringify(first)).toBe(200)
            expect(await balances(buyer)).toEqual(holding(FUNDS - PRICE))
            const sellerAfter = { ...sellerBefore, earnings: sellerBefore.earnings + SHARE }
            expect(await balances(seller)).toEqual(sellerAfter)
            expectAnswer(await answerOf(money.pay(page, item, PRICE)), expected)
            expect(await balances(buyer)).toEqual(holding(FUNDS - PRICE))
            expect(await balances(seller)).toEqual(sellerAfter)
            expect(await money.sold(item)).toBe(1)
            return
          }
          // Nothing moved and nothing was sold; the seller earned nothing.
          expect(await money.sold(item)).toBe(0)
          expect(await balances(seller)).toEqual(sellerBefore)
        })
      }
    })
  }
})

function describeExpected(expected: Expected): string {
  return 'body' in expected
    ? `200 ${JSON.stringify(expected.body)}`
    : `${expected.status} ${expected.code} "${expected.message}"`
}
