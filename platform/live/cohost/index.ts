/**
 * The live co-host: a character of the creator's own published story answering the live
 * chat, its turns paid from the creator's credits within a monthly allowance and a
 * per-stream cap (docs/live/COHOST.md).
 */
import type { AreaMount } from '../../http'
import type { CohostDeps, CohostModels, CohostTurnDeps } from './ports'
import { cohostRoutes } from './routes'
import { type CohostService, createCohostService } from './service'
import { type CohostRunner, createCohostRunner } from './turn'

export interface CohostArea {
  service: CohostService
  /** Answers what the chat hears (wired to the chat's `onHeard`). */
  runner: CohostRunner
  /** The story models the turns speak through (resolved per turn). */
  models: CohostModels
  mounts: AreaMount[]
}

/** The co-host's settings, budget and turns, over the chat it answers in. */
export function createCohost(deps: CohostDeps & CohostTurnDeps): CohostArea {
  const service = createCohostService(deps)
  const runner = createCohostRunner(deps, {
    turns: service.turns,
    settingsOf: service.settingsOf,
  })
  deps.chat.onHeard((line) => runner.heard(line))
  return {
    service,
    runner,
    models: deps.models,
    mounts: [{ prefix: '/live', routes: cohostRoutes(service) }],
  }
}

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
export type {
  CohostChatPort,
  CohostDeps,
  CohostGenerationPart,
  CohostModel,
  CohostModels,
  CohostStories,
  CohostTurnDeps,
  CohostWallet,
} from './ports'
export { buildCohostPrompt, QUOTE_BEGIN, QUOTE_END } from './prompt'
export { cohostRoutes } from './routes'
export { type CohostService, createCohostService } from './service'
export type { LiveCohostTables } from './tables'
export { type CohostRunner, triggerOf } from './turn'
