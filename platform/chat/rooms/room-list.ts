/** The room list (My chats): each room with the head of its path, and pinning. */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { ROOM_PREVIEW_CHARS, type RoomLastMessage } from './contract'
import type { ChatRoom, RoomOwner } from './rooms'
import { roomView } from './views'

/** The most rooms one list answers. */
export const ROOM_LIST_LIMIT = 200

/** A room with the head of its active path, as the list reads it in one statement. */
export interface RoomSummary {
  room: ChatRoom
  head: {
    oid: string
    role: 'user' | 'assistant'
    preview: string
    status: RoomLastMessage['status']
    createdAt: Date
    depth: number
    /** The story ended at this reply (an "End the story" trigger fired). */
    ended: boolean
  } | null
}

/**
 * The owner's rooms, most recently written first (the spec's order), each with its head:
 * `roomOids` keeps those rooms only, `contentOid` one story's. One statement, whatever
 * the rooms' lengths: the head is one row, its depth the path's length.
 */
export async function listRoomSummaries(
  db: Kysely<DB>,
  owner: RoomOwner,
  filters: { roomOids?: string[] | undefined; contentOid?: string | undefined } = {},
): Promise<RoomSummary[]> {
  if (filters.roomOids?.length === 0) return []
  let query = db
    .selectFrom('chat_rooms as r')
    .leftJoin('chat_messages as m', 'm.oid', 'r.head_message_oid')
    .selectAll('r')
    .select([
      'm.oid as head_oid',
      'm.role as head_role',
      sql<string | null>`left(m.text, ${ROOM_PREVIEW_CHARS}::int)`.as('head_preview'),
      'm.status as head_status',
      'm.created_at as head_created_at',
      'm.depth as head_depth',
      // Only the flag of the head's state, not the whole state (turns/story-ending.ts).
      sql<boolean>`coalesce(m.state->'ended' = 'true'::jsonb, false)`.as('head_ended'),
    ])
    .where('r.deleted_at', 'is', null)
    // A draft's test rooms (a negative version) are the writer's scratch, not their chats.
    .where('r.compiled_version', '>', 0)
  query =
    'userOid' in owner
      ? query.where('r.owner_user_oid', '=', owner.userOid)
      : query.where('r.owner_guest_device', '=', owner.guestDeviceId)
  if (filters.roomOids) query = query.where('r.oid', 'in', filters.roomOids)
  if (filters.contentOid) query = query.where('r.content_oid', '=', filters.contentOid)
  const rows = await query
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.oid', 'desc')
    .limit(ROOM_LIST_LIMIT)
    .execute()
  return rows.map(
    ({
      head_oid,
      head_role,
      head_preview,
      head_status,
      head_created_at,
      head_depth,
      head_ended,
      ...room
    }) => ({
      room: room as ChatRoom,
      head:
        head_oid && head_role && head_status && head_created_at && head_depth !== null
          ? {
              oid: head_oid,
              role: head_role,
              preview: head_preview ?? '',
              status: head_status,
              createdAt: new Date(head_created_at),
              depth: Number(head_depth),
              ended: head_ended === true,
            }
          : null,
    }),
  )
}

/** A room of the list on the wire: the room view, its last message and its length. */
export function roomListEntry(summary: RoomSummary) {
  const { head } = summary
  return {
    ...roomView(summary.room),
    lastMessage: head
      ? {
          messageId: head.oid,
          role: head.role,
          preview: head.preview,
          status: head.status,
          createdAt: head.createdAt,
        }
      : null,
    messageCount: head ? head.depth + 1 : 0,
    /** The story has ended at the room's head: no turn runs there (docs/STORY-CHAT.md, Endings). */
    ended: head?.ended ?? false,
  }
}

/**
 * Pins the room (at `at`; a pinned room keeps its first time, so a retry changes nothing)
 * or unpins it. Leaves `updated_at` alone: pinning is not writing, so it does not move the
 * room up the list of recent chats.
 */
export async function setRoomPinned(
  db: Kysely<DB>,
  roomOid: string,
  at: Date | null,
): Promise<Date | null> {
  const row = await db
    .updateTable('chat_rooms')
    .set({ pinned_at: at ? sql<Date>`coalesce(pinned_at, ${at})` : null })
    .where('oid', '=', roomOid)
    .where('deleted_at', 'is', null)
    .returning('pinned_at')
    .executeTakeFirst()
  return row?.pinned_at ?? null
}
