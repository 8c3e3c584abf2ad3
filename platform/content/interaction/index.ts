/**
 * Interaction: likes on contents and comments, blocks, reports, the liked list, the
 * illegal-downloader rule, discount codes and the rating review fee. Comments and
 * accounts come in as ports (`ports.ts`).
 */
import { interactionAccountRoutes, interactionContentRoutes } from './routes'
import { createInteractionService, type InteractionDeps } from './service'

export function createInteraction(deps: InteractionDeps) {
  const service = createInteractionService(deps)
  return {
    service,
    contentRoutes: interactionContentRoutes(service),
    accountRoutes: interactionAccountRoutes(service),
  }
}

export type InteractionCapability = ReturnType<typeof createInteraction>
export { normaliseTag } from './blocks'
export { applyDiscount } from './discounts'
export { illegalDownloaderError } from './errors'
export type { IllegalDownloadCheck } from './illegal-downloads'
export { interactionMigrations } from './migrations'
export type { InteractionAccounts, InteractionComments, InteractionPorts } from './ports'
export { RATING_FEE_BLOCK_SECONDS, RATING_FEE_KRW_PER_BLOCK, ratingFee } from './rating-fees'
export type { InteractionDeps, InteractionService } from './service'
export type { InteractionTables } from './tables'
