/** What a character's direct chat needs of other areas, handed in by server/context/. */
export interface CharacterDmPorts {
  /** The channels area: the tier hash the fan subscribes to at the creator, or null. */
  subscribedTier(creatorOid: string, userOid: string): Promise<string | null>
}
