/** `credit-event`: a daily series of what paid for chats (credits, coupon chats, comment refunds). */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'

export interface DailyChats {
  day: string
  chats: number
  paidChats: number
  creditsCharged: number
}
export interface DailyCouponChats {
  day: string
  couponChats: number
}
export interface DailyRefunds {
  day: string
  commentRefunds: number
  creditsRefunded: number
}

export type CreditEventTotals = Omit<DailyChats & DailyCouponChats & DailyRefunds, 'day'>
export type CreditEventDay = CreditEventTotals & { day: string }

/** A UTC day as `YYYY-MM-DD`. */
const day = (column: string) =>
  sql<string>`to_char(date_trunc('day', ${sql.ref(column)} at time zone 'UTC'), 'YYYY-MM-DD')`

/** The three daily counts in [from, to), read together. */
export async function dailyCreditEvents(
  db: Kysely<DB>,
  from: Date,
  to: Date,
): Promise<[DailyChats[], DailyCouponChats[], DailyRefunds[]]> {
  return Promise.all([
    db
      .selectFrom('chat_messages')
      .select([
        day('created_at').as('day'),
        sql<number>`count(*)::int`.as('chats'),
        sql<number>`count(*) filter (where credits_charged > 0)::int`.as('paidChats'),
        sql<number>`coalesce(sum(credits_charged), 0)::int`.as('creditsCharged'),
      ])
      .where('role', '=', 'assistant')
      .where('status', '=', 'complete')
      .where('request_id', 'is not', null)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('chat_coupon_uses')
      .select([day('created_at').as('day'), sql<number>`count(*)::int`.as('couponChats')])
      .where('status', '=', 'used')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('story_comment_refunds')
      .select([
        day('created_at').as('day'),
        sql<number>`count(*)::int`.as('commentRefunds'),
        sql<number>`coalesce(sum(credits), 0)::int`.as('creditsRefunded'),
      ])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy(sql`1`)
      .execute(),
  ])
}

const noEvents = (): CreditEventTotals => ({
  chats: 0,
  paidChats: 0,
  creditsCharged: 0,
  couponChats: 0,
  commentRefunds: 0,
  creditsRefunded: 0,
})

/** The three counts joined by day (a day missing from one counts zero there), oldest first, and their sums. */
export function creditEventSeries(
  chats: readonly DailyChats[],
  coupons: readonly DailyCouponChats[],
  refunds: readonly DailyRefunds[],
): { days: CreditEventDay[]; totals: CreditEventTotals } {
  const days = new Map<string, CreditEventDay>()
  const at = (key: string) => {
    let entry = days.get(key)
    if (!entry) {
      entry = { day: key, ...noEvents() }
      days.set(key, entry)
    }
    return entry
  }
  for (const row of chats) Object.assign(at(row.day), row)
  for (const row of coupons) at(row.day).couponChats = row.couponChats
  for (const row of refunds) Object.assign(at(row.day), row)
  const series = [...days.values()].sort((a, b) => a.day.localeCompare(b.day))
  const totals = series.reduce(
    (sum, entry) => ({
      chats: sum.chats + entry.chats,
      paidChats: sum.paidChats + entry.paidChats,
      creditsCharged: sum.creditsCharged + entry.creditsCharged,
      couponChats: sum.couponChats + entry.couponChats,
      commentRefunds: sum.commentRefunds + entry.commentRefunds,
      creditsRefunded: sum.creditsRefunded + entry.creditsRefunded,
    }),
    noEvents(),
  )
  return { days: series, totals }
}
