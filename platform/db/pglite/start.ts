import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

export interface PGliteStart {
  /** Files in this directory; omitted means in memory. */
  dataDir?: string | undefined
  /** A data-directory dump to start from instead of initdb (tests clone a migrated template). */
  template?: Blob | undefined
  /** PGlite's WebAssembly, already compiled. */
  wasm?: WebAssembly.Module | undefined
  /** Postgres's `shared_buffers` (e.g. '16MB'); `PGLITE_SHARED_BUFFERS` when omitted. */
  sharedBuffers?: string | undefined
}

/**
 * The buffer pool PGlite starts with. Postgres's default, 128 MB, is zeroed at start-up, so
 * all of it is resident from the first statement. A page that falls out of a smaller pool
 * is read back from the data directory's files (the OS's page cache), not lost
 * (docs/PERFORMANCE.md).
 */
export const PGLITE_SHARED_BUFFERS = '16MB'

/**
 * Extensions every instance loads: content search's trigram indexes use pg_trgm (its
 * migration creates the extension; PostgreSQL has it in contrib).
 */
export const PGLITE_EXTENSIONS = { pg_trgm }

/** `shared_buffers` as Postgres takes it: a whole number of kB, MB or GB. */
export const SHARED_BUFFERS = /^[1-9][0-9]{0,6}(kB|MB|GB)$/

/** PGlite's own start parameters (single-user mode, fsync off, …) and the pool size. */
function startParams(sharedBuffers: string): string[] {
  if (!SHARED_BUFFERS.test(sharedBuffers))
    throw new Error(`shared_buffers: expected e.g. 16MB, got ${sharedBuffers}`)
  const defaults = (PGlite as unknown as { defaultStartParams: readonly string[] })
    .defaultStartParams
  return [...defaults, '-c', `shared_buffers=${sharedBuffers}`]
}

/**
 * Makes a new data directory with initdb, once: a directory that has one is left as it is.
 * initdb's WebAssembly memory stays with the instance that ran it, most of the process's
 * RSS (docs/PERFORMANCE.md), so that instance is closed and the directory opened again.
 */
export async function initDataDir(dataDir: string, wasm?: WebAssembly.Module): Promise<void> {
  mkdirSync(dataDir, { recursive: true })
  if (existsSync(join(dataDir, 'PG_VERSION'))) return
  await (await PGlite.create({ dataDir, ...(wasm ? { pgliteWasmModule: wasm } : {}) })).close()
}

/** A ready PGlite instance on this thread (the server's, or the worker of `thread.ts`). */
export async function startPGlite({
  dataDir,
  template,
  wasm,
  sharedBuffers = PGLITE_SHARED_BUFFERS,
}: PGliteStart): Promise<PGlite> {
  if (dataDir) await initDataDir(dataDir, wasm)
  const pglite = new PGlite({
    ...(wasm ? { pgliteWasmModule: wasm } : {}),
    ...(template ? { loadDataDir: template } : { dataDir }),
    startParams: startParams(sharedBuffers),
    extensions: PGLITE_EXTENSIONS,
  })
  await pglite.waitReady
  return pglite
}
