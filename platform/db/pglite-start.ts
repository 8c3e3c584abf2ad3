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

/** A ready PGlite instance on this thread (the server's, or the worker of `pglite-thread.ts`). */
export async function startPGlite({ dataDir, template, wasm }: PGliteStart): Promise<PGlite> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    // A new data directory is made by initdb, whose WebAssembly memory PGlite keeps for as
    // long as the instance lives (≈ 430 MB of the process's RSS). Closing the instance that
    // made it and opening the directory again gives that memory back.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await (await PGlite.create(dataDir)).close()
  }
  const pglite = new PGlite({
    ...(wasm ? { pgliteWasmModule: wasm } : {}),
    ...(template ? { loadDataDir: template } : { dataDir }),
  })
  await pglite.waitReady
  return pglite
}
