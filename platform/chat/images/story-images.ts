import type { CompiledStory } from '../../../engine/compiled'
import type { TurnState } from '../../../engine/turn'
import type { ChatRuntime } from '../chat-runtime'
import { activePath } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'

/** The published story's compiled version, through the runtime's cache. */
export async function publishedStory(runtime: ChatRuntime, contentOid: string) {
  const { version } = await runtime.deps.stories.getPublishedContent(contentOid)
  const { compiled } = await runtime.compiledFor(contentOid, version)
  return { compiled, version }
}

/**
 * The image ids the state of the user's room `metadataOid` offers (all the story's when
 * the state names none); null without a room, where any image is available.
 */
export async function availableInRoom(
  runtime: ChatRuntime,
  compiled: CompiledStory,
  metadataOid: string | undefined,
  userOid: string,
): Promise<Set<string> | null> {
  if (!metadataOid) return null
  const db = runtime.deps.database.db
  const room = await findOwnedRoom(db, metadataOid, { userOid })
  const [head] = await activePath(db, room.head_message_oid, 1)
  const state = head?.state as TurnState | undefined
  return new Set(state?.availableImageIds ?? compiled.images.map((image) => image.id))
}
