#!/usr/bin/env node
/**
 * `npm run bench`: runs every `tests/bench/*.bench.ts` one after another (never in
 * parallel: they measure a 2-core machine) and prints their figures. Pass names to
 * run a subset: `npm run bench -- http-overhead wallet`.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const only = process.argv.slice(2)
const benches = readdirSync(join(root, 'tests', 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort()

let failed = 0
for (const bench of benches) {
  console.log(`\n### ${bench}\n`)
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join('tests', 'bench', bench)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) {
    failed += 1
    console.log(`(${bench} exited with ${result.status})`)
  }
}
console.log(
  `\nbench: ${benches.length - failed} of ${benches.length} benchmarks ran; update the table in tests/bench/RESULTS.md`,
)
process.exit(failed > 0 ? 1 : 0)
