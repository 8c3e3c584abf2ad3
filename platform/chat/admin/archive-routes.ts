import { Hono } from 'hono'
import { z } from 'zod'
import {
  type AppEnv,
  noteAdminChange,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireAdmin,
} from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { roomNotFound } from '../errors'
import { pathPage } from '../rooms/messages'
import {
  archivedRooms,
  archiveRooms,
  cursorOf,
  idleRooms,
  type ListedRoom,
  readableRoom,
  readCursor,
} from './archive'

const DAY_MS = 86_400_000
/** Rooms a page of the archive page lists. */
const PAGE = 30
const q = z.string().trim().max(100).optional()

/**
 * The chat archive: rooms idle for a while (the spec's `old-chat-rooms`), archiving them
 * (`archive-chat-rooms`, confirmed on the page and audited), the archived rooms, and one
 * room's conversation for an admin to read.
 */
export function archiveRoutes(runtime: ChatRuntime) {
  const db = runtime.deps.database.db
  const now = () => runtime.deps.clock.now()
  const app = new Hono<AppEnv>()

  app.get('/old-chat-rooms', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({
        days: queryInteger(z.number().int().min(1).max(3650)).default(90),
        limit: queryInteger(z.number().int().min(1).max(1000)).default(100),
        q,
        after: z.string().max(80).optional(),
      }),
    )
    const rooms = await idleRooms(db, {
      idleBefore: new Date(now().getTime() - query.days * DAY_MS),
      q: query.q,
      after: readCursor(query.after),
      limit: query.limit,
    })
    return c.json(page(rooms, query.limit))
  })

  /** Archives rooms idle `days` or more (only `roomOids` among them when given). */
  app.post('/archive-chat-rooms', async (c) => {
    requireAdmin(c)
    const body = readBody(
      c,
      z.object({
        days: z.number().int().min(7).max(3650),
        roomOids: z.array(objectIdField()).min(1).max(100).optional(),
      }),
    )
    const archived = await archiveRooms(db, {
      idleBefore: new Date(now().getTime() - body.days * DAY_MS),
      now: now(),
      roomOids: body.roomOids,
    })
    noteAdminChange(c, {
      action: 'chat-rooms.archive',
      after: { days: body.days, archived: archived.length, roomOids: archived },
      // Nothing idle that long (or the chosen rooms were played again): nothing changed.
      unchanged: archived.length === 0,
    })
    return c.json({ archived: archived.length, roomOids: archived })
  })

  app.get('/admin/archived-rooms', async (c) => {
    requireAdmin(c)
    const query = readQuery(c, z.object({ q, before: z.string().max(80).optional() }))
    const rooms = await archivedRooms(db, {
      q: query.q,
      before: readCursor(query.before),
      limit: PAGE,
    })
    return c.json(page(rooms, PAGE))
  })

  /** A room's conversation on its active path, newest page first (`from`: the next page). */
  app.get('/admin/chat-room', async (c) => {
    requireAdmin(c)
    const query = readQuery(
      c,
      z.object({ roomOid: objectIdField(), from: objectIdField().optional() }),
    )
    const room = await readableRoom(db, query.roomOid)
    if (!room) throw roomNotFound()
    const { messages, hasMore } = await pathPage(
      db,
      room.oid,
      query.from ?? room.head_message_oid,
      50,
    )
    return c.json({
      room: listedView(room),
      messages: messages.map((message) => ({
        messageId: message.oid,
        role: message.role,
        text: message.text,
        status: message.status,
        turnIndex: message.turn_index,
        createdAt: message.created_at,
      })),
      next: hasMore ? (messages[0]?.parent_oid ?? null) : null,
    })
  })

  return app
}

function page(rooms: ListedRoom[], limit: number) {
  const last = rooms.at(-1)
  return {
    rooms: rooms.map(listedView),
    next: rooms.length === limit && last ? cursorOf(last) : null,
  }
}

/** A room as the archive pages list it: who plays it, when it was last played or archived. */
function listedView(room: Omit<ListedRoom, 'cursor_at'>) {
  return {
    roomOid: room.oid,
    contentOid: room.content_oid,
    title: room.title,
    ownerUserOid: room.owner_user_oid,
    guest: room.owner_guest_device !== null,
    compiledVersion: room.compiled_version,
    createdAt: room.created_at,
    updatedAt: room.updated_at,
    archivedAt: room.archived_at,
  }
}
