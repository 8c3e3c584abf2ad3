/**
 * The pure rules of a character's direct chat (docs/CHARACTER-DM.md): what one message
 * costs a fan, which rooms are still to be remembered, and the memory block a new room's
 * prompt carries.
 */

/** Memories a prompt carries at most, newest first, and the characters they may fill. */
export const MEMORY_LIMITS = { entries: 8, chars: 4000, perRoomChars: 1200 } as const

export interface DmTerms {
  enabled: boolean
  priceCredits: number
  freeTierHashes: readonly string[]
}

/**
 * Credits one message costs: free within the chosen subscriber tiers, else the story's
 * price per message (0 = free for everyone).
 */
export function messagePrice(terms: DmTerms, subscribedTier: string | null): number {
  if (subscribedTier !== null && terms.freeTierHashes.includes(subscribedTier)) return 0
  return terms.priceCredits
}

/** Earlier rooms with the character not yet remembered: oldest first, the open one left out. */
export function roomsToRemember(
  rooms: ReadonlyArray<{ roomOid: string; createdAt: Date }>,
  remembered: ReadonlySet<string>,
  openRoomOid: string | null,
  limit = 3,
): string[] {
  return [...rooms]
    .filter((room) => room.roomOid !== openRoomOid && !remembered.has(room.roomOid))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(-limit)
    .map((room) => room.roomOid)
}

/**
 * The memory block a room's prompt carries: the newest memories that fit, told in the
 * order they happened. Null when there is nothing to remember.
 */
export function memoryBlock(
  characterName: string,
  fanName: string,
  memories: ReadonlyArray<{ content: string; createdAt: Date }>,
): string | null {
  const newestFirst = [...memories].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  const kept: string[] = []
  let used = 0
  for (const memory of newestFirst.slice(0, MEMORY_LIMITS.entries)) {
    const text = memory.content.trim().slice(0, MEMORY_LIMITS.perRoomChars)
    if (!text) continue
    if (used + text.length > MEMORY_LIMITS.chars) break
    kept.push(text)
    used += text.length
  }
  if (kept.length === 0) return null
  const lines = kept.reverse().map((text) => `- ${text}`)
  return [
    `[${characterName}'s memories of earlier conversations with ${fanName}]`,
    ...lines,
    '[End of memories]',
  ].join('\n')
}
