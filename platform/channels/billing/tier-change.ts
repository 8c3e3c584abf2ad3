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
import type { Currency, SubscriptionDelivery } from '../../payments'
import { toMajor, UNKNOWN_OUTCOME } from '../../payments'
import type { TierChangeAnswer, TierChangeQuote } from '../contract'
import { periodKey } from './calendar'
import { firstPeriodShare } from './contract'
import { billingErrors } from './errors'
import type { BillingEvents, BillingPayments, BillingWallet } from './ports'
import { subscriptionPrice } from './pricing'
import type { BillingDb } from './store'
import { type MonthlyPrice, planTierChange, type TierChangeKind } from './tier-plan'

type Payment = Parameters<SubscriptionDelivery>[0]

/** A charge this old that never finished (a crash) may be taken over and asked again. */
const STALE_CHARGE_MS = 60_000
const isStale = (updatedAt: Date, now: Date) =>
  new Date(updatedAt).getTime() < now.getTime() - STALE_CHARGE_MS
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

const upgradeKey = (subscriptionOid: string, period: string, tierHash: string, attempt: number) =>
  `upgrade:${subscriptionOid}:${period}:${tierHash}:${attempt}`

/** The subscription, month and tier an upgrade payment's product names. */
export function parseUpgradeKey(product: string) {
  const match = /^upgrade:([^:]+):(\d{4}-\d{2}):([^:]+):(\d+)$/.exec(product)
  return match
    ? {
        subscriptionOid: match[1] as string,
        period: match[2] as string,
        tierHash: match[3] as string,
      }
    : null
}

export function createTierChanges(deps: TierChangeDeps) {
  const { db, clock } = deps

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
    const tier = await db
      .selectFrom('channel_tiers')
      .selectAll()
      .where('tier_hash', '=', input.tierHash)
      .where('creator_oid', '=', input.creatorOid)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!tier) throw billingErrors.tierNotFound()
    if (tier.is_free) throw billingErrors.freeTier()
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

    if (keep) {
      // The tier one has, chosen again: the pending downgrade is taken back.
      await db.transaction().execute(async (trx) => {
        await withdrawPending(trx, subscription.oid, period, now)
        await trx
          .updateTable('channel_billing_periods')
          .set({
            renew_tier_hash: null,
            renew_amount: current.amount,
            renew_coins: current.coins,
            updated_at: now,
          })
          .where('subscription_oid', '=', subscription.oid)
          .where('period', '=', period)
          .execute()
      })
      return answer(subscription.tier_hash, subscription.tier_hash, null)
    }

    const row = {
      subscription_oid: subscription.oid,
      period,
      tier_hash: input.tierHash,
      kind: plan.kind as TierChangeKind,
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
        await trx
          .insertInto('channel_billing_tier_changes')
          .values({ ...row, status: 'done', attempt: 1, created_at: now, updated_at: now })
          .onConflict((conflict) =>
            conflict
              .columns(['subscription_oid', 'period', 'tier_hash'])
              .doUpdateSet({ ...row, status: 'done', updated_at: now }),
          )
          .execute()
        await trx
          .updateTable('channel_billing_periods')
          .set({
            renew_tier_hash: input.tierHash,
            renew_amount: target.amount,
            renew_coins: target.coins,
            updated_at: now,
          })
          .where('subscription_oid', '=', subscription.oid)
          .where('period', '=', period)
          .execute()
      })
      return answer(subscription.tier_hash, input.tierHash, null)
    }

    if (plan.kind === 'switch') {
      await db.transaction().execute(async (trx) => {
        await lockForChange(trx, row, now)
        await withdrawPending(trx, subscription.oid, period, now)
        await trx
          .insertInto('channel_billing_tier_changes')
          .values({ ...row, status: 'done', attempt: 1, created_at: now, updated_at: now })
          .onConflict((conflict) =>
            conflict
              .columns(['subscription_oid', 'period', 'tier_hash'])
              .doUpdateSet({ ...row, status: 'done', updated_at: now }),
          )
          .execute()
        await applyTier(trx, subscription.oid, period, input.tierHash, target, now)
      })
      await announce(subscription, input.tierHash)
      return answer(input.tierHash, input.tierHash, null)
    }

    if (!subscription.card_oid) throw billingErrors.tierChangeNeedsCard()
    const attempt = await claimCharge(row, now)
    const charged = await deps.payments.chargeRenewal({
      key: upgradeKey(subscription.oid, period, input.tierHash, attempt),
      userOid: input.userOid,
      cardOid: subscription.card_oid,
      coins: plan.coins,
      currency: loaded.currency,
      amount: plan.amount,
    })
    // No answer from the provider (or still pending): the money may have moved, so the
    // change stays charging and is asked again with the same payment after STALE_CHARGE_MS.
    if (charged.status === 'failed' && UNANSWERED.has(charged.reason)) {
      throw billingErrors.paymentError({ paymentOid: charged.paymentOid, reason: charged.reason })
    }
    if (charged.status === 'failed') {
      await db
        .updateTable('channel_billing_tier_changes')
        .set({ status: 'failed', updated_at: clock.now() })
        .where('subscription_oid', '=', subscription.oid)
        .where('period', '=', period)
        .where('tier_hash', '=', input.tierHash)
        .where('status', '=', 'charging')
        .where('attempt', '=', attempt)
        .execute()
      if (charged.paymentOid === null) throw billingErrors.cardNotFound()
      throw billingErrors.paymentError({ paymentOid: charged.paymentOid, reason: charged.reason })
    }
    const payment = await deps.payments.find(charged.paymentOid)
    if (payment) await deliver(payment)
    return answer(input.tierHash, input.tierHash, charged.paymentOid)
  }

  /**
   * Takes the upgrade's charge: the first asker inserts the row, a failed one is tried
   * again as the next attempt, a charge left unfinished by a crash is taken over as the
   * same attempt (its payment is asked again, never made twice). Anyone else waits.
   */
  async function claimCharge(
    row: Parameters<typeof insertCharging>[1],
    now: Date,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      await lockForChange(trx, row, now)
      if (await insertCharging(trx, row, now)) return 1
      const existing = await trx
        .selectFrom('channel_billing_tier_changes')
        .selectAll()
        .where('subscription_oid', '=', row.subscription_oid)
        .where('period', '=', row.period)
        .where('tier_hash', '=', row.tier_hash)
        .executeTakeFirstOrThrow()
      // A failed charge, or a downgrade or switch to this tier earlier in the month, starts a
      // new attempt; an upgrade already booked or still being charged is not asked twice.
      const retry =
        existing.status === 'failed' ||
        existing.status === 'withdrawn' ||
        (existing.status === 'done' && existing.kind !== 'upgrade')
      if (!retry && (existing.status === 'done' || !isStale(existing.updated_at, now))) {
        throw billingErrors.tierChangeBusy()
      }
      const attempt = retry ? existing.attempt + 1 : existing.attempt
      await trx
        .updateTable('channel_billing_tier_changes')
        .set({ ...row, status: 'charging', attempt, updated_at: now })
        .where('subscription_oid', '=', row.subscription_oid)
        .where('period', '=', row.period)
        .where('tier_hash', '=', row.tier_hash)
        .execute()
      return attempt
    })
  }

  /**
   * One change of a subscription at a time: its row is locked, and a change priced from a
   * tier the subscription has left since, or asked while another tier's charge is under way,
   * is refused (a second tab's upgrade would otherwise pay the same difference twice).
   */
  async function lockForChange(
    trx: BillingDb,
    row: { subscription_oid: string; period: string; tier_hash: string; from_tier_hash: string },
    now: Date,
  ) {
    const locked = await trx
      .selectFrom('channel_subscriptions')
      .select('tier_hash')
      .where('oid', '=', row.subscription_oid)
      .forUpdate()
      .executeTakeFirst()
    if (!locked || locked.tier_hash !== row.from_tier_hash) throw billingErrors.tierChangeBusy()
    const charging = await trx
      .selectFrom('channel_billing_tier_changes')
      .select('updated_at')
      .where('subscription_oid', '=', row.subscription_oid)
      .where('period', '=', row.period)
      .where('tier_hash', '<>', row.tier_hash)
      .where('status', '=', 'charging')
      .execute()
    if (charging.some((other) => !isStale(other.updated_at, now))) {
      throw billingErrors.tierChangeBusy()
    }
  }

  async function insertCharging(
    trx: BillingDb,
    row: {
      subscription_oid: string
      period: string
      tier_hash: string
      kind: TierChangeKind
      from_tier_hash: string
      from_amount: number
      from_coins: number
      to_amount: number
      to_coins: number
      currency: string
      amount: number
      coins: number
    },
    now: Date,
  ) {
    const inserted = await trx
      .insertInto('channel_billing_tier_changes')
      .values({ ...row, status: 'charging', attempt: 1, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('attempt')
      .executeTakeFirst()
    return !!inserted
  }

  async function withdrawPending(
    trx: BillingDb,
    subscriptionOid: string,
    period: string,
    now: Date,
  ) {
    await trx
      .updateTable('channel_billing_tier_changes')
      .set({ status: 'withdrawn', updated_at: now })
      .where('subscription_oid', '=', subscriptionOid)
      .where('period', '=', period)
      .where('kind', '=', 'downgrade')
      .where('status', '=', 'done')
      .execute()
  }

  /** The tier applies now; renewals charge its price (a pending downgrade is gone). */
  async function applyTier(
    trx: BillingDb,
    subscriptionOid: string,
    period: string,
    tierHash: string,
    target: MonthlyPrice,
    now: Date,
  ) {
    await trx
      .updateTable('channel_subscriptions')
      .set({ tier_hash: tierHash, updated_at: now })
      .where('oid', '=', subscriptionOid)
      .execute()
    await trx
      .updateTable('channel_billing_periods')
      .set({
        tier_hash: tierHash,
        renew_tier_hash: null,
        renew_amount: target.amount,
        renew_coins: target.coins,
        updated_at: now,
      })
      .where('subscription_oid', '=', subscriptionOid)
      .where('period', '=', period)
      .execute()
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

  /**
   * A paid upgrade payment booked and applied, once: the ledger's key is the change's
   * (one per subscription, month and tier), and the tier applies in the ledger's transaction.
   */
  async function deliver(payment: Payment): Promise<string> {
    const key = parseUpgradeKey(payment.product)
    if (!key) throw new Error(`deliver: not an upgrade product ${payment.product}`)
    const change = await db
      .selectFrom('channel_billing_tier_changes')
      .selectAll()
      .where('subscription_oid', '=', key.subscriptionOid)
      .where('period', '=', key.period)
      .where('tier_hash', '=', key.tierHash)
      .executeTakeFirstOrThrow()
    if (change.status === 'done' && change.transaction_id) return change.transaction_id
    const subscription = await db
      .selectFrom('channel_subscriptions')
      .select(['oid', 'user_oid', 'creator_oid'])
      .where('oid', '=', key.subscriptionOid)
      .executeTakeFirstOrThrow()
    const now = clock.now()
    let applied = false
    let changed = false
    const transaction = await deps.wallet.subscriptionRevenue({
      key: `upgrade:${key.subscriptionOid}:${key.period}:${key.tierHash}`,
      subscriberOid: subscription.user_oid,
      creatorOid: subscription.creator_oid,
      coins: change.coins,
      metadata: {
        subscriptionOid: key.subscriptionOid,
        period: key.period,
        tierHash: key.tierHash,
        fromTierHash: change.from_tier_hash,
        paymentOid: payment.oid,
      },
      alongside: async (trx, transactionId) => {
        changed = await finish(trx as unknown as BillingDb, transactionId)
        applied = true
      },
    })
    // A replay (booked earlier, not yet applied) applies now.
    if (!applied) changed = await db.transaction().execute((trx) => finish(trx, transaction.id))
    if (changed) await announce(subscription, key.tierHash)
    return transaction.id

    async function finish(trx: BillingDb, transactionId: string): Promise<boolean> {
      const done = await trx
        .updateTable('channel_billing_tier_changes')
        .set({
          status: 'done',
          payment_oid: payment.oid,
          transaction_id: transactionId,
          updated_at: now,
        })
        .where('subscription_oid', '=', key?.subscriptionOid ?? '')
        .where('period', '=', key?.period ?? '')
        .where('tier_hash', '=', key?.tierHash ?? '')
        .where('transaction_id', 'is', null)
        .returning('tier_hash')
        .executeTakeFirst()
      if (!done) return false
      await withdrawPending(trx, change.subscription_oid, change.period, now)
      await applyTier(
        trx,
        change.subscription_oid,
        change.period,
        change.tier_hash,
        {
          amount: Number(change.to_amount),
          coins: change.to_coins,
        },
        now,
      )
      return true
    }
  }

  return { quote, change, deliver }
}

export type TierChanges = ReturnType<typeof createTierChanges>
