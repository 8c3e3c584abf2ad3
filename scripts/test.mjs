#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, with one closing line
 * `npm test: N passed, N failed, N skipped`.
 *   1. typecheck (whole repo, and engine/ alone without Node types: proves it is browser-safe)
 *   2. format + lint (Biome)
 *   3. import boundaries, and no file reaching outside the repository
 *   4. unit, store (PGlite; PostgreSQL too when DATABASE_URL reaches a server) and HTTP tests
 *   5. browser tests in Debian's Chromium (installed when missing and possible)
 * Stages run even after a failure, so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './chromium.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const tmp = join(root, '.tmp')
mkdirSync(tmp, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
const summary = []

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const ok = result.status === 0
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return ok
}

function check(title, command, args) {
  const ok = run(title, command, args)
  if (ok) totals.passed += 1
  else totals.failed += 1
}

function vitest(title, args, reportName, env = {}) {
  const report = join(tmp, reportName)
  rmSync(report, { force: true })
  const ok = run(
    title,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  )
  if (!existsSync(report)) {
    totals.failed += 1
    return
  }
  const data = JSON.parse(readFileSync(report, 'utf8'))
  totals.passed += data.numPassedTests ?? 0
  totals.failed += data.numFailedTests ?? 0
  totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0)
  // A file that fails to load counts no test; make sure it still fails the run.
  if (!ok && (data.numFailedTests ?? 0) === 0) totals.failed += 1
}

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json'])
check('typecheck engine (no Node types)', bin('tsc'), ['-p', 'engine/tsconfig.json'])
check('format and lint', bin('biome'), ['ci', '.'])
check('import boundaries', bin('tsx'), ['scripts/check-boundaries.ts'])
check('repository stands alone', bin('tsx'), ['scripts/check-standalone.ts'])
vitest('unit, store and HTTP tests', [], 'vitest.json')

const chromium = ensureChromium()
if (chromium.path) {
  vitest('browser tests', ['-c', 'vitest.e2e.config.ts'], 'vitest-e2e.json', {
    CHROMIUM_PATH: chromium.path,
  })
} else {
  console.log(`\n=== browser tests: SKIPPED — ${chromium.reason}`)
  summary.push(`SKIP browser tests: ${chromium.reason}`)
  totals.skipped += 1
  if (process.env.CI === 'true') {
    console.log('CI requires the browser tests: failing.')
    totals.failed += 1
  }
}

console.log('\n=== summary')
for (const line of summary) console.log(`  ${line}`)
console.log(`npm test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
