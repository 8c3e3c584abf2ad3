/**
 * The conditions an image message is sent under, as pure rules: who the creator's reception
 * condition lets send images, and whether what the client read is still what holds.
 */
import type { ImageReception } from '../contract'
import type { ImagePaymethod } from './contract'

export interface ImageConditions {
  /** The room's price per message for this sender, 0 when free. */
  coins: number
  reception: ImageReception
}

/** Spec §3 "image reception condition": anyone, the creator's subscribers, or nobody. */
export function receptionAllows(reception: ImageReception, subscribed: boolean): boolean {
  if (reception === 'anyone') return true
  return reception === 'subscribers' && subscribed
}

/** What a sender owes now, as the client names it. */
export const paymethodOf = (coins: number): ImagePaymethod => (coins > 0 ? 'coin' : 'free')

/**
 * Whether the client's paymethod and coin (and the reception condition, when it sent it)
 * are today's: otherwise the send is refused and nothing is charged.
 */
export function conditionsMatch(
  sent: { paymethod: ImagePaymethod; coin: number; imageReception?: ImageReception | undefined },
  now: ImageConditions,
): boolean {
  if (sent.paymethod !== paymethodOf(now.coins) || sent.coin !== now.coins) return false
  return sent.imageReception === undefined || sent.imageReception === now.reception
}
