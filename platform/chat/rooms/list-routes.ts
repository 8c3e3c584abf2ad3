/** The room list (the spec's `GET /chat-rooms`, which My chats reads) and pinning a room. */
import { Hono } from 'hono'
import { DEFAULT_READER_NAME, openingText } from '../../../engine/turn'
import { type AppEnv, AppError, readBody, readQuery } from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { roomGroupBadges } from '../groups'
import { type Actor, ownerOf } from '../runtime'
import type { RoomListStory } from './contract'
import { pinRoomBody, roomListQuery } from './requests'
import { parseRoomOids } from './room-ids'
import { listRoomSummaries, roomListEntry, setRoomPinned } from './room-list'
import { findOwnedRoom } from './rooms'
import { withStoryOwners } from './story-owners'

export function roomListRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/chat-rooms', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(c, roomListQuery)
    const summaries = await listRoomSummaries(db, ownerOf(actor), {
      roomOids: parseRoomOids(query.roomOids),
      contentOid: query.contentOid,
    })
    const listed = summaries.map((summary) => summary.room)
    const [rooms, groups] = await Promise.all([
      withStoryOwners(deps, listed),
      roomGroupBadges(runtime, listed),
    ])
    const entries = summaries.map((summary, index) => {
      const entry = roomListEntry({ ...summary, room: rooms[index] ?? summary.room })
      const group = groups.get(entry.roomOid)
      return group ? { ...entry, group } : entry
    })
    return c.json({
      rooms: entries,
      stories: await storiesOf(
        runtime,
        actor,
        entries.map((entry) => entry.contentOid),
      ),
    })
  })

  app.post('/chat-room/:id/pin', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const { pinned } = readBody(c, pinRoomBody)
    const pinnedAt = await setRoomPinned(db, room.oid, pinned ? deps.clock.now() : null)
    return c.json({ pinned: pinnedAt !== null, pinnedAt })
  })

  return app
}

/**
 * The title and picture of each story the rooms play, for the list's headings: one row
 * read per story, at once. A title's macros are rendered for the viewer, as the story page
 * renders them. A story no longer published is null (its rooms still play).
 */
async function storiesOf(
  runtime: ChatRuntime,
  actor: Actor,
  contentOids: readonly string[],
): Promise<Record<string, RoomListStory | null>> {
  const unique = [...new Set(contentOids)]
  const name = actor.user?.nickname || DEFAULT_READER_NAME
  const reader = { user: name, nickname: name }
  const found = await Promise.all(
    unique.map(async (contentOid): Promise<RoomListStory | null> => {
      try {
        const { content, version } = await runtime.deps.stories.getPublishedContent(contentOid)
        if (!content.title.includes('{{'))
          return { title: content.title, thumbnail: content.thumbnail }
        const { compiled } = await runtime.compiledFor(contentOid, version)
        return {
          title: openingText(compiled, undefined, content.title, reader),
          thumbnail: content.thumbnail,
        }
      } catch (error) {
        if (AppError.isInstance(error) && error.status === 404) return null
        throw error
      }
    }),
  )
  return Object.fromEntries(unique.map((contentOid, index) => [contentOid, found[index] ?? null]))
}
