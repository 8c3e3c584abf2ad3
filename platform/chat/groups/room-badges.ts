import type { ChatRuntime } from '../chat-runtime'
import type { ChatRoom } from '../rooms/rooms'
import type { RoomGroupBadge } from './contract'
import { memberViews } from './members'

/**
 * My chats marks a group room with its members' portraits: one read of the listed rooms'
 * groups, and each group's members named from the room's story version (compiled once,
 * cached), so the list costs one statement more whatever its length.
 */
export async function roomGroupBadges(
  runtime: ChatRuntime,
  rooms: readonly ChatRoom[],
): Promise<Map<string, RoomGroupBadge>> {
  if (rooms.length === 0) return new Map()
  const rows = await runtime.deps.database.db
    .selectFrom('chat_groups')
    .select(['room_oid', 'name', 'members'])
    .where(
      'room_oid',
      'in',
      rooms.map((room) => room.oid),
    )
    .execute()
  const byOid = new Map(rooms.map((room) => [room.oid, room]))
  const badges = await Promise.all(
    rows.map(async (row): Promise<[string, RoomGroupBadge] | null> => {
      const room = byOid.get(row.room_oid)
      if (!room) return null
      const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
      const members = memberViews(compiled, row.members).map(({ id, name, portraitUrl }) => ({
        id,
        name,
        portraitUrl,
      }))
      return [row.room_oid, { name: row.name, members }]
    }),
  )
  return new Map(badges.filter((badge) => badge !== null))
}
