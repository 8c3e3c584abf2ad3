/**
 * `/api/chat/…` calls of direct chat for signed-in users: settings, partner search,
 * check-points, global rooms, donations (spec §7), and the rooms, messages, blocks and
 * reports the screens need (designed, docs/DIRECT-CHAT.md).
 */
import { Hono } from 'hono'
import { type AppEnv, parseInput, rateLimit, readBody, readQuery, requireUser } from '../../http'
import {
  blockBody,
  createRoomBody,
  donationBody,
  globalRoomsQuery,
  historyQuery,
  idParam,
  partnerQuery,
  readBodySchema,
  reportBody,
  roomParam,
  roomsQuery,
  sendBody,
  settingsBody,
  settingsQuery,
} from '../requests'
import type { DirectChatService } from '../service'

const writeLimit = rateLimit({ name: 'direct-chat.write', limit: 60, windowMs: 60_000 })
const sendLimit = rateLimit({ name: 'direct-chat.send', limit: 120, windowMs: 60_000 })

export function directChatUserRoutes(service: DirectChatService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const roomOf = (c: { req: { param(name: string): string } }) =>
    parseInput(roomParam, { roomId: c.req.param('roomId') }).roomId

  routes.get('/chat-settings', async (c) => {
    const user = requireUser(c)
    const { userOid } = readQuery(c, settingsQuery)
    return c.json(await service.settingsOf(userOid ?? user.oid))
  })

  // The caller's own settings only: a userOid in the body selects nothing.
  routes.post('/chat-settings', writeLimit, async (c) => {
    const user = requireUser(c)
    const { toSettings } = readBody(c, settingsBody)
    return c.json(await service.saveSettings(user, toSettings))
  })

  routes.get('/chat-partners/search', async (c) => {
    const user = requireUser(c)
    return c.json(await service.searchPartners(user, readQuery(c, partnerQuery)))
  })

  // The real-time socket's token (`/api/chat/socket?token=…`, docs/DIRECT-CHAT.md).
  routes.get('/socket-token', (c) => c.json(service.realtime.socketToken(requireUser(c))))

  routes.get('/messages/check-point', async (c) => {
    const user = requireUser(c)
    return c.json(await service.checkPoints(user))
  })

  routes.get('/global-chat-rooms/all', async (c) => {
    requireUser(c)
    const { language } = readQuery(c, globalRoomsQuery)
    return c.json(await service.globalRooms(language))
  })

  routes.get('/global-chat-room/:id', async (c) => {
    const user = requireUser(c)
    const { id } = parseInput(idParam, { id: c.req.param('id') })
    return c.json(await service.globalRoom(user, id))
  })

  routes.post('/donation', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.donate(user, readBody(c, donationBody)))
  })

  roomRoutes(routes, service, roomOf)
  safetyRoutes(routes, service)
  return routes
}

function roomRoutes(
  routes: Hono<AppEnv>,
  service: DirectChatService,
  roomOf: (c: { req: { param(name: string): string } }) => string,
) {
  routes.get('/rooms', async (c) => {
    const user = requireUser(c)
    return c.json({ rooms: await service.myRooms(user, readQuery(c, roomsQuery)) })
  })
  routes.post('/rooms', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.createRoom(user, readBody(c, createRoomBody)))
  })
  routes.get('/rooms/:roomId', async (c) => {
    const user = requireUser(c)
    return c.json(await service.openRoom(user, roomOf(c)))
  })
  routes.post('/rooms/:roomId/join', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.joinGlobal(user, roomOf(c)))
  })
  routes.post('/rooms/:roomId/leave', async (c) => {
    const user = requireUser(c)
    return c.json(await service.leaveRoom(user, roomOf(c)))
  })
  routes.get('/rooms/:roomId/messages', async (c) => {
    const user = requireUser(c)
    return c.json(await service.history(user, roomOf(c), readQuery(c, historyQuery)))
  })
  routes.post('/rooms/:roomId/messages', sendLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.send(user, roomOf(c), readBody(c, sendBody)))
  })
  routes.post('/rooms/:roomId/read', async (c) => {
    const user = requireUser(c)
    const { messageId } = readBody(c, readBodySchema)
    return c.json(await service.markRead(user, roomOf(c), messageId))
  })
}

function safetyRoutes(routes: Hono<AppEnv>, service: DirectChatService) {
  routes.get('/blocks', async (c) => {
    const user = requireUser(c)
    return c.json(await service.blocked(user))
  })
  routes.post('/blocks', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.block(user, readBody(c, blockBody).userOid))
  })
  routes.post('/blocks/remove', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.unblock(user, readBody(c, blockBody).userOid))
  })
  routes.post('/reports', writeLimit, async (c) => {
    const user = requireUser(c)
    return c.json(await service.report(user, readBody(c, reportBody)))
  })
}
