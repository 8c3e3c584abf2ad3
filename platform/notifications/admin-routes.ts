/**
 * The admin's push and resend calls under `/api/account/admin/` (docs/admin/people.md):
 * a push's audience, the push itself (batch by batch), the pushes sent, a user's stored
 * notifications, one notification by id, and a resend. Admins only; each change is named
 * in the audit log.
 */
import { Hono } from 'hono'
import {
  type AppEnv,
  noteAdminChange,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../http'
import { type AdminPushDeps, listPushes, sendAdminPush } from './admin-push'
import {
  notificationQuery,
  pushAudienceQuery,
  pushListQuery,
  pushRequest,
  resendRequest,
  userNotificationsQuery,
} from './admin-requests'
import { adminNotification, resendNotification, userNotifications } from './admin-resend'

export function adminNotificationRoutes(deps: AdminPushDeps) {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/push/audience', async (c) => {
    requireAdmin(c)
    const audience = readQuery(c, pushAudienceQuery)
    return c.json({ recipients: deps.audience ? await deps.audience.count(audience) : 0 })
  })
  routes.post('/admin/push', async (c) => {
    const admin = requireUser(c)
    requireAdmin(c)
    const input = readBody(c, pushRequest)
    const { before, beforeDelivered, ...progress } = await sendAdminPush(deps, admin.oid, input)
    // Each call that walks accounts is logged with how far the push got before and after it.
    noteAdminChange(
      c,
      progress.sent === before
        ? { unchanged: true }
        : {
            action: 'notification.push',
            target: input.userOid
              ? { kind: 'user', oid: input.userOid }
              : { kind: 'segment', oid: input.segment },
            before: { sent: before, delivered: beforeDelivered },
            after: {
              pushOid: progress.oid,
              sent: progress.sent,
              delivered: progress.delivered,
              recipients: progress.recipients,
              segment: input.segment,
              title: input.title,
              requestId: input.requestId,
            },
          },
    )
    return c.json(progress)
  })
  routes.get('/admin/pushes', async (c) => {
    requireAdmin(c)
    return c.json(await listPushes(deps, readQuery(c, pushListQuery)))
  })
  routes.get('/admin/notifications', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, userNotificationsQuery)
    return c.json(await userNotifications(deps, query, c.get('lang')))
  })
  routes.get('/admin/notification', async (c) => {
    requireAdmin(c)
    const { oid } = readQuery(c, notificationQuery)
    return c.json({ notification: await adminNotification(deps, oid, c.get('lang')) })
  })
  routes.post('/admin/notification/resend', async (c) => {
    const admin = requireUser(c)
    requireAdmin(c)
    const input = readBody(c, resendRequest)
    const outcome = await resendNotification(deps, admin.oid, input)
    noteAdminChange(
      c,
      outcome.repeated
        ? { unchanged: true }
        : {
            action: 'notification.resend',
            target: { kind: 'notification', oid: input.notificationOid },
            before: { resent: false },
            after: {
              resent: true,
              resentOid: outcome.resentOid,
              userOid: outcome.userOid,
              kind: outcome.kind,
              requestId: input.requestId,
            },
          },
    )
    const { kind: _kind, ...answer } = outcome
    return c.json(answer)
  })
  return routes
}
