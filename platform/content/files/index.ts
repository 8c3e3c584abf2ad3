import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { FilesContext } from './context'
import { filesRoutes } from './routes'
import { createFilesService } from './service'

/** File contents: a channel's files (free, paid, tiers, coupons), signed downloads, recommendations. */
export function createFiles(context: FilesContext) {
  const service = createFilesService(context)
  return { service, contentRoutes: filesRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export { filesMigrations } from './migrations'
export type { FilesPorts } from './ports'
export type { FilesService } from './service'
