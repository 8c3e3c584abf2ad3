import { defineConfig } from 'vitest/config'

// One runner for unit, store and HTTP tests. Browser tests live in tests/e2e and
// run through their own config (vitest.e2e.config.ts) after the front ends are built.
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**', 'data/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/setup/pglite-template.ts'],
    // Property tests draw the same cases on every run (FC_SEED explores others).
    setupFiles: ['tests/setup/fast-check.ts'],
    // expect.poll gives up after 1 s by default: too short for a page or a server on a
    // loaded 2-core machine. A poll that passes returns as soon as it passes.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
})
