import { Hono } from 'hono'
import { sql } from 'kysely'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  inputDate,
  objectIdField,
  queryInteger,
  readQuery,
  requireAdmin,
} from '../../http'
import type { ChatRuntime } from '../chat-runtime'

const oid = objectIdField()
const DAY_MS = 86_400_000

/** `from`/`to` (ISO dates or times), default the last 30 days, at most a year apart. */
function period(now: Date, query: { from?: Date | undefined; to?: Date | undefined }) {
  const to = query.to ?? now
  const from = query.from ?? new Date(to.getTime() - 30 * DAY_MS)
  if (from >= to) throw badRequest('INVALID_PERIOD', '`from` must be before `to`.')
  if (to.getTime() - from.getTime() > 366 * DAY_MS)
    throw badRequest('INVALID_PERIOD', 'A report covers at most a year.')
  return { from, to }
}

const periodQuery = {
  from: inputDate().optional(),
  to: inputDate().optional(),
}

/**
 * The spec's admin credit metrics: `creator/consume` (credits players spent on each
 * creator's stories) and `credit-event` (a daily series of what paid for chats: credits,
 * coupon chats, comment refunds).
 */
export function creditReportRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/creator/consume', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        ...periodQuery,
        creatorOid: oid.optional(),
        limit: queryInteger(z.number().int().min(1).max(1000)).default(100),
      }),
    )
    const { from, to } = period(deps.clock.now(), query)
    const rows = await db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_rooms as r', 'r.oid', 'm.room_oid')
      .select([
        'r.content_oid as contentOid',
        sql<number>`sum(m.credits_charged)::int`.as('credits'),
        sql<number>`count(*)::int`.as('chats'),
        sql<number>`count(distinct coalesce(r.owner_user_oid, r.owner_guest_device))::int`.as(
          'players',
        ),
      ])
      .where('m.role', '=', 'assistant')
      .where('m.status', '=', 'complete')
      .where('m.request_id', 'is not', null)
      .where('m.created_at', '>=', from)
      .where('m.created_at', '<', to)
      .groupBy('r.content_oid')
      .execute()
    // Stories belong to the stories area: ask it who made each one.
    const byCreator = new Map<
      string,
      {
        creatorOid: string
        credits: number
        chats: number
        contents: Array<{ contentOid: string; title: string; credits: number; chats: number }>
      }
    >()
    for (const row of rows) {
      const story = await deps.stories.getPublishedContent(row.contentOid).catch(() => null)
      const creatorOid = story?.content.ownerOid
      if (!creatorOid || (query.creatorOid && creatorOid !== query.creatorOid)) continue
      let entry = byCreator.get(creatorOid)
      if (!entry) {
        entry = { creatorOid, credits: 0, chats: 0, contents: [] }
        byCreator.set(creatorOid, entry)
      }
      entry.credits += row.credits
      entry.chats += row.chats
      entry.contents.push({
        contentOid: row.contentOid,
        title: story.content.title,
        credits: row.credits,
        chats: row.chats,
      })
    }
    const creators = [...byCreator.values()]
      .map((entry) => ({
        ...entry,
        contents: entry.contents.sort((a, b) => b.credits - a.credits),
      }))
      .sort((a, b) => b.credits - a.credits || b.chats - a.chats)
      .slice(0, query.limit)
    return c.json({ from, to, creators })
  })

  app.get('/credit-event', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object(periodQuery))
    const { from, to } = period(deps.clock.now(), query)
    const day = (column: string) =>
      sql<string>`to_char(date_trunc('day', ${sql.ref(column)} at time zone 'UTC'), 'YYYY-MM-DD')`
    const [chats, coupons, refunds] = await Promise.all([
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
    const days = new Map<
      string,
      {
        day: string
        chats: number
        paidChats: number
        creditsCharged: number
        couponChats: number
        commentRefunds: number
        creditsRefunded: number
      }
    >()
    const at = (key: string) => {
      let entry = days.get(key)
      if (!entry) {
        entry = {
          day: key,
          chats: 0,
          paidChats: 0,
          creditsCharged: 0,
          couponChats: 0,
          commentRefunds: 0,
          creditsRefunded: 0,
        }
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
      {
        chats: 0,
        paidChats: 0,
        creditsCharged: 0,
        couponChats: 0,
        commentRefunds: 0,
        creditsRefunded: 0,
      },
    )
    return c.json({ from, to, days: series, totals })
  })

  return app
}
