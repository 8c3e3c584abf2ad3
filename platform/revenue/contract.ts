/**
 * What the revenue area's calls take and answer: coin events, revenue by month and category,
 * settlements, payouts screen data, the business calendar and creator analytics.
 * Types only (the front ends import it as types); paths are under `/api`.
 * Dates in queries are ISO dates (`2026-11-25`) or instants; aggregates count whole UTC days.
 */

/** The spec's coin transaction types (platform/wallet/transaction-types.ts) as revenue reads them. */
export type CoinEventType = string

/** Revenue categories a creator's earnings are grouped in (docs/REVENUE.md maps every type). */
export type RevenueCategory =
  | 'subscriptions'
  | 'donations'
  | 'liveTickets'
  | 'contentSales'
  | 'chat'
  | 'gacha'
  | 'other'

/** The admin's revenue totals: by day, by ISO week (from Monday) or by month. */
export type RevenuePeriod = 'day' | 'week' | 'month'

/** What one category brought in over a period (the ledger's figures, refunds netted). */
export interface AdminRevenueCell {
  /** Coins that reached creators' earnings. */
  creatorCoins: number
  /** Coins the platform kept: its fee and its own sales. */
  platformCoins: number
  /** Credits spent on the platform's own items (story chat). */
  credits: number
  /** Transactions. */
  count: number
}

/** `GET /revenue/admin/totals`: each category's totals and one bucket per period. */
export interface AdminRevenueTotals {
  startDate: string
  endDate: string
  period: RevenuePeriod
  categories: RevenueCategory[]
  totals: Record<RevenueCategory, AdminRevenueCell>
  /** Every period of the window, oldest first; `start` is its first day. */
  buckets: { start: string; categories: Record<RevenueCategory, AdminRevenueCell> }[]
}

export type PayoutCurrency = 'KRW' | 'JPY' | 'USD'
export type CalendarCountry = 'KR' | 'JP' | 'US'
export type SettlementStatus = 'processing' | 'complete'

// ---------------------------------------------------------------- coin events (/coinevent)

/** GET /coinevent/creator?creatorOid&startDate&endDate&type&count&nextToken: a creator's earning events, newest first. */
export interface CreatorCoinEvent {
  oid: string
  type: CoinEventType
  category: RevenueCategory
  /** Signed change of the creator's earnings (negative for refunds and settlements). */
  coins: number
  createTime: string
  /** Who paid, when the ledger names them (donor, buyer, subscriber). */
  fromUserOid: string | null
  metadata: Record<string, unknown>
}
export interface CreatorCoinEventsResponse {
  creatorOid: string
  events: CreatorCoinEvent[]
  /** Pass back as `nextToken`; null on the last page. Page size `count` (default 20, at most 100). */
  nextToken: string | null
}

/** One month (UTC, `YYYY-MM`) of a creator's earnings. */
export interface MonthTotal {
  month: string
  coins: number
  count: number
}
/** GET /coinevent/creator/aggregate?creatorOid&startDate&endDate: totals and months. */
export interface CreatorAggregateResponse {
  creatorOid: string
  startDate: string | null
  endDate: string | null
  totalCoins: number
  count: number
  months: MonthTotal[]
}

/** One (month, type) cell. */
export interface EventAggregateRow {
  month: string
  type: CoinEventType
  category: RevenueCategory
  coins: number
  count: number
}
/** GET /coinevent/event/aggregate?creatorOid&startDate&endDate: by month and coin transaction type. */
export interface EventAggregateResponse {
  creatorOid: string
  rows: EventAggregateRow[]
}

/** GET /coinevent/creator/aggregate/coinType (wallet route, kept): earnings by type. */
export interface CoinTypeAggregateResponse {
  creatorOid: string
  aggregates: { type: CoinEventType; coins: number; count: number }[]
}

/** GET /coinevent/legacy/revenue?creatorOid: earnings before the legacy cut-off (2023-02-01 UTC). */
export interface LegacyRevenueResponse {
  creatorOid: string
  /** ISO instant: events before it are legacy revenue. */
  cutoff: string
  totalCoins: number
  months: MonthTotal[]
}

// ---------------------------------------------------------------- money shapes

/** An amount of coins valued in a currency: gross, the 10% VAT/fees shown apart, net. */
export interface MoneyBreakdown {
  currency: PayoutCurrency
  coins: number
  /** Coins at the coin price (10 coins = 1000 KRW / 100 JPY / 1 USD), in the currency's minor-free unit (USD with cents). */
  gross: number
  /** 10% VAT/fees, shown separately. */
  fee: number
  net: number
}

export interface CategoryTotal {
  category: RevenueCategory
  coins: number
  count: number
}

/** GET /revenue/monthly?creatorOid&year: revenue by month and category (12 months of the UTC year). */
export interface MonthlyRevenue {
  month: string
  coins: number
  categories: CategoryTotal[]
}
export interface MonthlyRevenueResponse {
  creatorOid: string
  year: number
  months: MonthlyRevenue[]
}

// ---------------------------------------------------------------- settlement

/** Whether a settlement request may be made now, and why not. */
export interface SettlementEligibility {
  allowed: boolean
  /** null when allowed. */
  reason: 'outside-window' | 'already-requested' | 'below-minimum' | 'no-payout-account' | null
  /** The window of the current month: the 25th 00:00 UTC to the 1st of next month 00:00 UTC. */
  windowStart: string
  windowEnd: string
  minimumCoins: number
}

/** GET /revenue/summary?creatorOid: the revenue management screen's head. */
export interface RevenueSummaryResponse {
  creatorOid: string
  /** Earnings not yet settled (the wallet's earnings balance). */
  availableCoins: number
  thisMonth: MonthlyRevenue
  eligibility: SettlementEligibility
  /** The available coins valued in the payout currency (the creator's, else USD). */
  value: MoneyBreakdown
  coinPrice: Record<PayoutCurrency, { coins: number; price: number }>
}

/** A settlement request as listed and shown. */
export interface Settlement {
  oid: string
  creatorOid: string
  /** The month settled (`YYYY-MM`, the month of the request). */
  month: string
  status: SettlementStatus
  coins: number
  currency: PayoutCurrency
  /** Currency per USD on the last business day of the month (1 for USD), and that day. */
  exchangeRate: number
  exchangeRateDate: string
  /** Coins valued in USD at the coin price, then converted at the exchange rate. */
  amount: MoneyBreakdown
  /** The 10th of the next month, or the next business day of the currency's country. */
  payoutDate: string
  requestedAt: string
  completedAt: string | null
}

/**
 * POST /revenue/settlement { creatorOid? }: the whole available revenue, in the payout
 * account's currency. Retrying is safe: the month's movement happens once.
 */
export interface SettlementRequestBody {
  /** Admins may request for a creator; a creator requests for themself. */
  creatorOid?: string
}
export interface SettlementResponse {
  settlement: Settlement
}

/** GET /revenue/settlements?creatorOid: history, newest first. */
export interface SettlementListResponse {
  creatorOid: string
  settlements: Settlement[]
}

/** GET /revenue/settlements/{oid}: detail with the settled month's categories. */
export interface SettlementDetailResponse {
  settlement: Settlement
  categories: CategoryTotal[]
  months: MonthlyRevenue[]
}

/** Admin: GET /revenue/admin/settlements?status; POST /revenue/admin/settlements/{oid}/complete. */
export interface AdminSettlementListResponse {
  settlements: Settlement[]
}

// ---------------------------------------------------------------- payouts screen

/** Where a creator is paid. The account number is shown masked except on the edit screen. */
export interface PayoutAccount {
  currency: PayoutCurrency
  country: CalendarCountry
  holderName: string
  bankName: string
  accountNumber: string
  updatedAt: string
}

/** GET /payouts/{creatorOid}/{type} (type edit|show): the creator themself or an admin, else 404. */
export interface PayoutScreenResponse {
  creatorOid: string
  type: 'edit' | 'show'
  account: PayoutAccount | null
  summary: RevenueSummaryResponse
  settlements: Settlement[]
}

/** POST /payouts/{creatorOid}/edit: saves the payout account (`PayoutAccountBody & PayoutStepUp`). */
export interface PayoutAccountBody {
  currency: PayoutCurrency
  country: CalendarCountry
  holderName: string
  bankName: string
  accountNumber: string
}

/**
 * The saving request's fresh proof of the caller's account: `currentPassword`, or `totpCode`
 * (6 digits) when they have two-factor sign-in. Missing: 403 `STEP_UP_REQUIRED`; wrong: 403
 * `STEP_UP_FAILED`. Checked, never stored or answered.
 */
export interface PayoutStepUp {
  currentPassword?: string
  totpCode?: string
}

// ---------------------------------------------------------------- calendar

/** GET /revenue/calendar?country&month (`YYYY-MM`): the business calendar the settlement uses. */
export interface CalendarMonthResponse {
  country: CalendarCountry
  month: string
  holidays: { date: string; name: string }[]
  lastBusinessDay: string
  payoutDate: string
  exchangeRate: { currency: PayoutCurrency; perUsd: number; date: string } | null
  /** Which table answered: the bundled one or the operator's feed file. */
  source: 'bundled' | 'feed'
}

// ---------------------------------------------------------------- analytics

export interface AnalyticsDay {
  /** UTC day `YYYY-MM-DD`. */
  day: string
  uploads: number
  views: number
  purchases: number
  /** Coins earned that day (all types). */
  coins: number
  /** Seconds streamed live that day (UTC; a stream across midnight counts in both days). */
  streamSeconds: number
}
export interface CountryUsersDay {
  day: string
  country: string
  users: number
}
/**
 * GET /content/creator-analytics?creatorOid&startDate&endDate (default the last 30 days).
 * Refused 503 'unavailable 10:00 PM to 2:00 AM' during peak hours (Korea time, KST).
 */
export interface CreatorAnalyticsResponse {
  creatorOid: string
  startDate: string
  endDate: string
  days: AnalyticsDay[]
  countries: CountryUsersDay[]
  totals: { uploads: number; views: number; purchases: number; coins: number; users: number }
  /** Live streams overlapping the period, oldest first, and their totals. */
  live: {
    streams: LiveStreamAnalytics[]
    totals: { streams: number; seconds: number; peakViews: number; totalViews: number }
  }
}
/** One stream: its viewers (most at once, and every viewer who opened it) and its time. */
export interface LiveStreamAnalytics {
  streamOid: string
  title: string
  startedAt: string
  endedAt: string | null
  /** Seconds of the stream inside the period. */
  seconds: number
  peakViews: number
  totalViews: number
}

/** The routes the front ends call; paths relative to `/api`, `:name` a path parameter. */
export interface RevenueRoutes {
  'GET /revenue/summary': { request: { creatorOid?: string }; response: RevenueSummaryResponse }
  'GET /revenue/monthly': {
    request: { creatorOid?: string; year?: number }
    response: MonthlyRevenueResponse
  }
  'POST /revenue/settlement': { request: SettlementRequestBody; response: SettlementResponse }
  'GET /revenue/settlements': {
    request: { creatorOid?: string }
    response: SettlementListResponse
  }
  'GET /revenue/settlements/:oid': { request: { oid: string }; response: SettlementDetailResponse }
  'GET /revenue/admin/totals': {
    request: { startDate: string; endDate: string; period?: RevenuePeriod }
    response: AdminRevenueTotals
  }
  'GET /revenue/admin/settlements': {
    request: { status?: 'processing' | 'complete' }
    response: AdminSettlementListResponse
  }
  'POST /revenue/admin/settlements/:oid/complete': {
    request: { oid: string }
    response: SettlementResponse
  }
  'GET /payouts/:creatorOid/:type': {
    request: { creatorOid: string; type: 'edit' | 'show' }
    response: PayoutScreenResponse
  }
  'POST /payouts/:creatorOid/edit': {
    request: { creatorOid: string } & PayoutAccountBody & PayoutStepUp
    response: { account: PayoutAccount }
  }
  'GET /content/creator-analytics': {
    request: { creatorOid?: string; startDate?: string; endDate?: string }
    response: CreatorAnalyticsResponse
  }
}
