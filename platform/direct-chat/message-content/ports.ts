/** What paid message contents need beyond the direct chat area's own ports. */

/** The uploads area's files of a creator, as posts carry them. */
export interface MessageMediaPort {
  /** Each key's status among the owner's uploads (the uploads area's), or null if not theirs. */
  statuses(ownerOid: string, keys: readonly string[]): Promise<Map<string, string | null>>
  /** A short-lived address of the owner's ready file, or null; who may have it is decided here. */
  address(ownerOid: string, key: string): Promise<{ url: string; expiresAt: Date } | null>
}

export interface MessageContentPorts {
  media: MessageMediaPort
  /** The channels area: the users subscribing to the creator's given tiers. */
  tierSubscribers(creatorOid: string, tierHashes: readonly string[]): Promise<string[]>
}
