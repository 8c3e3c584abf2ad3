/**
 * Purchases: buying a content (or a story chat, through the stories area), the shopping
 * cart, gifts, the caller's purchases and the creator list. The catalog's entitlement
 * port asks `hasPurchased` / `findEntitlements`.
 */
import type { ContentDeps } from '../ports'
import { purchaseAccountRoutes, purchaseContentRoutes } from './routes'
import { createPurchasesService } from './service'

export function createPurchases(deps: ContentDeps) {
  const service = createPurchasesService({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    ports: deps.purchases ?? null,
  })
  return {
    service,
    contentRoutes: purchaseContentRoutes(service),
    accountRoutes: purchaseAccountRoutes(service),
  }
}

export { PURCHASE_ERRORS } from './errors'
export type { PurchasesPorts } from './ports'
export type { PurchasesService } from './service'
