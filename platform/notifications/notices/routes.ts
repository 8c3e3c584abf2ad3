/**
 * Notices under `/api/account`: readers' `GET /notices` (paged) and `GET /notices/popup`;
 * admins' `GET, POST, DELETE /admin/notices`, each change named in the audit log.
 */
import { Hono } from 'hono'
import { type AppEnv, noteAdminChange, readBody, readQuery, requireAdmin } from '../../http'
import {
  adminNoticeListQuery,
  noticeDeleteRequest,
  noticeListQuery,
  noticeRequest,
} from './requests'
import type { NoticesService } from './service'

export function noticeRoutes(service: NoticesService) {
  const routes = new Hono<AppEnv>()

  routes.get('/notices', async (c) => {
    const { cursor } = readQuery(c, noticeListQuery)
    return c.json(await service.list(c.get('lang'), cursor))
  })
  routes.get('/notices/popup', async (c) =>
    c.json({ notices: await service.popups(c.get('lang')) }),
  )

  routes.get('/admin/notices', async (c) => {
    requireAdmin(c)
    const { q, cursor } = readQuery(c, adminNoticeListQuery)
    return c.json(await service.adminList(q, cursor))
  })
  routes.post('/admin/notices', async (c) => {
    const admin = requireAdmin(c)
    const request = readBody(c, noticeRequest)
    const before = request.oid ? await service.find(request.oid) : null
    const notice = await service.save(admin.oid, request)
    noteAdminChange(c, {
      action: request.oid ? 'notice.edit' : 'notice.create',
      target: { kind: 'notice', oid: notice.oid },
      before,
      after: notice,
    })
    return c.json({ notice })
  })
  routes.delete('/admin/notices', async (c) => {
    requireAdmin(c)
    const { oid } = readBody(c, noticeDeleteRequest)
    const before = await service.remove(oid)
    noteAdminChange(c, {
      action: 'notice.delete',
      target: { kind: 'notice', oid },
      before,
      after: null,
    })
    return c.json({ deleted: true })
  })
  return routes
}
