/**
 * Buying contents: one purchase, the shopping cart and gifts. Each sale is one `purchase`
 * ledger transaction (the wallet's `sellContents`) whose database transaction also writes
 * the entitlements, moves the sold counters and empties the cart: coins are never taken
 * without the entitlement. The unique (owner, content) entitlement makes a retry or a
 * race charge once: the second sale finds the first's row and rolls back.
 */
import { createHash } from 'node:crypto'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { AppError, type Clock, type SessionUser } from '../../http'
import { PURCHASE_ERRORS } from './errors'
import type { PurchasesPorts, SaleOutcome } from './ports'
import { listPurchased as listPurchasedPage } from './purchased-list'
import {
  allowsBonus,
  BONUS_USE,
  type Buyer,
  CONTENT_FACTS,
  type ContentFacts,
  contentSummary,
  isSoldOut,
  type PurchaseMode,
  priceOf,
  refusalFor,
} from './rules'
import type { PurchaseSource } from './tables'

/** The most items a cart holds. */
export const CART_LIMIT = 100
/** Purchases listed per page of GET /content/purchased3. */
export const PURCHASED_PAGE = 100

export interface PurchasesServiceDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  ports: PurchasesPorts | null
}

export interface PurchaseInput {
  contentOid: string
  coins: number
  creatorOid?: string | undefined
  mode?: PurchaseMode | undefined
  discountCode?: string | undefined
}

export interface PurchaseAnswer {
  contentOid: string
  creatorOid: string
  price: number
  listPrice: number
  discountCode: string | null
  paid: { coins: number; bonusCoins: number }
  purchasedAt: string
  source: PurchaseSource | 'story-chat'
}

/** One content of a sale, priced and with the coins the wallet may take. */
interface Line {
  content: ContentFacts
  price: number
  code: string | null
  /** The buyer asked for bonus coins but this content refuses them. */
  bonusRefused: boolean
  bonusUse: 'never' | 'first' | 'only'
}

interface RefusedItem {
  contentOid: string
  code: string
  reason: string
}

export function createPurchasesService(deps: PurchasesServiceDeps) {
  const { db, clock, logger, ports } = deps

  async function loadContents(contentOids: readonly string[]): Promise<Map<string, ContentFacts>> {
    if (contentOids.length === 0) return new Map()
    const rows = await db
      .selectFrom('contents')
      .select(CONTENT_FACTS)
      .where('oid', 'in', [...new Set(contentOids)])
      .execute()
    return new Map(rows.map((row) => [row.oid, row]))
  }

  async function ownedAmong(userOid: string, contentOids: readonly string[]): Promise<Set<string>> {
    if (contentOids.length === 0) return new Set()
    const rows = await db
      .selectFrom('content_purchases')
      .select('content_oid')
      .where('user_oid', '=', userOid)
      .where('content_oid', 'in', [...new Set(contentOids)])
      .execute()
    return new Set(rows.map((row) => row.content_oid))
  }

  function requirePorts(): PurchasesPorts {
    if (!ports) throw PURCHASE_ERRORS.unavailable()
    return ports
  }

  function lineFor(content: ContentFacts, mode: PurchaseMode, discountCode?: string): Line {
    const { price, code } = priceOf(content, discountCode)
    const wanted = BONUS_USE[mode]
    const allowed = allowsBonus(content)
    if (wanted === 'only' && !allowed) {
      throw PURCHASE_ERRORS.notEnoughBonusCoins({ reason: 'BONUS_NOT_ALLOWED' })
    }
    return {
      content,
      price,
      code,
      bonusRefused: wanted !== 'never' && !allowed,
      bonusUse: allowed ? wanted : 'never',
    }
  }

  /**
   * Inside the sale's transaction: locks the contents in id order, refuses sold-out ones,
   * moves their counters, writes the entitlements (refusing any the owner already has)
   * and takes bought items out of the cart.
   */
  async function writeSale(
    trx: Transaction<DB>,
    sale: {
      ownerOid: string
      buyerOid: string
      lines: Line[]
      source: PurchaseSource
      key: string | null
    },
    outcome: SaleOutcome | null,
    now: Date,
  ): Promise<void> {
    const oids = sale.lines.map((line) => line.content.oid).sort()
    const locked = await trx
      .selectFrom('contents')
      .select(['oid', 'sale_count_limit', 'sold_count'])
      .where('oid', 'in', oids)
      .orderBy('oid')
      .forUpdate()
      .execute()
    const soldOut = locked.filter(isSoldOut).map((row) => row.oid)
    if (soldOut.length > 0) throw refuse(sale.source, soldOut, PURCHASE_ERRORS.soldOut())
    await trx
      .updateTable('contents')
      .set((eb) => ({ sold_count: eb('sold_count', '+', 1) }))
      .where('oid', 'in', oids)
      .execute()
    const inserted = await trx
      .insertInto('content_purchases')
      .values(
        sale.lines.map((line) => {
          const paid = outcome?.lines.find((entry) => entry.contentOid === line.content.oid)
          return {
            oid: newObjectId(now.getTime()),
            user_oid: sale.ownerOid,
            content_oid: line.content.oid,
            creator_oid: line.content.creator_oid,
            buyer_oid: sale.buyerOid,
            price: line.price,
            list_price: line.content.price,
            paid_coins: paid?.paidCoins ?? 0,
            bonus_coins: paid?.bonusCoins ?? 0,
            discount_code: line.code,
            source: sale.source,
            wallet_key: line.price > 0 ? sale.key : null,
            purchased_at: now,
          }
        }),
      )
      .onConflict((conflict) => conflict.columns(['user_oid', 'content_oid']).doNothing())
      .returning('content_oid')
      .execute()
    if (inserted.length < sale.lines.length) {
      const written = new Set(inserted.map((row) => row.content_oid))
      const owned = oids.filter((oid) => !written.has(oid))
      throw refuse(sale.source, owned, ownedError(sale))
    }
    if (sale.source === 'cart') {
      await trx
        .deleteFrom('shopping_cart_items')
        .where('user_oid', '=', sale.buyerOid)
        .where('content_oid', 'in', oids)
        .execute()
    }
  }

  const ownedError = (sale: { ownerOid: string; buyerOid: string }) =>
    sale.ownerOid === sale.buyerOid
      ? PURCHASE_ERRORS.alreadyOwned()
      : PURCHASE_ERRORS.recipientOwns()

  /** A cart names every refused item; a single sale answers its own refusal. */
  function refuse(source: PurchaseSource, contentOids: string[], error: AppError): AppError {
    if (source !== 'cart') return error
    return PURCHASE_ERRORS.cartRefused({
      items: contentOids.map((contentOid) => ({
        contentOid,
        code: error.code,
        reason: error.message,
      })),
    })
  }

  /** Books the sale and writes its rows in one database transaction; answers what was paid. */
  async function sell(sale: {
    buyer: SessionUser
    ownerOid: string
    lines: Line[]
    source: PurchaseSource
    key: string
  }): Promise<{ paidCoins: number; bonusCoins: number; outcome: SaleOutcome | null; now: Date }> {
    const { wallet } = requirePorts()
    const now = clock.now()
    const rows = { ...sale, buyerOid: sale.buyer.oid }
    const charged = sale.lines.filter((line) => line.price > 0)
    if (charged.length === 0) {
      // A discount code made it free: the entitlement alone, no ledger transaction.
      await db.transaction().execute((trx) => writeSale(trx, { ...rows, key: null }, null, now))
      return { paidCoins: 0, bonusCoins: 0, outcome: null, now }
    }
    try {
      const booked = await wallet.sellContents({
        key: sale.key,
        buyerOid: sale.buyer.oid,
        lines: charged.map((line) => ({
          contentOid: line.content.oid,
          creatorOid: line.content.creator_oid,
          coins: line.price,
          bonusUse: line.bonusUse,
          ...collaboratorsOf(line.content),
        })),
        metadata: {
          source: sale.source,
          ...(sale.ownerOid === sale.buyer.oid ? {} : { recipientOid: sale.ownerOid }),
        },
        alongside: (trx, outcome) => writeSale(trx, { ...rows, key: sale.key }, outcome, now),
      })
      // The same key was booked before: the owner has these contents already.
      if (booked.replayed)
        throw refuse(
          sale.source,
          charged.map((line) => line.content.oid),
          ownedError(rows),
        )
      return { ...booked.result, outcome: booked.result, now }
    } catch (error) {
      throw translateWalletError(error, sale.lines, rows)
    }
  }

  function translateWalletError(
    error: unknown,
    lines: Line[],
    sale: { ownerOid: string; buyerOid: string; source: PurchaseSource },
  ): unknown {
    if (!AppError.isInstance(error)) return error
    if (error.code === 'IDEMPOTENCY_KEY_REUSED') {
      return refuse(
        sale.source,
        lines.map((line) => line.content.oid),
        ownedError(sale),
      )
    }
    // Coins fell short where bonus coins were asked for but this content refuses them.
    if (error.code === 'NOT_ENOUGH_COINS' && lines.some((line) => line.bonusRefused)) {
      return PURCHASE_ERRORS.notEnoughBonusCoins({ reason: 'BONUS_NOT_ALLOWED' })
    }
    return error
  }

  async function notifySafely(
    userOid: string,
    kind: 'purchase' | 'gift',
    data: Record<string, unknown>,
  ): Promise<void> {
    if (!ports?.notifications) return
    try {
      await ports.notifications.notify(userOid, kind, data)
    } catch (error) {
      // The sale stands; a lost notification is logged, not the buyer's problem.
      logger.warn({ err: error, userOid, kind }, 'purchase notification failed')
    }
  }

  async function purchase(user: SessionUser, input: PurchaseInput): Promise<PurchaseAnswer> {
    requirePorts()
    const mode = input.mode ?? 'coin'
    const content = (await loadContents([input.contentOid])).get(input.contentOid)
    if (!content) return purchaseStory(user, input, mode)
    if (input.creatorOid && input.creatorOid !== content.creator_oid) {
      throw PURCHASE_ERRORS.creatorMismatch()
    }
    const owned = (await ownedAmong(user.oid, [content.oid])).size > 0
    const refusal = refusalFor(content, user, owned)
    if (refusal) throw refusal
    const line = lineFor(content, mode, input.discountCode)
    if (input.coins !== line.price) throw PURCHASE_ERRORS.priceMismatch(line.price)
    const sold = await sell({
      buyer: user,
      ownerOid: user.oid,
      lines: [line],
      source: 'purchase',
      key: `content-purchase:${user.oid}:${content.oid}`,
    })
    await notifySafely(content.creator_oid, 'purchase', {
      contentOid: content.oid,
      title: content.title,
      coins: line.price,
    })
    return answerFor(line, sold, 'purchase')
  }

  function answerFor(
    line: Line,
    sold: { outcome: SaleOutcome | null; now: Date },
    source: PurchaseSource,
  ): PurchaseAnswer {
    const paid = sold.outcome?.lines.find((entry) => entry.contentOid === line.content.oid)
    return {
      contentOid: line.content.oid,
      creatorOid: line.content.creator_oid,
      price: line.price,
      listPrice: line.content.price,
      discountCode: line.code,
      paid: { coins: paid?.paidCoins ?? 0, bonusCoins: paid?.bonusCoins ?? 0 },
      purchasedAt: sold.now.toISOString(),
      source,
    }
  }

  /** A story chat is sold by the stories area (its own entitlement); same refusals here. */
  async function purchaseStory(
    user: SessionUser,
    input: PurchaseInput,
    mode: PurchaseMode,
  ): Promise<PurchaseAnswer> {
    const stories = ports?.stories
    if (!stories) throw PURCHASE_ERRORS.contentNotFound()
    const quote = await stories.quote(user, input.contentOid)
    if (input.creatorOid && input.creatorOid !== quote.creatorOid) {
      throw PURCHASE_ERRORS.creatorMismatch()
    }
    if (quote.creatorOid === user.oid) throw PURCHASE_ERRORS.ownContent()
    if (quote.price === 0) throw PURCHASE_ERRORS.freeContent()
    // Story chats have no discount codes.
    if (input.discountCode) throw PURCHASE_ERRORS.invalidDiscountCode()
    if (input.coins !== quote.price) throw PURCHASE_ERRORS.priceMismatch(quote.price)
    const bought = await stories.purchase(user, input.contentOid, mode === 'coins' ? 'coin' : mode)
    if (!bought.charged) throw PURCHASE_ERRORS.alreadyOwned()
    await notifySafely(quote.creatorOid, 'purchase', {
      contentOid: input.contentOid,
      title: quote.title,
      coins: quote.price,
    })
    return {
      contentOid: input.contentOid,
      creatorOid: quote.creatorOid,
      price: bought.price,
      listPrice: quote.price,
      discountCode: null,
      paid: { coins: bought.paid?.coins ?? 0, bonusCoins: bought.paid?.bonusCoins ?? 0 },
      purchasedAt: bought.purchasedAt,
      source: 'story-chat',
    }
  }

  /** Buys a content for another user: the giver pays, the recipient owns it. */
  async function gift(
    user: SessionUser,
    input: PurchaseInput & { recipientOid: string; message?: string | undefined },
  ): Promise<PurchaseAnswer & { recipientOid: string }> {
    const { accounts } = requirePorts()
    if (input.recipientOid === user.oid) throw PURCHASE_ERRORS.selfGift()
    const content = (await loadContents([input.contentOid])).get(input.contentOid)
    if (!content) {
      if (ports?.stories) {
        // A story chat exists under this id: say why it cannot be a gift.
        const story = await ports.stories.quote(user, input.contentOid).catch(() => null)
        if (story) throw PURCHASE_ERRORS.storyGift()
      }
      throw PURCHASE_ERRORS.contentNotFound()
    }
    if (input.creatorOid && input.creatorOid !== content.creator_oid) {
      throw PURCHASE_ERRORS.creatorMismatch()
    }
    const recipient = await accounts.findUser(input.recipientOid)
    if (!recipient) throw PURCHASE_ERRORS.recipientNotFound()
    // The giver must be allowed to see the content, the recipient to own it.
    if (content.adult && !user.isAdult) throw PURCHASE_ERRORS.adultGated()
    const owned = (await ownedAmong(recipient.oid, [content.oid])).size > 0
    const refusal = refusalFor(content, recipient, owned)
    if (refusal) {
      if (refusal.code === 'ALREADY_OWNED') throw PURCHASE_ERRORS.recipientOwns()
      if (refusal.code === 'ADULT_VERIFICATION_REQUIRED')
        throw PURCHASE_ERRORS.recipientAdultGated()
      if (refusal.code === 'OWN_CONTENT') throw PURCHASE_ERRORS.recipientOwns()
      throw refusal
    }
    const line = lineFor(content, input.mode ?? 'coin', input.discountCode)
    if (input.coins !== line.price) throw PURCHASE_ERRORS.priceMismatch(line.price)
    const sold = await sell({
      buyer: user,
      ownerOid: recipient.oid,
      lines: [line],
      source: 'gift',
      key: `content-purchase:${recipient.oid}:${content.oid}`,
    })
    await notifySafely(recipient.oid, 'gift', {
      contentOid: content.oid,
      title: content.title,
      fromOid: user.oid,
      fromNickname: user.nickname,
      ...(input.message ? { message: input.message } : {}),
    })
    await notifySafely(content.creator_oid, 'purchase', {
      contentOid: content.oid,
      title: content.title,
      coins: line.price,
      gift: true,
    })
    return { ...answerFor(line, sold, 'gift'), recipientOid: recipient.oid }
  }

  // ---------- the shopping cart ----------

  async function readCart(user: Buyer) {
    const items = await db
      .selectFrom('shopping_cart_items')
      .select(['content_oid', 'added_at'])
      .where('user_oid', '=', user.oid)
      .orderBy('added_at', 'desc')
      .orderBy('content_oid')
      .execute()
    const oids = items.map((item) => item.content_oid)
    const [contents, owned] = await Promise.all([loadContents(oids), ownedAmong(user.oid, oids)])
    return items.map((item) => {
      const content = contents.get(item.content_oid)
      const refusal = refusalFor(content, user, owned.has(item.content_oid))
      return { contentOid: item.content_oid, addedAt: item.added_at, content, refusal }
    })
  }

  async function getCart(user: SessionUser) {
    const items = await readCart(user)
    const available = items.filter((item) => !item.refusal)
    return {
      items: items.map((item) => ({
        contentOid: item.contentOid,
        addedAt: new Date(item.addedAt).toISOString(),
        // A content gone from the catalogue shows as its id alone.
        content:
          item.content && !item.refusal?.code.startsWith('CONTENT_NOT')
            ? contentSummary(item.content)
            : null,
        available: !item.refusal,
        ...(item.refusal ? { code: item.refusal.code, reason: item.refusal.message } : {}),
      })),
      /** What buying every available item costs now. */
      total: available.reduce((sum, item) => sum + (item.content?.price ?? 0), 0),
      count: items.length,
      limit: CART_LIMIT,
    }
  }

  /** Adds a content the caller could buy now; adding it again changes nothing. */
  async function addToCart(user: SessionUser, contentOid: string) {
    const content = (await loadContents([contentOid])).get(contentOid)
    if (!content && ports?.stories) {
      const story = await ports.stories.quote(user, contentOid).catch(() => null)
      if (story) throw PURCHASE_ERRORS.storyCart()
    }
    const owned = (await ownedAmong(user.oid, [contentOid])).size > 0
    const refusal = refusalFor(content, user, owned)
    if (refusal) throw refusal
    // One statement: the item goes in only while the cart holds fewer than the limit.
    const inserted = await sql`
      insert into shopping_cart_items (user_oid, content_oid, added_at)
      select ${user.oid}, ${contentOid}, ${clock.now()}
      where (select count(*) from shopping_cart_items where user_oid = ${user.oid}) < ${CART_LIMIT}
      on conflict (user_oid, content_oid) do nothing`.execute(db)
    if (Number(inserted.numAffectedRows ?? 0) === 0) {
      const present = await db
        .selectFrom('shopping_cart_items')
        .select('content_oid')
        .where('user_oid', '=', user.oid)
        .where('content_oid', '=', contentOid)
        .executeTakeFirst()
      if (!present) throw PURCHASE_ERRORS.cartFull()
    }
    return getCart(user)
  }

  async function removeFromCart(user: SessionUser, contentOid: string) {
    const removed = await db
      .deleteFrom('shopping_cart_items')
      .where('user_oid', '=', user.oid)
      .where('content_oid', '=', contentOid)
      .executeTakeFirst()
    return { removed: Number(removed.numDeletedRows) > 0, ...(await getCart(user)) }
  }

  /** Buys every item in the cart in one transaction: all of them, or none with the reasons. */
  async function purchaseCart(
    user: SessionUser,
    input: { coins?: number | undefined; mode?: PurchaseMode | undefined },
  ) {
    requirePorts()
    const items = await readCart(user)
    if (items.length === 0) throw PURCHASE_ERRORS.cartEmpty()
    const refused: RefusedItem[] = items.flatMap((item) =>
      item.refusal
        ? [{ contentOid: item.contentOid, code: item.refusal.code, reason: item.refusal.message }]
        : [],
    )
    if (refused.length > 0) throw PURCHASE_ERRORS.cartRefused({ items: refused })
    const mode = input.mode ?? 'coin'
    const lines = items.map((item) => {
      const content = item.content as ContentFacts
      // A bonus-only cart pays bonus where allowed and coins elsewhere.
      return lineFor(content, mode === 'bonus' && !allowsBonus(content) ? 'coin' : mode)
    })
    const total = lines.reduce((sum, line) => sum + line.price, 0)
    if (input.coins !== undefined && input.coins !== total) {
      throw PURCHASE_ERRORS.priceMismatch(total)
    }
    const oids = lines.map((line) => `${line.content.oid}:${line.price}`).sort()
    const digest = createHash('sha256').update(oids.join(',')).digest('base64url').slice(0, 22)
    const sold = await sell({
      buyer: user,
      ownerOid: user.oid,
      lines,
      source: 'cart',
      key: `content-cart:${user.oid}:${digest}`,
    })
    for (const line of lines) {
      await notifySafely(line.content.creator_oid, 'purchase', {
        contentOid: line.content.oid,
        title: line.content.title,
        coins: line.price,
      })
    }
    return {
      purchases: lines.map((line) => answerFor(line, sold, 'cart')),
      total,
      paid: { coins: sold.paidCoins, bonusCoins: sold.bonusCoins },
    }
  }

  // ---------- what the caller owns ----------

  async function hasPurchased(userOid: string, contentOid: string): Promise<boolean> {
    return (await ownedAmong(userOid, [contentOid])).size > 0
  }

  /** The catalog's EntitlementPort answer for purchases: 'purchased' or null, in order. */
  async function findEntitlements(
    userOid: string,
    contents: readonly { contentOid: string }[],
  ): Promise<Array<'purchased' | null>> {
    const owned = await ownedAmong(
      userOid,
      contents.map((content) => content.contentOid),
    )
    return contents.map((content) => (owned.has(content.contentOid) ? 'purchased' : null))
  }

  /** GET /content/purchased3: with the story-chat purchases (purchased-list.ts). */
  async function listPurchased(userOid: string, options: { count?: number; before?: string } = {}) {
    return listPurchasedPage(
      { db: deps.db, stories: deps.ports?.stories },
      userOid,
      options.count ?? PURCHASED_PAGE,
      options.before,
    )
  }

  async function creatorList(input: { page: number; count: number }) {
    const { accounts } = requirePorts()
    const page = await accounts.listCreators(input)
    return { ...page, page: input.page, count: input.count }
  }

  return {
    purchase,
    gift,
    purchaseCart,
    getCart,
    addToCart,
    removeFromCart,
    hasPurchased,
    findEntitlements,
    listPurchased,
    creatorList,
  }
}

function collaboratorsOf(content: ContentFacts) {
  const collaborators = (content.collaborators ?? []).filter(
    (entry) =>
      typeof entry?.userOid === 'string' &&
      entry.userOid !== content.creator_oid &&
      Number.isFinite(entry.share) &&
      entry.share > 0,
  )
  return collaborators.length > 0
    ? {
        collaborators: collaborators.map((entry) => ({
          userOid: entry.userOid,
          share: entry.share,
        })),
      }
    : {}
}

export type PurchasesService = ReturnType<typeof createPurchasesService>
