/** What the payments service needs of the server and other areas, and the context its use cases share. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { WalletService } from '../wallet'
import type { Currency, PaymentMethod } from './prices'
import type { PaymentProvider, ReturnUrls } from './providers/port'
import type { Payment, PaymentsDb } from './store'
import type { CardCharger, SubscriptionDelivery } from './subscriptions'

export interface PaymentsServiceOptions {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  wallet: Pick<WalletService, 'purchaseCoins'>
  providers: Record<string, PaymentProvider>
  /** Absolute public base URL (KakaoPay needs absolute return addresses). */
  publicUrl: string
  /** Charges a registered card off-session (sandbox at once, Stripe's PaymentIntent). */
  cardCharger?: CardCharger
}

export interface ChargeRequest {
  userOid: string
  coins: number
  currency: Currency
  method: PaymentMethod
  provider: string
}

export type CardDeletedListener = (card: { userOid: string; cardOid: string }) => Promise<void>

/** What every use case of the service takes: built once by `createPaymentsService`. */
export interface PaymentsContext extends Omit<PaymentsServiceOptions, 'db' | 'publicUrl'> {
  db: PaymentsDb
  /** Where a provider sends the buyer back, by what they bought. */
  urlsFor: (kind: Payment['kind']) => ReturnUrls
  /** The channels billing's delivery of paid subscription payments (set once at wiring). */
  deliverSubscription: SubscriptionDelivery | null
  cardDeletedListeners: Set<CardDeletedListener>
}
