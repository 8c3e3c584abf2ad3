/**
 * /admin/refund: an admin reverses one ledger transaction of a user, entry by entry, with a
 * reason (wallet/refund.ts: once per transaction, never past a balance, never a delete). Keyed
 * by the request id, so a retry books nothing twice; the audit log keeps the user's balances
 * before and after and the reason.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, noteAdminChange, readBody, requireAdmin } from '../../http'
import type { WalletService } from '../service'

const adminRefundRequest = z.object({
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'transactionId is a transaction id.'),
  reason: z
    .string('Give a reason for the refund.')
    .trim()
    .min(3, 'Give a reason for the refund.')
    .max(200, 'The reason is at most 200 characters.'),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _.'),
})

export function adminRefundRoutes(wallet: WalletService) {
  const routes = new Hono<AppEnv>()
  routes.post('/refund', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, adminRefundRequest)
    const refunded = await wallet.refund({
      key: `admin-refund:${body.requestId}`,
      transactionId: body.transactionId,
      metadata: { reason: body.reason, refundedBy: admin.oid },
    })
    const userOid = typeof refunded.metadata.userOid === 'string' ? refunded.metadata.userOid : null
    noteAdminChange(
      c,
      refunded.replayed
        ? { unchanged: true }
        : {
            action: 'wallet.refund',
            ...(userOid ? { target: { kind: 'user', oid: userOid } } : {}),
            before: { transactionId: body.transactionId },
            after: {
              refundTransactionId: refunded.id,
              entries: refunded.entries.map((entry) => ({
                account: entry.account,
                amount: entry.amount,
              })),
            },
            reason: body.reason,
          },
    )
    return c.json({ refundTransactionId: refunded.id, replayed: refunded.replayed })
  })
  return routes
}
