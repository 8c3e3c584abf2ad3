/** `/api/chat/message-content/…`: the spec's paid message content calls, and the media's address. */
import { Hono } from 'hono'
import { type AppEnv, rateLimit, readBody, readQuery, requireUser } from '../../http'
import {
  betweenQuery,
  contentQuery,
  deleteBody,
  mediaQuery,
  purchaseBody,
  sendUsersQuery,
  statusQuery,
  writeBody,
} from './requests'
import type { MessageContentService } from './service'

const writeLimit = rateLimit({ name: 'direct-chat.content-write', limit: 30, windowMs: 60_000 })
const buyLimit = rateLimit({ name: 'direct-chat.content-buy', limit: 120, windowMs: 60_000 })

export function messageContentRoutes(service: MessageContentService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.post('/message-content/write', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.write(user, readBody(c, writeBody)))
  })
  routes.get('/message-content', async (c) => {
    const user = requireUser(c)
    return c.json(await service.read(user, readQuery(c, contentQuery).contentId))
  })
  routes.post('/message-content/purchase', buyLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.purchase(user, readBody(c, purchaseBody)))
  })
  routes.get('/message-content/encoding', async (c) => {
    const user = requireUser(c)
    return c.json(await service.between(user, readQuery(c, betweenQuery)))
  })
  routes.get('/message-content/encoding/status', async (c) => {
    const user = requireUser(c)
    return c.json(await service.status(user, readQuery(c, statusQuery).contentOid))
  })
  routes.post('/message-content/delete', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.remove(user, readBody(c, deleteBody).contentOid))
  })
  routes.get('/message-content/send-users', async (c) => {
    const user = requireUser(c)
    return c.json(await service.sendUsers(user, readQuery(c, sendUsersQuery)))
  })
  routes.get('/message-content/media', async (c) => {
    const user = requireUser(c)
    return c.json(await service.media(user, readQuery(c, mediaQuery)))
  })
  return routes
}
