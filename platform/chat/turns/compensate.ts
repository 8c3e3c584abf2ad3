import type { ChatStreamErrorCode } from '../contract'
import { CHAT_MESSAGES } from '../errors'
import { failMessage } from '../rooms/messages'
import { restoreRoomHead } from '../rooms/rooms'
import type { ChatRuntimeDeps } from '../runtime'
import type { StreamWriter } from '../stream/stream-hub'
import type { PreparedTurn } from './start'

/** Why a turn failed, as the reply and its stream record it. */
export interface TurnFailureRecord {
  error: unknown
  code: ChatStreamErrorCode
  /** The text the player was sent before the failure, stored with the failed message. */
  partialText: string
}

/**
 * Undoes a failed turn (docs/SSE.md): the reply is marked failed, the charge given back by
 * whoever moved the reply out of `streaming` (here, or the sweeper if this process died
 * first, so exactly once), the room's head put back, and `error` ends the stream.
 */
export async function compensateTurn(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  writer: StreamWriter,
  failure: TurnFailureRecord,
): Promise<void> {
  const { db } = deps.database
  deps.logger.warn({ err: failure.error, messageOid: turn.assistant.oid }, 'chat generation failed')
  const claimed = await failMessage(db, turn.assistant.oid, failure.code, failure.partialText)
  if (claimed)
    await turn.charge
      .cancel()
      .catch((cancelError) => deps.logger.error({ err: cancelError }, 'charge cancel failed'))
  await restoreRoomHead(db, turn.room.oid, { from: turn.assistant.oid, to: turn.previousHeadOid })
  writer.emit('error', {
    messageId: turn.assistant.oid,
    error: CHAT_MESSAGES.respondFailed,
    code: failure.code,
  })
}
