import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

export interface PGliteStart {
  /** Files in this directory; omitted means in memory. */
  dataDir?: string | undefined
  /** A data-directory dump to start from instead of initdb (tests clone a migrated template). */
  template?: Blob | undefined
  /** PGlite's WebAssembly, already compiled. */
  wasm?: WebAssembly.Module | undefined
}

/**
 * Makes a new data directory with initdb, once: a directory that has one is left as it is.
 * initdb's WebAssembly memory stays with the instance that ran it (≈ 430 MB of the
 * process's RSS), so that instance is closed, and the directory opened again to be used.
 */
export async function initDataDir(dataDir: string, wasm?: WebAssembly.Module): Promise<void> {
  mkdirSync(dataDir, { recursive: true })
  if (existsSync(join(dataDir, 'PG_VERSION'))) return
  await (await PGlite.create({ dataDir, ...(wasm ? { pgliteWasmModule: wasm } : {}) })).close()
}

/** A ready PGlite instance on this thread (the server's, or the worker of `pglite-thread.ts`). */
export async function startPGlite({ dataDir, template, wasm }: PGliteStart): Promise<PGlite> {
  if (dataDir) await initDataDir(dataDir, wasm)
  const pglite = new PGlite({
    ...(wasm ? { pgliteWasmModule: wasm } : {}),
    ...(template ? { loadDataDir: template } : { dataDir }),
  })
  await pglite.waitReady
  return pglite
}
