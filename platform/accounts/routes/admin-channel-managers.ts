import { Hono } from 'hono'
import {
  type AppEnv,
  noteAdminChange,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import { type AdminChannelManager, adminListQuery, channelManagerRequest } from '../contract'
import { ACCOUNT_ERRORS } from '../errors'
import type { AccountsService } from '../service'

/**
 * The admin's channel-manager page (docs/admin/people.md): channel managers with their
 * channels, a channel assigned or removed. Admins only; each change is logged with the
 * manager's channels before and after.
 */
export function adminChannelManagerRoutes(service: AccountsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/channel-managers', async (c) => {
    requireAdmin(c)
    return c.json(await service.channelManagers(readQuery(c, adminListQuery)))
  })
  routes.post('/admin/channel-managers/assign', async (c) => {
    const admin = requireUser(c)
    requireAdmin(c)
    const input = readBody(c, channelManagerRequest)
    const change = await service.assignChannel({ ...input, adminOid: admin.oid })
    noteAdminChange(
      c,
      change.changed
        ? {
            action: 'account.channel-manager-assign',
            target: { kind: 'user', oid: input.managerOid },
            before: { channels: change.before },
            after: { channels: change.after, assigned: input.creatorOid },
          }
        : { unchanged: true },
    )
    return c.json({ manager: await managerView(service, input.managerOid) })
  })
  routes.post('/admin/channel-managers/remove', async (c) => {
    requireAdmin(c)
    const input = readBody(c, channelManagerRequest)
    const change = await service.removeChannel(input)
    noteAdminChange(c, {
      action: 'account.channel-manager-remove',
      target: { kind: 'user', oid: input.managerOid },
      before: { channels: change.before },
      after: { channels: change.after, removed: input.creatorOid },
    })
    return c.json({ manager: await managerView(service, input.managerOid) })
  })
  return routes
}

async function managerView(service: AccountsService, oid: string): Promise<AdminChannelManager> {
  const user = await service.adminUserDetail(oid)
  if (!user) throw ACCOUNT_ERRORS.userNotFound()
  const { nickname, email, roles, createdAt } = user
  return { oid, nickname, email, roles, createdAt, channels: await service.managedChannels(oid) }
}
