/**
 * Vitest global setup: the migrations run once per test run, not once per test database.
 * - PGlite: one migrated data directory, dumped to a file that every worker clones.
 * - PostgreSQL (when `DATABASE_URL` reaches a server): one migrated template database that
 *   every test database is created from (`CREATE DATABASE … TEMPLATE`, a file copy).
 * Both are removed when the run ends.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import type { TestProject } from 'vitest/node'
import { migrateToLatest } from '../../platform/db/migrate'
import { PGLITE_EXTENSIONS, PGliteDialect } from '../../platform/db/pglite'
// The provided values' types (ProvidedContext) are declared beside `inject`.
import type {} from '../../platform/db/testing'
import { createPostgresTemplate } from '../../platform/db/testing-templates'
import { allMigrations } from '../../platform/migrations'

export default async function setup(project: TestProject) {
  const [pglitePath, postgres] = await Promise.all([pgliteTemplate(), createPostgresTemplate()])
  project.provide('pgliteTemplatePath', pglitePath)
  project.provide('postgresTemplate', postgres?.name ?? '')
  // The run's own copies: gone with the run, so test runs do not pile them up.
  return async () => {
    rmSync(pglitePath, { force: true })
    await postgres?.drop()
  }
}

async function pgliteTemplate(): Promise<string> {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS })
  await pglite.waitReady
  // biome-ignore lint/suspicious/noExplicitAny: migrations run untyped
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) })
  await migrateToLatest(db, allMigrations)
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const directory = join(process.cwd(), '.tmp')
  mkdirSync(directory, { recursive: true })
  const path = join(directory, `pglite-template-${process.pid}-${Date.now()}.tar`)
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  return path
}
