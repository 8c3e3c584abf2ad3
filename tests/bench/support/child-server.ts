/** Starts `npm start`'s entry as a child process and resolves with its URL. */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnProduct } from '../../support/product-process'

export interface ChildServer {
  url: string
  dataDir: string
  process: ChildProcess
  stop(): Promise<void>
}

export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-bench-'))
  const child = spawnProduct({
    dataDir,
    env: {
      // The product's own default: the embedded database, whatever the test run uses.
      DATABASE_URL: '',
      TALELOOM_SKIP_WEB_BUILD: '1',
      TALELOOM_ADMIN_PASSWORD: 'bench-admin-1',
      // Logs are written as in production, to a file rather than a pipe this process drains.
      LOG_FILE: join(dataDir, 'server.log'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = buffer.match(/Taleloom is running at (\S+)/)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)))
  })
  // Keep draining stdout (request logs) so the pipe never blocks the server.
  child.stdout?.resume()
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        // The data directory is this run's alone: gone with the server, nothing left in /tmp.
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}
