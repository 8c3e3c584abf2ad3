/**
 * HTTP and reliability tests run on one database engine per run: PostgreSQL when the run
 * reaches a server (CI), else PGlite. The SQL differences between the two are the store
 * tests' to catch (they run on both); the browser tests run PGlite, as `npm start` does.
 * `TALELOOM_HTTP_ENGINE=pglite|postgres` chooses by hand.
 */
import { describe } from 'vitest'
import type { DatabaseEngine } from '../../platform/db'
import { postgresAvailable } from '../../platform/db/testing'

const chosen = process.env.TALELOOM_HTTP_ENGINE
export const HTTP_ENGINE: DatabaseEngine =
  chosen === 'pglite' || chosen === 'postgres' ? chosen : postgresAvailable ? 'postgres' : 'pglite'

/** `describe` on the run's engine, named with it. */
export function describeOnEngine(title: string, body: (engine: DatabaseEngine) => void) {
  describe(`${title} [${HTTP_ENGINE}]`, () => body(HTTP_ENGINE))
}
