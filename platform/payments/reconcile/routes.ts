/**
 * Admins: charge reconciliation under `/api/payment/admin/reconciliation`
 * (docs/admin/money.md). The report reads; settling a difference books one ledger
 * transaction with a reason, audited once (a replay of the same request logs nothing).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, noteAdminChange, readBody, readQuery, requireAdmin } from '../../http'
import { VERDICTS } from './contract'
import { type ReconcileDeps, reconciliationReport, settleDifference } from './service'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
const reportQuery = z.object({
  from: day,
  to: day,
  verdict: z.enum([...VERDICTS, 'differences']).optional(),
  q: z.string().trim().max(64).optional(),
  before: z.string().max(120).optional(),
})
const settleBody = z.object({
  paymentOid: z.string().refine(isObjectId, 'paymentOid must be a 24-character id'),
  verdict: z.enum(['missing_ours', 'missing_theirs', 'amount_mismatch']),
  coins: z
    .number('Enter the coins to move.')
    .int('Coins are whole coins.')
    .min(-1_000_000, 'Move at most 1,000,000 coins.')
    .max(1_000_000, 'Move at most 1,000,000 coins.')
    .refine((value) => value !== 0, 'Enter the coins to move.'),
  reason: z
    .string('Give a reason for this settlement.')
    .trim()
    .min(3, 'Give a reason for this settlement.')
    .max(200, 'The reason is at most 200 characters.'),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _.'),
})

export function reconciliationRoutes(deps: ReconcileDeps) {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/reconciliation', async (c) => {
    requireAdmin(c)
    return c.json(await reconciliationReport(deps, readQuery(c, reportQuery)))
  })

  routes.post('/admin/reconciliation/settle', async (c) => {
    const admin = requireAdmin(c)
    const body = readBody(c, settleBody)
    const settled = await settleDifference(deps, admin, body)
    noteAdminChange(
      c,
      settled.replayed
        ? { unchanged: true }
        : {
            action: 'payments.reconciliation-settle',
            target: { kind: 'payment', oid: body.paymentOid },
            before: { verdict: body.verdict },
            after: { coins: body.coins, transactionId: settled.transactionId },
            reason: body.reason,
          },
    )
    return c.json(settled)
  })

  return routes
}
