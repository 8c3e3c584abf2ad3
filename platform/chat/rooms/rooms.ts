import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { roomNotFound } from '../errors'
import type { ChatRoomsTable } from '../tables'

export type ChatRoom = Selectable<ChatRoomsTable>

/** Who is asking: a user, or a guest by device id. */
export type RoomOwner = { userOid: string } | { guestDeviceId: string }

export interface NewRoom {
  owner: RoomOwner
  contentOid: string
  compiledVersion: number
  startPointId: string
  title: string
  /** The story's owner (the account that manages it). */
  storyOwnerOid?: string | null
}

export async function insertRoom(db: Kysely<DB>, room: NewRoom): Promise<ChatRoom> {
  return db
    .insertInto('chat_rooms')
    .values({
      oid: newObjectId(),
      content_oid: room.contentOid,
      owner_user_oid: 'userOid' in room.owner ? room.owner.userOid : null,
      owner_guest_device: 'guestDeviceId' in room.owner ? room.owner.guestDeviceId : null,
      title: room.title,
      compiled_version: room.compiledVersion,
      start_point_id: room.startPointId,
      head_message_oid: null,
      story_owner_oid: room.storyOwnerOid ?? null,
      user_settings: JSON.stringify({}),
      admin_settings: JSON.stringify({}),
      theme: JSON.stringify({}),
      options: JSON.stringify({}),
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * The room if `owner` owns it (admins pass `asAdmin`). Another owner's room answers
 * exactly like a missing one, so ids cannot be probed.
 */
export async function findOwnedRoom(
  db: Kysely<DB>,
  roomOid: string,
  owner: RoomOwner | null,
  options: { asAdmin?: boolean } = {},
): Promise<ChatRoom> {
  const asAdmin = options.asAdmin ?? false
  const room = await db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('oid', '=', roomOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!room || !(asAdmin || ownsRoom(room, owner))) throw roomNotFound()
  return room
}

export function ownsRoom(room: ChatRoom, owner: RoomOwner | null): boolean {
  if (!owner) return false
  if ('userOid' in owner) return room.owner_user_oid === owner.userOid
  return room.owner_guest_device === owner.guestDeviceId
}

export async function listRooms(
  db: Kysely<DB>,
  owner: RoomOwner,
  roomOids?: string[],
): Promise<ChatRoom[]> {
  let query = db
    .selectFrom('chat_rooms')
    .selectAll()
    .where('deleted_at', 'is', null)
    // A draft's test rooms (a negative version) are the writer's scratch, not their chats.
    .where('compiled_version', '>', 0)
  query =
    'userOid' in owner
      ? query.where('owner_user_oid', '=', owner.userOid)
      : query.where('owner_guest_device', '=', owner.guestDeviceId)
  if (roomOids) {
    if (roomOids.length === 0) return []
    query = query.where('oid', 'in', roomOids)
  }
  return query.orderBy('updated_at', 'desc').limit(200).execute()
}

export async function updateRoom(
  db: Kysely<DB>,
  roomOid: string,
  changes: Partial<Pick<ChatRoom, 'title' | 'head_message_oid'>> & {
    user_settings?: Record<string, unknown>
    admin_settings?: Record<string, unknown>
    theme?: Record<string, unknown>
    options?: Record<string, unknown>
  },
): Promise<void> {
  const values: Record<string, unknown> = { updated_at: new Date() }
  for (const [key, value] of Object.entries(changes)) {
    values[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value
  }
  await db.updateTable('chat_rooms').set(values).where('oid', '=', roomOid).execute()
}

/**
 * A failed reply gives the room's head back to what it was before the turn, unless another
 * turn has moved it since (compare and swap on the head).
 */
export async function restoreRoomHead(
  db: Kysely<DB>,
  roomOid: string,
  head: { from: string; to: string | null },
): Promise<void> {
  await db
    .updateTable('chat_rooms')
    .set({ head_message_oid: head.to, updated_at: new Date() })
    .where('oid', '=', roomOid)
    .where('head_message_oid', '=', head.from)
    .execute()
}

export async function softDeleteRoom(db: Kysely<DB>, roomOid: string): Promise<void> {
  await db
    .updateTable('chat_rooms')
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where('oid', '=', roomOid)
    .execute()
}

/** A guest's rooms become the user's at sign-up or login, so the story goes on. */
export async function transferGuestRooms(
  db: Kysely<DB>,
  guestDeviceId: string,
  userOid: string,
): Promise<number> {
  const result = await db
    .updateTable('chat_rooms')
    .set({ owner_user_oid: userOid, owner_guest_device: null, updated_at: new Date() })
    .where('owner_guest_device', '=', guestDeviceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
