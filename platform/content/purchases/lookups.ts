/** The reads every sale and the cart make: contents' facts, and which of them an owner has. */
import type { PurchasesContext } from './context'
import { CONTENT_FACTS, type ContentFacts } from './rules'

export async function loadContents(
  context: PurchasesContext,
  contentOids: readonly string[],
): Promise<Map<string, ContentFacts>> {
  if (contentOids.length === 0) return new Map()
  const rows = await context.db
    .selectFrom('contents')
    .select(CONTENT_FACTS)
    .where('oid', 'in', [...new Set(contentOids)])
    .execute()
  return new Map(rows.map((row) => [row.oid, row]))
}

/** One content's facts, or undefined when there is no such content. */
export async function loadContent(
  context: PurchasesContext,
  contentOid: string,
): Promise<ContentFacts | undefined> {
  return (await loadContents(context, [contentOid])).get(contentOid)
}

export async function ownedAmong(
  context: PurchasesContext,
  userOid: string,
  contentOids: readonly string[],
): Promise<Set<string>> {
  if (contentOids.length === 0) return new Set()
  const rows = await context.db
    .selectFrom('content_purchases')
    .select('content_oid')
    .where('user_oid', '=', userOid)
    .where('content_oid', 'in', [...new Set(contentOids)])
    .execute()
  return new Set(rows.map((row) => row.content_oid))
}

export async function hasPurchased(
  context: PurchasesContext,
  userOid: string,
  contentOid: string,
): Promise<boolean> {
  return (await ownedAmong(context, userOid, [contentOid])).size > 0
}
