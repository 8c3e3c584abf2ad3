/**
 * Channels billing: paid subscriptions on the spec's calendar (UTC months, paid on the
 * 1st), their first payment, renewals by a scheduler persisted in the database, the grace
 * for a failing card and card deletion (docs/SUBSCRIPTIONS.md).
 */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import type { AreaMount, Clock } from '../../http'
import { createAdminRenewals } from './admin-renewals'
import { adminRenewalRoutes } from './admin-routes'
import { cancelSubscriptionsOfCard } from './card-deletion'
import { createCheckout } from './checkout'
import type { BillingEvents, BillingPayments, BillingWallet } from './ports'
import { subscriptionPaymentRoutes } from './routes'
import { createRenewalScheduler } from './scheduler'
import { billingDb } from './store'
import { createTierChanges } from './tier-change'
import { parseUpgradeKey } from './tier-upgrade-delivery'

export * from './calendar'
export { billingMigrations } from './migrations'
export type { BillingEvents, BillingPayments, BillingWallet } from './ports'
export type { RenewalReport } from './renewals'
export type { RenewalScheduler } from './scheduler'
export type { ChannelsBillingTables } from './tables'
export { planTierChange } from './tier-plan'

export interface BillingDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  payments: BillingPayments & Pick<import('../../payments').PaymentsService, 'onCardDeleted'>
  wallet: BillingWallet
  events?: BillingEvents & {
    unsubscribed?(event: import('../ports').SubscriptionEvent): Promise<void> | void
  }
  /** Scheduler timing (tests and operators); defaults: every minute, 10-minute lease. */
  scheduler?: { intervalMs?: number; leaseMs?: number; workerId?: string }
}

export function createBilling(deps: BillingDeps) {
  const db = billingDb(deps.db)
  const checkout = createCheckout({ ...deps, db })
  const tierChanges = createTierChanges({ ...deps, db })
  deps.payments.setSubscriptionDelivery((payment) =>
    parseUpgradeKey(payment.product) ? tierChanges.deliver(payment) : checkout.deliver(payment),
  )
  deps.payments.onCardDeleted(async ({ userOid, cardOid }) => {
    const events = await cancelSubscriptionsOfCard({ db, clock: deps.clock }, userOid, cardOid)
    for (const event of events) {
      try {
        await deps.events?.unsubscribed?.(event)
      } catch (error) {
        deps.logger.error({ err: error, event }, 'unsubscribed listener failed')
      }
    }
  })
  const scheduler = createRenewalScheduler(
    {
      db,
      clock: deps.clock,
      logger: deps.logger,
      payments: deps.payments,
      wallet: deps.wallet,
      ...(deps.events ? { events: deps.events } : {}),
    },
    deps.scheduler ?? {},
  )
  const adminRenewals = createAdminRenewals({
    db,
    clock: deps.clock,
    logger: deps.logger,
    payments: deps.payments,
    wallet: deps.wallet,
    ...(deps.events ? { events: deps.events } : {}),
  })
  const mounts: AreaMount[] = [
    {
      prefix: '/payment',
      routes: subscriptionPaymentRoutes(checkout, deps.payments, db, tierChanges),
    },
    { prefix: '/payment', routes: adminRenewalRoutes(adminRenewals) },
  ]
  return { checkout, tierChanges, scheduler, adminRenewals, mounts }
}

export type Billing = ReturnType<typeof createBilling>
