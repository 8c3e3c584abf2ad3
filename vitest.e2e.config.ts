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
    // expect.poll gives up after 1 s by default: too short for a page or a server on a
    // loaded 2-core machine. A poll that passes returns as soon as it passes.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
})
