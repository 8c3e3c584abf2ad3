/**
 * The payment-provider port. A provider starts a payment (where the buyer goes next)
 * and can say what became of it; the service owns the state machine and the crediting,
 * so every provider completes payments the same once-only way.
 */
import type { Currency } from '../prices'
import type { TheirCharge } from '../reconcile/match'

/** What a provider needs to know about one of our payments. */
export interface ProviderPayment {
  oid: string
  userOid: string
  product: string
  coins: number
  currency: Currency
  /** Buyer price in minor units. */
  amount: number
  providerRef: string | null
  checkoutToken: string
  /** What is bought: a subscription's checkout saves its card for the renewals. */
  kind?: 'coins' | 'giftcard' | 'subscription'
}

export interface StartedPayment {
  /** The provider's id for this payment (PaymentIntent id, KakaoPay tid …). */
  providerRef: string | null
  /** Where the buyer's browser goes next. */
  redirectUrl: string | null
  /** For client-side confirmation (Stripe PaymentIntent / SetupIntent). */
  clientSecret?: string
  /** Some providers answer at once (a saved card charged off-session). */
  outcome?: ProviderOutcome
  /** Provider fields the client needs as they are (KakaoPay's mobile and app URLs). */
  details?: Record<string, unknown>
}

export type ProviderOutcome =
  | { status: 'paid'; amount: number; currency: Currency }
  | { status: 'failed'; reason: string }
  | { status: 'pending' }

export interface ReturnUrls {
  /** Absolute base of our public address (KakaoPay's approval_url must be absolute). */
  publicUrl: string
  success(paymentOid: string): string
  fail(paymentOid: string, reason: string): string
}

export interface PaymentProvider {
  readonly name: string
  start(payment: ProviderPayment, urls: ReturnUrls): Promise<StartedPayment>
  /** Asks the provider for the payment's state (PUT /charge, a confirm). */
  check(payment: ProviderPayment): Promise<ProviderOutcome>
  /** Cancels a pending payment at the provider, where that means anything. */
  cancel?(payment: ProviderPayment): Promise<void>
  /**
   * The provider's charges created in [from, to), where its API lists them (Stripe); a
   * provider without it is asked about each of our payments (`check`) when reconciling.
   */
  listCharges?(range: { from: Date; to: Date }): Promise<TheirCharge[]>
}
