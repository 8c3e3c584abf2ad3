import type { ChatRuntimeDeps } from '../runtime'
import type { ChatRoom } from './rooms'

/**
 * Rooms opened before rooms recorded their story's owner: the owner is looked up once
 * per story and written back, so later reads cost nothing. A story that is no longer
 * published leaves it null (the player then shows no creator tools).
 */
export async function withStoryOwners(
  deps: ChatRuntimeDeps,
  rooms: ChatRoom[],
): Promise<ChatRoom[]> {
  const missing = [
    ...new Set(rooms.filter((room) => !room.story_owner_oid).map((room) => room.content_oid)),
  ]
  if (missing.length === 0) return rooms
  const owners = new Map<string, string>()
  for (const contentOid of missing) {
    const story = await deps.stories.getPublishedContent(contentOid).catch(() => null)
    if (!story) continue
    owners.set(contentOid, story.content.ownerOid)
    await deps.database.db
      .updateTable('chat_rooms')
      .set({ story_owner_oid: story.content.ownerOid })
      .where('content_oid', '=', contentOid)
      .where('story_owner_oid', 'is', null)
      .execute()
  }
  return rooms.map((room) =>
    room.story_owner_oid
      ? room
      : { ...room, story_owner_oid: owners.get(room.content_oid) ?? null },
  )
}
