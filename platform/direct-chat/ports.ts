/** What direct chat needs of other areas, handed in by server/context/. */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { Clock } from '../http'

export interface DirectChatUser {
  oid: string
  nickname: string
  isCreator: boolean
}

/** The accounts area's users: names for rooms and partners, and the nickname search. */
export interface DirectChatUsersPort {
  findUsers(userOids: readonly string[]): Promise<DirectChatUser[]>
  /** Users whose nickname starts with `prefix` (case-insensitive), at most `limit`. */
  searchByNickname(prefix: string, limit: number): Promise<DirectChatUser[]>
}

/** The channels area's tiers and subscriptions (the creator's "tiers with access"). */
export interface DirectChatChannelsPort {
  /** The tier the user subscribes to at the creator, or null. */
  subscribedTier(creatorOid: string, userOid: string): Promise<string | null>
  tierHashes(creatorOid: string): Promise<string[]>
}

/** The wallet area's ledger: one transaction per key, replayed (never charged) on a retry. */
export interface DirectChatWalletPort {
  transfer(input: {
    key: string
    fromUserOid: string
    toUserOid: string
    coins: number
    /** `chat`: a paid message; `image_chat`: a paid image message; `chat_donation`: a donation. */
    type: 'chat' | 'image_chat' | 'chat_donation' | 'chat_content'
    metadata: Record<string, unknown>
  }): Promise<{ transactionOid: string; replayed: boolean }>
}

/** The notifications area: a member away is told of a message (kind `chat`). */
export interface DirectChatNotificationsPort {
  notify(
    userOid: string,
    data: { nickname: string; roomId: string; link: string },
  ): Promise<unknown>
}

export interface DirectChatDeps {
  db: Kysely<DB>
  clock: Clock
  users: DirectChatUsersPort
  channels: DirectChatChannelsPort
  wallet: DirectChatWalletPort
  /** Where an announcement that failed is logged. */
  logger?: import('pino').Logger
  /** Members away are told of messages here; without it, nobody is. */
  notifications?: DirectChatNotificationsPort
  /** The uploads area's chat files (image messages); without it no file is found. */
  media?: import('./image-messages/ports').DirectChatMediaPort
  /** Signs the real-time socket's tokens; without it no socket opens. */
  secret?: string
  /** Paid posts' media and tier recipients; without it posts carry no media nor reach tiers. */
  messageContent?: import('./message-content/ports').MessageContentPorts
}
