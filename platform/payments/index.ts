/**
 * Payments: charging coins through a provider (sandbox by default, Stripe, a KakaoPay-style
 * ready/confirm flow), saved and one-touch cards, gift-card points and tier coupons.
 * Coins are credited through the wallet, once per payment.
 */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import type { WalletService } from '../wallet'
import type { PaymentMethod } from './prices'
import { createKakaoPayProvider } from './providers/kakaopay'
import type { PaymentProvider } from './providers/port'
import { createSandboxProvider } from './providers/sandbox'
import { createStripeProvider } from './providers/stripe'
import { reconciliationRoutes } from './reconcile/routes'
import { chargeRoutes } from './routes/charge'
import { couponRoutes } from './routes/coupons'
import { giftCardRoutes } from './routes/gift-cards'
import { oneTouchRoutes } from './routes/one-touch'
import { onetimeRoutes } from './routes/onetime'
import { sandboxRoutes } from './routes/sandbox'
import { stripeRoutes } from './routes/stripe'
import { createPaymentsService, type PaymentsService } from './service'
import { DEFAULT_PAYMENTS_SETTINGS, type PaymentsSettings } from './settings'
import { createCardCharger } from './subscription-cards'

export type { TierCoupon } from './coupons'
export { paymentsMigrations } from './migrations'
export * from './prices'
export type { PaymentProvider, ProviderOutcome, StartedPayment } from './providers/port'
export { DEFAULT_PAYMENTS_SETTINGS, type PaymentsSettings } from './settings'
/** A charge's reason when the provider gave no answer: the money may have moved. */
export { UNKNOWN_OUTCOME } from './store'
export type {
  RenewalCharge,
  RenewalChargeResult,
  SubscriptionDelivery,
} from './subscriptions'
export type { PaymentsTables } from './tables'
export type { PaymentView } from './view'
export { createPaymentsService, type PaymentsService }

export interface PaymentsArea {
  service: PaymentsService
  mounts: AreaMount[]
}

export function createPayments(options: {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** Coins credited per payment; reconciliation's settlements post and read the ledger. */
  wallet: Pick<WalletService, 'purchaseCoins' | 'post' | 'postedKeys' | 'balances'>
  publicUrl: string
  settings?: PaymentsSettings
}): PaymentsArea {
  const settings = options.settings ?? DEFAULT_PAYMENTS_SETTINGS
  const providers: Record<string, PaymentProvider> = {}
  if (settings.sandbox) providers.sandbox = createSandboxProvider()
  const stripe = settings.stripe ? createStripeProvider(settings.stripe, options.db) : null
  if (stripe) providers.stripe = stripe
  const kakaopay = settings.kakaopay ? createKakaoPayProvider(settings.kakaopay) : null
  if (kakaopay) providers.kakaopay = kakaopay
  const service = createPaymentsService({
    db: options.db,
    clock: options.clock,
    logger: options.logger,
    wallet: options.wallet,
    providers,
    publicUrl: options.publicUrl,
    cardCharger: createCardCharger(stripe, options.db),
  })
  const defaultMethod: PaymentMethod = settings.sandbox ? 'sandbox' : 'card'
  return {
    service,
    mounts: [
      { prefix: '/payment', routes: chargeRoutes(service, defaultMethod) },
      { prefix: '/payment', routes: sandboxRoutes(service) },
      {
        prefix: '/payment',
        routes: stripeRoutes(service, stripe, settings.stripe?.webhookSecret ?? ''),
        // Stripe calls without a session; the route reads nothing before the signature.
        bodyLimits: [{ path: '/stripe/webhook', maxSize: 1024 * 1024, anonymous: true }],
      },
      { prefix: '/payment', routes: onetimeRoutes(service, kakaopay) },
      { prefix: '/payment', routes: oneTouchRoutes(service, stripe) },
      { prefix: '/payment', routes: couponRoutes(service) },
      { prefix: '/content', routes: giftCardRoutes(service, defaultMethod) },
      {
        prefix: '/payment',
        routes: reconciliationRoutes({
          db: service.db,
          clock: options.clock,
          providers,
          wallet: options.wallet,
        }),
      },
    ],
  }
}
