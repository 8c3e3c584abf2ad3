import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

/**
 * A worker thread's code, bundled from its TypeScript entry into one ES module and given
 * as a `data:` URL to start the worker from. Node 20 does not apply the `--import` hooks
 * (tsx) to a worker's entry, and loading tsx inside each worker costs far more than
 * bundling once per entry and process (callers keep the promise; docs/PERFORMANCE.md).
 */
export async function bundledWorker(entry: URL, plugins: Plugin[] = []): Promise<URL> {
  const bundled = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins,
  })
  const code = bundled.outputFiles[0]?.text
  if (!code) throw new Error(`${entry.pathname}: the worker could not be bundled`)
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`)
}
