import type { TurnMode, TurnState } from '../../../engine/turn'
import { badRequest, conflict } from '../../http'
import { type ChatMessage, findMessage, type PromptHistoryMessage } from '../rooms/messages'
import type { ChatRoom } from '../rooms/rooms'
import type { ChatRuntimeDeps } from '../runtime'
import { type RoomPathCache, readPromptPath } from './path-cache'
import type { TurnRequest } from './request'
import { refuseAfterEnding } from './story-ending'

export const RESPONSE_IN_PROGRESS = () =>
  conflict('RESPONSE_IN_PROGRESS', 'A response is still being written. Wait for it to finish.')

/** Where a turn starts, as `prepareTurn` writes its pending messages from it. */
export interface TurnStart {
  /** The complete assistant message the turn continues from, with its stored state. */
  base: ChatMessage & { state: TurnState }
  parentOid: string
  depth: number
  /** The path ending at `base` when it was read (rerolls); else null. */
  history: PromptHistoryMessage[] | null
  mode: TurnMode
  userText: string
  /** The reply a reroll replaces; null otherwise. */
  replacing: string | null
}

/**
 * Where the turn starts: the complete assistant message it continues from (`base`, with
 * its state), the new messages' parent and depth. A message or an auto-chat continues the
 * head, one row read; a reroll replaces a reply on the current path, so it reads the path.
 * A story that has ended at the head takes no turn (story-ending.ts).
 */
export async function turnStart(
  deps: ChatRuntimeDeps,
  paths: RoomPathCache,
  room: ChatRoom,
  request: TurnRequest,
): Promise<TurnStart> {
  const { db } = deps.database
  if (request.kind !== 'reroll') {
    if (!room.head_message_oid) throw RESPONSE_IN_PROGRESS()
    const head = await findMessage(db, room.oid, room.head_message_oid)
    const base = completeBase(head, head.state)
    refuseAfterEnding(base.state)
    return {
      base,
      parentOid: head.oid,
      depth: head.depth + 1,
      history: null,
      mode: request.kind === 'auto-chat' ? 'auto-chat' : 'chat',
      userText: '',
      replacing: null,
    }
  }
  // The prompt's columns only: whole rows of a long path are slow to read (docs/PERFORMANCE.md).
  if (!room.head_message_oid) throw RESPONSE_IN_PROGRESS()
  const path = await readPromptPath(
    db,
    paths,
    room,
    room.head_message_oid,
    deps.limits.historyMessages,
  )
  const head = path.at(-1)
  if (!head || head.status === 'streaming') throw RESPONSE_IN_PROGRESS()
  const target = await findMessage(db, room.oid, request.messageOid)
  // Rerolling the ending (or any reply) after the story ended would be a turn past its end.
  refuseAfterEnding(
    target.oid === head.oid ? target.state : (await findMessage(db, room.oid, head.oid)).state,
  )
  const { baseOid, ...reroll } = planReroll(path, target)
  // The whole row, with its state snapshot, of the one message the turn continues from.
  const baseRow = await findMessage(db, room.oid, baseOid)
  return { base: completeBase(baseRow, baseRow.state), ...reroll }
}

/**
 * A reroll of `target` on the active `path` (oldest first): after a player's message the
 * reply is rerolled with that message; after a reply, as an auto-chat. Either way the turn
 * continues from the reply before it (`baseOid`). Only a reply on the path can be rerolled.
 */
export function planReroll(
  path: readonly PromptHistoryMessage[],
  target: Pick<ChatMessage, 'oid' | 'role' | 'parent_oid' | 'text'>,
): Omit<TurnStart, 'base'> & { baseOid: string } {
  const index = path.findIndex((message) => message.oid === target.oid)
  if (target.role !== 'assistant' || index <= 0 || !target.parent_oid) {
    throw badRequest('CANNOT_REROLL', 'Only a reply on the current path can be rerolled.')
  }
  const parent = path[index - 1]!
  const byPlayer = parent.role === 'user'
  const base = byPlayer ? path[index - 2]! : parent
  if (!base) throw RESPONSE_IN_PROGRESS()
  return {
    baseOid: base.oid,
    parentOid: target.parent_oid,
    depth: parent.depth + 1,
    history: path.slice(0, byPlayer ? index - 1 : index),
    mode: byPlayer ? 'chat' : 'auto-chat',
    userText: byPlayer ? parent.text : '',
    replacing: target.text,
  }
}

/** A turn continues only from a finished reply whose state is stored. */
function completeBase(message: ChatMessage, state: unknown): ChatMessage & { state: TurnState } {
  if (message.status === 'streaming' || message.role !== 'assistant' || state == null)
    throw RESPONSE_IN_PROGRESS()
  return { ...message, state: state as TurnState }
}
