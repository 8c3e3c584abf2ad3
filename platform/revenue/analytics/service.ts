/**
 * Creator analytics: uploads, views, purchases, coins and country user counts by UTC day.
 * Purchases and coins come from the wallet's kept daily rows, uploads from the content
 * area's publication dates; views and viewers' countries from what other areas report
 * (`record`), and paying users' countries from accounts when a port is handed in. Live
 * viewers and stream time come from the live area's streams.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import { addDays, dayOf } from '../calendar'
import { NOT_REVENUE_TYPES } from '../categories'
import type {
  AnalyticsDay,
  CountryUsersDay,
  CreatorAnalyticsResponse,
  LiveStreamAnalytics,
} from '../contract'
import type { LiveStreamsPort, PublishedContents, RevenueWallet, UserCountries } from '../ports'

/** Sales of a creator's content: what "purchases" counts. */
const PURCHASE_TYPES = new Set(['purchase', 'chat_content'])
/** Paying users' countries are read from this many latest events of the range at most. */
const PAYER_SAMPLE = 5_000

export interface ActivityEvent {
  creatorOid: string
  metric: 'uploads' | 'views'
  at: Date
  /** ISO country code of the user, when known. */
  country?: string | null
  /** Who (user oid or guest device), so country user counts count each once a day. */
  userKey?: string | null
}

export function createAnalytics(deps: {
  db: Kysely<DB>
  wallet: RevenueWallet
  countries?: UserCountries
  contents?: PublishedContents
  live?: LiveStreamsPort
  /** "Now" for a stream still on air. */
  clock?: Clock
}) {
  const { db, wallet } = deps

  async function record(event: ActivityEvent) {
    const day = dayOf(event.at)
    const country = (event.country ?? '').toUpperCase().slice(0, 2)
    await db
      .insertInto('revenue_activity_daily')
      .values({ creator_oid: event.creatorOid, day, metric: event.metric, country, count: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['creator_oid', 'day', 'metric', 'country'])
          .doUpdateSet({ count: sql`revenue_activity_daily.count + 1` }),
      )
      .execute()
    if (event.userKey) {
      await db
        .insertInto('revenue_activity_users')
        .values({ creator_oid: event.creatorOid, day, user_key: event.userKey, country })
        .onConflict((conflict) => conflict.columns(['creator_oid', 'day', 'user_key']).doNothing())
        .execute()
    }
  }

  async function report(input: {
    creatorOid: string
    fromDay: string
    toDay: string
  }): Promise<CreatorAnalyticsResponse> {
    const { creatorOid, fromDay, toDay } = input
    const start = new Date(`${fromDay}T00:00:00Z`)
    const end = new Date(`${toDay}T00:00:00Z`)
    const [earnings, activity, viewers, payers, published, streams] = await Promise.all([
      wallet.creatorEarnings.daily({ creatorOid, fromDay, toDay }),
      db
        .selectFrom('revenue_activity_daily')
        .select(['day', 'metric', sql<string>`sum(count)`.as('count')])
        .where('creator_oid', '=', creatorOid)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .groupBy(['day', 'metric'])
        .execute(),
      db
        .selectFrom('revenue_activity_users')
        .select(['day', 'user_key', 'country'])
        .where('creator_oid', '=', creatorOid)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .execute(),
      wallet.creatorEarnings.events({
        creatorOid,
        start: new Date(`${fromDay}T00:00:00Z`),
        end: new Date(`${toDay}T00:00:00Z`),
        limit: PAYER_SAMPLE,
      }),
      deps.contents ? deps.contents.publishedAt(creatorOid) : Promise.resolve([]),
      deps.live ? deps.live.streams(creatorOid, start, end) : Promise.resolve([]),
    ])
    const days = new Map<string, AnalyticsDay>()
    for (let day = fromDay; day < toDay; day = addDays(day, 1)) {
      days.set(day, { day, uploads: 0, views: 0, purchases: 0, coins: 0, streamSeconds: 0 })
    }
    for (const row of earnings) {
      const entry = days.get(row.day)
      if (!entry || NOT_REVENUE_TYPES.has(row.type)) continue
      entry.coins += row.coins
      if (PURCHASE_TYPES.has(row.type)) entry.purchases += row.count
    }
    // An upload counts on the day its content was published.
    for (const at of published) {
      const entry = days.get(dayOf(at))
      if (entry) entry.uploads++
    }
    for (const row of activity) {
      const entry = days.get(row.day)
      if (entry) entry[row.metric] += Number(row.count)
    }
    // Stream time cut at each UTC midnight; a stream on air counts until now.
    const now = deps.clock?.now() ?? end
    const live: LiveStreamAnalytics[] = streams.map((stream) => {
      const from = Math.max(stream.startedAt.getTime(), start.getTime())
      const to = Math.min((stream.endedAt ?? now).getTime(), end.getTime())
      for (let at = from; at < to; ) {
        const midnight = Date.parse(`${dayOf(new Date(at))}T00:00:00Z`) + 86_400_000
        const stop = Math.min(midnight, to)
        const entry = days.get(dayOf(new Date(at)))
        if (entry) entry.streamSeconds += (stop - at) / 1000
        at = stop
      }
      return {
        streamOid: stream.streamOid,
        title: stream.title,
        startedAt: stream.startedAt.toISOString(),
        endedAt: stream.endedAt?.toISOString() ?? null,
        seconds: Math.max(0, Math.floor((to - from) / 1000)),
        peakViews: stream.peakViews,
        totalViews: stream.totalViews,
      }
    })
    for (const entry of days.values()) entry.streamSeconds = Math.floor(entry.streamSeconds)
    // Country user counts: each user once a day, whether they viewed or paid.
    const seen = new Map<string, string>()
    for (const row of viewers) seen.set(`${row.day}|${row.user_key}`, row.country)
    const payerDays = payers
      .filter(
        (event) => typeof event.metadata.userOid === 'string' && !NOT_REVENUE_TYPES.has(event.type),
      )
      .map((event) => ({ day: dayOf(event.createdAt), user: event.metadata.userOid as string }))
    const countries = deps.countries
      ? await deps.countries.countries([...new Set(payerDays.map((payer) => payer.user))])
      : new Map<string, string | null>()
    for (const payer of payerDays) {
      const key = `${payer.day}|${payer.user}`
      if (!seen.has(key) || seen.get(key) === '') seen.set(key, countries.get(payer.user) ?? '')
    }
    const cells = new Map<string, CountryUsersDay>()
    for (const [key, country] of seen) {
      const day = key.slice(0, 10)
      const cellKey = `${day}|${country}`
      const cell = cells.get(cellKey) ?? { day, country: country || 'unknown', users: 0 }
      cell.users++
      cells.set(cellKey, cell)
    }
    const list = [...days.values()]
    const countryList = [...cells.values()].sort((a, b) =>
      a.day === b.day
        ? b.users - a.users || (a.country < b.country ? -1 : 1)
        : a.day < b.day
          ? -1
          : 1,
    )
    return {
      creatorOid,
      startDate: fromDay,
      endDate: addDays(toDay, -1),
      days: list,
      countries: countryList,
      totals: {
        uploads: list.reduce((sum, day) => sum + day.uploads, 0),
        views: list.reduce((sum, day) => sum + day.views, 0),
        purchases: list.reduce((sum, day) => sum + day.purchases, 0),
        coins: list.reduce((sum, day) => sum + day.coins, 0),
        users: seen.size,
      },
      live: {
        streams: live,
        totals: {
          streams: live.length,
          seconds: list.reduce((sum, day) => sum + day.streamSeconds, 0),
          peakViews: live.reduce((most, stream) => Math.max(most, stream.peakViews), 0),
          totalViews: live.reduce((sum, stream) => sum + stream.totalViews, 0),
        },
      },
    }
  }

  return { record, report }
}

export type Analytics = ReturnType<typeof createAnalytics>
