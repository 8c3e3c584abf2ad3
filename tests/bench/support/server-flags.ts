/**
 * Benches that run the server in their own process measure it with the V8 flags `npm
 * start` gives it (server/cli/node-flags.ts): without them, the bench re-runs itself with
 * them and exits with its status.
 */
import { spawnSync } from 'node:child_process'
import { SERVER_NODE_FLAGS } from '../../../server/cli/node-flags'

export function runWithServerFlags(): void {
  if (SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return
  const result = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  )
  process.exit(result.status ?? 1)
}
