/** What the Discord area needs from other areas; wired in server/context.ts. */

export interface DiscordChannelsPort {
  /** The tier hash of the user's live subscription to this creator, or null. */
  currentTier(userOid: string, creatorOid: string): Promise<string | null>
  /** user oid → tier hash of every live subscriber (a server's or a mapping's re-sync). */
  subscriberTiers(creatorOid: string): Promise<Map<string, string>>
  /** The creator's live tier hashes (a mapping must name one of them). */
  tierHashes(creatorOid: string): Promise<Set<string>>
}

export interface DiscordUsersPort {
  nicknames(userOids: readonly string[]): Promise<Map<string, string>>
}
