import { Hono } from 'hono'
import { z } from 'zod'
import { DEFAULT_READER_NAME, greetingText, initialState, openingText } from '../../../engine/turn'
import { isObjectId } from '../../db'
import {
  type AppEnv,
  badRequest,
  forbidden,
  objectIdField,
  parseInput,
  queryInteger,
  readBody,
  readQuery,
  unauthorized,
} from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { transferGuestRedemptions } from '../coupons/coupons'
import { deleteFailed, editTooLong, personaNotFound, roomNotFound } from '../errors'
import { findPersona } from '../personal/personas'
import { ownerOf } from '../runtime'
import { asPromptMessage } from '../turns/path-cache'
import { storyChatSettingsSchema } from '../turns/settings'
import { resolveTurnModel } from '../turns/start'
import {
  activePath,
  alternatives,
  alternativesOf,
  type ChatMessage,
  findMessage,
  hideMessages,
  insertMessage,
  pathPage,
  updateMessageText,
} from './messages'
import {
  type ChatRoom,
  findOwnedRoom,
  insertRoom,
  listRooms,
  softDeleteRoom,
  transferGuestRooms,
  updateRoom,
} from './rooms'
import { requirePlayable } from './story-access'
import { withStoryOwners } from './story-owners'

const oid = objectIdField()

export function messageView(message: ChatMessage, siblings?: ChatMessage[]) {
  const index = siblings ? siblings.findIndex((sibling) => sibling.oid === message.oid) : 0
  return {
    messageId: message.oid,
    parentId: message.parent_oid,
    role: message.role,
    text: message.text,
    status: message.status,
    turnIndex: message.turn_index,
    creditsCharged: message.credits_charged,
    error: message.error,
    createdAt: message.created_at,
    alternatives: siblings
      ? { index: index + 1, total: siblings.length, ids: siblings.map((sibling) => sibling.oid) }
      : undefined,
  }
}

export function roomView(room: ChatRoom) {
  return {
    roomOid: room.oid,
    contentOid: room.content_oid,
    /** The story's owner: the player shows creator tools (the debug panel) to them only. */
    creatorOid: room.story_owner_oid,
    title: room.title,
    compiledVersion: room.compiled_version,
    startStoryOid: room.start_point_id,
    headMessageId: room.head_message_oid,
    userSettings: room.user_settings,
    adminSettings: room.admin_settings,
    theme: room.theme,
    options: room.options,
    createdAt: room.created_at,
    updatedAt: room.updated_at,
  }
}

/**
 * The model the room's next turn would use and whether the built-in offline model stands
 * in for it (the player labels a demo model before the first reply, not only while one
 * streams), and its fee, which the player shows on the actions that start a turn.
 */
async function roomModel(runtime: ChatRuntime, room: ChatRoom) {
  const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  const saved = (room.user_settings as { model?: unknown } | null)?.model
  for (const id of typeof saved === 'string' ? [saved, compiled.model] : [compiled.model]) {
    try {
      const resolved = runtime.deps.resolveModel(id)
      return { id, offline: resolved.offline, feeCredits: resolved.descriptor.feeCredits }
    } catch {
      // A saved model no longer in the catalogue: the story's own is used, as a turn does.
    }
  }
  return { id: compiled.model, offline: true, feeCredits: 0 }
}

export function roomRoutes(runtime: ChatRuntime) {
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
    const published = await deps.stories.getPublishedContent(body.contentOid)
    await requirePlayable(deps, actor, body.contentOid)
    // Through the runtime's cache: the room's first turn then finds the story loaded.
    const { compiled } = await runtime.compiledFor(body.contentOid, published.version)
    const story = { ...published, compiled }
    const start = body.startStoryOid
      ? story.compiled.startPoints.find((point) => point.id === body.startStoryOid)
      : story.compiled.startPoints[0]
    if (!start) throw badRequest('START_POINT_NOT_FOUND', 'This story has no such start point.')
    // The same default reader name as a turn without a persona (turns/start.ts personaFor).
    const name = actor.user?.nickname || DEFAULT_READER_NAME
    const reader = { user: name, nickname: name }
    const room = await insertRoom(db, {
      owner: ownerOf(actor),
      contentOid: body.contentOid,
      compiledVersion: story.version,
      startPointId: start.id,
      // The story's title as the greeting reads it; a title the player gives is kept as given.
      title: body.title ?? openingText(story.compiled, start.id, story.compiled.title, reader),
      storyOwnerOid: story.content.ownerOid,
    })
    const state = initialState(story.compiled, start.id)
    const greeting = await insertMessage(db, {
      roomOid: room.oid,
      parentOid: null,
      role: 'assistant',
      text: greetingText(story.compiled, start.id, state, reader),
      status: 'complete',
      turnIndex: 0,
      depth: 0,
      state,
    })
    await updateRoom(db, room.oid, { head_message_oid: greeting.oid })
    // The new room's path is its greeting, kept for its first turn (which then reads no
    // path) at the revision the room was made with: a new message does not move it.
    runtime.paths.put(room.oid, room.messages_revision, [asPromptMessage(greeting)])
    await deps.stories.recordChatStarted(body.contentOid)
    return c.json({
      room: roomView({ ...room, head_message_oid: greeting.oid }),
      messages: [messageView(greeting)],
    })
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

  app.get('/chat-rooms', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(
      c,
      z.object({
        roomOids: z
          .string()
          .max(24 * 150 + 149)
          .optional(),
      }),
    )
    const ids = query.roomOids ? query.roomOids.split(/[|,]/).filter(Boolean) : undefined
    if (ids?.some((id) => !isObjectId(id)))
      throw badRequest('INVALID_PARAMETERS', 'Expected 24-character ids')
    const rooms = await withStoryOwners(deps, await listRooms(db, ownerOf(actor), ids))
    return c.json({ rooms: rooms.map(roomView) })
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
      model: await roomModel(runtime, room),
    })
  })

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
    const siblings = await alternativesOf(
      db,
      room.oid,
      page.messages.flatMap((message) =>
        message.role === 'assistant' && message.parent_oid ? [message.parent_oid] : [],
      ),
    )
    const views = page.messages.map((message) =>
      messageView(
        message,
        message.role === 'assistant' && message.parent_oid
          ? (siblings.get(message.parent_oid) ?? [message])
          : undefined,
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
    if (path.at(-1)?.status === 'streaming')
      throw badRequest(
        'RESPONSE_IN_PROGRESS',
        'A response is still being written. Wait for it to finish.',
      )
    await updateRoom(db, room.oid, { head_message_oid: target.oid })
    return c.json({ headMessageId: target.oid, state: target.state })
  })

  /** Switches to another alternative (or back to a rolled-back branch): the head follows it to its newest reply. */
  app.post('/chat-room/:id/switch', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, z.object({ messageId: oid }))
    const target = await findMessage(db, room.oid, body.messageId)
    if (target.role !== 'assistant' || target.status !== 'complete')
      throw badRequest('CANNOT_SWITCH', 'Switch to a completed reply.')
    await updateRoom(db, room.oid, { head_message_oid: target.oid })
    const siblings = await alternatives(db, target)
    return c.json({ head: messageView(target, siblings), state: target.state })
  })

  /** Deletes a reply and the player message that asked for it; the head returns to the reply before. */
  app.delete('/chat-room/:id/response', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, z.object({ messageId: oid }))
    const path = await activePath(db, room.head_message_oid)
    const index = path.findIndex((message) => message.oid === body.messageId)
    const target = path[index]
    if (target?.role !== 'assistant' || index === 0)
      throw deleteFailed('not a reply on the current path')
    if (path.at(-1)?.status === 'streaming') throw deleteFailed('a response is being written')
    const removed = path.slice(path[index - 1]?.role === 'user' ? index - 1 : index)
    const newHead = path[index - (path[index - 1]?.role === 'user' ? 2 : 1)]
    await hideMessages(
      db,
      removed.map((message) => message.oid),
    )
    await updateRoom(db, room.oid, { head_message_oid: newHead?.oid ?? null })
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
    if (message.status === 'streaming')
      throw badRequest(
        'RESPONSE_IN_PROGRESS',
        'A response is still being written. Wait for it to finish.',
      )
    await updateMessageText(db, message.oid, body.text)
    return c.json({ message: messageView({ ...message, text: body.text }) })
  })

  const settingsRoute = (
    path: string,
    column: 'user_settings' | 'admin_settings' | 'theme',
    schema: z.ZodType<Record<string, unknown>>,
    options: { adminOnly?: boolean } = {},
  ) =>
    app.post(`/chat-room/:id/${path}`, async (c) => {
      const actor = actorOf(c)
      const isAdmin = !!actor.user?.roles.includes('admin')
      const adminOnly = options.adminOnly ?? false
      if (adminOnly && !isAdmin) throw forbidden()
      const room = await findOwnedRoom(db, roomId(c), ownerOf(actor), {
        asAdmin: isAdmin && adminOnly,
      })
      const body = readBody(c, z.object({ settings: schema }))
      // A turn's model must be one the catalogue has: a room saved with another cannot chat.
      const model = (body.settings as { model?: unknown }).model
      if (typeof model === 'string') resolveTurnModel(deps, model)
      // A room may name only the caller's own persona: another's is "not found".
      const personaOid = (body.settings as { personaOid?: unknown }).personaOid
      if (typeof personaOid === 'string') {
        if (!actor.user) throw personaNotFound()
        await findPersona(db, actor.user.oid, personaOid)
      }
      const merged = { ...(room[column] as Record<string, unknown>), ...body.settings }
      await updateRoom(db, room.oid, { [column]: merged })
      return c.json({
        [column === 'user_settings'
          ? 'userSettings'
          : column === 'admin_settings'
            ? 'adminSettings'
            : 'theme']: merged,
      })
    })
  settingsRoute('user-settings', 'user_settings', storyChatSettingsSchema.strict())
  settingsRoute(
    'admin-settings',
    'admin_settings',
    z
      .object({
        promptType: storyChatSettingsSchema.shape.promptType,
        impersonationOn: z.boolean().optional(),
        testPromptOid: oid.nullable().optional(),
      })
      .strict(),
    { adminOnly: true },
  )
  settingsRoute(
    'user-theme',
    'theme',
    z
      .object({
        fontFamily: z.string().max(60).optional(),
        fontSize: z.number().int().min(10).max(32).optional(),
        background: z.string().max(60).optional(),
      })
      .strict(),
  )

  app.post('/chat-room/:id/update-field', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(
      c,
      z.object({
        fieldName: z.enum(['title', 'bookmarks', 'autoProgress']),
        fieldValue: z.unknown(),
      }),
    )
    if (body.fieldName === 'title') {
      const title = z.string().trim().min(1).max(100).safeParse(body.fieldValue)
      if (!title.success) throw badRequest('TITLE_UPDATE_FAILED', 'Failed to update title.')
      await updateRoom(db, room.oid, { title: title.data })
      return c.json({ title: title.data })
    }
    const value =
      body.fieldName === 'bookmarks'
        ? parseInput(z.array(oid).max(500), body.fieldValue)
        : parseInput(z.boolean(), body.fieldValue)
    const options = { ...(room.options as Record<string, unknown>), [body.fieldName]: value }
    await updateRoom(db, room.oid, { options })
    return c.json({ options })
  })

  return app
}
