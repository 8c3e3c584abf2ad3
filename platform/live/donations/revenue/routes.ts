/** Live revenue calls under `/api/live` (spec §7 "Revenue", "Admin tools"). */
import { Hono } from 'hono'
import {
  type AppEnv,
  noteAdminChange,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../../http'
import { LIVE_DONATION_TYPES, LIVE_TICKET_TYPES } from './contract'
import {
  creatorWindowQuery,
  externalDonationRequest,
  externalListQuery,
  sponsoredQuery,
  windowQuery,
} from './requests'
import type { LiveRevenueService } from './service'

export function liveRevenueRoutes(revenue: LiveRevenueService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/revenue/total/tickets', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, windowQuery)
    return c.json(await revenue.totals(LIVE_TICKET_TYPES, query.startDate, query.endDate))
  })

  routes.get('/admin/revenue/total/donations', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, windowQuery)
    return c.json(await revenue.totals(LIVE_DONATION_TYPES, query.startDate, query.endDate))
  })

  routes.get('/revenue/tickets', async (c) => {
    const user = requireUser(c)
    return c.json(
      await revenue.creatorRevenue(user, LIVE_TICKET_TYPES, readQuery(c, creatorWindowQuery)),
    )
  })

  routes.get('/revenue/donations', async (c) => {
    const user = requireUser(c)
    return c.json(
      await revenue.creatorRevenue(user, LIVE_DONATION_TYPES, readQuery(c, creatorWindowQuery)),
    )
  })

  routes.get('/sponsored/creators', async (c) => {
    const user = requireUser(c)
    const { userOid } = readQuery(c, sponsoredQuery)
    return c.json(await revenue.sponsoredCreators(user, userOid ?? user.oid))
  })

  routes.post('/admin/donation/external', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, externalDonationRequest)
    const booked = await revenue.recordExternal(admin, body)
    // Once per key: a replay of the same donation books and logs nothing.
    noteAdminChange(
      c,
      booked.replayed
        ? { unchanged: true }
        : {
            action: 'live.external-donation',
            target: { kind: 'user', oid: body.creatorOid },
            after: {
              key: body.key,
              coin: booked.coin,
              creatorShare: booked.creatorShare,
              platformFee: booked.platformFee,
              source: body.source,
              content: body.content,
            },
          },
    )
    return c.json(booked)
  })

  routes.get('/admin/donation/external', async (c) => {
    requireAdmin(c)
    return c.json(await revenue.externalDonations(readQuery(c, externalListQuery)))
  })

  return routes
}
