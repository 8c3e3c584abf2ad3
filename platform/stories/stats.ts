/**
 * Counters the chat runtime reports: a chat started, credits spent on a story. Totals on
 * the content row; per-day rows for the daily, weekly and monthly rankings.
 */
import { sql } from 'kysely'
import { badRequest } from '../http'
import { utcDay } from './catalogue'
import { STORY_ERRORS } from './errors'
import type { StoriesContext } from './ports'

export async function recordChatStarted(
  context: StoriesContext,
  contentOid: string,
): Promise<void> {
  await bump(context, contentOid, { chats: 1, credits: 0 })
}

export async function recordCreditsSpent(
  context: StoriesContext,
  contentOid: string,
  credits: number,
): Promise<void> {
  if (!Number.isSafeInteger(credits) || credits <= 0) {
    throw badRequest('INVALID_CREDITS', 'Credits spent must be a positive whole number.')
  }
  await bump(context, contentOid, { chats: 0, credits })
}

/**
 * Both counters in one statement: the content's totals and its day's row move together or
 * not at all, without a transaction's begin and commit: every paid turn ends here, and on
 * the embedded database a statement costs its crossing more than its work (docs/PERFORMANCE.md).
 */
async function bump(
  context: StoriesContext,
  contentOid: string,
  delta: { chats: number; credits: number },
): Promise<void> {
  const day = utcDay(context.clock.now())
  const { rows } = await sql<{ content_oid: string }>`
    with updated as (
      update story_contents
      set chat_count = chat_count + ${delta.chats}::int,
        credits_spent = credits_spent + ${delta.credits}::bigint
      where id = ${contentOid} and status <> 'deleted'
      returning id
    )
    insert into story_daily_stats (content_oid, day, chats, credits)
    select id, ${day}::date, ${delta.chats}::int, ${delta.credits}::bigint from updated
    on conflict (content_oid, day) do update set
      chats = story_daily_stats.chats + excluded.chats,
      credits = story_daily_stats.credits + excluded.credits
    returning content_oid
  `.execute(context.db)
  if (rows.length === 0) throw STORY_ERRORS.contentNotFound()
}
