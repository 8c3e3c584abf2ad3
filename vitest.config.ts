import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * Four kinds of test, told apart by file name (docs/TESTING.md):
 *   unit   `*.test.ts(x)` beside the code: pure, no database, no socket;
 *   store  `*.store.test.ts` beside the code: the real database (PGlite, and PostgreSQL when reachable);
 *   http   `tests/http/**\/*.http.test.ts`: the real product on a real socket, one per worker;
 *   e2e    `tests/e2e/**\/*.e2e.test.ts`: Chromium against the product as `npm start` runs it.
 * `npm test` runs them cheap → costly; `npx vitest run --project <kind>` runs one kind.
 */
const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Property tests draw the same cases on every run (FC_SEED explores others).
  setupFiles: ['tests/setup/fast-check.ts'],
  // expect.poll gives up after 1 s by default: too short for a page or a server on a
  // loaded 2-core machine. A poll that passes returns as soon as it passes.
  expect: { poll: { timeout: 15_000, interval: 50 } },
}
const ignored = ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**']
const unitTests = ['**/*.test.ts', '**/*.test.tsx']
const notUnit = [...ignored, '**/*.store.test.ts', '**/*.http.test.ts', '**/*.e2e.test.ts']

/**
 * Unit and store files of one worker share their modules (a fresh module graph per file
 * cost more than the tests themselves: docs/PERFORMANCE.md). A file that replaces a module
 * (`vi.mock`) or a global (marked `// Runs isolated: <why>`) needs a graph of its own, so
 * those run isolated, as `unit-mocks` and `store-mocks`.
 */
const testFiles = [
  'engine',
  'platform',
  'prompts',
  'server',
  'web',
  'player',
  'studio',
  'scripts',
  'tests',
]
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
const needsOwnModules = (file: string) =>
  /\bvi\.(mock|doMock)\(|^\/\/ Runs isolated: /m.test(readFileSync(file, 'utf8'))
const mockingUnit = testFiles
  .filter((file) => !/\.(store|http|e2e)\.test\.tsx?$/.test(file))
  .filter(needsOwnModules)
const mockingStore = testFiles
  .filter((file) => /\.store\.test\.ts$/.test(file))
  .filter(needsOwnModules)

export default defineConfig({
  test: {
    // Two workers on two cores: PGlite and the product's database run on threads of their
    // own, so a worker waiting on one leaves the core to the other (docs/TESTING.md).
    maxWorkers: Number(process.env.TALELOOM_TEST_WORKERS ?? 2),
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: unitTests,
          exclude: [...notUnit, ...mockingUnit],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'unit-mocks',
          include: mockingUnit,
          exclude: ignored,
          pool: 'threads',
        },
      },
      {
        test: {
          ...shared,
          name: 'store',
          include: ['**/*.store.test.ts'],
          exclude: [...ignored, ...mockingStore],
          pool: 'forks',
          // A worker's files also share its pool of emptied PGlite databases
          // (platform/db/testing.ts) instead of opening one each.
          isolate: false,
          globalSetup: ['tests/setup/database-templates.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'store-mocks',
          include: mockingStore,
          exclude: ignored,
          pool: 'forks',
          globalSetup: ['tests/setup/database-templates.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'http',
          include: ['tests/http/**/*.http.test.ts'],
          exclude: ignored,
          pool: 'forks',
          // Files of one worker share its modules, so they share the worker's running product
          // (tests/support/test-server.ts) instead of booting one each.
          isolate: false,
          env: { TALELOOM_TEST_SHARED_PRODUCT: '1' },
          globalSetup: ['tests/setup/database-templates.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          // Files of one worker share its modules, so they share its Chromium
          // (tests/e2e/support/browser.ts); the product is the run's (tests/setup/e2e-products.ts).
          isolate: false,
          globalSetup: ['tests/setup/e2e-products.ts'],
        },
      },
    ],
  },
})
