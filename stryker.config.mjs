/**
 * Mutation testing (`npm run mutate`, outside `npm test`): Stryker changes one operator,
 * condition or value at a time in the key files of a module group and runs the unit and
 * store tests that cover the change; a mutant no test fails on "survived". One group per
 * run (TALELOOM_MUTATE_GROUP, scripts/mutate.mjs runs them in turn); scores per group go to
 * tests/bench/RESULTS.md. Key files only, so a group finishes in minutes on one core.
 */
export const GROUPS = {
  /** Prices, charges and the ledger's splits: what a player pays and a creator earns. */
  money: {
    mutate: [
      'engine/pricing/price.ts',
      'platform/payments/prices.ts',
      'platform/wallet/charge-split.ts',
      'platform/wallet/content-sale.ts',
      'platform/content/purchases/rules.ts',
      // Purchase, story purchase, gift and cart: the refusals and the sale, not the lists.
      'platform/content/purchases/service.ts:102-432',
      'platform/content/purchases/service.ts:510-556',
    ],
    testFiles: [
      'engine/pricing/price.test.ts',
      'platform/payments/prices.test.ts',
      'platform/wallet/charge-split.test.ts',
      'platform/wallet/content-sale.store.test.ts',
      'platform/wallet/content-purchase.store.test.ts',
      'platform/wallet/ledger.store.test.ts',
      'platform/content/purchases/purchases.store.test.ts',
    ],
  },
  /** The lorebook's activation core: which entries a turn's prompt gets. */
  engine: {
    mutate: [
      'engine/lorebook/activate.ts',
      'engine/lorebook/entry-evaluation.ts',
      'engine/lorebook/groups.ts',
      'engine/lorebook/timed-effects.ts',
      'engine/lorebook/scan-window.ts',
    ],
    testFiles: [
      'engine/lorebook/activate.test.ts',
      'engine/lorebook/activate.property.test.ts',
      'engine/lorebook/sillytavern.test.ts',
    ],
  },
  /** Who may do what: the role guards and the owner/admin checks. */
  access: {
    mutate: [
      'platform/http/guards.ts',
      'platform/stories/permissions.ts',
      'platform/revenue/access.ts',
      // The decisions, not the view they shape.
      'platform/content/catalog/access.ts:1-80',
    ],
    testFiles: [
      'platform/http/guards.test.ts',
      'platform/stories/permissions.test.ts',
      'platform/revenue/access.test.ts',
      'platform/content/catalog/access.test.ts',
      'server/middleware/middleware.test.ts',
      'platform/stories/stories-service.store.test.ts',
    ],
  },
}

const name = process.env.TALELOOM_MUTATE_GROUP ?? 'money'
const group = GROUPS[name]
if (!group)
  throw new Error(`stryker.config.mjs: no module group "${name}" (${Object.keys(GROUPS)})`)

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: group.mutate,
  testFiles: group.testFiles,
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level value) needs every test rerun; the key files keep few.
  ignoreStatic: true,
  concurrency: 1,
  // Store tests open a database per file: a slow machine must not read that as a hang.
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `.tmp/mutation/${name}.json` },
  ignorePatterns: ['data', '.tmp', 'dist', 'test-results', 'tests/e2e', 'tests/bench'],
  // Under .tmp, which vitest, Biome and tsc already leave alone.
  tempDirName: '.tmp/stryker',
  cleanTempDir: true,
  thresholds: { high: 80, low: 60, break: null },
}
