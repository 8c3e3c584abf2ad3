/**
 * /admin/bonuscoins: an admin grants bonus coins with a reason. One ledger transaction from
 * promotions, keyed by the request id (a retry books nothing twice; the same id with another
 * body is refused), seen in the user's coin history as a bonus; the audit log keeps the
 * balance before and after and the reason.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, noteAdminChange, readBody, requireAdmin } from '../../http'
import type { WalletService } from '../service'

export const ADMIN_BONUS_MAX = 1_000_000

const adminBonusRequest = z.object({
  userOid: z.string().refine(isObjectId, 'userOid must be a 24-character id'),
  coins: z
    .number('Enter the number of bonus coins.')
    .int('Bonus coins are whole coins.')
    .min(1, 'Grant at least 1 bonus coin.')
    .max(ADMIN_BONUS_MAX, 'Grant at most 1,000,000 bonus coins at once.'),
  reason: z
    .string('Give a reason the user can be told.')
    .trim()
    .min(3, 'Give a reason the user can be told.')
    .max(200, 'The reason is at most 200 characters.'),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _.'),
})

export function adminBonusRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()
  routes.post('/bonuscoins', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, adminBonusRequest)
    const before = await wallet.balances(body.userOid)
    const booked = await wallet.grant({
      key: `admin-bonus:${body.requestId}`,
      userOid: body.userOid,
      kind: 'bonus_coins',
      amount: body.coins,
      metadata: { reason: body.reason, grantedBy: admin.oid },
    })
    const after = await wallet.balances(body.userOid)
    noteAdminChange(
      c,
      booked.replayed
        ? { unchanged: true }
        : {
            action: 'wallet.bonus-coins',
            target: { kind: 'user', oid: body.userOid },
            before: { bonusCoins: before.bonusCoins },
            after: { bonusCoins: after.bonusCoins, granted: body.coins },
            reason: body.reason,
          },
    )
    return c.json({
      transactionId: booked.id,
      replayed: booked.replayed,
      bonusCoins: after.bonusCoins,
    })
  })
  return routes
}
