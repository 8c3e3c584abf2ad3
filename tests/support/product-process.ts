/**
 * `npm start`'s entry in a child process, as `npm start` runs it (server/cli/node-flags.ts),
 * on a port of its own and a data directory of the caller's. Callers add their settings.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process'
import { SERVER_NODE_FLAGS } from '../../server/cli/node-flags'

export function spawnProduct(options: {
  dataDir: string
  env?: Record<string, string>
  stdio: StdioOptions
  /** The environment the settings go on top of (default: this process's). */
  baseEnv?: NodeJS.ProcessEnv
  cwd?: string
}): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/cli/start.ts'], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: {
      ...(options.baseEnv ?? process.env),
      PORT: '0',
      TALELOOM_DATA: options.dataDir,
      ...options.env,
    },
    stdio: options.stdio,
  })
}
