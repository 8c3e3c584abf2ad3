/**
 * Group commit for hold operations: reserves, settles, voids and expiries that arrive while
 * the database is busy wait in a queue, and the queue goes in as ONE `wallet_hold_apply`
 * call (functions/apply.ts); each caller gets its own operation's outcome.
 *
 * Why: on PGlite the database is one in-process backend behind one connection, and a lone
 * hold operation spends a large share of its cost crossing into it (parse, bind, execute,
 * commit). While batches are in flight the next one forms, so the batch size follows the
 * load: one operation per statement when calls are sparse (no added wait beyond one
 * event-loop turn), up to MAX_BATCH under a burst. Outcomes are data, not exceptions:
 * credit-holds.ts maps each operation's SQLSTATE to the wallet's errors.
 */
import { sql } from 'kysely'
import type { WalletDb } from '../ledger'

export type HoldOperation =
  | {
      kind: 'reserve'
      transactionId: string
      key: string
      fingerprint: string
      requestId: string
      userOid: string
      amount: number
      /** ISO 8601; stored in the hold and echoed in its answer. */
      expiresAt: string
      chargeType: string
      now: string
      bonusDailyLimit: number
    }
  | {
      kind: 'settle' | 'void' | 'expire'
      transactionId: string
      requestId: string
      /** Settle only: the price to charge, at most the hold. */
      amount?: number
      now: string
    }

/** One operation's answer: its function's result, or the SQLSTATE and message that refused it. */
export type HoldOutcome = { result: unknown } | { code: string; message: string }

/** Largest batch per statement: bounds one statement's latency and lock span under a burst. */
const MAX_BATCH = 64
/**
 * Batches in flight at once: one. On PostgreSQL, concurrent batches of the same users
 * deadlocked (parallel turns of one player: batches in a cycle through the accounts' row
 * locks, the unique keys and the tuple-lock queue, each victim waiting out the deadlock
 * timeout; tests/http/reliability/chat-credit-burst.http.test.ts). One batch at a time cannot wait on another of this process;
 * the queue grows instead, and a larger batch costs less per operation. On PGlite the
 * database runs one statement at a time anyway.
 */
const MAX_IN_FLIGHT = 1

interface Pending {
  operation: HoldOperation
  resolve: (outcome: HoldOutcome) => void
  reject: (error: unknown) => void
}

class HoldBatcher {
  private queue: Pending[] = []
  private inFlight = 0
  private scheduled = false

  constructor(private readonly db: WalletDb) {}

  submit(operation: HoldOperation): Promise<HoldOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ operation, resolve, reject })
      this.schedule()
    })
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return
    this.scheduled = true
    // One event-loop turn: callers released by the previous batch (or arriving in the same
    // turn) queue their next operation before this batch is cut.
    setImmediate(() => {
      this.scheduled = false
      void this.flush()
    })
  }

  private async flush() {
    if (this.inFlight >= MAX_IN_FLIGHT || this.queue.length === 0) return
    const batch = this.queue.splice(0, MAX_BATCH)
    this.inFlight += 1
    // More than one batch waiting and a free slot: the next one goes too.
    this.schedule()
    try {
      const outcomes = await applyHoldOperations(
        this.db,
        batch.map((pending) => pending.operation),
      )
      batch.forEach((pending, index) => {
        const outcome = outcomes[index]
        if (outcome) pending.resolve(outcome)
        else pending.reject(new Error('wallet_hold_apply: an operation got no outcome'))
      })
    } catch (error) {
      // The statement itself failed (connection lost, cancelled): each caller gets its
      // error, as each would have from a statement of its own.
      for (const pending of batch) pending.reject(error)
    } finally {
      this.inFlight -= 1
      this.schedule()
    }
  }
}

/** Applies operations in one statement, one outcome per operation in the same order. */
export async function applyHoldOperations(
  db: WalletDb,
  operations: HoldOperation[],
): Promise<HoldOutcome[]> {
  const { rows } = await sql<{ outcomes: HoldOutcome[] }>`
    select wallet_hold_apply(${JSON.stringify(operations)}::jsonb) as outcomes`.execute(db)
  return rows[0]?.outcomes ?? []
}

// One queue per database handle, shared by every wallet service over it.
const batchers = new WeakMap<WalletDb, HoldBatcher>()

/** Queues one hold operation for the next batch and answers its outcome. */
export function submitHoldOperation(db: WalletDb, operation: HoldOperation): Promise<HoldOutcome> {
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = new HoldBatcher(db)
    batchers.set(db, batcher)
  }
  return batcher.submit(operation)
}
