/**
 * The first payment of a paid subscription: `ready` prices the tier for the current
 * month and either charges a registered card at once or starts a provider checkout
 * (sandbox page, Stripe Checkout) that returns to /subscribe/success or /subscribe/fail;
 * `deliver` turns a paid payment into the subscription and its ledger transaction, once,
 * whoever delivers it (the card charge, the checkout's approval, a confirm, a repair).
 */
import type { Logger } from 'pino'
import { newObjectId } from '../../db'
import type { Clock } from '../../http'
import type { Currency, PaymentMethod, SubscriptionDelivery } from '../../payments'
import { toMajor } from '../../payments'
import { planSubscribe } from './calendar'
import { firstPeriodShare } from './contract'
import { applyCoupon, recordCouponUse } from './coupons'
import { billingErrors } from './errors'
import { paidTierOf } from './paid-tier'
import {
  type BillingEvents,
  type BillingPayments,
  type BillingWallet,
  parseAttemptKey,
  periodLedgerKey,
} from './ports'
import { firstPeriodPrice, subscriptionPrice } from './pricing'
import { bookPeriod } from './renewals'
import type { BillingDb } from './store'

type Payment = Parameters<SubscriptionDelivery>[0]

export interface CheckoutDeps {
  db: BillingDb
  clock: Clock
  logger: Pick<Logger, 'warn' | 'error'>
  payments: BillingPayments
  wallet: BillingWallet
  events?: BillingEvents
}

export interface ReadyInput {
  userOid: string
  creatorOid: string
  tierHash: string
  currency: Currency
  /** A registered (one-touch) card: charged now and for every renewal. Never KRW. */
  cardOid?: string | undefined
  /** A tier coupon of this creator and tier: prices the first period (once per user). */
  couponCode?: string | undefined
  agreeTerms: boolean
}

export interface ReadyAnswer {
  paymentOid: string
  subscriptionOid: string
  status: Payment['status']
  /** Where the buyer goes next: the provider's page, or /subscribe/success for a card. */
  redirectUrl: string | null
  successUrl: string
  failUrl: string
  currency: Currency
  amount: number
  amountText: string
  net: number
  periodStart: string
  periodEnd: string
  /** Days of the month the first payment covers, of `monthDays` (prorated first period). */
  days: number
  monthDays: number
  /** The first renewal, at the full monthly price (`nextAmount`, minor units). */
  nextChargeAt: string
  nextAmount: number
  nextAmountText: string
}

/** `subscribe:<subscriptionOid>:<YYYY-MM>`: a first payment's product. */
const firstPaymentKey = (subscriptionOid: string, period: string) =>
  `subscribe:${subscriptionOid}:${period}`

function parseFirstKey(product: string) {
  const match = /^subscribe:([^:]+):(\d{4}-\d{2})$/.exec(product)
  return match ? { subscriptionOid: match[1] as string } : null
}

export function createCheckout(deps: CheckoutDeps) {
  const { db, clock, payments } = deps

  async function ready(input: ReadyInput): Promise<ReadyAnswer> {
    if (!input.agreeTerms) throw billingErrors.termsRequired()
    const now = clock.now()
    const plan = planSubscribe(now)
    if (plan === 'blocked') throw billingErrors.blocked()
    const tier = await paidTierOf(db, input.creatorOid, input.tierHash)
    if (input.creatorOid === input.userOid) throw billingErrors.self()
    const live = await db
      .selectFrom('channel_subscriptions')
      .select('oid')
      .where('user_oid', '=', input.userOid)
      .where('creator_oid', '=', input.creatorOid)
      .where('kind', '=', 'paid')
      .where('state', '<>', 'cancelled')
      .where('period_end', '>', now)
      .executeTakeFirst()
    if (live) throw billingErrors.alreadySubscribed()
    if (input.cardOid !== undefined && input.currency === 'KRW') throw billingErrors.oneTouchKrw()
    const method: PaymentMethod =
      input.cardOid !== undefined || !payments.provider('sandbox') ? 'card' : 'sandbox'
    const price = subscriptionPrice(tier, input.currency, method)
    if (!price) throw billingErrors.freeTier()
    const coupon =
      input.couponCode === undefined
        ? null
        : await applyCoupon(db, payments, {
            code: input.couponCode,
            userOid: input.userOid,
            creatorOid: input.creatorOid,
            tierHash: input.tierHash,
            currency: input.currency,
            method,
            now,
          })
    // Mid-month, the first payment covers the days left; renewals pay the full month.
    const share = firstPeriodShare(now)
    const first = firstPeriodPrice(coupon?.price ?? price, share, method)
    const renews = first.amount !== price.amount || first.coins !== price.coins
    const subscriptionOid = newObjectId(now.getTime())
    const product = firstPaymentKey(subscriptionOid, plan.period)
    await db
      .insertInto('channel_billing_checkouts')
      .values({
        subscription_oid: subscriptionOid,
        payment_oid: null,
        user_oid: input.userOid,
        creator_oid: input.creatorOid,
        tier_hash: input.tierHash,
        period: plan.period,
        period_start: plan.periodStart,
        period_end: plan.periodEnd,
        card_oid: input.cardOid ?? null,
        currency: input.currency,
        amount: first.amount,
        coins: first.coins,
        renew_amount: renews ? price.amount : null,
        renew_coins: renews ? price.coins : null,
        created_at: now,
      })
      .execute()
    if (coupon) await recordCouponUse(db, coupon.couponOid, input.userOid, subscriptionOid, now)
    const urls = payments.urlsFor('subscription')
    const answer = (payment: Pick<Payment, 'oid' | 'status'>, redirectUrl: string | null) => ({
      paymentOid: payment.oid,
      subscriptionOid,
      status: payment.status,
      redirectUrl,
      successUrl: urls.success(payment.oid),
      failUrl: urls.fail(payment.oid, 'declined'),
      currency: input.currency,
      amount: first.amount,
      amountText: toMajor(first.amount, input.currency),
      net: first.net,
      periodStart: plan.periodStart.toISOString(),
      periodEnd: plan.periodEnd.toISOString(),
      days: share.days,
      monthDays: share.monthDays,
      nextChargeAt: share.nextChargeAt,
      nextAmount: price.amount,
      nextAmountText: toMajor(price.amount, input.currency),
    })

    if (input.cardOid !== undefined) {
      const charged = await payments.chargeRenewal({
        key: product,
        userOid: input.userOid,
        cardOid: input.cardOid,
        coins: first.coins,
        currency: input.currency,
        amount: first.amount,
      })
      if (charged.status === 'failed') {
        if (charged.paymentOid === null) throw billingErrors.cardNotFound()
        throw billingErrors.paymentError({ paymentOid: charged.paymentOid, reason: charged.reason })
      }
      await linkPayment(subscriptionOid, charged.paymentOid)
      // Delivered through payments, which records the delivery on the payment row.
      const payment = await payments.status(charged.paymentOid, input.userOid)
      return answer(payment, urls.success(payment.oid))
    }
    let started: Awaited<ReturnType<BillingPayments['startSubscription']>>
    try {
      started = await payments.startSubscription({
        userOid: input.userOid,
        coins: first.coins,
        currency: input.currency,
        method,
        provider: method === 'sandbox' ? 'sandbox' : 'stripe',
        product,
        amount: first.amount,
      })
    } catch (error) {
      deps.logger.warn({ err: error, subscriptionOid }, 'subscription checkout failed to start')
      throw billingErrors.paymentError()
    }
    await linkPayment(subscriptionOid, started.payment.oid)
    return answer(started.payment, started.redirectUrl)
  }

  async function linkPayment(subscriptionOid: string, paymentOid: string) {
    await db
      .updateTable('channel_billing_checkouts')
      .set({ payment_oid: paymentOid })
      .where('subscription_oid', '=', subscriptionOid)
      .execute()
  }

  /** Payments' delivery of a paid subscription payment: idempotent, safe to race. */
  const deliver: SubscriptionDelivery = async (payment) => {
    const first = parseFirstKey(payment.product)
    if (first) return deliverFirst(payment, first.subscriptionOid)
    const renewal = parseAttemptKey(payment.product)
    if (!renewal) throw new Error(`deliver: not a subscription product ${payment.product}`)
    const row = await db
      .selectFrom('channel_billing_periods')
      .selectAll()
      .where('subscription_oid', '=', renewal.subscriptionOid)
      .where('period', '=', renewal.period)
      .executeTakeFirstOrThrow()
    if (row.transaction_id) return row.transaction_id
    return (await bookPeriod(deps, row, payment.oid, clock.now())).id
  }

  async function deliverFirst(payment: Payment, subscriptionOid: string) {
    const checkout = await db
      .selectFrom('channel_billing_checkouts')
      .selectAll()
      .where('subscription_oid', '=', subscriptionOid)
      .executeTakeFirstOrThrow()
    const now = clock.now()
    // Paid on a checkout page: the page's card (when payments registers one) renews it.
    const cardOid = checkout.card_oid ?? (await payments.checkoutCard(payment))
    const row = {
      subscription_oid: subscriptionOid,
      period: checkout.period,
      period_start: checkout.period_start,
      period_end: checkout.period_end,
      user_oid: checkout.user_oid,
      creator_oid: checkout.creator_oid,
      tier_hash: checkout.tier_hash,
      coins: checkout.coins,
    }
    // The ledger first: the period row below is written paid, with its transaction.
    const transaction = await deps.wallet.subscriptionRevenue({
      key: periodLedgerKey(subscriptionOid, checkout.period),
      subscriberOid: checkout.user_oid,
      creatorOid: checkout.creator_oid,
      coins: checkout.coins,
      metadata: {
        subscriptionOid,
        period: checkout.period,
        tierHash: checkout.tier_hash,
        paymentOid: payment.oid,
      },
    })
    const created = await db.transaction().execute(async (trx) => {
      // A free subscription to the same channel gives way to the paid one.
      await trx
        .updateTable('channel_subscriptions')
        .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
        .where('user_oid', '=', checkout.user_oid)
        .where('creator_oid', '=', checkout.creator_oid)
        .where('kind', '=', 'free')
        .where('state', '<>', 'cancelled')
        .execute()
      const inserted = await trx
        .insertInto('channel_subscriptions')
        .values({
          oid: subscriptionOid,
          user_oid: checkout.user_oid,
          creator_oid: checkout.creator_oid,
          tier_hash: checkout.tier_hash,
          kind: 'paid',
          state: 'subscribed',
          started_at: now,
          // Access starts now; the row's period is still the calendar month.
          period_start: checkout.period_start,
          period_end: checkout.period_end,
          cancel_requested_at: null,
          cancelled_at: null,
          card_oid: cardOid,
          currency: checkout.currency,
          amount: toMajor(Number(checkout.amount), checkout.currency as Currency),
          created_at: now,
          updated_at: now,
        })
        // The live index: a second paid checkout of a channel raced this one.
        .onConflict((conflict) => conflict.doNothing())
        .returning('oid')
        .executeTakeFirst()
      await trx
        .insertInto('channel_billing_periods')
        .values({
          ...row,
          card_oid: cardOid,
          currency: checkout.currency,
          amount: Number(checkout.amount),
          status: 'paid',
          attempts: 0,
          next_attempt_at: checkout.period_start,
          lease_until: null,
          worker_id: null,
          payment_oid: payment.oid,
          transaction_id: transaction.id,
          last_error: null,
          renew_amount: checkout.renew_amount == null ? null : Number(checkout.renew_amount),
          renew_coins: checkout.renew_coins ?? null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      return !!inserted
    })
    if (!created) {
      const exists = await db
        .selectFrom('channel_subscriptions')
        .select('oid')
        .where('oid', '=', subscriptionOid)
        .executeTakeFirst()
      if (!exists) {
        deps.logger.error(
          { subscriptionOid, paymentOid: payment.oid },
          'paid subscription raced a live one: booked for the creator, refund by support',
        )
      }
    }
    if (created) {
      try {
        await deps.events?.subscribed({
          subscriptionOid,
          userOid: checkout.user_oid,
          creatorOid: checkout.creator_oid,
          tierHash: checkout.tier_hash,
          kind: 'paid',
        })
      } catch (error) {
        deps.logger.error({ err: error, subscriptionOid }, 'subscribed listener failed')
      }
    }
    return transaction.id
  }

  return { ready, deliver }
}

export type Checkout = ReturnType<typeof createCheckout>
