/**
 * Free subscriptions and the cancellation states every subscription shares (paid ones are
 * billed by ./billing): subscribed → cancel_requested (revocable) → cancelled at period end.
 */
import { randomBytes } from 'node:crypto'
import type { SessionUser } from '../../http'
import type { MySubscriptionsResponse, SubscriptionView } from '../contract'
import { CHANNEL_ERRORS } from '../errors'
import type { ChannelListeners } from '../listeners'
import type { ChannelsDeps, SubscriptionEvent } from '../ports'
import { incompleteParts } from '../profile/rules'
import { findProfile } from '../profile/service'
import { findTier } from '../tiers/service'
import { isLastDayOfMonth, periodOf } from './calendar'
import { type SubscriptionRow, subscriptionView } from './views'

export interface SubscriptionsDeps extends ChannelsDeps {
  events: ChannelListeners
}

const eventOf = (row: SubscriptionRow): SubscriptionEvent => ({
  subscriptionOid: row.oid,
  userOid: row.user_oid,
  creatorOid: row.creator_oid,
  tierHash: row.tier_hash,
  kind: row.kind,
})

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'

/** The one live (not cancelled) row of a subscriber and a creator. */
function liveRow(deps: ChannelsDeps, userOid: string, creatorOid: string) {
  return deps.db
    .selectFrom('channel_subscriptions')
    .selectAll()
    .where('user_oid', '=', userOid)
    .where('creator_oid', '=', creatorOid)
    .where('state', '<>', 'cancelled')
    .executeTakeFirst()
}

async function view(deps: ChannelsDeps, row: SubscriptionRow): Promise<SubscriptionView> {
  const [tier, creators] = await Promise.all([
    deps.db
      .selectFrom('channel_tiers')
      .select(['name', 'position', 'price', 'translations'])
      .where('tier_hash', '=', row.tier_hash)
      .executeTakeFirst(),
    deps.users.findUsers([row.creator_oid]),
  ])
  return subscriptionView(row, tier, creators[0])
}

/**
 * Ends what is due: cancellations whose period has passed become cancelled, at their period
 * end. Run by the server every minute, and before a subscriber's own change.
 */
export async function endDue(deps: SubscriptionsDeps, filter: { userOid?: string } = {}) {
  let query = deps.db
    .updateTable('channel_subscriptions')
    .set((eb) => ({
      state: 'cancelled',
      cancelled_at: eb.ref('period_end'),
      updated_at: deps.clock.now(),
    }))
    .where('state', '=', 'cancel_requested')
    .where('period_end', '<=', deps.clock.now())
  if (filter.userOid) query = query.where('user_oid', '=', filter.userOid)
  const ended = await query.returningAll().execute()
  for (const row of ended) await deps.events.ended(eventOf(row))
  return ended.length
}

export async function subscribeFree(
  deps: SubscriptionsDeps,
  viewer: SessionUser,
  input: { creatorOid: string; tierHash: string },
): Promise<SubscriptionView> {
  const now = deps.clock.now()
  if (viewer.oid === input.creatorOid) throw CHANNEL_ERRORS.ownChannel()
  const tier = await findTier(deps, input.tierHash)
  if (!tier || tier.creator_oid !== input.creatorOid) throw CHANNEL_ERRORS.tierNotFound()
  const [profile, creators] = await Promise.all([
    findProfile(deps, input.creatorOid),
    deps.users.findUsers([input.creatorOid]),
  ])
  const creator = creators[0]
  if (
    !creator ||
    incompleteParts({
      registered: !!profile?.registered_at,
      nickname: creator.nickname,
      customUrl: creator.customUrl,
    }).length > 0
  ) {
    throw CHANNEL_ERRORS.channelNotFound()
  }
  if (!tier.is_free) throw CHANNEL_ERRORS.notFreeTier()
  await endDue(deps, { userOid: viewer.oid })
  const existing = await liveRow(deps, viewer.oid, input.creatorOid)
  if (existing) {
    if (existing.kind === 'paid') throw CHANNEL_ERRORS.alreadySubscribed()
    if (existing.tier_hash === tier.tier_hash && existing.state === 'subscribed')
      return view(deps, existing)
  }
  // The calendar applies to every start and change of tier, free ones included.
  if (isLastDayOfMonth(now)) throw CHANNEL_ERRORS.lastDayClosed()
  const period = periodOf(now)
  if (existing) {
    // Another free tier, or a cancellation taken back by subscribing again.
    const updated = await deps.db
      .updateTable('channel_subscriptions')
      .set({
        tier_hash: tier.tier_hash,
        state: 'subscribed',
        cancel_requested_at: null,
        period_start: period.start,
        period_end: period.end,
        updated_at: now,
      })
      .where('oid', '=', existing.oid)
      .where('state', '<>', 'cancelled')
      .returningAll()
      .executeTakeFirst()
    if (!updated) throw CHANNEL_ERRORS.alreadySubscribed()
    await deps.events.subscribed(eventOf(updated))
    return view(deps, updated)
  }
  try {
    const row = await deps.db
      .insertInto('channel_subscriptions')
      .values({
        oid: randomBytes(12).toString('hex'),
        user_oid: viewer.oid,
        creator_oid: input.creatorOid,
        tier_hash: tier.tier_hash,
        kind: 'free',
        state: 'subscribed',
        started_at: now,
        period_start: period.start,
        period_end: period.end,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await deps.events.subscribed(eventOf(row))
    return view(deps, row)
  } catch (error) {
    // Two requests at once: the live-row index lets one in; the other answers what it made.
    if (!isUniqueViolation(error)) throw error
    const winner = await liveRow(deps, viewer.oid, input.creatorOid)
    if (!winner || winner.tier_hash !== tier.tier_hash) throw CHANNEL_ERRORS.alreadySubscribed()
    return view(deps, winner)
  }
}

/** Requests the cancellation: access lasts to the period end; asking twice answers the same. */
export async function unsubscribe(
  deps: SubscriptionsDeps,
  viewer: SessionUser,
  input: { creatorOid: string },
): Promise<SubscriptionView> {
  const now = deps.clock.now()
  await endDue(deps, { userOid: viewer.oid })
  const existing = await liveRow(deps, viewer.oid, input.creatorOid)
  if (!existing) throw CHANNEL_ERRORS.cancelFailed()
  if (existing.state === 'cancel_requested') return view(deps, existing)
  // A free subscription rolls from month to month: its access lasts to this month's end.
  const period = existing.kind === 'free' ? periodOf(now) : null
  const updated = await deps.db
    .updateTable('channel_subscriptions')
    .set({
      state: 'cancel_requested',
      cancel_requested_at: now,
      ...(period ? { period_start: period.start, period_end: period.end } : {}),
      updated_at: now,
    })
    .where('oid', '=', existing.oid)
    .where('state', '=', 'subscribed')
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw CHANNEL_ERRORS.cancelFailed()
  await deps.events.unsubscribed(eventOf(updated))
  return view(deps, updated)
}

/** Takes a cancellation request back while its period runs. */
export async function revokeCancellation(
  deps: SubscriptionsDeps,
  viewer: SessionUser,
  input: { creatorOid: string },
): Promise<SubscriptionView> {
  const now = deps.clock.now()
  await endDue(deps, { userOid: viewer.oid })
  const existing = await liveRow(deps, viewer.oid, input.creatorOid)
  if (!existing) throw CHANNEL_ERRORS.cancelFailed()
  if (existing.state === 'subscribed') return view(deps, existing)
  const updated = await deps.db
    .updateTable('channel_subscriptions')
    .set({ state: 'subscribed', cancel_requested_at: null, updated_at: now })
    .where('oid', '=', existing.oid)
    .where('state', '=', 'cancel_requested')
    .where('period_end', '>', now)
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw CHANNEL_ERRORS.cancelFailed()
  await deps.events.subscribed(eventOf(updated))
  return view(deps, updated)
}

/** My Info: the caller's subscriptions, live ones first, then the ended ones (newest first). */
export async function mySubscriptions(
  deps: SubscriptionsDeps,
  viewer: SessionUser,
): Promise<MySubscriptionsResponse> {
  await endDue(deps, { userOid: viewer.oid })
  const rows = await deps.db
    .selectFrom('channel_subscriptions')
    .selectAll()
    .where('user_oid', '=', viewer.oid)
    .orderBy('updated_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(200)
    .execute()
  const tierHashes = [...new Set(rows.map((row) => row.tier_hash))]
  const creatorOids = [...new Set(rows.map((row) => row.creator_oid))]
  const [tiers, creators] = await Promise.all([
    tierHashes.length === 0
      ? []
      : deps.db
          .selectFrom('channel_tiers')
          .select(['tier_hash', 'name', 'position', 'price', 'translations'])
          .where('tier_hash', 'in', tierHashes)
          .execute(),
    creatorOids.length === 0 ? [] : deps.users.findUsers(creatorOids),
  ])
  const tierBy = new Map(tiers.map((tier) => [tier.tier_hash, tier]))
  const creatorBy = new Map(creators.map((creator) => [creator.oid, creator]))
  const views = rows.map((row) =>
    subscriptionView(row, tierBy.get(row.tier_hash), creatorBy.get(row.creator_oid)),
  )
  const rank = (state: string) => (state === 'cancelled' ? 1 : 0)
  return { subscriptions: views.sort((a, b) => rank(a.state) - rank(b.state)) }
}
