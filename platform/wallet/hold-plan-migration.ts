/**
 * `wallet_hold_apply` plans every join as a nested loop over index scans.
 *
 * Why: a batch's operations come out of `jsonb_array_elements`, which the planner assumes
 * yields 100 rows whatever the batch holds (1 to a few dozen). Joined to `wallet_holds` by
 * request id, 100 index probes looked dearer than one hash of the whole holds table, so the
 * classifying statement and the reserves' "no hold yet" check read every hold ever made,
 * once per batch: throughput fell as the ledger grew (docs/PERFORMANCE.md). ANALYZE put it back,
 * but PGlite has no autovacuum to run one, and a server's first hours are the tables' growth.
 * A batch is a few dozen primary-key look-ups: nested loops over indexes are its right plan
 * at any table size, and with hash joins, merge joins and sequential scans off for this one
 * function the planner has no other (the settings last for the call, nested functions and
 * the balanced-entries trigger included, and are not seen by any other statement).
 *
 * A later `create or replace function wallet_hold_apply` drops these settings: restate them.
 */
import { type Kysely, type Migration, sql } from 'kysely'

export const holdBatchPlansMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
  async up(db: Kysely<any>) {
    for (const setting of ['enable_hashjoin', 'enable_mergejoin', 'enable_seqscan']) {
      await sql`alter function wallet_hold_apply(jsonb) set ${sql.raw(setting)} = off`.execute(db)
    }
  },
}
