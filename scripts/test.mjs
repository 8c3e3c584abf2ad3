#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, with one closing line
 * `npm test: N passed, N failed, N skipped`.
 *   1. typecheck: the layers as TypeScript projects, incrementally (TypeScript 7's `tsc -b`); the engine's
 *      project has no Node types, which proves it is browser-safe
 *   2. format + lint (Biome)
 *   3. import boundaries, no production function over 150 lines of its own, and no file
 *      reaching outside the repository
 *   4. unit tests (pure, beside the code)
 *   5. store tests (PGlite; PostgreSQL too when DATABASE_URL reaches a server)
 *   6. HTTP tests (the product on a real socket, one per worker)
 *   7. browser tests in Debian's Chromium (installed when missing and possible), run beside
 *      stages 1–6 and reported after them
 * Each test stage is a vitest project (vitest.config.ts); `npm test -- <stage> …` (or
 * `npm test -- --project <stage>`) runs only the named stages: typecheck, lint, boundaries,
 * unit, store, http, e2e.
 * Stages run even after a failure, so one run shows everything that is wrong.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './chromium.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const typescriptNative = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc')
const tmp = join(root, '.tmp')
mkdirSync(tmp, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
/** One line per stage, in the order the stages are listed (not the order they end). */
const summary = new Map()

/**
 * Runs one stage. With `logFile` its output goes there (a stage running beside others) and
 * is printed whole when the run is over; else it goes to the terminal as it comes.
 */
function run(title, command, args, { env = {}, logFile = null } = {}) {
  const header = `\n=== ${title}: ${[command, ...args].join(' ')}`
  if (!logFile) console.log(header)
  summary.set(title, `.... ${title} (running)`)
  const started = Date.now()
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    if (logFile) {
      const log = createWriteStream(logFile)
      log.write(`${header}\n`)
      child.stdout.pipe(log, { end: false })
      child.stderr.pipe(log, { end: false })
      child.on('close', () => log.end())
    }
    child.on('close', (status) => {
      const ok = status === 0
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      summary.set(title, `${ok ? 'ok  ' : 'FAIL'} ${title} (${seconds} s)`)
      done(ok)
    })
  })
}

async function check(title, command, args) {
  const ok = await run(title, command, args)
  if (ok) totals.passed += 1
  else totals.failed += 1
}

async function vitest(title, args, reportName, options = {}) {
  const report = join(tmp, reportName)
  rmSync(report, { force: true })
  const ok = await run(
    title,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    options,
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

// `npm test -- unit http` or `npm test -- --project unit`: only those stages.
const only = new Set(process.argv.slice(2).filter((arg) => arg !== '--project'))
const wanted = (stage) => only.size === 0 || only.has(stage)

/**
 * The browser tests: Chromium against products started as `npm start` starts them. They
 * wait mostly on the browser and the product, not on the cores, so when other stages run
 * too they run beside them (`TALELOOM_TEST_SERIAL=1` runs them last instead;
 * docs/PERFORMANCE.md has the measured reason).
 */
async function browserStage(logFile) {
  const chromium = ensureChromium()
  if (chromium.path) {
    await vitest('browser tests', ['--project', 'e2e'], 'vitest-e2e.json', {
      env: { CHROMIUM_PATH: chromium.path },
      logFile,
    })
    return
  }
  console.log(`\n=== browser tests: SKIPPED — ${chromium.reason}`)
  summary.set('browser tests', `SKIP browser tests: ${chromium.reason}`)
  totals.skipped += 1
  if (process.env.CI === 'true') {
    console.log('CI requires the browser tests: failing.')
    totals.failed += 1
  }
}

const others = ['typecheck', 'lint', 'boundaries', 'unit', 'store', 'http'].some(wanted)
const beside = wanted('e2e') && others && process.env.TALELOOM_TEST_SERIAL !== '1'
const browserLog = join(tmp, 'browser-tests.log')
if (beside) {
  summary.set('browser tests', '.... browser tests')
  console.log(
    `\n=== browser tests: running beside the other stages; their output follows them (${browserLog})`,
  )
}
const browser = beside ? browserStage(browserLog) : null

if (wanted('typecheck')) {
  // One build of the layers as projects (tsconfig.json); the engine's has no Node types.
  // TypeScript 7, the native compiler (docs/PERFORMANCE.md); 5.9 stays for its parser API.
  await check('typecheck', process.execPath, [typescriptNative, '-b'])
}
if (wanted('lint')) await check('format and lint', bin('biome'), ['ci', '.'])
if (wanted('boundaries')) {
  await check('import boundaries', bin('tsx'), ['scripts/check-boundaries.ts'])
  await check('function length', bin('tsx'), ['scripts/check-function-length.ts'])
  await check('repository stands alone', bin('tsx'), ['scripts/check-standalone.ts'])
}
if (wanted('unit')) {
  await vitest('unit tests', ['--project', 'unit', '--project', 'unit-mocks'], 'vitest-unit.json')
}
if (wanted('store')) {
  await vitest(
    'store tests',
    ['--project', 'store', '--project', 'store-mocks'],
    'vitest-store.json',
  )
}
if (wanted('http')) await vitest('HTTP tests', ['--project', 'http'], 'vitest-http.json')

if (browser) {
  await browser
  process.stdout.write(readFileSync(browserLog, 'utf8'))
} else if (wanted('e2e')) {
  await browserStage(null)
}

console.log('\n=== summary')
// In the order the stages are listed, whichever ended first.
const order = [
  'typecheck',
  'format and lint',
  'import boundaries',
  'function length',
  'repository stands alone',
]
const rank = (title) => {
  const at = order.indexOf(title)
  return at === -1 ? order.length + [...summary.keys()].indexOf(title) : at
}
const titles = [...summary.keys()].sort((a, b) => rank(a) - rank(b))
const listed = [
  ...titles.filter((t) => t !== 'browser tests'),
  ...titles.filter((t) => t === 'browser tests'),
]
for (const title of listed) console.log(`  ${summary.get(title)}`)
console.log(`npm test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
