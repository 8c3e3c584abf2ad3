/**
 * Vacuum and analyze for PGlite, which has no autovacuum daemon: an embedded PostgreSQL is a
 * single backend, so nothing cleans dead row versions or refreshes the planner's statistics
 * unless we do. Without it, tables updated all day (holds, chat rooms, streams) keep every
 * dead version in their indexes, and statements are planned for tables as empty as they
 * were at migration time (the wallet's hold batches lost throughput as their tables grew:
 * platform/wallet/holds/functions/apply.ts, `applyPlans`).
 *
 * The decision is PostgreSQL's own autovacuum rule with its default settings, per table, from
 * `pg_stat_user_tables` (planMaintenance, pure). The server runs it on PGlite every minute,
 * autovacuum's default nap (startMaintenance); a PostgreSQL server has its own daemon and is
 * left to it. On PGlite a VACUUM holds the one connection while it runs, so tables are done
 * one statement each and other queries queue between them, as they do behind a transaction.
 */
import type { Database } from '../database'

/** What `pg_stat_user_tables` and `pg_class` say about one table. */
export interface TableActivity {
  schema: string
  table: string
  /** Rows as of the last VACUUM or ANALYZE; -1 (PostgreSQL 14+) or 0 when never counted. */
  reltuples: number
  liveRows: number
  deadRows: number
  modifiedSinceAnalyze: number
  insertedSinceVacuum: number
}

export interface MaintenanceThresholds {
  vacuumBase: number
  vacuumScale: number
  insertBase: number
  insertScale: number
  analyzeBase: number
  analyzeScale: number
}

/** PostgreSQL's autovacuum defaults (autovacuum_vacuum_threshold and the rest). */
export const AUTOVACUUM_DEFAULTS: MaintenanceThresholds = {
  vacuumBase: 50,
  vacuumScale: 0.2,
  insertBase: 1000,
  insertScale: 0.2,
  analyzeBase: 50,
  analyzeScale: 0.1,
}

export interface MaintenanceStep {
  schema: string
  table: string
  vacuum: boolean
  analyze: boolean
}

/** The tables autovacuum would vacuum and/or analyze now, in the order given. */
export function planMaintenance(
  tables: readonly TableActivity[],
  thresholds: MaintenanceThresholds = AUTOVACUUM_DEFAULTS,
): MaintenanceStep[] {
  const steps: MaintenanceStep[] = []
  for (const table of tables) {
    // A table never vacuumed or analyzed has no reltuples yet: its live rows stand in.
    const rows = table.reltuples > 0 ? table.reltuples : table.liveRows
    const vacuum =
      table.deadRows > thresholds.vacuumBase + thresholds.vacuumScale * rows ||
      table.insertedSinceVacuum > thresholds.insertBase + thresholds.insertScale * rows
    const analyze =
      table.modifiedSinceAnalyze > thresholds.analyzeBase + thresholds.analyzeScale * rows
    if (vacuum || analyze) steps.push({ schema: table.schema, table: table.table, vacuum, analyze })
  }
  return steps
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The statement for a step: VACUUM (ANALYZE) when both are due. */
export function maintenanceStatement(step: MaintenanceStep): string {
  const target = `${quoteIdentifier(step.schema)}.${quoteIdentifier(step.table)}`
  if (step.vacuum) return `vacuum ${step.analyze ? '(analyze) ' : ''}${target}`
  return `analyze ${target}`
}

/** Reads the tables' activity and runs what is due; returns the steps taken. */
export async function maintainDatabase(database: Database): Promise<MaintenanceStep[]> {
  // Table statistics reach pg_stat_user_tables when the backend goes idle, at most once a
  // second; on PGlite, the only backend, this makes the read below see every change so far.
  if (database.engine === 'pglite') await database.query('select pg_stat_force_next_flush()')
  const rows = await database.query<{
    schema: string
    table: string
    reltuples: string | number
    live: string | number
    dead: string | number
    modified: string | number
    inserted: string | number
  }>(
    `select s.schemaname as schema, s.relname as table, c.reltuples, s.n_live_tup as live,
            s.n_dead_tup as dead, s.n_mod_since_analyze as modified,
            s.n_ins_since_vacuum as inserted
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
      order by s.relname`,
  )
  const steps = planMaintenance(
    rows.map((row) => ({
      schema: row.schema,
      table: row.table,
      reltuples: Number(row.reltuples),
      liveRows: Number(row.live),
      deadRows: Number(row.dead),
      modifiedSinceAnalyze: Number(row.modified),
      insertedSinceVacuum: Number(row.inserted),
    })),
  )
  for (const step of steps) await database.query(maintenanceStatement(step))
  return steps
}

export interface MaintenanceOptions {
  /** Between two passes; autovacuum's default nap is a minute. */
  intervalMs?: number
  onError?: (error: unknown) => void
}

/**
 * Runs maintainDatabase every `intervalMs` on PGlite (a PostgreSQL server vacuums itself);
 * passes never overlap. Returns a stop function that waits for a pass in progress.
 */
export function startMaintenance(
  database: Database,
  { intervalMs = 60_000, onError = () => undefined }: MaintenanceOptions = {},
): () => Promise<void> {
  if (database.engine !== 'pglite') return async () => undefined
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = maintainDatabase(database)
      .catch(onError)
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
