/** A room's life: opening, claiming a guest's rooms, deleting and its status (the list: list-routes.ts). */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, badRequest, objectIdField, readBody, unauthorized } from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { transferGuestRedemptions } from '../coupons/redemptions'
import { roomNotFound } from '../errors'
import { ownerOf } from '../runtime'
import { storyEndingOf } from '../turns/story-ending'
import { activePath, alternatives } from './messages'
import { openRoom } from './open-room'
import { rollbackUndoOf } from './rollback-undo'
import { roomModel } from './room-model'
import { findOwnedRoom, softDeleteRoom, transferGuestRooms } from './rooms'
import { withStoryOwners } from './story-owners'
import { messageView, roomView } from './views'

const oid = objectIdField()

export function roomLifecycleRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.post('/chat-room', async (c) => {
    const actor = actorOf(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        startStoryOid: z.string().min(1).max(100).optional(),
        title: z.string().max(100).optional(),
      }),
    )
    const { room, greeting } = await openRoom(runtime, actor, body)
    return c.json({ room: roomView(room), messages: [messageView(greeting)] })
  })

  /**
   * After sign-up or login on a device that played as a guest: the guest's rooms become
   * the user's, so the story goes on where it was. Needs both the token and the device id.
   */
  app.post('/chat-rooms/claim', async (c) => {
    const { user, guestDeviceId } = c.get('auth')
    if (!user) throw unauthorized()
    if (!guestDeviceId) throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
    const claimed = await transferGuestRooms(db, guestDeviceId, user.oid)
    // Coupon chats the guest redeemed come along with the rooms.
    await transferGuestRedemptions(db, guestDeviceId, user.oid)
    return c.json({ claimed })
  })

  app.delete('/chat-room', async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, z.object({ roomOid: oid }))
    const room = await findOwnedRoom(db, body.roomOid, ownerOf(actor))
    await softDeleteRoom(db, room.oid)
    return c.json({ ok: true })
  })

  app.get('/chat-room/:id/status', async (c) => {
    const actor = actorOf(c)
    const [room] = await withStoryOwners(deps, [await findOwnedRoom(db, roomId(c), ownerOf(actor))])
    if (!room) throw roomNotFound()
    const [head] = await activePath(db, room.head_message_oid, 1)
    const siblings = head ? await alternatives(db, head) : []
    return c.json({
      room: roomView(room),
      head: head ? messageView(head, siblings) : null,
      streaming: head?.status === 'streaming' ? { messageId: head.oid } : null,
      state: head?.state ?? null,
      // Whether the story ended at the head, and its closing text: a reload shows the ending.
      ...storyEndingOf(head?.state),
      model: await roomModel(runtime, room),
      // A rollback the player may still undo, after a reload too.
      rollbackUndo: await rollbackUndoOf(db, room),
    })
  })

  return app
}
