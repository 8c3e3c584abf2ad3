/** The shopping cart: its items with whether each can be bought now, adding and removing. */
import { sql } from 'kysely'
import type { AppError, SessionUser } from '../../http'
import type { PurchasesContext } from './context'
import type { CartView } from './contract'
import { PURCHASE_ERRORS } from './errors'
import { hasPurchased, loadContent, loadContents, ownedAmong } from './lookups'
import { type Buyer, type ContentFacts, contentSummary, refusalFor } from './rules'

/** The most items a cart holds. */
export const CART_LIMIT = 100

/** A cart item with its content (undefined when gone) and why it cannot be bought, if so. */
export interface CartItem {
  contentOid: string
  addedAt: Date
  content: ContentFacts | undefined
  refusal: AppError | null
}

export async function readCart(context: PurchasesContext, user: Buyer): Promise<CartItem[]> {
  const items = await context.db
    .selectFrom('shopping_cart_items')
    .select(['content_oid', 'added_at'])
    .where('user_oid', '=', user.oid)
    .orderBy('added_at', 'desc')
    .orderBy('content_oid')
    .execute()
  const oids = items.map((item) => item.content_oid)
  const [contents, owned] = await Promise.all([
    loadContents(context, oids),
    ownedAmong(context, user.oid, oids),
  ])
  return items.map((item) => {
    const content = contents.get(item.content_oid)
    const refusal = refusalFor(content, user, owned.has(item.content_oid))
    return { contentOid: item.content_oid, addedAt: item.added_at, content, refusal }
  })
}

export async function getCart(context: PurchasesContext, user: SessionUser): Promise<CartView> {
  return cartView(await readCart(context, user))
}

/** The cart as the buyer sees it: each item, whether it is available, and their total. */
export function cartView(items: readonly CartItem[]): CartView {
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
export async function addToCart(context: PurchasesContext, user: SessionUser, contentOid: string) {
  const content = await loadContent(context, contentOid)
  if (!content && context.ports?.stories) {
    const story = await context.ports.stories.quote(user, contentOid).catch(() => null)
    if (story) throw PURCHASE_ERRORS.storyCart()
  }
  const owned = await hasPurchased(context, user.oid, contentOid)
  const refusal = refusalFor(content, user, owned)
  if (refusal) throw refusal
  // One statement: the item goes in only while the cart holds fewer than the limit.
  const inserted = await sql`
      insert into shopping_cart_items (user_oid, content_oid, added_at)
      select ${user.oid}, ${contentOid}, ${context.clock.now()}
      where (select count(*) from shopping_cart_items where user_oid = ${user.oid}) < ${CART_LIMIT}
      on conflict (user_oid, content_oid) do nothing`.execute(context.db)
  if (Number(inserted.numAffectedRows ?? 0) === 0) {
    const present = await context.db
      .selectFrom('shopping_cart_items')
      .select('content_oid')
      .where('user_oid', '=', user.oid)
      .where('content_oid', '=', contentOid)
      .executeTakeFirst()
    if (!present) throw PURCHASE_ERRORS.cartFull()
  }
  return getCart(context, user)
}

export async function removeFromCart(
  context: PurchasesContext,
  user: SessionUser,
  contentOid: string,
) {
  const removed = await context.db
    .deleteFrom('shopping_cart_items')
    .where('user_oid', '=', user.oid)
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  return { removed: Number(removed.numDeletedRows) > 0, ...(await getCart(context, user)) }
}
