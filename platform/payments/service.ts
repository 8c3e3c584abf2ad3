/**
 * The payments service: starts charges with a provider, moves them through the state
 * machine and delivers what was bought exactly once. Delivery is keyed by the payment:
 * coins go through the wallet with the idempotency key `payment:<oid>` (type purchase),
 * so whichever of webhook, confirm or approve comes first credits, and every other call,
 * concurrent or retried, meets the same ledger transaction. Each use case lives in a
 * module of its own taking the one context built here.
 */
import { usableCoupon } from './coupons'
import { repairUnfulfilled } from './fulfilment'
import type { GiftCardItem } from './gift-cards'
import { confirmOneTouch, type OneTouchConfirm, resumeStaleOneTouch } from './one-touch'
import type {
  CardDeletedListener,
  ChargeRequest,
  PaymentsContext,
  PaymentsServiceOptions,
} from './ports'
import type { PaymentMethod } from './prices'
import type { ProviderOutcome, ProviderPayment } from './providers/port'
import { chargeRenewal } from './renewal'
import { renewalAttempts } from './renewal-attempts'
import { chargeRenewals } from './renewal-batch'
import { returnUrlsFor } from './return-urls'
import { cancel, confirm, confirmWith, paymentStatus, settle } from './settle'
import { coinCharge, giftCardCharge, type Starter, startCharge } from './start'
import { findByProviderRef, findPayment, type Payment, paymentsDb, recordCredit } from './store'
import { registerCheckoutCard } from './subscription-cards'
import type { RenewalCharge, SubscriptionDelivery } from './subscriptions'

export function createPaymentsService(options: PaymentsServiceOptions) {
  const { publicUrl, ...deps } = options
  const context: PaymentsContext = {
    ...deps,
    db: paymentsDb(options.db),
    urlsFor: returnUrlsFor(publicUrl),
    deliverSubscription: null,
    cardDeletedListeners: new Set(),
  }
  const { db, clock } = context
  return {
    urls: context.urlsFor('coins'),
    urlsFor: context.urlsFor,
    /** The channels billing delivers paid subscription payments (set once at wiring). */
    setSubscriptionDelivery(delivery: SubscriptionDelivery) {
      context.deliverSubscription = delivery
    },
    chargeRenewal: (input: RenewalCharge) => chargeRenewal(context, input),
    /** A renewal batch's charges: a few statements for the batch, the provider per card. */
    chargeRenewals: (inputs: RenewalCharge[], options?: { concurrency?: number }) =>
      chargeRenewals(context, inputs, options),
    /** The payments of renewal attempts by product, for the admin's failed-renewal page. */
    renewalAttempts: (products: readonly string[]) => renewalAttempts(db, products),
    /** Another area hears of a deleted one-touch card (billing stops its renewals). */
    onCardDeleted(listener: CardDeletedListener) {
      context.cardDeletedListeners.add(listener)
    },
    async cardDeleted(card: { userOid: string; cardOid: string }) {
      for (const listener of context.cardDeletedListeners) await listener(card)
    },
    /** A subscription's first payment through a provider (redirect) or a starter (card). */
    startSubscription: (
      request: ChargeRequest & { product: string; amount: number },
      starter?: Starter,
    ) => startCharge(context, { ...request, kind: 'subscription' }, starter),
    /** The card a checkout-paid subscription renews with (null: none registered). */
    checkoutCard: (payment: Payment) =>
      registerCheckoutCard(db, payment, clock.now(), options.providers[payment.provider]),
    /** Marks a paid subscription payment delivered (its ledger transaction id). */
    recordDelivery: (oid: string, marker: string) => recordCredit(db, oid, marker),
    now: () => clock.now(),
    providerNames: () => Object.keys(options.providers),
    provider: (name: string) => options.providers[name] ?? null,

    /** A coin package: priced here, never by the client. */
    charge: (request: ChargeRequest) => startCharge(context, coinCharge(request)),
    /**
     * A coin package charged another way than the provider's redirect (a saved card
     * off-session): the starter talks to the provider, the rest is the same.
     */
    chargeWith: (request: ChargeRequest, starter: Starter) =>
      startCharge(context, coinCharge(request), starter),
    /** Gift-card points, paid in yen (+10% like every non-card charge). */
    buyGiftCard: (request: {
      userOid: string
      item: GiftCardItem
      method: PaymentMethod
      provider: string
    }) => startCharge(context, giftCardCharge(request)),

    /** The payment as its owner sees it; a paid but undelivered one is delivered now. */
    status: (oid: string, userOid: string) => paymentStatus(context, oid, userOid),
    find: (oid: string) => findPayment(db, oid),
    /** A tier coupon the buyer may use now (a subscription's first period); throws the spec's errors. */
    usableCoupon: (input: Parameters<typeof usableCoupon>[1], now: Date) =>
      usableCoupon(db, input, now),
    findByProviderRef: (providerName: string, ref: string) =>
      findByProviderRef(db, providerName, ref),

    /** Asks the provider what became of the payment and applies it (PUT /charge). */
    confirm: (oid: string, userOid: string | null, source = 'confirm') =>
      confirm(context, oid, userOid, source),
    /** Like confirm, with the provider call the caller supplies (KakaoPay's approve). */
    confirmWith: (
      oid: string,
      userOid: string,
      providerName: string,
      ask: (payment: ProviderPayment) => Promise<ProviderOutcome>,
      source = 'confirm',
    ) => confirmWith(context, oid, userOid, providerName, ask, source),
    /** A provider told us the outcome (webhook, approve page, a KakaoPay approve answer). */
    settle: (oid: string, outcome: ProviderOutcome, source: string) =>
      settle(context, oid, outcome, source),
    /** Cancels a pending payment: 'Failed to cancel. Please try again.' otherwise. */
    cancel: (oid: string, userOid: string) => cancel(context, oid, userOid),
    /** A one-touch card charged once per idempotency key (retries meet the same payment). */
    confirmOneTouch: (input: OneTouchConfirm) => confirmOneTouch(context, input),
    /** Resumes interrupted one-touch charges, then delivers what a crash left undelivered; run at start-up. */
    repairUnfulfilled: async () => {
      await resumeStaleOneTouch(context)
      return repairUnfulfilled(context)
    },

    db,
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
