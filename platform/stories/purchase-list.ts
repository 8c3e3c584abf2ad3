/**
 * A buyer's story-chat purchases, newest first, for the content platform's purchase list
 * (GET /content/purchased3 merges them with its own). Keyed by (purchased_at, content id)
 * so a page continues after the last one it answered.
 */
import { sql } from 'kysely'
import type { StoriesContext } from './ports'

export interface StoryPurchaseEntry {
  contentOid: string
  creatorOid: string
  title: string
  thumbnail: string
  adult: boolean
  /** The story's price now (the list shows it like the catalog's). */
  price: number
  /** What the buyer paid. */
  paidPrice: number
  purchasedAt: Date
}

export async function listStoryPurchases(
  context: Pick<StoriesContext, 'db'>,
  userOid: string,
  options: { count: number; before?: { at: Date; contentOid: string } | undefined },
): Promise<StoryPurchaseEntry[]> {
  let query = context.db
    .selectFrom('story_purchases as p')
    .innerJoin('story_contents as c', 'c.id', 'p.content_oid')
    .select([
      'p.content_oid',
      'p.price as paid_price',
      'p.purchased_at',
      'c.creator_oid',
      'c.title',
      'c.thumbnail',
      'c.adult',
      'c.price',
    ])
    .where('p.user_oid', '=', userOid)
    .where('c.status', '!=', 'deleted')
    .orderBy('p.purchased_at', 'desc')
    .orderBy('p.content_oid', 'desc')
    .limit(options.count)
  if (options.before) {
    const { at, contentOid } = options.before
    query = query.where(sql<boolean>`(p.purchased_at, p.content_oid) < (${at}, ${contentOid})`)
  }
  const rows = await query.execute()
  return rows.map((row) => ({
    contentOid: row.content_oid,
    creatorOid: row.creator_oid,
    title: row.title ?? '',
    thumbnail: row.thumbnail ?? '',
    adult: row.adult,
    price: Number(row.price),
    paidPrice: Number(row.paid_price),
    purchasedAt: new Date(row.purchased_at),
  }))
}
