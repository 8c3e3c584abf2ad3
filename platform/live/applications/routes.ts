/** `/live/application` (the creator's own) and `/live/admin/application(s)` (admins only). */
import type { Hono } from 'hono'
import {
  type AppEnv,
  objectIdField,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { liveApplicationRefusal, liveApplicationRequest, liveApplicationsQuery } from './contract'
import { LIVE_APPLICATION_ERRORS } from './errors'
import type { LiveApplicationsService } from './service'

const applicantOid = objectIdField()

function pathOid(value: string | undefined): string {
  const parsed = applicantOid.safeParse(value)
  if (!parsed.success) throw LIVE_APPLICATION_ERRORS.notFound()
  return parsed.data
}

export function mountApplicationRoutes(
  routes: Hono<AppEnv>,
  applications: LiveApplicationsService,
): void {
  routes.get('/application', async (c) => c.json(await applications.mine(requireUser(c))))
  routes.post('/application', async (c) => {
    const user = requireUser(c)
    const { reason } = readBody(c, liveApplicationRequest)
    return c.json(await applications.apply(user, reason))
  })
  routes.get('/admin/applications', async (c) => {
    requireAdmin(c)
    return c.json(await applications.list(readQuery(c, liveApplicationsQuery)))
  })
  routes.post('/admin/application/:id/approve', async (c) => {
    const admin = requireAdmin(c)
    return c.json(await applications.approve(admin, pathOid(c.req.param('id'))))
  })
  routes.post('/admin/application/:id/refuse', async (c) => {
    const admin = requireAdmin(c)
    const { note } = readBody(c, liveApplicationRefusal)
    return c.json(await applications.refuse(admin, pathOid(c.req.param('id')), note))
  })
}
