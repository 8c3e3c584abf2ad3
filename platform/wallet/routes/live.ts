/** /live/paymenthistory: the user's coin purchases, 10 per page. */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, readQuery, requireUser } from '../../http'
import type { WalletService } from '../service'

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

export function liveRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()
  routes.get('/paymenthistory', async (c) => {
    const user = requireUser(c)
    const { page } = readQuery(c, pageQuery)
    return c.json(await wallet.paymentHistory({ userOid: user.oid, page }))
  })
  return routes
}
