import { type Context, Hono } from 'hono'
import {
  type AppEnv,
  noteAdminChange,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import {
  channelManagerModeRequest,
  creatorTagRequest,
  creatorTagsQuery,
  devicePasswordRequest,
  shellNoticeRequest,
} from '../account-extras-contract'
import type { AccountsService } from '../service'

/**
 * Channel-manager mode and its device password, the user's invitation, the app shell's
 * notices, and the admin's creator tags (docs/ACCOUNT-DETAILS.md).
 */
export function accountExtrasRoutes(service: AccountsService): Hono<AppEnv> {
  const { extras } = service
  const routes = new Hono<AppEnv>()

  routes.get('/channel-manager', async (c) => {
    const user = requireUser(c)
    return c.json(await extras.channelManager.status(user, c.get('auth').sessionId))
  })
  routes.post('/channel-manager/password', async (c) => {
    const user = requireUser(c)
    const { password, currentPassword } = readBody(c, devicePasswordRequest)
    return c.json(
      await withRetryAfter(c, () =>
        extras.channelManager.setPassword(user, { password, currentPassword }),
      ),
    )
  })
  routes.post('/channel-manager/mode', async (c) => {
    const user = requireUser(c)
    const input = readBody(c, channelManagerModeRequest)
    return c.json(
      await withRetryAfter(c, () =>
        extras.channelManager.enter(user, c.get('auth').sessionId, input),
      ),
    )
  })
  routes.delete('/channel-manager/mode', async (c) => {
    const user = requireUser(c)
    return c.json(await extras.channelManager.leave(user, c.get('auth').sessionId))
  })

  routes.get('/invitation', async (c) => {
    const user = requireUser(c)
    return c.json(await extras.invitations.of(user.oid))
  })

  routes.get('/shell-notices', async (c) => {
    const user = requireUser(c)
    return c.json(await extras.notices.pending(user))
  })
  routes.post('/shell-notices/dismiss', async (c) => {
    const user = requireUser(c)
    const { notice } = readBody(c, shellNoticeRequest)
    return c.json(await extras.notices.dismiss(user.oid, notice))
  })

  routes.get('/admin/creator-tags', async (c) => {
    requireAdmin(c)
    const { userOid } = readQuery(c, creatorTagsQuery)
    return c.json(await extras.tags.of(userOid))
  })
  routes.post('/admin/creator-tags/add', async (c) => {
    const admin = requireAdmin(c)
    const input = readBody(c, creatorTagRequest)
    const change = await extras.tags.add({ ...input, adminOid: admin.oid })
    const changed = change.before.length !== change.after.length
    noteAdminChange(
      c,
      changed
        ? {
            action: 'account.creator-tag-add',
            target: { kind: 'user', oid: input.userOid },
            before: { tags: change.before },
            after: { tags: change.after },
          }
        : { unchanged: true },
    )
    return c.json({ userOid: input.userOid, tags: change.after })
  })
  routes.post('/admin/creator-tags/remove', async (c) => {
    requireAdmin(c)
    const input = readBody(c, creatorTagRequest)
    const change = await extras.tags.remove(input)
    noteAdminChange(c, {
      action: 'account.creator-tag-remove',
      target: { kind: 'user', oid: input.userOid },
      before: { tags: change.before },
      after: { tags: change.after },
    })
    return c.json({ userOid: input.userOid, tags: change.after })
  })
  return routes
}

/** A locked device password answers 429 with Retry-After. */
async function withRetryAfter<T>(c: Context<AppEnv>, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const details = (error as { details?: { retryAfterSeconds?: number } }).details
    if (details?.retryAfterSeconds) c.header('Retry-After', String(details.retryAfterSeconds))
    throw error
  }
}
