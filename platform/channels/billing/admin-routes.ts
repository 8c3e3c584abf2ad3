/**
 * Admins: failed renewals under `/api/payment/admin/renewals` (docs/admin/money.md). The
 * list reads; a retry charges the period now through the renewal path, once per request
 * id; ending stops a period the grace would keep trying. Both changes are audited once.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { isObjectId } from '../../db'
import { type AppEnv, noteAdminChange, readBody, readQuery, requireAdmin } from '../../http'
import type { AdminRenewals } from './admin-renewals'

const subscriptionOid = z.string().refine(isObjectId, 'subscriptionOid must be a 24-character id')
const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period is YYYY-MM.')

const listQuery = z.object({
  q: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isObjectId(value),
      'Search by a user’s or a creator’s 24-character id.',
    )
    .optional(),
  before: z.string().max(40).optional(),
})
const retryBody = z.object({
  subscriptionOid,
  period,
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId is 8 to 64 letters, digits, - or _.'),
})
const endBody = z.object({
  subscriptionOid,
  period,
  reason: z
    .string('Give a reason for ending this subscription.')
    .trim()
    .min(3, 'Give a reason for ending this subscription.')
    .max(200, 'The reason is at most 200 characters.'),
})

export function adminRenewalRoutes(renewals: AdminRenewals) {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/renewals', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, listQuery)
    return c.json(
      await renewals.list({
        ...(query.q ? { who: query.q } : {}),
        ...(query.before ? { before: query.before } : {}),
      }),
    )
  })

  routes.post('/admin/renewals/retry', async (c) => {
    requireAdmin(c)
    const body = readBody(c, retryBody)
    const answer = await renewals.retry(body)
    noteAdminChange(
      c,
      answer.replayed
        ? { unchanged: true }
        : {
            action: 'billing.renewal-retry',
            target: { kind: 'subscription', oid: body.subscriptionOid },
            before: { period: body.period, status: 'due' },
            after: {
              period: body.period,
              outcome: answer.outcome,
              status: answer.status,
              failedAttempts: answer.failedAttempts,
              paymentOid: answer.paymentOid,
              reason: answer.reason,
            },
          },
    )
    return c.json(answer)
  })

  routes.post('/admin/renewals/end', async (c) => {
    requireAdmin(c)
    const body = readBody(c, endBody)
    const ended = await renewals.end(body)
    noteAdminChange(c, {
      action: 'billing.renewal-end',
      target: { kind: 'subscription', oid: body.subscriptionOid },
      before: { period: body.period, status: 'due', failedAttempts: ended.before.attempts },
      after: { period: body.period, status: 'ended', subscription: 'cancelled' },
      reason: body.reason,
    })
    return c.json({
      subscriptionOid: ended.subscriptionOid,
      period: ended.period,
      status: 'ended' as const,
    })
  })

  return routes
}
