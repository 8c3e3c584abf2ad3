/**
 * Revenue: a creator's coin events and their aggregates, revenue by month and category,
 * settlement requests and payouts, the business calendar (KR, JP, US) and creator
 * analytics. It reads earnings through the wallet's service only (docs/REVENUE.md).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import { analyticsRoutes } from './analytics/routes'
import { createAnalytics } from './analytics/service'
import { type BusinessCalendar, loadCalendar } from './calendar'
import { coinEventRoutes } from './events/routes'
import { createCoinEvents } from './events/service'
import { payoutRoutes } from './payouts/routes'
import type {
  LiveStreamsPort,
  PublishedContents,
  RevenueStepUp,
  RevenueWallet,
  UserCountries,
} from './ports'
import { DEFAULT_REVENUE_SETTINGS, type RevenueSettings } from './settings'
import { settlementRoutes } from './settlement/routes'
import { createSettlements } from './settlement/service'
import { revenueTotalsRoutes } from './totals/routes'
import { createRevenueTotals } from './totals/service'

export type { ActivityEvent } from './analytics/service'
export type { BusinessCalendar } from './calendar'
export { revenueMigrations } from './migrations'
export type {
  LiveStreamsPort,
  PublishedContents,
  RevenueStepUp,
  RevenueWallet,
  UserCountries,
} from './ports'
export { DEFAULT_REVENUE_SETTINGS, type RevenueSettings } from './settings'
export type { RevenueTables } from './tables'

export function createRevenue(deps: {
  db: Kysely<DB>
  clock: Clock
  wallet: RevenueWallet
  countries?: UserCountries
  contents?: PublishedContents
  /** Live streams (live viewers and stream time in the creator's analytics). */
  live?: LiveStreamsPort
  /** The caller's password or 2FA code before the payout account changes (accounts). */
  stepUp: RevenueStepUp
  settings?: Partial<RevenueSettings>
  /** A calendar other than the settings' table (tests). */
  calendar?: BusinessCalendar
}) {
  const settings = { ...DEFAULT_REVENUE_SETTINGS, ...deps.settings }
  const calendar = deps.calendar ?? loadCalendar(settings.calendarFeedPath)
  const events = createCoinEvents({ wallet: deps.wallet, legacyCutoff: settings.legacyCutoff })
  const settlements = createSettlements({
    db: deps.db,
    clock: deps.clock,
    wallet: deps.wallet,
    calendar,
    settings,
  })
  const analytics = createAnalytics({
    db: deps.db,
    wallet: deps.wallet,
    ...(deps.countries ? { countries: deps.countries } : {}),
    ...(deps.contents ? { contents: deps.contents } : {}),
    ...(deps.live ? { live: deps.live, clock: deps.clock } : {}),
  })
  const mounts: AreaMount[] = [
    { prefix: '/coinevent', routes: coinEventRoutes(events) },
    { prefix: '/revenue', routes: settlementRoutes(settlements, calendar, settings, deps.clock) },
    { prefix: '/revenue', routes: revenueTotalsRoutes(createRevenueTotals(deps.wallet)) },
    { prefix: '/payouts', routes: payoutRoutes(settlements, deps.stepUp) },
    { prefix: '/content', routes: analyticsRoutes(analytics, deps.clock, settings) },
  ]
  return {
    service: { events, settlements, analytics, calendar, settings },
    mounts,
  }
}

export type RevenueArea = ReturnType<typeof createRevenue>
