/** /revenue/admin/totals: the platform's revenue by period and category, for admins only. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, readQuery, requireAdmin } from '../../http'
import type { RevenueTotals } from './service'

const day = z.iso.date('Dates are YYYY-MM-DD.')

const totalsQuery = z.object({
  startDate: day,
  endDate: day,
  period: z.enum(['day', 'week', 'month'], 'period is day, week or month.').default('day'),
})

export function revenueTotalsRoutes(totals: RevenueTotals) {
  const routes = new Hono<AppEnv>()
  routes.get('/admin/totals', async (c) => {
    requireAdmin(c)
    return c.json(await totals.totals(readQuery(c, totalsQuery)))
  })
  return routes
}
