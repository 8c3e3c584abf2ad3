/** /revenue calls: summary, monthly revenue, settlement requests and history, admin completion, calendar. */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import {
  type AppEnv,
  type Clock,
  forbidden,
  parseInput,
  queryInteger,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { isAdmin, isCreator, readableCreator } from '../access'
import { type BusinessCalendar, isMonth } from '../calendar'
import type {
  AdminSettlementListResponse,
  CalendarMonthResponse,
  MonthlyRevenueResponse,
  SettlementDetailResponse,
  SettlementListResponse,
  SettlementResponse,
} from '../contract'
import { revenueErrors } from '../errors'
import { CURRENCY_COUNTRY } from '../money'
import type { RevenueSettings } from '../settings'
import { monthRate, payoutDate } from './rules'
import type { Settlements } from './service'

const creatorOid = z.string().refine(isObjectId, 'creatorOid must be a 24-character id').optional()
const oidParam = z.object({ oid: z.string().refine(isObjectId, 'Expected a 24-character id') })

const COUNTRY_CURRENCY = { KR: 'KRW', JP: 'JPY', US: 'USD' } as const

export function settlementRoutes(
  settlements: Settlements,
  calendar: BusinessCalendar,
  settings: RevenueSettings,
  clock: Clock,
) {
  const routes = new Hono<AppEnv>()

  routes.get('/summary', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ creatorOid }))
    return c.json(await settlements.summary(readableCreator(user, query.creatorOid)))
  })

  routes.get('/monthly', async (c) => {
    const user = requireUser(c)
    const query = readQuery(
      c,
      z.object({ creatorOid, year: queryInteger(z.number().int().min(2000).max(2100)).optional() }),
    )
    const target = readableCreator(user, query.creatorOid)
    const year = query.year ?? clock.now().getUTCFullYear()
    const body: MonthlyRevenueResponse = {
      creatorOid: target,
      year,
      months: await settlements.monthly(target, year),
    }
    return c.json(body)
  })

  routes.post('/settlement', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, z.object({ creatorOid }))
    const target = readableCreator(user, body.creatorOid)
    if (!isCreator(user) && !isAdmin(user)) throw forbidden()
    const answer: SettlementResponse = { settlement: await settlements.request(target) }
    return c.json(answer)
  })

  routes.get('/settlements', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ creatorOid }))
    const target = readableCreator(user, query.creatorOid)
    const body: SettlementListResponse = {
      creatorOid: target,
      settlements: await settlements.list(target),
    }
    return c.json(body)
  })

  routes.get('/settlements/:oid', async (c) => {
    const user = requireUser(c)
    const { oid } = parseInput(oidParam, c.req.param())
    const settlement = await settlements.find(oid)
    // Someone else's settlement answers as a missing one.
    if (!settlement || (settlement.creatorOid !== user.oid && !isAdmin(user))) {
      throw revenueErrors.settlementNotFound()
    }
    const body: SettlementDetailResponse = await settlements.detail(settlement)
    return c.json(body)
  })

  routes.get('/admin/settlements', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object({ status: z.enum(['processing', 'complete']).optional() }))
    const body: AdminSettlementListResponse = {
      settlements: await settlements.adminList(query.status),
    }
    return c.json(body)
  })

  routes.post('/admin/settlements/:oid/complete', async (c) => {
    const admin = requireAdmin(c)
    const { oid } = parseInput(oidParam, c.req.param())
    const body: SettlementResponse = { settlement: await settlements.complete(oid, admin.oid) }
    return c.json(body)
  })

  routes.get('/calendar', async (c) => {
    requireUser(c)
    const query = readQuery(
      c,
      z.object({
        country: z.enum(['KR', 'JP', 'US']).default('KR'),
        month: z.string().refine(isMonth, 'month must be YYYY-MM').optional(),
      }),
    )
    const month = query.month ?? clock.now().toISOString().slice(0, 7)
    const currency = COUNTRY_CURRENCY[query.country]
    const rate = monthRate(calendar, currency, month)
    const body: CalendarMonthResponse = {
      country: query.country,
      month,
      holidays: calendar.holidays(query.country, month),
      lastBusinessDay: calendar.lastBusinessDay(CURRENCY_COUNTRY[currency], month),
      payoutDate: payoutDate(calendar, query.country, month, settings.payoutDay),
      exchangeRate: Number.isFinite(rate.perUsd) ? rate : null,
      source: calendar.source,
    }
    return c.json(body)
  })

  return routes
}
