/**
 * What the interaction capability needs from other areas, wired in server/context.ts:
 * comments live in the chat area, accounts (existence, suspension) in accounts.
 */
export interface InteractionComments {
  /** A live comment of the content, by its id or its position (oldest first); null when none. */
  findComment(
    contentOid: string,
    ref: string | number,
  ): Promise<{ commentOid: string; contentOid: string; authorOid: string } | null>
}

export interface InteractionAccounts {
  userExists(userOid: string): Promise<boolean>
  /** Suspends the account for illegal downloading (it can no longer log in). */
  suspendForIllegalDownload(userOid: string): Promise<void>
  /** Lifts that suspension when an admin clears the user. */
  liftSuspension(userOid: string): Promise<void>
}

export interface InteractionPorts {
  comments: InteractionComments
  accounts: InteractionAccounts
}
