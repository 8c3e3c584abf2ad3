/**
 * The payments service: starts charges with a provider, moves them through the state
 * machine and delivers what was bought exactly once. Delivery is keyed by the payment:
 * coins go through the wallet with the idempotency key `payment:<oid>` (type purchase),
 * so whichever of webhook, confirm or approve comes first credits, and every other call,
 * concurrent or retried, meets the same ledger transaction.
 */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { AppError, type Clock } from '../http'
import type { WalletService } from '../wallet'
import { paymentErrors } from './errors'
import { type GiftCardItem, giftCardPoints, issueGiftCard } from './gift-cards'
import {
  buyerPrice,
  buyerPriceOfNet,
  type Currency,
  methodAccepts,
  type PaymentMethod,
} from './prices'
import type {
  PaymentProvider,
  ProviderOutcome,
  ProviderPayment,
  ReturnUrls,
  StartedPayment,
} from './providers/port'
import {
  findByProviderRef,
  findPayment,
  finishPayment,
  insertPayment,
  type Payment,
  type PaymentsDb,
  paymentsDb,
  providerView,
  recordCredit,
  setProviderRef,
  UNKNOWN_OUTCOME,
  unfulfilled,
} from './store'
import { registerCheckoutCard } from './subscription-cards'
import {
  type CardCharger,
  findSubscriptionPayment,
  insertSubscriptionPayment,
  type RenewalCharge,
  type RenewalChargeResult,
  renewalCard,
  type SubscriptionDelivery,
} from './subscriptions'

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

export interface StartedCharge {
  payment: Payment
  redirectUrl: string | null
  clientSecret?: string
  details?: Record<string, unknown>
}

export function createPaymentsService(options: PaymentsServiceOptions) {
  const db: PaymentsDb = paymentsDb(options.db)
  const { clock, logger } = options

  const urls: ReturnUrls = {
    publicUrl: options.publicUrl,
    success: (oid) => `/charge/success?paymentOid=${oid}`,
    fail: (oid, reason) => `/charge/fail?paymentOid=${oid}&reason=${encodeURIComponent(reason)}`,
  }
  // A subscription payment returns to the player's subscribe pages instead.
  const subscribeUrls: ReturnUrls = {
    publicUrl: options.publicUrl,
    success: (oid) => `/subscribe/success?paymentOid=${oid}`,
    fail: (oid, reason) => `/subscribe/fail?paymentOid=${oid}&reason=${encodeURIComponent(reason)}`,
  }
  const urlsFor = (kind: Payment['kind']) => (kind === 'subscription' ? subscribeUrls : urls)
  let deliverSubscription: SubscriptionDelivery | null = null
  const cardDeletedListeners = new Set<CardDeletedListener>()

  function provider(name: string): PaymentProvider {
    const found = options.providers[name]
    if (!found) throw paymentErrors.providerUnavailable(name)
    return found
  }

  async function mustFind(oid: string, userOid?: string): Promise<Payment> {
    const payment = await findPayment(db, oid)
    if (!payment || (userOid !== undefined && payment.userOid !== userOid)) {
      throw paymentErrors.notFound()
    }
    return payment
  }

  /** Delivers a paid payment's goods; safe to call any number of times, concurrently. */
  async function fulfil(payment: Payment): Promise<Payment> {
    if (payment.status !== 'paid' || payment.creditedTransactionId) return payment
    let marker: string
    if (payment.kind === 'coins') {
      const transaction = await options.wallet.purchaseCoins({
        key: `payment:${payment.oid}`,
        userOid: payment.userOid,
        coins: payment.coins,
        metadata: {
          paymentOid: payment.oid,
          provider: payment.provider,
          method: payment.method,
          currency: payment.currency,
          amount: payment.amount,
        },
      })
      marker = transaction.id
    } else if (payment.kind === 'subscription') {
      // Undelivered until the channels area is wired: repaired at start-up and on read.
      if (!deliverSubscription) return payment
      marker = await deliverSubscription(payment)
    } else {
      await issueGiftCard(db, payment, clock.now())
      marker = `giftcard:${payment.oid}`
    }
    await recordCredit(db, payment.oid, marker)
    return { ...payment, creditedTransactionId: payment.creditedTransactionId ?? marker }
  }

  /**
   * The one way to a final status. 'paid' checks the provider's amount and currency
   * against ours, then delivers; a finished payment answers as it is.
   */
  async function applyOutcome(
    payment: Payment,
    outcome: ProviderOutcome,
    source: string,
  ): Promise<Payment> {
    if (outcome.status === 'pending') return fulfil(payment)
    if (outcome.status === 'paid') {
      if (outcome.amount !== payment.amount || outcome.currency !== payment.currency) {
        logger.error(
          { paymentOid: payment.oid, outcome, expected: payment.amount },
          'provider amount mismatch',
        )
        throw paymentErrors.mismatch()
      }
      const { payment: after, moved } = await finishPayment(
        db,
        payment.oid,
        'paid',
        { paidBy: source },
        clock.now(),
      )
      if (!after) throw paymentErrors.notFound()
      if (!moved && after.status !== 'paid') {
        // Money arrived for a payment we had closed: keep it visible for support.
        logger.warn({ paymentOid: payment.oid, status: after.status, source }, 'paid after close')
      }
      return fulfil(after)
    }
    const { payment: after } = await finishPayment(
      db,
      payment.oid,
      'failed',
      { reason: outcome.reason },
      clock.now(),
    )
    if (!after) throw paymentErrors.notFound()
    return fulfil(after)
  }

  type Starter = (payment: ProviderPayment) => Promise<StartedPayment>

  async function start(
    request: Omit<ChargeRequest, 'coins'> & {
      kind: Payment['kind']
      product: string
      coins: number
      amount: number
    },
    starter?: Starter,
  ): Promise<StartedCharge> {
    if (!methodAccepts(request.method, request.currency)) {
      throw paymentErrors.methodCurrency(request.method, request.currency)
    }
    const chosen = provider(request.provider)
    const payment = await insertPayment(
      db,
      {
        userOid: request.userOid,
        kind: request.kind,
        product: request.product,
        coins: request.coins,
        currency: request.currency,
        amount: request.amount,
        method: request.method,
        provider: chosen.name,
      },
      clock.now(),
    )
    let started: StartedPayment
    try {
      started = await (starter ?? ((view) => chosen.start(view, urlsFor(request.kind))))(
        providerView(payment),
      )
    } catch (error) {
      await finishPayment(db, payment.oid, 'failed', { reason: UNKNOWN_OUTCOME }, clock.now())
      logger.error({ err: error, paymentOid: payment.oid }, 'payment provider start failed')
      throw paymentErrors.providerFailed(error)
    }
    let current: Payment = payment
    if (started.providerRef) {
      await setProviderRef(db, payment.oid, started.providerRef, clock.now())
      current = { ...current, providerRef: started.providerRef }
    }
    if (started.outcome && started.outcome.status !== 'pending') {
      current = await applyOutcome(current, started.outcome, 'confirm')
    }
    return {
      payment: current,
      redirectUrl: started.redirectUrl,
      ...(started.clientSecret ? { clientSecret: started.clientSecret } : {}),
      ...(started.details ? { details: started.details } : {}),
    }
  }

  /**
   * A renewal's charge of a registered card, once per key: a key already paid answers
   * paid, a failed one failed, a pending one (a crash mid-charge) asks the provider again
   * with the same payment, which the provider's idempotency key makes one charge.
   */
  async function chargeRenewal(input: RenewalCharge): Promise<RenewalChargeResult> {
    let [payment, card] = await Promise.all([
      findSubscriptionPayment(db, input.key),
      renewalCard(db, input.cardOid, input.userOid),
    ])
    if (!payment) {
      if (!card) return { status: 'failed', paymentOid: null, reason: 'card deleted' }
      payment = await insertSubscriptionPayment(
        db,
        { ...input, provider: card.provider },
        clock.now(),
      )
    }
    if (payment.status === 'pending') {
      let outcome: ProviderOutcome
      if (!card || !options.cardCharger) {
        outcome = { status: 'failed', reason: card ? 'no card provider' : 'card deleted' }
      } else {
        try {
          outcome = await options.cardCharger(
            { provider: card.provider, providerRef: card.providerRef, userOid: input.userOid },
            providerView(payment),
          )
        } catch (error) {
          // No answer: the payment stays pending and the next attempt asks again.
          logger.warn({ err: error, paymentOid: payment.oid }, 'renewal charge failed')
          return { status: 'failed', paymentOid: payment.oid, reason: UNKNOWN_OUTCOME }
        }
      }
      if (outcome.status === 'pending') {
        return { status: 'failed', paymentOid: payment.oid, reason: 'pending' }
      }
      const finished = await finishPayment(
        db,
        payment.oid,
        outcome.status === 'paid' ? 'paid' : 'failed',
        outcome.status === 'paid' ? { paidBy: 'renewal' } : { reason: outcome.reason },
        clock.now(),
      )
      payment = finished.payment ?? payment
    }
    if (payment.status === 'paid') return { status: 'paid', paymentOid: payment.oid }
    return { status: 'failed', paymentOid: payment.oid, reason: payment.failureReason ?? 'failed' }
  }

  return {
    urls,
    urlsFor,
    /** The channels billing delivers paid subscription payments (set once at wiring). */
    setSubscriptionDelivery(delivery: SubscriptionDelivery) {
      deliverSubscription = delivery
    },
    chargeRenewal,
    /** Another area hears of a deleted one-touch card (billing stops its renewals). */
    onCardDeleted(listener: CardDeletedListener) {
      cardDeletedListeners.add(listener)
    },
    async cardDeleted(card: { userOid: string; cardOid: string }) {
      for (const listener of cardDeletedListeners) await listener(card)
    },
    /** A subscription's first payment through a provider (redirect) or a starter (card). */
    startSubscription: (
      request: ChargeRequest & { product: string; amount: number },
      starter?: Starter,
    ) => start({ ...request, kind: 'subscription' }, starter),
    /** The card a checkout-paid subscription renews with (null: none registered). */
    checkoutCard: (payment: Payment) =>
      registerCheckoutCard(db, payment, clock.now(), options.providers[payment.provider]),
    /** Marks a paid subscription payment delivered (its ledger transaction id). */
    recordDelivery: (oid: string, marker: string) => recordCredit(db, oid, marker),
    now: () => clock.now(),
    providerNames: () => Object.keys(options.providers),
    provider: (name: string) => options.providers[name] ?? null,

    /** A coin package: priced here, never by the client. */
    charge: (request: ChargeRequest) =>
      start({
        ...request,
        kind: 'coins',
        product: `coins-${request.coins}`,
        amount: buyerPrice(request.coins, request.currency, request.method),
      }),

    /**
     * A coin package charged another way than the provider's redirect (a saved card
     * off-session): the starter talks to the provider, the rest is the same.
     */
    chargeWith: (request: ChargeRequest, starter: Starter) =>
      start(
        {
          ...request,
          kind: 'coins',
          product: `coins-${request.coins}`,
          amount: buyerPrice(request.coins, request.currency, request.method),
        },
        starter,
      ),

    /** Gift-card points, paid in yen (+10% like every non-card charge). */
    buyGiftCard: (request: {
      userOid: string
      item: GiftCardItem
      method: PaymentMethod
      provider: string
    }) =>
      start({
        userOid: request.userOid,
        kind: 'giftcard',
        product: request.item,
        coins: 0,
        currency: 'JPY',
        method: request.method,
        provider: request.provider,
        amount: buyerPriceOfNet(giftCardPoints(request.item), 'JPY', request.method),
      }),

    /** The payment as its owner sees it; a paid but undelivered one is delivered now. */
    async status(oid: string, userOid: string): Promise<Payment> {
      return fulfil(await mustFind(oid, userOid))
    },

    find: (oid: string) => findPayment(db, oid),
    findByProviderRef: (providerName: string, ref: string) =>
      findByProviderRef(db, providerName, ref),

    /** Asks the provider what became of the payment and applies it (PUT /charge). */
    async confirm(oid: string, userOid: string | null, source = 'confirm'): Promise<Payment> {
      const payment = await mustFind(oid, userOid ?? undefined)
      if (payment.status !== 'pending') return fulfil(payment)
      let outcome: ProviderOutcome
      try {
        outcome = await provider(payment.provider).check(providerView(payment))
      } catch (error) {
        if (error instanceof AppError) throw error
        // Asking changed nothing: the payment stays pending and may be asked again.
        logger.warn({ err: error, paymentOid: oid }, 'payment provider check failed')
        throw paymentErrors.providerFailed(error)
      }
      return applyOutcome(payment, outcome, source)
    },

    /**
     * Like confirm, with a provider call the caller supplies (KakaoPay's approve with
     * pg_token). Only for that provider's payments: another provider's is not found.
     */
    async confirmWith(
      oid: string,
      userOid: string,
      providerName: string,
      ask: (payment: ProviderPayment) => Promise<ProviderOutcome>,
      source = 'confirm',
    ): Promise<Payment> {
      const payment = await mustFind(oid, userOid)
      if (payment.provider !== providerName) throw paymentErrors.notFound()
      if (payment.status !== 'pending') return fulfil(payment)
      return applyOutcome(payment, await ask(providerView(payment)), source)
    },

    /** A provider told us the outcome (webhook, approve page, a KakaoPay approve answer). */
    async settle(oid: string, outcome: ProviderOutcome, source: string): Promise<Payment> {
      return applyOutcome(await mustFind(oid), outcome, source)
    },

    /** Cancels a pending payment: 'Failed to cancel. Please try again.' otherwise. */
    async cancel(oid: string, userOid: string): Promise<Payment> {
      const payment = await mustFind(oid, userOid)
      if (payment.status !== 'pending') throw paymentErrors.cancelFailed()
      try {
        await provider(payment.provider).cancel?.(providerView(payment))
      } catch (error) {
        logger.warn({ err: error, paymentOid: oid }, 'provider cancel failed')
        throw paymentErrors.cancelFailed()
      }
      const { payment: after, moved } = await finishPayment(db, oid, 'cancelled', {}, clock.now())
      if (!moved || !after) throw paymentErrors.cancelFailed()
      return after
    },

    /** Delivers what a crash left paid but undelivered; run at start-up. */
    async repairUnfulfilled(): Promise<number> {
      const pending = await unfulfilled(db)
      let delivered = 0
      for (const payment of pending) {
        // One stuck payment must not keep the server from starting; it is retried on read.
        try {
          await fulfil(payment)
          delivered += 1
        } catch (error) {
          logger.error({ err: error, paymentOid: payment.oid }, 'payment delivery repair failed')
        }
      }
      return delivered
    },

    db,
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
