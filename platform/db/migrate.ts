import { type Kysely, type Migration, type MigrationResult, Migrator, sql } from 'kysely'

/**
 * Applies the migrations it is handed (every area's: platform/migrations.ts), the same SQL
 * on PGlite and PostgreSQL. They are registered statically, not read from disk, so they
 * also work from a bundle.
 */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
  db: Kysely<any>,
  migrations: Record<string, Migration>,
): Promise<MigrationResult[]> {
  // Kysely looks for its migration tables in every schema unless told which one; with one
  // schema per test database on a shared server, it would find another test's tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const migrator = new Migrator({
    db,
    ...(rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}),
    // Each module numbers its own migrations, so one added to an earlier module later sorts
    // before migrations an existing data directory has run: apply what is missing, in name
    // order, rather than refuse to start.
    allowUnorderedMigrations: true,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new Error(
      `migrateToLatest: migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`,
      { cause: error },
    )
  }
  return results
}
