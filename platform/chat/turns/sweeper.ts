import { refundCouponChat } from '../coupons/spending'
import { CHAT_MESSAGES } from '../errors'
import { type ChatMessage, failMessage, staleStreamingMessages } from '../rooms/messages'
import { restoreRoomHead } from '../rooms/rooms'
import type { ChatRuntimeDeps } from '../runtime'
import { lastStreamSeq } from '../stream/stream-events'
import { refundTestTurn } from '../test-turns/spending'

/**
 * A process that dies mid-turn leaves its message `streaming` and its credits held.
 * The sweeper (at start-up and every minute) fails such messages once their hold has
 * expired, gives back what the turn took — the credit hold, the coupon chat, the test
 * allowance's turn or the guest's free chat: nobody pays for a turn nobody got — puts the
 * room's head back, and ends the stream with the spec's error so waiting clients stop.
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
    // Only the sweeper that fails the reply gives its charge back (another instance, or
    // the generation's own failure path, may race it): exactly once.
    if (!(await failMessage(db, message.oid, 'INTERRUPTED', message.text))) continue
    await giveBackCharge(deps, message)
    const parent = message.parent_oid
      ? await db
          .selectFrom('chat_messages')
          .select(['oid', 'role', 'parent_oid'])
          .where('oid', '=', message.parent_oid)
          .executeTakeFirst()
      : undefined
    // The head goes back to the last complete reply before the interrupted turn.
    const previous = parent?.role === 'user' ? parent.parent_oid : (parent?.oid ?? null)
    await restoreRoomHead(db, message.room_oid, { from: message.oid, to: previous })
    const writer = deps.hub.open(message.oid, (await lastStreamSeq(db, message.oid)) + 1)
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

/** What the interrupted turn took, given back as a failed turn gives it back. */
async function giveBackCharge(deps: ChatRuntimeDeps, message: ChatMessage) {
  const { db } = deps.database
  if (message.request_id) {
    // Idempotent by request id: voiding a hold twice, or one never taken, changes nothing.
    await deps.wallet.voidHold({ requestId: message.request_id })
    await refundCouponChat(db, message.request_id, deps.clock.now())
    await refundTestTurn(db, message.request_id, deps.clock.now())
  }
  if (message.paid_with === 'guest-free-chat') {
    const room = await db
      .selectFrom('chat_rooms')
      .select('owner_guest_device')
      .where('oid', '=', message.room_oid)
      .executeTakeFirst()
    // A room claimed by an account since carries no device: nothing to give back to.
    if (room?.owner_guest_device) await deps.accounts.refundGuestFreeChat(room.owner_guest_device)
  }
}

/**
 * Holds no turn finishes any more (a process that died before the reply row existed, a
 * settle lost with its connection) give their credits back once expired. Runs after
 * `sweepStaleStreams`, which voids the holds of the turns it fails.
 */
export async function releaseExpiredHolds(
  deps: Pick<ChatRuntimeDeps, 'wallet' | 'clock' | 'logger'>,
) {
  const released = await deps.wallet.releaseExpiredHolds(deps.clock.now())
  if (released > 0) deps.logger.warn({ released }, 'expired credit holds released')
  return released
}
