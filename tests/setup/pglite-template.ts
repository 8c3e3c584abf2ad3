/**
 * Vitest global setup: one migrated PGlite database per test run, dumped to a file
 * that every test worker clones (initdb + migrations once instead of once per file), and
 * removed when the run ends.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import type { TestProject } from 'vitest/node'
import { migrateToLatest } from '../../platform/db/migrate'
import { PGLITE_EXTENSIONS, PGliteDialect } from '../../platform/db/pglite'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
  }
}

export default async function setup(project: TestProject) {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS })
  await pglite.waitReady
  // biome-ignore lint/suspicious/noExplicitAny: migrations run untyped
  const db = new Kysely<any>({ dialect: new PGliteDialect(pglite) })
  await migrateToLatest(db)
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  const directory = join(process.cwd(), '.tmp')
  mkdirSync(directory, { recursive: true })
  const path = join(directory, `pglite-template-${process.pid}.tar`)
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', path)
  // The run's own copy: gone with the run, so test runs do not pile dumps up in .tmp.
  return () => rmSync(path, { force: true })
}
