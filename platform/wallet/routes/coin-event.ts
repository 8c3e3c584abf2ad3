/**
 * /coinevent: a user's coin history. A creator's earnings by coin type are the revenue
 * area's (`/coinevent/creator/aggregate/coinType`, from its kept daily rows).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, forbidden, isInputDateInRange, readQuery, requireUser } from '../../http'
import type { WalletService } from '../service'

// An ISO date or time, kept as written (a date-only end covers its whole day), within the
// years PostgreSQL stores as written ('0000-01-01' passes the ISO shape: it answered 500).
const isoDate = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .refine((value) => isInputDateInRange(new Date(value)), 'Dates start in 1970 and end in 9999.')
const dateRange = {
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
}
const historyQuery = z.object({
  userOid: z.string().refine(isObjectId, 'userOid must be a 24-character id').optional(),
  ...dateRange,
})

/** A date-only end covers that whole UTC day. */
function range(query: { startDate?: string | undefined; endDate?: string | undefined }) {
  const start = query.startDate ? new Date(query.startDate) : undefined
  const end = query.endDate
    ? new Date(new Date(query.endDate).getTime() + (query.endDate.length === 10 ? 86_400_000 : 0))
    : undefined
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) }
}

export function coinEventRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()

  routes.get('/', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, historyQuery)
    const userOid = query.userOid ?? user.oid
    // Own history only; admins may read anyone's.
    if (userOid !== user.oid && !user.roles.includes('admin')) throw forbidden()
    return c.json({ userOid, events: await wallet.coinHistory({ userOid, ...range(query) }) })
  })

  return routes
}
