/**
 * `/api/chat/admin/…`: the admins' room and settings lists and their global-room changes
 * (spec §7), each change written once to the audit log.
 */
import { Hono } from 'hono'
import { type AppEnv, noteAdminChange, readBody, readQuery, requireAdmin } from '../../http'
import {
  adminRoomsQuery,
  adminSettingsQuery,
  createGlobalBody,
  modifyGlobalBody,
} from '../requests'
import type { DirectChatService } from '../service'

export function directChatAdminRoutes(service: DirectChatService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/admin/chat-rooms/all', async (c) => {
    requireAdmin(c)
    return c.json(await service.adminRooms(readQuery(c, adminRoomsQuery)))
  })

  routes.get('/admin/chat-settings/all', async (c) => {
    requireAdmin(c)
    return c.json(await service.adminSettings(readQuery(c, adminSettingsQuery)))
  })

  routes.post('/admin/global-chat-room/modify', async (c) => {
    requireAdmin(c)
    const body = readBody(c, modifyGlobalBody)
    const { before, room } = await service.modifyGlobal(body.roomId, body.context)
    const unchanged = JSON.stringify(before) === JSON.stringify(room)
    noteAdminChange(
      c,
      unchanged
        ? { unchanged: true }
        : {
            action: 'direct-chat.global-room-modify',
            target: { kind: 'direct-chat-room', oid: room.roomId },
            before,
            after: room,
          },
    )
    return c.json({ room })
  })

  routes.post('/admin/global-chat-room', async (c) => {
    requireAdmin(c)
    const created = await service.createGlobal(readBody(c, createGlobalBody))
    noteAdminChange(c, {
      action: 'direct-chat.global-room-create',
      target: { kind: 'direct-chat-room', oid: created.room.roomId },
      after: created.room,
    })
    return c.json(created)
  })

  return routes
}
