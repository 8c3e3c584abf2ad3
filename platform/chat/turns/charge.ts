import { AppError } from '../../http'
import type { ChatPaidWith } from '../contract'
import { type CouponSpendRead, refundCouponChat, spendCouponChat } from '../coupons/spending'
import { CHAT_MESSAGES } from '../errors'
import { type Actor, type ChatRuntimeDeps, ownerOf } from '../runtime'
import { testTurnCharge } from './test-charge'

/**
 * How one turn is paid: a credit hold (users), a free chat (guests), a chat coupon
 * (guests past their free chats; users before their credits), a test turn of one's own
 * story (free on the offline model, else the monthly test allowance), or nothing.
 */
export interface TurnCharge {
  readonly kind: ChatPaidWith
  /** What `settle` charges for the actual price while the hold is held: the reply's record. */
  chargeFor(actualCredits: number): number
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

export interface ChargeRequest {
  /** The turn's request id: the hold's and the coupon use's key. */
  requestId: string
  /** The credits held for the turn. */
  quoteCredits: number
  /** A paid story is for signed-in players only. */
  storyIsPaid: boolean
  /** The client chose the request id, so this may be a retry of a turn already paid. */
  mayBeRetry: boolean
  /** The coupon reads, when the turn made them with its other look-ups (a user's turn). */
  couponRead?: CouponSpendRead | undefined
  /**
   * A test turn of the tester's own story (test mode, checked before), with whether the
   * offline model answers it; null for a player's turn.
   */
  test?: { offline: boolean } | null
}

/**
 * Charges that pay a whole turn whatever its quote (a free chat, a coupon chat, a test
 * turn): such a turn runs with the story's model at the plain settings.
 */
export function paysWholeTurn(kind: TurnCharge['kind']): boolean {
  return (
    kind === 'guest-free-chat' ||
    kind === 'coupon' ||
    kind === 'test-offline' ||
    kind === 'test-allowance'
  )
}

export async function openCharge(
  deps: ChatRuntimeDeps,
  actor: Actor,
  request: ChargeRequest,
): Promise<TurnCharge> {
  const { requestId, quoteCredits, storyIsPaid, mayBeRetry, couponRead, test } = request
  if (!actor.user) {
    if (storyIsPaid) throw refuse('LOGIN_REQUIRED', CHAT_MESSAGES.loginRequired)
    const allowance = await deps.accounts.consumeGuestFreeChat(actor.guestDeviceId)
    if (!allowance.allowed) {
      const coupon = await couponCharge(deps, actor, { requestId, mayBeRetry })
      if (coupon) return coupon
      throw refuse('NO_FREE_CHATS', CHAT_MESSAGES.noFreeChats)
    }
    return {
      kind: 'guest-free-chat',
      chargeFor: () => 0,
      settle: async () => 0,
      cancel: async () => {
        await deps.accounts.refundGuestFreeChat(actor.guestDeviceId)
      },
    }
  }
  if (test) {
    const charge = await testTurnCharge(deps, {
      userOid: actor.user.oid,
      requestId,
      offline: test.offline,
      mayBeRetry,
    })
    if (charge) return charge
  }
  if (quoteCredits <= 0)
    return { kind: 'none', chargeFor: () => 0, settle: async () => 0, cancel: async () => {} }
  // A coupon chat is free to the player, so it is spent before bought credits.
  const coupon = await couponCharge(deps, actor, { requestId, mayBeRetry, couponRead })
  if (coupon) return coupon
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
  const chargeFor = (actualCredits: number) => Math.min(actualCredits, quoteCredits)
  return {
    kind: 'hold',
    chargeFor,
    async settle(actualCredits) {
      const result = await deps.wallet.settle({ requestId, amount: chargeFor(actualCredits) })
      // Credits may have fallen below the auto top-up threshold (never throws).
      if (result.applied) await deps.wallet.topUpAfterCharge(userOid, requestId)
      return result.charged
    },
    async cancel() {
      await deps.wallet.voidHold({ requestId })
    },
  }
}

/** One coupon chat for this turn, given back if the turn fails; null when none is left. */
async function couponCharge(
  deps: ChatRuntimeDeps,
  actor: Actor,
  request: Pick<ChargeRequest, 'requestId' | 'mayBeRetry' | 'couponRead'>,
): Promise<TurnCharge | null> {
  const { requestId, mayBeRetry, couponRead: read } = request
  const { db } = deps.database
  const spent = await spendCouponChat(db, ownerOf(actor), requestId, deps.clock.now(), {
    mayBeRetry,
    ...(read ? { read } : {}),
  })
  if (!spent) return null
  return {
    kind: 'coupon',
    chargeFor: () => 0,
    settle: async () => 0,
    async cancel() {
      // A retried request found the chat already spent by its first attempt: that one owns it.
      if (spent.fresh) await refundCouponChat(db, requestId, deps.clock.now())
    },
  }
}
