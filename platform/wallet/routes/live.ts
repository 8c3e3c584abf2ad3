/** /live/paymenthistory: a user's coin purchases, `count` (default 10) at a time. */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, forbidden, queryInteger, readQuery, requireUser } from '../../http'
import { PAYMENT_HISTORY_MAX_COUNT, PAYMENT_HISTORY_PAGE_SIZE } from '../history'
import type { WalletService } from '../service'

// The spec's parameters: userOid, nextToken, count (default 10).
const historyQuery = z.object({
  userOid: z.string().refine(isObjectId, 'userOid must be a 24-character id').optional(),
  nextToken: z.string().min(1).max(200).optional(),
  count: queryInteger(z.number().int().min(1).max(PAYMENT_HISTORY_MAX_COUNT)).default(
    PAYMENT_HISTORY_PAGE_SIZE,
  ),
})

export function liveRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()
  routes.get('/paymenthistory', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, historyQuery)
    const userOid = query.userOid ?? user.oid
    // Own purchases only; admins may read anyone's (as /coinevent).
    if (userOid !== user.oid && !user.roles.includes('admin')) throw forbidden()
    const page = await wallet.paymentHistory({
      userOid,
      count: query.count,
      ...(query.nextToken === undefined ? {} : { nextToken: query.nextToken }),
    })
    return c.json({ userOid, ...page })
  })
  return routes
}
