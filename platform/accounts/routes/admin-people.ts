import { Hono } from 'hono'
import {
  type AppEnv,
  noteAdminChange,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import {
  adminListQuery,
  adminMailAudienceQuery,
  adminMailRequest,
  adminUserQuery,
  adminUserRequest,
} from '../contract'
import { ACCOUNT_ERRORS } from '../errors'
import type { AccountsService } from '../service'

/**
 * The admin's people pages (docs/admin/people.md): new users, accounts waiting for deletion
 * (confirmed now or stopped), creators, and a two-factor reset. Admins only; each change is
 * named in the audit log with the state before and after.
 */
export function adminPeopleRoutes(service: AccountsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/newusers', async (c) => {
    requireAdmin(c)
    return c.json(await service.newUsers(readQuery(c, adminListQuery)))
  })
  routes.get('/admin/creators', async (c) => {
    const viewer = requireUser(c)
    requireAdmin(c)
    return c.json(await service.creatorsPage(viewer, readQuery(c, adminListQuery)))
  })
  routes.get('/admin/creator', async (c) => {
    const viewer = requireUser(c)
    requireAdmin(c)
    const { oid } = readQuery(c, adminUserQuery)
    const creator = await service.creatorDetail(viewer, oid)
    if (!creator) throw ACCOUNT_ERRORS.userNotFound()
    return c.json({ creator })
  })
  routes.get('/admin/unregister', async (c) => {
    requireAdmin(c)
    return c.json(await service.unregisterWaitList(readQuery(c, adminListQuery)))
  })

  routes.post('/admin/unregister/confirm', async (c) => {
    requireAdmin(c)
    const { userOid } = readBody(c, adminUserRequest)
    const before = await waiting(service, userOid)
    const { confirmUnregister } = await service.confirmUnregisterNow(userOid)
    noteAdminChange(c, {
      action: 'account.unregister-confirm',
      target: { kind: 'user', oid: userOid },
      before: { unregisterState: 'wait', confirmUnregister: before.confirmUnregister },
      after: { deleted: true, confirmUnregister },
    })
    return c.json({ deleted: true as const })
  })
  routes.post('/admin/unregister/stop', async (c) => {
    requireAdmin(c)
    const { userOid } = readBody(c, adminUserRequest)
    const before = await waiting(service, userOid)
    const after = await service.endUnregister(userOid, 'stop')
    noteAdminChange(c, {
      action: 'account.unregister-stop',
      target: { kind: 'user', oid: userOid },
      before: { unregisterState: 'wait', confirmUnregister: before.confirmUnregister },
      after: { unregisterState: after.state, confirmUnregister: after.confirmUnregister },
    })
    return c.json(after)
  })

  routes.get('/admin/mail/audience', async (c) => {
    requireAdmin(c)
    return c.json(await service.mailAudience(readQuery(c, adminMailAudienceQuery)))
  })
  routes.post('/admin/mail', async (c) => {
    const admin = requireUser(c)
    requireAdmin(c)
    const input = readBody(c, adminMailRequest)
    const { before, ...progress } = await service.sendAdminMail(admin.oid, input)
    // Each call that mails someone is logged with how many were mailed before and after it.
    noteAdminChange(
      c,
      progress.sent === before
        ? { unchanged: true }
        : {
            action: 'account.admin-mail',
            target: input.userOid
              ? { kind: 'user', oid: input.userOid }
              : { kind: 'segment', oid: input.segment },
            before: { sent: before },
            after: {
              sent: progress.sent,
              recipients: progress.recipients,
              segment: input.segment,
              subject: input.subject,
              requestId: input.requestId,
            },
          },
    )
    return c.json(progress)
  })
  routes.post('/admin/2fa/reset', async (c) => {
    requireAdmin(c)
    const { userOid } = readBody(c, adminUserRequest)
    if (!(await service.adminUserDetail(userOid))) throw ACCOUNT_ERRORS.userNotFound()
    const after = await service.resetTwoFactor(userOid)
    noteAdminChange(c, {
      action: 'account.2fa-reset',
      target: { kind: 'user', oid: userOid },
      before: { twoFactor: true },
      after: { twoFactor: after.enabled },
    })
    return c.json(after)
  })
  return routes
}

/** The account's deletion status; 404 without the account, 409 unless it waits. */
async function waiting(service: AccountsService, userOid: string) {
  const status = await service.unregisterStatus(userOid)
  if (status.state !== 'wait') throw ACCOUNT_ERRORS.notAwaitingDeletion()
  return status
}
