/** Test turns paid by the creator test allowance: counted once per request id, given back once. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { allowanceMonth } from './allowance'

/** The allowance paid this turn: `fresh` unless an earlier attempt of the same request paid it. */
export interface TestTurnSpend {
  month: string
  fresh: boolean
}

/** The request id already holds a counted turn: this attempt's count is rolled back. */
class AlreadyCounted extends Error {}

/**
 * Counts one test turn against the tester's month, or answers null when the month's turns
 * are used up (or the request id is another tester's). The count is a conditional upsert
 * (PostgreSQL re-checks `used < limit` after waiting for a concurrent counter's row lock),
 * so a limit of N pays for exactly N turns however many start together; the turn's row,
 * keyed by its request id, is written in the same transaction, so a retried request is not
 * counted twice, and a request whose turn was given back may count again.
 */
export async function spendTestTurn(
  db: Kysely<DB>,
  input: { userOid: string; requestId: string; limit: number; now: Date; mayBeRetry?: boolean },
): Promise<TestTurnSpend | null> {
  const { userOid, requestId, limit, now } = input
  if (limit <= 0) return null
  const month = allowanceMonth(now)
  if (input.mayBeRetry ?? true) {
    const seen = await findTestTurn(db, requestId)
    if (seen?.status === 'used')
      return seen.user_oid === userOid ? { month: seen.month, fresh: false } : null
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const counted = await trx
        .insertInto('chat_test_allowances')
        .values({ user_oid: userOid, month, used: 1, updated_at: now })
        .onConflict((conflict) =>
          conflict
            .columns(['user_oid', 'month'])
            .doUpdateSet((eb) => ({
              used: eb('chat_test_allowances.used', '+', 1),
              updated_at: now,
            }))
            .where('chat_test_allowances.used', '<', limit),
        )
        .returning('used')
        .executeTakeFirst()
      if (!counted) return null
      const claimed = await trx
        .insertInto('chat_test_turns')
        .values({
          request_id: requestId,
          user_oid: userOid,
          month,
          status: 'used',
          created_at: now,
          refunded_at: null,
        })
        .onConflict((conflict) =>
          conflict
            .column('request_id')
            .doUpdateSet({ status: 'used', month, refunded_at: null })
            .where('chat_test_turns.status', '=', 'refunded')
            .where('chat_test_turns.user_oid', '=', userOid),
        )
        .returning('request_id')
        .executeTakeFirst()
      if (!claimed) throw new AlreadyCounted()
      return { month, fresh: true }
    })
  } catch (error) {
    if (!(error instanceof AlreadyCounted)) throw error
    // The same request counted at the same moment (a double submit): the other attempt owns it.
    const winner = await findTestTurn(db, requestId)
    return winner?.status === 'used' && winner.user_oid === userOid
      ? { month: winner.month, fresh: false }
      : null
  }
}

/** Gives a failed or refused test turn back to its month, once: a second call finds it refunded. */
export async function refundTestTurn(
  db: Kysely<DB>,
  requestId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const turn = await trx
      .updateTable('chat_test_turns')
      .set({ status: 'refunded', refunded_at: now })
      .where('request_id', '=', requestId)
      .where('status', '=', 'used')
      .returning(['user_oid', 'month'])
      .executeTakeFirst()
    if (!turn) return false
    await trx
      .updateTable('chat_test_allowances')
      .set((eb) => ({ used: eb('used', '-', 1), updated_at: now }))
      .where('user_oid', '=', turn.user_oid)
      .where('month', '=', turn.month)
      .where('used', '>', 0)
      .execute()
    return true
  })
}

/** Test turns the tester has counted in the month of `now`. */
export async function testTurnsUsed(db: Kysely<DB>, userOid: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('chat_test_allowances')
    .select('used')
    .where('user_oid', '=', userOid)
    .where('month', '=', allowanceMonth(now))
    .executeTakeFirst()
  return row?.used ?? 0
}

function findTestTurn(db: Kysely<DB>, requestId: string) {
  return db
    .selectFrom('chat_test_turns')
    .select(['user_oid', 'month', 'status'])
    .where('request_id', '=', requestId)
    .executeTakeFirst()
}
