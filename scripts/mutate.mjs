#!/usr/bin/env node
/**
 * `npm run mutate [group …]`: mutation testing of the money, engine and access-control
 * modules (stryker.config.mjs), one Stryker run per group, outside `npm test`. Prints each
 * group's mutation score per file and in all; the JSON reports stay in .tmp/mutation/.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { GROUPS } from '../stryker.config.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !(name in GROUPS))
if (unknown.length > 0) {
  console.error(`npm run mutate: no group ${unknown.join(', ')} (groups: ${Object.keys(GROUPS)})`)
  process.exit(2)
}
const groups = wanted.length > 0 ? wanted : Object.keys(GROUPS)

/** Killed and timed-out mutants over all that were tested or left uncovered (Stryker's score). */
function score(mutants) {
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length
  const detected = count('Killed', 'Timeout')
  const counted = detected + count('Survived', 'NoCoverage')
  return {
    detected,
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    score: counted === 0 ? null : (100 * detected) / counted,
  }
}

const summary = []
let failed = false
for (const group of groups) {
  const report = join(root, '.tmp', 'mutation', `${group}.json`)
  rmSync(report, { force: true })
  console.log(`\n=== mutate ${group}`)
  const started = Date.now()
  const result = spawnSync(join(root, 'node_modules', '.bin', 'stryker'), ['run'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TALELOOM_MUTATE_GROUP: group },
  })
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  if (result.status !== 0 || !existsSync(report)) {
    failed = true
    summary.push(`FAIL ${group} (${minutes} min)`)
    continue
  }
  const { files } = JSON.parse(readFileSync(report, 'utf8'))
  const all = Object.values(files).flatMap((file) => file.mutants)
  const total = score(all)
  summary.push(`${group}: ${total.score?.toFixed(1)}% (${minutes} min)`)
  for (const [name, file] of Object.entries(files)) {
    const each = score(file.mutants)
    summary.push(
      `  ${name}: ${each.score?.toFixed(1)}% — ${each.detected} killed, ${each.survived} survived, ${each.noCoverage} not covered`,
    )
  }
}
console.log(`\nnpm run mutate:\n${summary.join('\n')}`)
process.exit(failed ? 1 : 0)
