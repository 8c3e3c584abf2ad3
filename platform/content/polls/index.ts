/**
 * Polls on community posts: exact counts, one vote per user that a later vote changes,
 * an optional closing time. Posts create and delete their poll through this service.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../../http'
import type { PollsDeps } from './ports'
import { pollsContentRoutes } from './routes'
import { createPollsService } from './service'

export function createPolls(deps: PollsDeps) {
  const service = createPollsService(deps)
  return { service, contentRoutes: pollsContentRoutes(service), accountRoutes: new Hono<AppEnv>() }
}

export type PollsCapability = ReturnType<typeof createPolls>
export { pollsMigrations } from './migrations'
export type { PollTargetsPort } from './ports'
export type { PollsService } from './service'
export type { PollsTables } from './tables'
