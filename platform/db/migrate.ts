import { type Kysely, type Migration, type MigrationResult, Migrator } from 'kysely'
import { allMigrations } from './migrations'

/**
 * Applies the one migration set (same SQL on PGlite and PostgreSQL). Migrations are
 * registered statically, not read from disk, so they also work from a bundle.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => allMigrations },
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
