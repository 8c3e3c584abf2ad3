/** Uploads area: the object store, multipart uploads and the asset service under `/api/upload`. */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AppEnv, AreaMount, Clock } from '../http'

export interface UploadsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  dataDir: string
}

export function createUploads(_deps: UploadsDeps): { service: object; mounts: AreaMount[] } {
  return { service: {}, mounts: [{ prefix: '/upload', routes: new Hono<AppEnv>() }] }
}

export { uploadsMigrations } from './migrations'
export type { UploadsTables } from './tables'
