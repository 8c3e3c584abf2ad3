/** Coin events of a creator: pages of events and aggregates from the wallet's kept daily rows. */
import { badRequest } from '../../http'
import type { CreatorDailyRow } from '../../wallet'
import { dayOf } from '../calendar'
import { categoryOf, NOT_REVENUE_TYPES, REVENUE_CATEGORIES } from '../categories'
import type {
  CategoryTotal,
  CreatorAggregateResponse,
  CreatorCoinEventsResponse,
  EventAggregateResponse,
  LegacyRevenueResponse,
  MonthlyRevenue,
  MonthTotal,
} from '../contract'
import { dayRange, type InstantRange } from '../dates'
import type { RevenueWallet } from '../ports'

/** Revenue rows only (a settlement is a payout). */
const revenueRows = (rows: CreatorDailyRow[]) =>
  rows.filter((row) => !NOT_REVENUE_TYPES.has(row.type))

export function monthTotals(rows: CreatorDailyRow[]): MonthTotal[] {
  const months = new Map<string, MonthTotal>()
  for (const row of revenueRows(rows)) {
    const month = row.day.slice(0, 7)
    const total = months.get(month) ?? { month, coins: 0, count: 0 }
    total.coins += row.coins
    total.count += row.count
    months.set(month, total)
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1))
}

export function categoryTotals(rows: CreatorDailyRow[]): CategoryTotal[] {
  const totals = new Map(
    REVENUE_CATEGORIES.map((category) => [category, { category, coins: 0, count: 0 }]),
  )
  for (const row of revenueRows(rows)) {
    const total = totals.get(categoryOf(row.type))
    if (!total) continue
    total.coins += row.coins
    total.count += row.count
  }
  return [...totals.values()]
}

/** Each month of `months` with its categories (months without rows are zero). */
export function monthlyRevenue(rows: CreatorDailyRow[], months: string[]): MonthlyRevenue[] {
  return months.map((month) => {
    const inMonth = rows.filter((row) => row.day.slice(0, 7) === month)
    const categories = categoryTotals(inMonth)
    return { month, coins: categories.reduce((sum, c) => sum + c.coins, 0), categories }
  })
}

interface Token {
  createdAt: Date
  id: string
}

function encodeToken(token: Token): string {
  return Buffer.from(JSON.stringify([token.createdAt.toISOString(), token.id])).toString(
    'base64url',
  )
}

function decodeToken(value: string): Token {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    const date = new Date(createdAt)
    if (typeof id === 'string' && typeof createdAt === 'string' && !Number.isNaN(date.getTime())) {
      return { createdAt: date, id }
    }
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest('INVALID_NEXT_TOKEN', 'nextToken is not a token this server issued.')
}

export function createCoinEvents(deps: { wallet: RevenueWallet; legacyCutoff: string }) {
  const { wallet } = deps
  // By month in the database: a few dozen rows whatever the number of events.
  const monthly = (creatorOid: string, range: InstantRange) =>
    wallet.creatorEarnings.daily({ creatorOid, ...dayRange(range), grain: 'month' })

  return {
    monthly,
    async events(input: {
      creatorOid: string
      range: InstantRange
      type?: string
      count: number
      nextToken?: string
    }): Promise<CreatorCoinEventsResponse> {
      const before = input.nextToken ? decodeToken(input.nextToken) : undefined
      const rows = await wallet.creatorEarnings.events({
        creatorOid: input.creatorOid,
        ...input.range,
        ...(input.type ? { type: input.type } : {}),
        limit: input.count + 1,
        ...(before ? { before } : {}),
      })
      const page = rows.slice(0, input.count)
      const last = page.at(-1)
      return {
        creatorOid: input.creatorOid,
        events: page.map((event) => ({
          oid: event.oid,
          type: event.type,
          category: categoryOf(event.type),
          coins: event.coins,
          createTime: event.createdAt.toISOString(),
          fromUserOid: typeof event.metadata.userOid === 'string' ? event.metadata.userOid : null,
          metadata: event.metadata,
        })),
        nextToken:
          rows.length > input.count && last
            ? encodeToken({ createdAt: last.createdAt, id: last.oid })
            : null,
      }
    },
    async creatorAggregate(
      creatorOid: string,
      range: InstantRange,
      query: { startDate?: string; endDate?: string },
    ): Promise<CreatorAggregateResponse> {
      const months = monthTotals(await monthly(creatorOid, range))
      return {
        creatorOid,
        startDate: query.startDate ?? null,
        endDate: query.endDate ?? null,
        totalCoins: months.reduce((sum, month) => sum + month.coins, 0),
        count: months.reduce((sum, month) => sum + month.count, 0),
        months,
      }
    },
    async eventAggregate(creatorOid: string, range: InstantRange): Promise<EventAggregateResponse> {
      const cells = new Map<string, EventAggregateResponse['rows'][number]>()
      for (const row of revenueRows(await monthly(creatorOid, range))) {
        const month = row.day.slice(0, 7)
        const key = `${month}|${row.type}`
        const cell = cells.get(key) ?? {
          month,
          type: row.type,
          category: categoryOf(row.type),
          coins: 0,
          count: 0,
        }
        cell.coins += row.coins
        cell.count += row.count
        cells.set(key, cell)
      }
      return { creatorOid, rows: [...cells.values()] }
    },
    async coinTypeAggregate(creatorOid: string, range: InstantRange) {
      const types = new Map<string, { type: string; coins: number; count: number }>()
      for (const row of revenueRows(await monthly(creatorOid, range))) {
        const total = types.get(row.type) ?? { type: row.type, coins: 0, count: 0 }
        total.coins += row.coins
        total.count += row.count
        types.set(row.type, total)
      }
      return [...types.values()].sort((a, b) => (a.type < b.type ? -1 : 1))
    },
    async legacyRevenue(creatorOid: string): Promise<LegacyRevenueResponse> {
      const cutoff = new Date(deps.legacyCutoff)
      const months = monthTotals(
        await wallet.creatorEarnings.daily({ creatorOid, toDay: dayOf(cutoff), grain: 'month' }),
      )
      return {
        creatorOid,
        cutoff: cutoff.toISOString(),
        totalCoins: months.reduce((sum, month) => sum + month.coins, 0),
        months,
      }
    },
  }
}

export type CoinEvents = ReturnType<typeof createCoinEvents>
