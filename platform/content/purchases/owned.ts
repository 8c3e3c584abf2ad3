/** What the caller owns: the catalog's entitlement answer and the purchased list. */
import type { PurchasesContext } from './context'
import { ownedAmong } from './lookups'
import { listPurchased as listPurchasedPage } from './purchased-list'

/** Purchases listed per page of GET /content/purchased3. */
export const PURCHASED_PAGE = 100

/** The catalog's EntitlementPort answer for purchases: 'purchased' or null, in order. */
export async function findEntitlements(
  context: PurchasesContext,
  userOid: string,
  contents: readonly { contentOid: string }[],
): Promise<Array<'purchased' | null>> {
  const owned = await ownedAmong(
    context,
    userOid,
    contents.map((content) => content.contentOid),
  )
  return contents.map((content) => (owned.has(content.contentOid) ? 'purchased' : null))
}

/** GET /content/purchased3: with the story-chat purchases (purchased-list.ts). */
export async function listPurchased(
  context: PurchasesContext,
  userOid: string,
  options: { count?: number; before?: string } = {},
) {
  return listPurchasedPage(
    { db: context.db, stories: context.ports?.stories },
    userOid,
    options.count ?? PURCHASED_PAGE,
    options.before,
  )
}
