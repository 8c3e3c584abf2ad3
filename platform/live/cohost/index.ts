/**
 * The live co-host: a character of the creator's own published story answering the live
 * chat, its turns paid from the creator's credits within a monthly allowance and a
 * per-stream cap (docs/live/COHOST.md).
 */
export type * from './contract'
export { COHOST_LIMITS, COHOST_TEXTS, DEFAULT_COHOST_TRIGGERS } from './contract'
export { liveCohostMigrations } from './migrations'
export {
  type CohostPlan,
  type CohostTrigger,
  keyOf,
  mentions,
  planCohostTurn,
  type TurnContext,
} from './planner'
export type { CohostDeps, CohostStories, CohostWallet } from './ports'
export { cohostRoutes } from './routes'
export { type CohostService, createCohostService } from './service'
export type { LiveCohostTables } from './tables'
