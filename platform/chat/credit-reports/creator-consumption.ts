/** `creator/consume`: credits players spent on each creator's stories in a period. */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'

export interface ContentConsumption {
  contentOid: string
  credits: number
  chats: number
}

export interface CreatorConsumption {
  creatorOid: string
  credits: number
  chats: number
  contents: Array<{ contentOid: string; title: string; credits: number; chats: number }>
}

/** A story's maker and title, as the stories area answers them; null when it has none. */
export type StoryOwnership = { ownerOid: string; title: string } | null

/** Paid replies per story in [from, to). */
export async function consumptionByContent(
  db: Kysely<DB>,
  from: Date,
  to: Date,
): Promise<Array<ContentConsumption & { players: number }>> {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_rooms as r', 'r.oid', 'm.room_oid')
    .select([
      'r.content_oid as contentOid',
      sql<number>`sum(m.credits_charged)::int`.as('credits'),
      sql<number>`count(*)::int`.as('chats'),
      sql<number>`count(distinct coalesce(r.owner_user_oid, r.owner_guest_device))::int`.as(
        'players',
      ),
    ])
    .where('m.role', '=', 'assistant')
    .where('m.status', '=', 'complete')
    .where('m.request_id', 'is not', null)
    .where('m.created_at', '>=', from)
    .where('m.created_at', '<', to)
    .groupBy('r.content_oid')
    .execute()
}

/**
 * Each story's consumption under its creator (one creator only when `creatorOid` is given),
 * stories and creators by credits, then chats; the first `limit` creators.
 */
export function consumptionByCreator(
  rows: readonly ContentConsumption[],
  owners: ReadonlyMap<string, StoryOwnership>,
  options: { creatorOid?: string | undefined; limit: number },
): CreatorConsumption[] {
  const byCreator = new Map<string, CreatorConsumption>()
  for (const row of rows) {
    const story = owners.get(row.contentOid)
    const creatorOid = story?.ownerOid
    if (!story || !creatorOid || (options.creatorOid && creatorOid !== options.creatorOid)) continue
    let entry = byCreator.get(creatorOid)
    if (!entry) {
      entry = { creatorOid, credits: 0, chats: 0, contents: [] }
      byCreator.set(creatorOid, entry)
    }
    entry.credits += row.credits
    entry.chats += row.chats
    entry.contents.push({
      contentOid: row.contentOid,
      title: story.title,
      credits: row.credits,
      chats: row.chats,
    })
  }
  return [...byCreator.values()]
    .map((entry) => ({
      ...entry,
      contents: entry.contents.sort((a, b) => b.credits - a.credits),
    }))
    .sort((a, b) => b.credits - a.credits || b.chats - a.chats)
    .slice(0, options.limit)
}
