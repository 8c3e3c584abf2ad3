/**
 * GET /content/purchased3: the catalog's purchases and the stories area's story-chat
 * purchases in one list, newest first. Both are read a page deep from the same cursor and
 * merged; the cursor names the last entry answered (`<ms>-c-<purchaseOid>` or
 * `<ms>-s-<storyOid>`), so it needs neither side to look the other's rows up. A bare
 * purchase oid (the earlier cursor) is still read.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import type { PurchasedItem, PurchasedPage } from './contract'
import type { StoryPurchasePort } from './ports'
import { CONTENT_FACTS, contentSummary } from './rules'

export interface Cursor {
  at: Date
  kind: 'c' | 's'
  id: string
}

const CURSOR = /^(\d{1,15})-([cs])-([A-Za-z0-9_-]{1,64})$/

export function parseCursor(text: string): Cursor | { legacyOid: string } | null {
  if (/^[0-9a-f]{24}$/.test(text)) return { legacyOid: text }
  const match = CURSOR.exec(text)
  if (!match) return null
  return { at: new Date(Number(match[1])), kind: match[2] as 'c' | 's', id: match[3] as string }
}

export const formatCursor = (cursor: Cursor) => `${cursor.at.getTime()}-${cursor.kind}-${cursor.id}`

/** Newest first; at one instant story chats before catalog purchases, then by id, descending. */
export function compareEntries(a: Cursor, b: Cursor): number {
  if (a.at.getTime() !== b.at.getTime()) return b.at.getTime() - a.at.getTime()
  if (a.kind !== b.kind) return a.kind === 's' ? -1 : 1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

export async function listPurchased(
  deps: { db: Kysely<DB>; stories?: StoryPurchasePort | undefined },
  userOid: string,
  count: number,
  before?: string,
): Promise<PurchasedPage> {
  let cursor: Cursor | null = null
  if (before) {
    const parsed = parseCursor(before)
    if (parsed && 'legacyOid' in parsed) {
      const row = await deps.db
        .selectFrom('content_purchases')
        .select('purchased_at')
        .where('oid', '=', parsed.legacyOid)
        .where('user_oid', '=', userOid)
        .executeTakeFirst()
      // An unknown purchase id is the end of the list, as before.
      if (!row) return { contents: [], nextCursor: null }
      cursor = { at: new Date(row.purchased_at), kind: 'c', id: parsed.legacyOid }
    } else cursor = parsed
  }
  let query = deps.db
    .selectFrom('content_purchases as p')
    .innerJoin('contents as c', 'c.oid', 'p.content_oid')
    .select(CONTENT_FACTS.map((column) => `c.${column}` as const))
    .select(['p.oid as purchase_oid', 'p.price as paid_price', 'p.source', 'p.buyer_oid'])
    .select('p.purchased_at')
    .where('p.user_oid', '=', userOid)
    .orderBy('p.purchased_at', 'desc')
    .orderBy('p.oid', 'desc')
    .limit(count + 1)
  if (cursor) {
    const { at, id } = cursor
    query =
      cursor.kind === 'c'
        ? query.where(sql<boolean>`(p.purchased_at, p.oid) < (${at}, ${id})`)
        : query.where('p.purchased_at', '<=', at)
  }
  const stories = deps.stories?.listPurchases
    ? deps.stories.listPurchases(userOid, {
        count: count + 1,
        ...(cursor
          ? { before: { at: cursor.at, contentOid: cursor.kind === 's' ? cursor.id : '' } }
          : {}),
      })
    : Promise.resolve([])
  const [rows, storyRows] = await Promise.all([query.execute(), stories])
  const entries = [
    ...rows.map((row) => ({
      key: { at: new Date(row.purchased_at), kind: 'c' as const, id: row.purchase_oid },
      item: {
        ...contentSummary(row),
        purchaseOid: row.purchase_oid,
        paidPrice: row.paid_price,
        source: row.source as string,
        gifted: row.buyer_oid !== userOid,
        purchasedAt: new Date(row.purchased_at).toISOString(),
      },
    })),
    ...storyRows.map((story) => ({
      key: { at: story.purchasedAt, kind: 's' as const, id: story.contentOid },
      item: storyItem(story),
    })),
  ].sort((a, b) => compareEntries(a.key, b.key))
  const page = entries.slice(0, count)
  const last = page.at(-1)
  return {
    contents: page.map((entry) => entry.item),
    nextCursor: entries.length > count && last ? formatCursor(last.key) : null,
  }
}

/** A story chat shaped like the catalog's summaries, so one card renders both. */
function storyItem(
  story: Awaited<ReturnType<NonNullable<StoryPurchasePort['listPurchases']>>>[0],
): PurchasedItem {
  return {
    contentOid: story.contentOid,
    creatorOid: story.creatorOid,
    contentType: 'story',
    category: 'story-chat',
    media: 'none',
    status: 'published',
    visibility: 'public',
    title: story.title,
    multiLangTitle: {},
    thumbnail: story.thumbnail,
    adult: story.adult,
    isAdultContent: story.adult,
    price: story.price,
    allowBonus: false,
    onlyPurchasableWithCoins: false,
    saleCountLimit: null,
    soldCount: 0,
    lengthSeconds: null,
    publishedAt: null,
    purchaseOid: null,
    paidPrice: story.paidPrice,
    source: 'story-chat',
    gifted: false,
    purchasedAt: story.purchasedAt.toISOString(),
    canView: true,
  }
}
