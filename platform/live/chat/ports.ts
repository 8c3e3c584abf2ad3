/** What live chat needs of other areas, handed in by server/context/. */
import type { ChatEmoticonGroup } from './contract'

export interface LivechatUser {
  oid: string
  nickname: string
  email: string
  photo: string | null
  isLivestreamer: boolean
}

export interface LivechatUsersPort {
  findUsers(userOids: readonly string[]): Promise<LivechatUser[]>
}

export interface LivechatLivePort {
  /** The stream on air for the creator, or null (messages then belong to no stream). */
  currentStream(creatorOid: string): Promise<string | null>
}

/** A viewer's subscription to a creator, as the chat's sender fields show it. */
export interface LivechatSubscription {
  tierHash: string
  tierName: string
  /** The tier's icon address, or null when it has none. */
  tierPhoto: string | null
  /** The tier's position (0 = lowest): the emoticon use level is position + 1. */
  position: number
  /** Calendar months subscribed, the first month included (the billing calendar's months). */
  months: number
}

/** The channels area's subscriptions (wired in server/context/). */
export interface LivechatChannelsPort {
  subscription(creatorOid: string, userOid: string): Promise<LivechatSubscription | null>
}

/** The emoticons area's groups: the creator's with their required levels, and the platform's. */
export interface LivechatEmoticonsPort {
  groups(creatorOid: string): Promise<{
    creator: ChatEmoticonGroup[]
    platform: ChatEmoticonGroup[]
  }>
}
