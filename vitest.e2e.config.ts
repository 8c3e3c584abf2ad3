import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium against the product started as `npm start` starts it.
// One file at a time (each starts a server and a browser on a small shared machine).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
})
