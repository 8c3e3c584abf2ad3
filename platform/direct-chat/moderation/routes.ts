/**
 * `/api/chat/admin/…` moderation calls: global-room bans and the reports' review, each
 * change written once to the admin audit log.
 */
import { Hono } from 'hono'
import { type AppEnv, noteAdminChange, readBody, readQuery, requireAdmin } from '../../http'
import { banBody, bansQuery, reportsQuery, reviewBody, unbanBody } from './requests'
import type { DirectChatModeration } from './service'

export function moderationRoutes(service: DirectChatModeration): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/global-chat-room/bans', async (c) => {
    requireAdmin(c)
    return c.json(await service.globalBans(readQuery(c, bansQuery)))
  })

  routes.post('/admin/global-chat-room/ban', async (c) => {
    const admin = requireAdmin(c)
    const { ban, created } = await service.banFromGlobal(admin, readBody(c, banBody))
    noteAdminChange(
      c,
      created
        ? {
            action: 'direct-chat.global-room-ban',
            target: { kind: 'direct-chat-room', oid: ban.roomId },
            after: ban,
          }
        : { unchanged: true },
    )
    return c.json({ ban })
  })

  routes.post('/admin/global-chat-room/unban', async (c) => {
    requireAdmin(c)
    const { before } = await service.unbanFromGlobal(readBody(c, unbanBody))
    noteAdminChange(c, {
      action: 'direct-chat.global-room-unban',
      target: { kind: 'direct-chat-room', oid: before.roomId },
      before,
    })
    return c.json({ unbanned: true })
  })

  routes.get('/admin/reports', async (c) => {
    requireAdmin(c)
    return c.json(await service.adminReports(readQuery(c, reportsQuery)))
  })

  routes.post('/admin/reports/review', async (c) => {
    const admin = requireAdmin(c)
    const { before, report } = await service.reviewReport(admin, readBody(c, reviewBody))
    noteAdminChange(c, {
      action: 'direct-chat.report-review',
      target: { kind: 'direct-chat-report', oid: report.reportOid },
      before,
      after: report,
    })
    return c.json({ report })
  })

  return routes
}
