/**
 * Changing a paid subscription's tier while its month runs (docs/SUBSCRIPTIONS.md "Tier
 * changes"): `quote` says what it would do, `change` does it. An upgrade charges the
 * subscription's card the prorated difference (`upgrade:<subscriptionOid>:<YYYY-MM>:<tier>:<n>`,
 * one payment per attempt) and switches the tier once that payment is booked; a downgrade
 * plans the next renewal at the cheaper tier; choosing the tier one has takes a pending
 * downgrade back. A change row per (subscription, month, tier) fences the charge: a second
 * click waits for the first, a failed charge may be tried again, a charge a crash left
 * pending is asked again with the same payment.
 */
import type { Logger } from 'pino'
import type { Clock } from '../../http'
import type { Currency } from '../../payments'
import { toMajor, UNKNOWN_OUTCOME } from '../../payments'
import type { TierChangeAnswer, TierChangeQuote } from '../contract'
import { periodKey } from './calendar'
import { firstPeriodShare } from './contract'
import { billingErrors } from './errors'
import { paidTierOf } from './paid-tier'
import type { BillingEvents, BillingPayments, BillingWallet } from './ports'
import { subscriptionPrice } from './pricing'
import type { BillingDb } from './store'
import {
  applyTier,
  type ChangeRow,
  claimCharge,
  lockForChange,
  markFailed,
  planRenewal,
  recordDone,
  withdrawPending,
} from './tier-change-store'
import { type MonthlyPrice, planTierChange } from './tier-plan'
import { createUpgradeDelivery, upgradeKey } from './tier-upgrade-delivery'

/** Renewal charge reasons that are no answer yet rather than a refusal. */
const UNANSWERED = new Set([UNKNOWN_OUTCOME, 'pending'])

export interface TierChangeDeps {
  db: BillingDb
  clock: Clock
  logger: Pick<Logger, 'warn' | 'error'>
  payments: Pick<BillingPayments, 'chargeRenewal' | 'find'>
  wallet: BillingWallet
  events?: BillingEvents
}

export interface TierChangeInput {
  userOid: string
  creatorOid: string
  tierHash: string
}

export function createTierChanges(deps: TierChangeDeps) {
  const { db, clock } = deps
  const deliver = createUpgradeDelivery({
    ...deps,
    applied: (subscription, tierHash) => announce(subscription, tierHash),
  })

  /** The caller's paid subscription to the channel, its month's row and the target tier. */
  async function load(input: TierChangeInput, now: Date) {
    const subscription = await db
      .selectFrom('channel_subscriptions')
      .selectAll()
      .where('user_oid', '=', input.userOid)
      .where('creator_oid', '=', input.creatorOid)
      .where('kind', '=', 'paid')
      .where('state', '=', 'subscribed')
      .where('period_end', '>', now)
      .executeTakeFirst()
    if (!subscription) throw billingErrors.noPaidSubscription()
    const period = periodKey(new Date(subscription.period_start))
    const month = await db
      .selectFrom('channel_billing_periods')
      .selectAll()
      .where('subscription_oid', '=', subscription.oid)
      .where('period', '=', period)
      .where('status', '=', 'paid')
      .executeTakeFirst()
    if (!month) throw billingErrors.noPaidSubscription()
    const tier = await paidTierOf(db, input.creatorOid, input.tierHash)
    const currency = month.currency as Currency
    const target = subscriptionPrice(tier, currency, 'card')
    if (!target) throw billingErrors.freeTier()
    const pending = month.renew_tier_hash
      ? await db
          .selectFrom('channel_billing_tier_changes')
          .selectAll()
          .where('subscription_oid', '=', subscription.oid)
          .where('period', '=', period)
          .where('tier_hash', '=', month.renew_tier_hash)
          .executeTakeFirst()
      : undefined
    // What the tier one has costs a month (a pending downgrade has replaced the renewal's).
    const current: MonthlyPrice = pending
      ? { amount: Number(pending.from_amount), coins: pending.from_coins }
      : {
          amount: Number(month.renew_amount ?? month.amount),
          coins: month.renew_coins ?? month.coins,
        }
    return { subscription, period, month, currency, current, target, pending }
  }

  function quoteOf(loaded: Awaited<ReturnType<typeof load>>, tierHash: string, now: Date) {
    const { subscription, currency, current, target } = loaded
    const share = firstPeriodShare(now)
    const keep = tierHash === subscription.tier_hash
    const plan = keep
      ? { kind: 'keep' as const, amount: 0, coins: 0, applies: 'now' as const }
      : planTierChange(current, target, share)
    const next = keep ? current : target
    const quote: TierChangeQuote = {
      kind: plan.kind,
      fromTierHash: subscription.tier_hash,
      tierHash,
      pendingTierHash: loaded.month.renew_tier_hash ?? null,
      currency,
      amount: plan.amount,
      amountText: toMajor(plan.amount, currency),
      days: share.days,
      monthDays: share.monthDays,
      applies: plan.applies,
      nextChargeAt: new Date(subscription.period_end).toISOString(),
      nextAmount: next.amount,
      nextAmountText: toMajor(next.amount, currency),
    }
    return { quote, plan }
  }

  async function quote(input: TierChangeInput): Promise<TierChangeQuote> {
    const now = clock.now()
    const loaded = await load(input, now)
    if (input.tierHash === loaded.subscription.tier_hash && !loaded.pending) {
      throw billingErrors.sameTier()
    }
    return quoteOf(loaded, input.tierHash, now).quote
  }

  async function change(input: TierChangeInput): Promise<TierChangeAnswer> {
    const now = clock.now()
    const loaded = await load(input, now)
    const { subscription, period, month, current, target, pending } = loaded
    const keep = input.tierHash === subscription.tier_hash
    if (keep && !pending) throw billingErrors.sameTier()
    const { quote: asked, plan } = quoteOf(loaded, input.tierHash, now)
    const answer = (
      currentTierHash: string,
      nextTierHash: string,
      paymentOid: string | null,
    ): TierChangeAnswer => ({ ...asked, currentTierHash, nextTierHash, paymentOid })

    if (plan.kind === 'keep') {
      // The tier one has, chosen again: the pending downgrade is taken back.
      await db.transaction().execute(async (trx) => {
        await withdrawPending(trx, subscription.oid, period, now)
        const renewal = { subscription_oid: subscription.oid, period }
        await planRenewal(trx, renewal, { tierHash: null, price: current }, now)
      })
      return answer(subscription.tier_hash, subscription.tier_hash, null)
    }

    const row: ChangeRow = {
      subscription_oid: subscription.oid,
      period,
      tier_hash: input.tierHash,
      kind: plan.kind,
      from_tier_hash: subscription.tier_hash,
      from_amount: current.amount,
      from_coins: current.coins,
      to_amount: target.amount,
      to_coins: target.coins,
      currency: month.currency,
      amount: plan.amount,
      coins: plan.coins,
    }

    if (plan.kind === 'downgrade') {
      await db.transaction().execute(async (trx) => {
        await withdrawPending(trx, subscription.oid, period, now)
        await recordDone(trx, row, now)
        await planRenewal(trx, row, { tierHash: input.tierHash, price: target }, now)
      })
      return answer(subscription.tier_hash, input.tierHash, null)
    }

    if (plan.kind === 'switch') {
      await db.transaction().execute(async (trx) => {
        await lockForChange(trx, row, now)
        await withdrawPending(trx, subscription.oid, period, now)
        await recordDone(trx, row, now)
        await applyTier(trx, row, target, now)
      })
      await announce(subscription, input.tierHash)
      return answer(input.tierHash, input.tierHash, null)
    }

    if (!subscription.card_oid) throw billingErrors.tierChangeNeedsCard()
    const attempt = await claimCharge(db, row, now)
    const charged = await deps.payments.chargeRenewal({
      key: upgradeKey(subscription.oid, period, input.tierHash, attempt),
      userOid: input.userOid,
      cardOid: subscription.card_oid,
      coins: plan.coins,
      currency: loaded.currency,
      amount: plan.amount,
    })
    // No answer from the provider (or still pending): the money may have moved, so the
    // change stays charging and is asked again with the same payment after a minute (tier-change-store.ts).
    if (charged.status === 'failed' && UNANSWERED.has(charged.reason)) {
      throw billingErrors.paymentError({ paymentOid: charged.paymentOid, reason: charged.reason })
    }
    if (charged.status === 'failed') {
      await markFailed(db, row, attempt, clock.now())
      if (charged.paymentOid === null) throw billingErrors.cardNotFound()
      throw billingErrors.paymentError({ paymentOid: charged.paymentOid, reason: charged.reason })
    }
    const payment = await deps.payments.find(charged.paymentOid)
    if (payment) await deliver(payment)
    return answer(input.tierHash, input.tierHash, charged.paymentOid)
  }

  async function announce(
    subscription: { oid: string; user_oid: string; creator_oid: string },
    tierHash: string,
  ) {
    try {
      await deps.events?.subscribed({
        subscriptionOid: subscription.oid,
        userOid: subscription.user_oid,
        creatorOid: subscription.creator_oid,
        tierHash,
        kind: 'paid',
      })
    } catch (error) {
      deps.logger.error({ err: error, subscriptionOid: subscription.oid }, 'tier listener failed')
    }
  }

  return { quote, change, deliver }
}

export type TierChanges = ReturnType<typeof createTierChanges>
