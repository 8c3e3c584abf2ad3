/** Opening a room: the room, its greeting as the first message, and its kept path. */
import type { CompiledStartPoint, CompiledStory } from '../../../engine/compiled'
import {
  DEFAULT_READER_NAME,
  greetingText,
  initialState,
  openingText,
  sceneOpeningText,
} from '../../../engine/turn'
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

/** A scene the play-through starts in (the studio's "test from here"), when it exists. */
export function requireScene(compiled: CompiledStory, sceneId: string): void {
  if (!compiled.scenes.some((scene) => scene.id === sceneId))
    throw badRequest('SCENE_NOT_FOUND', 'This story has no such scene.')
}

export async function openRoom(runtime: ChatRuntime, actor: Actor, input: OpenRoomInput) {
  const { deps } = runtime
  const published = await deps.stories.getPublishedContent(input.contentOid)
  await requirePlayable(deps, actor, input.contentOid)
  // Through the runtime's cache: the room's first turn then finds the story loaded.
  const { compiled } = await runtime.compiledFor(input.contentOid, published.version)
  const start = startPointFor(compiled, input.startStoryOid)
  const opened = await writeRoom(runtime, actor, {
    contentOid: input.contentOid,
    compiledVersion: published.version,
    compiled,
    start,
    sceneId: undefined,
    title: input.title,
    storyOwnerOid: published.content.ownerOid,
  })
  await deps.stories.recordChatStarted(input.contentOid)
  return opened
}

/**
 * Writes a new room on a compiled story and its opening: the start point's greeting, or
 * with `sceneId` the opening of that scene (with the start point's variables).
 */
export async function writeRoom(
  runtime: ChatRuntime,
  actor: Actor,
  input: {
    contentOid: string
    compiledVersion: number
    compiled: CompiledStory
    start: CompiledStartPoint
    sceneId: string | undefined
    title: string | undefined
    storyOwnerOid: string
  },
) {
  const db = runtime.deps.database.db
  const { compiled, start } = input
  // The same default reader name as a turn without a persona (turns/request-checks.ts personaFor).
  const name = actor.user?.nickname || DEFAULT_READER_NAME
  const reader = { user: name, nickname: name }
  const room = await insertRoom(db, {
    owner: ownerOf(actor),
    contentOid: input.contentOid,
    compiledVersion: input.compiledVersion,
    startPointId: start.id,
    // The story's title as the greeting reads it; a title the player gives is kept as given.
    title: input.title ?? openingText(compiled, start.id, compiled.title, reader),
    storyOwnerOid: input.storyOwnerOid,
  })
  const state = initialState(compiled, start.id, input.sceneId)
  const greeting = await insertMessage(db, {
    roomOid: room.oid,
    parentOid: null,
    role: 'assistant',
    text: input.sceneId
      ? sceneOpeningText(compiled, start.id, state, reader)
      : greetingText(compiled, start.id, state, reader),
    status: 'complete',
    turnIndex: 0,
    depth: 0,
    state,
  })
  await updateRoom(db, room.oid, { head_message_oid: greeting.oid })
  // The new room's path is its greeting, kept for its first turn (which then reads no
  // path) at the revision the room was made with: a new message does not move it.
  runtime.paths.put(room.oid, room.messages_revision, [asPromptMessage(greeting)])
  return { room: { ...room, head_message_oid: greeting.oid }, greeting }
}
