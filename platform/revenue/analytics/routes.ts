/** GET /content/creator-analytics: refused at peak hours (Korea time), else the report. */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, badRequest, type Clock, readQuery, requireUser } from '../../http'
import { readableCreator } from '../access'
import { addDays, dayOf } from '../calendar'
import { dayRange, instantRange, isoDate } from '../dates'
import { revenueErrors } from '../errors'
import type { RevenueSettings } from '../settings'
import { isPeakHour } from './peak-hours'
import type { Analytics } from './service'

/** At most a year of days in one report. */
const MAX_DAYS = 366

const query = z.object({
  creatorOid: z.string().refine(isObjectId, 'creatorOid must be a 24-character id').optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
})

export function analyticsRoutes(analytics: Analytics, clock: Clock, settings: RevenueSettings) {
  const routes = new Hono<AppEnv>()

  routes.get('/creator-analytics', async (c) => {
    const user = requireUser(c)
    const input = readQuery(c, query)
    const creatorOid = readableCreator(user, input.creatorOid)
    const now = clock.now()
    if (isPeakHour(now, settings.peakHours)) throw revenueErrors.peakHours()
    const range = dayRange(instantRange(input))
    const toDay = range.toDay ?? addDays(dayOf(now), 1)
    const fromDay = range.fromDay ?? addDays(toDay, -30)
    if (fromDay >= toDay) throw badRequest('INVALID_PERIOD', 'startDate must be before endDate.')
    if (Date.parse(toDay) - Date.parse(fromDay) > MAX_DAYS * 86_400_000) {
      throw badRequest('INVALID_PERIOD', `A report covers at most ${MAX_DAYS} days.`)
    }
    return c.json(await analytics.report({ creatorOid, fromDay, toDay }))
  })

  return routes
}
