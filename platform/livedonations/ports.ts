/** What the live donations area needs from other areas, wired in server/context.ts. */
import type { LiveEventData, LiveEventName } from '../livechat'

export interface LivedonationsWalletPort {
  /** A `live_donation` ledger transfer, idempotent per key; refuses with 'Not enough coins'. */
  donate(input: {
    /** `live_donation_tts` for a spoken donation (its voice's price included). */
    type?: 'live_donation' | 'live_donation_tts'
    key: string
    fromUserOid: string
    toUserOid: string
    coins: number
    metadata: Record<string, unknown>
  }): Promise<unknown>
}

export interface LivedonationsEventsPort {
  publishEvent<Name extends LiveEventName>(
    creatorOid: string,
    name: Name,
    data: LiveEventData[Name],
  ): Promise<void>
}

export interface LivedonationsUsersPort {
  /** Whether the user exists and may stream (creator or livestreamer). */
  isStreamer(userOid: string): Promise<boolean>
}
