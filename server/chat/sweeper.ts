import { CHAT_MESSAGES, failMessage, staleStreamingMessages } from '../../platform/chat'
import type { ChatRuntimeDeps } from './runtime'

/**
 * A process that dies mid-turn leaves its message `streaming` and its credits held.
 * The sweeper (at start-up and every minute) fails such messages once their hold has
 * expired, voids the hold — nobody is charged for a turn nobody got — puts the room's
 * head back, and ends the stream with the spec's error so waiting clients stop.
 */
export async function sweepStaleStreams(
  deps: ChatRuntimeDeps,
  isLive: (messageOid: string) => boolean,
) {
  const { db } = deps.database
  const cutoff = new Date(deps.clock.now().getTime() - deps.limits.holdTtlMs)
  const stale = await staleStreamingMessages(db, cutoff)
  let swept = 0
  for (const message of stale) {
    if (isLive(message.oid)) continue
    if (message.request_id) await deps.wallet.voidHold({ requestId: message.request_id })
    await failMessage(db, message.oid, 'INTERRUPTED', message.text)
    const parent = message.parent_oid
      ? await db
          .selectFrom('chat_messages')
          .select(['oid', 'role', 'parent_oid'])
          .where('oid', '=', message.parent_oid)
          .executeTakeFirst()
      : undefined
    // The head goes back to the last complete reply before the interrupted turn.
    const previous = parent?.role === 'user' ? parent.parent_oid : (parent?.oid ?? null)
    await db
      .updateTable('chat_rooms')
      .set({ head_message_oid: previous, updated_at: new Date() })
      .where('oid', '=', message.room_oid)
      .where('head_message_oid', '=', message.oid)
      .execute()
    const last = await db
      .selectFrom('chat_stream_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('message_oid', '=', message.oid)
      .executeTakeFirst()
    const writer = deps.hub.open(message.oid, Number(last?.seq ?? 0) + 1)
    writer.emit('error', {
      messageId: message.oid,
      error: CHAT_MESSAGES.respondFailed,
      code: 'INTERRUPTED',
    })
    await writer.finish()
    swept += 1
  }
  if (swept > 0) deps.logger.warn({ swept }, 'failed chat turns interrupted by a stopped process')
  return swept
}
