import type { SessionUser } from '../../http'

/**
 * What the interaction capability needs from other areas, wired in server/context/:
 * comments live in the chat area, accounts (existence, suspension) in accounts.
 */
export interface InteractionComments {
  /** A live comment of the content, by its id or its position (oldest first); null when none. */
  findComment(
    contentOid: string,
    ref: string | number,
  ): Promise<{ commentOid: string; contentOid: string; authorOid: string } | null>
}

/** Story chats (the stories area's contents), which may be reported like any content. */
export interface InteractionStories {
  /**
   * A story the user may see, for a report: its creator; null when no story has this id.
   * One the user may not see throws the stories area's 'Content not found'.
   */
  find(user: SessionUser, contentOid: string): Promise<{ oid: string; creatorOid: string } | null>
}

export interface InteractionAccounts {
  userExists(userOid: string): Promise<boolean>
  /** Suspends the account for illegal downloading (it can no longer log in). */
  suspendForIllegalDownload(userOid: string): Promise<void>
  /** Lifts that suspension when an admin clears the user. */
  liftSuspension(userOid: string): Promise<void>
}

/** The wallet's coin charge (`spend`, type `consume`): idempotent by `key`. */
export interface InteractionWallet {
  spendCoins(input: {
    key: string
    userOid: string
    coins: number
    metadata: Record<string, unknown>
  }): Promise<{ transactionId: string; replayed: boolean }>
}

/** Tells a creator that a content reached a number of likes (the notifications area). */
export interface InteractionLikeNotices {
  reached(event: {
    creatorOid: string
    contentOid: string
    title: string
    link: string
    likes: number
  }): Promise<unknown>
}

export interface InteractionPorts {
  comments: InteractionComments
  accounts: InteractionAccounts
  /** Absent: only the catalog's own contents can be reported. */
  stories?: InteractionStories
  /** Absent: rating review fees are recorded due and cannot be paid on this server. */
  wallet?: InteractionWallet
  /** Absent: likes tell nobody. */
  likeNotices?: InteractionLikeNotices
}
