/**
 * Counters the chat runtime reports: a chat started, credits spent on a story. Totals on
 * the content row; per-day rows for the daily, weekly and monthly rankings.
 */
import { sql } from 'kysely'
import { badRequest } from '../http'
import { utcDay } from './catalogue'
import type { StoriesContext } from './deps'
import { STORY_ERRORS } from './errors'

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

async function bump(
  context: StoriesContext,
  contentOid: string,
  delta: { chats: number; credits: number },
): Promise<void> {
  const day = utcDay(context.clock.now())
  await context.db.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable('story_contents')
      .set({
        chat_count: sql`chat_count + ${delta.chats}`,
        credits_spent: sql`credits_spent + ${delta.credits}`,
      })
      .where('id', '=', contentOid)
      .where('status', '<>', 'deleted')
      .returning('id')
      .executeTakeFirst()
    if (!updated) throw STORY_ERRORS.contentNotFound()
    await transaction
      .insertInto('story_daily_stats')
      .values({ content_oid: contentOid, day, chats: delta.chats, credits: delta.credits })
      .onConflict((conflict) =>
        conflict.columns(['content_oid', 'day']).doUpdateSet({
          chats: sql`story_daily_stats.chats + ${delta.chats}`,
          credits: sql`story_daily_stats.credits + ${delta.credits}`,
        }),
      )
      .execute()
  })
}
