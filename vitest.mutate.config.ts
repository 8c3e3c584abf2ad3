import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * Mutation testing's vitest (`npm run mutate`, stryker.config.mjs): the unit and store
 * projects as `npm test` runs them. HTTP and browser tests are left out: a mutant must be
 * killed by the cheap tests beside its code, and one product boot per mutant would not finish.
 */
const kept = new Set(['unit', 'store'])
const projects = (base.test?.projects ?? []).filter(
  (project) =>
    typeof project === 'object' &&
    'test' in project &&
    typeof project.test?.name === 'string' &&
    kept.has(project.test.name),
)

export default defineConfig({ test: { projects } })
