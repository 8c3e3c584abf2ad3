/**
 * Donations in a room (spec §7 `POST /donation`): coins from a member to another member,
 * one ledger transaction per request id, shown in the thread once. A refusal for who may
 * give is `NO_PERMISSION`; the wallet's own refusal ('Not enough coins') is shown as it is.
 */
import { AppError, type SessionUser } from '../http'
import type { DirectChatContext } from './context'
import { messageView } from './context'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'
import type { createMessages } from './messages'

export interface DonationInput {
  targetUserOid: string
  roomId: string
  coinAmount: number
  message: string
  requestId: string
}

export function createDonations(
  context: DirectChatContext,
  messages: Pick<ReturnType<typeof createMessages>, 'store'>,
) {
  async function permitted(user: SessionUser, input: DonationInput) {
    if (input.targetUserOid === user.oid) throw ERRORS.noPermission()
    try {
      const { room } = await context.requireMember(input.roomId, user.oid)
      if (room.closed) throw ERRORS.noPermission()
      if (!(await context.activeMember(input.roomId, input.targetUserOid)))
        throw ERRORS.noPermission()
      if (await context.blockedBetween(user.oid, input.targetUserOid)) throw ERRORS.noPermission()
      return room
    } catch (error) {
      if (AppError.isInstance(error) && error.status < 500) throw ERRORS.noPermission()
      throw error
    }
  }

  return {
    async donate(user: SessionUser, input: DonationInput) {
      const room = await permitted(user, input)
      const moved = await context.deps.wallet.transfer({
        key: `direct-chat-donation:${user.oid}:${input.requestId}`,
        fromUserOid: user.oid,
        toUserOid: input.targetUserOid,
        coins: input.coinAmount,
        type: 'chat_donation',
        metadata: { roomOid: room.oid, message: input.message },
      })
      const stored = await messages.store({
        room,
        senderOid: user.oid,
        kind: 'donation',
        text: input.message,
        coins: input.coinAmount,
        targetOid: input.targetUserOid,
        clientMessageId: `donation:${input.requestId}`,
        transactionOid: moved.transactionOid,
      })
      return {
        message: messageView(stored.row),
        transactionOid: moved.transactionOid,
        replayed: moved.replayed,
      }
    },
  }
}
