/** Encoding area: ffmpeg jobs persisted in the database, claimed, retried and reported. */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AppEnv, AreaMount, Clock } from '../http'

export interface EncodingDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
}

export function createEncoding(_deps: EncodingDeps): { service: object; mounts: AreaMount[] } {
  return { service: {}, mounts: [{ prefix: '/content', routes: new Hono<AppEnv>() }] }
}

export { encodingMigrations } from './migrations'
export type { EncodingTables } from './tables'
