import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { badRequest } from '../../http'
import type { ChatRoom } from '../rooms/rooms'

/** A keyset page's position: the row's time as PostgreSQL prints it (microseconds kept) and id. */
export interface RoomCursor {
  at: string
  oid: string
}

export type ListedRoom = ChatRoom & { cursor_at: string }

const CURSOR = /^(.{10,40})~([0-9a-f]{24})$/

export function readCursor(text: string | undefined): RoomCursor | undefined {
  if (text === undefined) return undefined
  const match = CURSOR.exec(text)
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1])))
    throw badRequest('BAD_CURSOR', 'Expected a cursor from the previous page')
  return { at: match[1], oid: match[2] }
}

export const cursorOf = (room: ListedRoom) => `${room.cursor_at}~${room.oid}`

/** `%` and `_` in a search are the letters, not patterns. */
const titleLike = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Rooms nobody has played for a while, oldest first, a page at a time (the idle index's
 * order); `q` searches the title, case ignored.
 */
export async function idleRooms(
  db: Kysely<DB>,
  query: {
    idleBefore: Date
    q?: string | undefined
    after?: RoomCursor | undefined
    limit: number
  },
): Promise<ListedRoom[]> {
  let select = db
    .selectFrom('chat_rooms')
    .selectAll()
    .select(sql<string>`updated_at::text`.as('cursor_at'))
    .where('deleted_at', 'is', null)
    .where('updated_at', '<', query.idleBefore)
  if (query.q) select = select.where('title', 'ilike', titleLike(query.q))
  if (query.after) {
    const { at, oid } = query.after
    select = select.where(sql<boolean>`(updated_at, oid) > (${at}::timestamptz, ${oid})`)
  }
  return select.orderBy('updated_at').orderBy('oid').limit(query.limit).execute()
}

/** Archived rooms, the latest archived first, a page at a time; `q` searches the title. */
export async function archivedRooms(
  db: Kysely<DB>,
  query: { q?: string | undefined; before?: RoomCursor | undefined; limit: number },
): Promise<ListedRoom[]> {
  let select = db
    .selectFrom('chat_rooms')
    .selectAll()
    .select(sql<string>`archived_at::text`.as('cursor_at'))
    .where('archived_at', 'is not', null)
  if (query.q) select = select.where('title', 'ilike', titleLike(query.q))
  if (query.before) {
    const { at, oid } = query.before
    select = select.where(sql<boolean>`(archived_at, oid) < (${at}::timestamptz, ${oid})`)
  }
  return select.orderBy('archived_at', 'desc').orderBy('oid', 'desc').limit(query.limit).execute()
}

/**
 * Archives the rooms idle since before `idleBefore` (only `roomOids` among them when given):
 * they leave their players' lists as a deleted room does, and stay whole for admins.
 * Returns the ids archived; a room played again meanwhile is not among them.
 */
export async function archiveRooms(
  db: Kysely<DB>,
  input: { idleBefore: Date; now: Date; roomOids?: string[] | undefined },
): Promise<string[]> {
  let update = db
    .updateTable('chat_rooms')
    .set({ deleted_at: input.now, archived_at: input.now })
    .where('deleted_at', 'is', null)
    .where('updated_at', '<', input.idleBefore)
  if (input.roomOids) update = update.where('oid', 'in', input.roomOids)
  const rows = await update.returning('oid').execute()
  return rows.map((row) => row.oid)
}

/** A room an admin may read: a live one, or an archived one (not one its player deleted). */
export async function readableRoom(db: Kysely<DB>, roomOid: string): Promise<ChatRoom | undefined> {
  return db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('oid', '=', roomOid)
    .where((eb) => eb.or([eb('deleted_at', 'is', null), eb('archived_at', 'is not', null)]))
    .executeTakeFirst()
}
