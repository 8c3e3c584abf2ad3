import { CHAT_MESSAGES } from '../../../platform/chat'
import { AppError } from '../../../platform/http'
import type { Actor, ChatRuntimeDeps } from '../runtime'

/** How one turn is paid: a credit hold (users), a free chat (guests), or nothing. */
export interface TurnCharge {
  readonly kind: 'hold' | 'guest-free-chat' | 'none'
  /** Charges the actual price (at most the hold); returns the credits charged. */
  settle(actualCredits: number): Promise<number>
  /** The turn failed: give back what was taken. */
  cancel(): Promise<void>
}

/**
 * The spec's stream clients read a 403 body's `error` field, so refusals to start a
 * turn are 403s with the spec's texts.
 */
const refuse = (code: string, message: string) => new AppError({ status: 403, code, message })

export async function openCharge(
  deps: ChatRuntimeDeps,
  actor: Actor,
  requestId: string,
  quoteCredits: number,
  storyIsPaid: boolean,
): Promise<TurnCharge> {
  if (!actor.user) {
    if (storyIsPaid) throw refuse('LOGIN_REQUIRED', CHAT_MESSAGES.loginRequired)
    const allowance = await deps.accounts.consumeGuestFreeChat(actor.guestDeviceId)
    if (!allowance.allowed) throw refuse('NO_FREE_CHATS', CHAT_MESSAGES.noFreeChats)
    return {
      kind: 'guest-free-chat',
      settle: async () => 0,
      cancel: async () => {
        await deps.accounts.refundGuestFreeChat(actor.guestDeviceId)
      },
    }
  }
  if (quoteCredits <= 0) return { kind: 'none', settle: async () => 0, cancel: async () => {} }
  const userOid = actor.user.oid
  try {
    await deps.wallet.reserve({
      requestId,
      userOid,
      amount: quoteCredits,
      expiresAt: new Date(deps.clock.now().getTime() + deps.limits.holdTtlMs),
      chargeType: 'story_chat',
    })
  } catch (error) {
    if (AppError.isInstance(error) && error.code === 'INSUFFICIENT_CREDITS') {
      throw refuse('INSUFFICIENT_CREDITS', CHAT_MESSAGES.insufficientCredits)
    }
    throw error
  }
  return {
    kind: 'hold',
    async settle(actualCredits) {
      const result = await deps.wallet.settle({
        requestId,
        amount: Math.min(actualCredits, quoteCredits),
      })
      return result.charged
    },
    async cancel() {
      await deps.wallet.voidHold({ requestId })
    },
  }
}
