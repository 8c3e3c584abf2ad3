/** Opening a room: the room, its greeting as the first message, and its kept path. */
import type { CompiledStartPoint, CompiledStory } from '../../../engine/compiled'
import { DEFAULT_READER_NAME, greetingText, initialState, openingText } from '../../../engine/turn'
import { badRequest } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { type Actor, ownerOf } from '../runtime'
import { asPromptMessage } from '../turns/path-cache'
import { insertMessage } from './messages'
import { insertRoom, updateRoom } from './rooms'
import { requirePlayable } from './story-access'

export interface OpenRoomInput {
  contentOid: string
  startStoryOid?: string | undefined
  title?: string | undefined
}

/** The start point asked for, else the story's first. */
export function startPointFor(
  compiled: CompiledStory,
  startStoryOid: string | undefined,
): CompiledStartPoint {
  const start = startStoryOid
    ? compiled.startPoints.find((point) => point.id === startStoryOid)
    : compiled.startPoints[0]
  if (!start) throw badRequest('START_POINT_NOT_FOUND', 'This story has no such start point.')
  return start
}

export async function openRoom(runtime: ChatRuntime, actor: Actor, input: OpenRoomInput) {
  const { deps } = runtime
  const db = deps.database.db
  const published = await deps.stories.getPublishedContent(input.contentOid)
  await requirePlayable(deps, actor, input.contentOid)
  // Through the runtime's cache: the room's first turn then finds the story loaded.
  const { compiled } = await runtime.compiledFor(input.contentOid, published.version)
  const start = startPointFor(compiled, input.startStoryOid)
  // The same default reader name as a turn without a persona (turns/request-checks.ts personaFor).
  const name = actor.user?.nickname || DEFAULT_READER_NAME
  const reader = { user: name, nickname: name }
  const room = await insertRoom(db, {
    owner: ownerOf(actor),
    contentOid: input.contentOid,
    compiledVersion: published.version,
    startPointId: start.id,
    // The story's title as the greeting reads it; a title the player gives is kept as given.
    title: input.title ?? openingText(compiled, start.id, compiled.title, reader),
    storyOwnerOid: published.content.ownerOid,
  })
  const state = initialState(compiled, start.id)
  const greeting = await insertMessage(db, {
    roomOid: room.oid,
    parentOid: null,
    role: 'assistant',
    text: greetingText(compiled, start.id, state, reader),
    status: 'complete',
    turnIndex: 0,
    depth: 0,
    state,
  })
  await updateRoom(db, room.oid, { head_message_oid: greeting.oid })
  // The new room's path is its greeting, kept for its first turn (which then reads no
  // path) at the revision the room was made with: a new message does not move it.
  runtime.paths.put(room.oid, room.messages_revision, [asPromptMessage(greeting)])
  await deps.stories.recordChatStarted(input.contentOid)
  return { room: { ...room, head_message_oid: greeting.oid }, greeting }
}
