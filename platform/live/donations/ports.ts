/** What the live donations area needs from other areas, wired in server/context/. */
import type { LiveEventData, LiveEventName } from '../chat'

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

/**
 * The live chat's rules for what a viewer sends the streamer (wired to the live chat
 * service): donations and missions reach the overlay and the speech, so they meet the same
 * bans and banned words as a chat message.
 */
export interface LivedonationsChatPort {
  /** Throws the chat's own refusal for a viewer under an active ban (block, kick, chat ban). */
  assertMayTakePart(creatorOid: string, userOid: string): Promise<void>
  /** The text with the creator's banned words masked, as a chat message is. */
  maskText(creatorOid: string, text: string): Promise<string>
}

/** A live gift for the channel's fan ranking (the channels area's), once per source key. */
export interface LivedonationsFansPort {
  record(event: {
    sourceKey: string
    creatorOid: string
    userOid: string
    coins: number
    occurredAt: Date
  }): Promise<void>
}

/** What the donations and missions tell once coins reached the creator (sponsors, fans). */
export interface SponsoredGift {
  /** One per gift: `live-donation:{oid}`, `live-mission:{missionOid}:{stakeOid}`. */
  sourceKey: string
  userOid: string
  creatorOid: string
  coin: number
}

/** Tells the streamer of donations and mission proposals (the notifications area). */
export interface LiveDonationNotices {
  donated(event: {
    creatorOid: string
    donationOid: string
    /** Null when the donor asked to stay hidden. */
    nickname: string | null
    coin: number
  }): Promise<unknown>
  missionProposed(event: {
    creatorOid: string
    missionOid: string
    nickname: string | null
    task: string
    coin: number
  }): Promise<unknown>
}
