/** The polls' queries. Each takes an executor so a post and its poll are written in one transaction. */
import { type Kysely, sql } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { NewPollInput, PollContentType } from './contract'
import { optionsFrom } from './rules'

export interface PollKey {
  contentType: PollContentType
  contentOid: string
}

export async function insertPoll(
  db: Kysely<DB>,
  now: Date,
  input: PollKey & { ownerOid: string; poll: NewPollInput },
): Promise<string> {
  const oid = newObjectId(now.getTime())
  await db
    .insertInto('content_polls')
    .values({
      oid,
      content_type: input.contentType,
      content_oid: input.contentOid,
      owner_oid: input.ownerOid,
      question: input.poll.question,
      options: JSON.stringify(optionsFrom(input.poll.options)),
      closes_at: input.poll.closesAt ? new Date(input.poll.closesAt) : null,
      created_at: now,
    })
    .execute()
  return oid
}

/** The live polls of these contents. */
export function livePolls(db: Kysely<DB>, contentType: PollContentType, contentOids: string[]) {
  if (contentOids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('content_polls')
    .selectAll()
    .where('content_type', '=', contentType)
    .where('content_oid', 'in', contentOids)
    .where('deleted_at', 'is', null)
    .execute()
}

/** Votes per option of these polls, and which option the viewer chose. */
export async function voteCounts(db: Kysely<DB>, pollOids: string[], viewerOid: string | null) {
  if (pollOids.length === 0) return { counts: [], mine: [] }
  const [counts, mine] = await Promise.all([
    db
      .selectFrom('content_poll_votes')
      .select(['poll_oid', 'option_id', sql<string>`count(*)::text`.as('votes')])
      .where('poll_oid', 'in', pollOids)
      .groupBy(['poll_oid', 'option_id'])
      .execute(),
    viewerOid
      ? db
          .selectFrom('content_poll_votes')
          .select(['poll_oid', 'option_id'])
          .where('poll_oid', 'in', pollOids)
          .where('user_oid', '=', viewerOid)
          .execute()
      : Promise.resolve([]),
  ])
  return { counts, mine }
}

/**
 * The user's one vote: a first vote inserts the row, a later one moves it to the new
 * option. Concurrent votes by one user meet on the primary key and leave one row.
 */
export async function upsertVote(
  db: Kysely<DB>,
  vote: { pollOid: string; userOid: string; optionId: string; at: Date },
) {
  await db
    .insertInto('content_poll_votes')
    .values({
      poll_oid: vote.pollOid,
      user_oid: vote.userOid,
      option_id: vote.optionId,
      voted_at: vote.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['poll_oid', 'user_oid']).doUpdateSet({
        option_id: vote.optionId,
        voted_at: vote.at,
      }),
    )
    .execute()
}

export async function deleteVote(db: Kysely<DB>, pollOid: string, userOid: string) {
  await db
    .deleteFrom('content_poll_votes')
    .where('poll_oid', '=', pollOid)
    .where('user_oid', '=', userOid)
    .execute()
}

/** Marks a content's live poll deleted (its votes stay with it); false when there was none. */
export async function markPollDeleted(db: Kysely<DB>, key: PollKey, now: Date) {
  const row = await db
    .updateTable('content_polls')
    .set({ deleted_at: now })
    .where('content_type', '=', key.contentType)
    .where('content_oid', '=', key.contentOid)
    .where('deleted_at', 'is', null)
    .returning('oid')
    .executeTakeFirst()
  return row !== undefined
}
