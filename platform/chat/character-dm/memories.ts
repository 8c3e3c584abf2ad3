/** The fan's memory of a character: written from earlier rooms, read into new prompts. */
import { summaryRequest } from '../../../engine/turn'
import { promptTemplates } from '../../../prompts'
import type { ChatRuntime } from '../chat-runtime'
import { activePath } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import type { ChatRuntimeDeps } from '../runtime'
import { completeSummary } from '../summaries/summarize'
import { roomsToRemember } from './rules'
import {
  type FanCharacter,
  insertMemory,
  memoryEnabled,
  rememberedRooms,
  userCharacterRooms,
} from './store'

/**
 * Summarizes the fan's earlier rooms with the character that are not remembered yet (the
 * chat area's summary prompt and model), when the fan opted in. A room whose summary fails
 * is left for the next time; the room being opened is never summarized.
 */
export async function rememberEarlierRooms(
  runtime: ChatRuntime,
  key: FanCharacter,
  names: { fan: string; character: string },
  openRoomOid: string | null,
): Promise<number> {
  const { deps } = runtime
  const db = deps.database.db
  if (!(await memoryEnabled(db, key))) return 0
  const rooms = await userCharacterRooms(db, key.userOid, key)
  const remembered = await rememberedRooms(
    db,
    rooms.map((room) => room.roomOid),
  )
  let written = 0
  for (const roomOid of roomsToRemember(rooms, remembered, openRoomOid)) {
    const content = await summarizeRoom(runtime, key.userOid, roomOid, names).catch((error) => {
      deps.logger.warn({ err: error, roomOid }, 'character memory: summary failed')
      return null
    })
    if (!content) continue
    await insertMemory(db, key, roomOid, content, deps.clock.now())
    written += 1
  }
  return written
}

async function summarizeRoom(
  runtime: ChatRuntime,
  userOid: string,
  roomOid: string,
  names: { fan: string; character: string },
): Promise<string | null> {
  const deps: ChatRuntimeDeps = runtime.deps
  const room = await findOwnedRoom(deps.database.db, roomOid, { userOid })
  const path = (await activePath(deps.database.db, room.head_message_oid)).filter(
    (message) => !message.hidden && message.status === 'complete',
  )
  // Nothing the fan said: nothing to remember.
  if (!path.some((message) => message.role === 'user')) return null
  const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
  const request = summaryRequest(
    promptTemplates(compiled.language),
    path.map((message) => ({
      id: message.oid,
      role: message.role,
      content: message.text,
      turnIndex: message.turn_index,
    })),
    { user: names.fan, char: names.character },
  )
  if (!request) return null
  return completeSummary(
    deps,
    compiled.model,
    request.messages as Array<{ role: 'user'; content: string }>,
  )
}
