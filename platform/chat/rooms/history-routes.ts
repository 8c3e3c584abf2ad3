/** Moving through a room's message tree: paging, rollback, switching, deleting and editing. */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  badRequest,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
} from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { editTooLong } from '../errors'
import { ratingsOf } from '../ratings'
import { ownerOf } from '../runtime'
import {
  activePath,
  alternatives,
  alternativesOf,
  findMessage,
  hideMessages,
  newestReplyBelow,
  pathPage,
  updateMessageText,
} from './messages'
import { planResponseDeletion } from './response-deletion'
import { rollbackFromAfter } from './rollback-undo'
import { findOwnedRoom, updateRoom } from './rooms'
import { messageView } from './views'

const oid = objectIdField()

const responseInProgress = () =>
  badRequest('RESPONSE_IN_PROGRESS', 'A response is still being written. Wait for it to finish.')

export function roomHistoryRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  /**
   * The conversation before `targetMessageId` (or ending at the newest), oldest first,
   * `count` at most: only the page is read, however long the room (the target's own
   * ancestors; on the active path when the target is, as the client's oldest message is).
   */
  app.get('/chat-room/:id/prev-messages', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const query = readQuery(
      c,
      z.object({
        targetMessageId: oid.optional(),
        count: queryInteger(z.number().int().min(1).max(500)).default(50),
      }),
    )
    let from = room.head_message_oid
    if (query.targetMessageId) {
      const target = await db
        .selectFrom('chat_messages')
        .select(['parent_oid', 'hidden'])
        .where('oid', '=', query.targetMessageId)
        .where('room_oid', '=', room.oid)
        .executeTakeFirst()
      if (!target || target.hidden)
        throw badRequest('MESSAGE_NOT_ON_PATH', 'That message is not in the current conversation.')
      from = target.parent_oid
    }
    const page = await pathPage(db, room.oid, from, query.count)
    // Every message with a parent has its branches: replies (rerolls) and the player's
    // messages sent after a rollback both hang beside their siblings.
    const [siblings, ratings] = await Promise.all([
      alternativesOf(
        db,
        room.oid,
        page.messages.flatMap((message) => (message.parent_oid ? [message.parent_oid] : [])),
      ),
      ratingsOf(
        db,
        room.oid,
        page.messages.flatMap((message) => (message.role === 'assistant' ? [message.oid] : [])),
      ),
    ])
    const views = page.messages.map((message) =>
      messageView(
        message,
        message.parent_oid
          ? (siblings.get(`${message.role}:${message.parent_oid}`) ?? [message])
          : undefined,
        ratings.get(message.oid) ?? null,
      ),
    )
    return c.json({ messages: views, hasMore: page.hasMore })
  })

  /** Rollback: the head moves back to an earlier reply and its state; later turns stay in the tree. */
  app.post('/chat-room/:id/rollback', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, z.object({ rollbackToMessageId: oid }))
    const target = await findMessage(db, room.oid, body.rollbackToMessageId)
    if (target.role !== 'assistant' || target.status !== 'complete') {
      throw badRequest('CANNOT_ROLLBACK', 'Roll back to a completed reply.')
    }
    const path = await activePath(db, room.head_message_oid)
    const head = path.at(-1)
    if (head?.status === 'streaming') throw responseInProgress()
    // Kept on the room so a reload still offers Undo (rollback-undo.ts).
    const rollbackFrom = await rollbackFromAfter(db, room, head, target.oid)
    await updateRoom(db, room.oid, {
      head_message_oid: target.oid,
      rollback_from_oid: rollbackFrom,
    })
    return c.json({ headMessageId: target.oid, state: target.state })
  })

  /**
   * Switches to another branch (a reply's alternative, a player's message sent after a
   * rollback, or back to a rolled-back branch): the head follows it to its newest reply.
   */
  app.post('/chat-room/:id/switch', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, z.object({ messageId: oid }))
    const target = await findMessage(db, room.oid, body.messageId)
    const head =
      target.hidden || target.status === 'streaming'
        ? undefined
        : await newestReplyBelow(db, room.oid, target.oid)
    if (!head) throw badRequest('CANNOT_SWITCH', 'Switch to a branch with a completed reply.')
    const path = await activePath(db, room.head_message_oid, 1)
    if (path[0]?.status === 'streaming') throw responseInProgress()
    await updateRoom(db, room.oid, { head_message_oid: head.oid, rollback_from_oid: null })
    const siblings = await alternatives(db, head)
    return c.json({ head: messageView(head, siblings), state: head.state })
  })

  /** Deletes a reply and the player message that asked for it; the head returns to the reply before. */
  app.delete('/chat-room/:id/response', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, z.object({ messageId: oid }))
    const path = await activePath(db, room.head_message_oid)
    const { removed, newHead } = planResponseDeletion(path, body.messageId)
    await hideMessages(
      db,
      removed.map((message) => message.oid),
    )
    await updateRoom(db, room.oid, {
      head_message_oid: newHead?.oid ?? null,
      rollback_from_oid: null,
    })
    return c.json({
      headMessageId: newHead?.oid ?? null,
      deleted: removed.map((message) => message.oid),
    })
  })

  app.post('/message/update', async (c) => {
    const actor = actorOf(c)
    const body = readBody(c, z.object({ messageId: oid, roomId: oid, text: z.string() }))
    const room = await findOwnedRoom(db, body.roomId, ownerOf(actor))
    if (body.text.length > deps.limits.maxEditChars) throw editTooLong()
    if (body.text.trim().length === 0)
      throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
    const message = await findMessage(db, room.oid, body.messageId)
    if (message.status === 'streaming') throw responseInProgress()
    await updateMessageText(db, message.oid, body.text)
    return c.json({ message: messageView({ ...message, text: body.text }) })
  })

  return app
}
