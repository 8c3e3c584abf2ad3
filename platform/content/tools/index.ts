/**
 * Content admin tools: an admin reads any content's full record, resends its publish
 * notification (once per request id) and refreshes the hashtag index.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { ContentToolsDeps } from './ports'
import { toolsContentRoutes } from './routes'
import { createToolsService } from './service'

export function createTools(deps: ContentToolsDeps) {
  const service = createToolsService(deps)
  return { service, contentRoutes: toolsContentRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export { toolsMigrations } from './migrations'
export type { ContentToolsPorts } from './ports'
export type { ContentToolsTables } from './tables'
