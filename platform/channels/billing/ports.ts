/** What the billing needs of payments and the wallet (handed in by server/context/). */
import type { PaymentsService } from '../../payments'
import type { WalletService } from '../../wallet'
import type { SubscriptionEvent } from '../ports'

export type BillingPayments = Pick<
  PaymentsService,
  | 'chargeRenewal'
  | 'chargeRenewals'
  | 'renewalAttempts'
  | 'startSubscription'
  | 'confirm'
  | 'status'
  | 'find'
  | 'provider'
  | 'setSubscriptionDelivery'
  | 'urlsFor'
  | 'checkoutCard'
  | 'usableCoupon'
>

export type BillingWallet = Pick<WalletService, 'subscriptionRevenue' | 'subscriptionRevenues'>

/** Subscription events (the channels service's listener registry). */
export interface BillingEvents {
  subscribed(event: SubscriptionEvent): Promise<void> | void
  ended(event: SubscriptionEvent): Promise<void> | void
}

/** The ledger key of a period: the same for the first payment and every renewal path. */
export const periodLedgerKey = (subscriptionOid: string, period: string) =>
  `subscription:${subscriptionOid}:${period}`

/** A renewal attempt's payment key: attempt n of a period charges at most once. */
export const attemptPaymentKey = (subscriptionOid: string, period: string, attempt: number) =>
  `subscription:${subscriptionOid}:${period}:${attempt}`

/** The subscription and period a renewal payment's product names. */
export function parseAttemptKey(product: string) {
  const match = /^subscription:([^:]+):(\d{4}-\d{2}):(\d+)$/.exec(product)
  return match ? { subscriptionOid: match[1] as string, period: match[2] as string } : null
}
