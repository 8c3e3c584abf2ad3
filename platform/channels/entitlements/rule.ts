/** Who of a creator's subscribers may view a content: pure, so it is tested without a database. */

export interface LiveTier {
  tierHash: string
  position: number
  streak: boolean
  /** A free tier costs nothing, so it includes no other tier's contents wherever it sits. */
  free?: boolean
  startedAt: Date
}

const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))

/**
 * A subscriber may view a content limited to tiers when their tier is one of them or above
 * the lowest of them (higher tiers include the lower tiers' contents). A content with no tier
 * list opens to no subscriber: it is sold, not subscribed to. A streak tier sees only contents
 * uploaded from the month the subscription began. A free tier sees only contents that name it:
 * ranking it above paid tiers must never open their contents for nothing.
 */
export function subscriberMayView(
  tier: LiveTier,
  content: { uploadedAt?: Date | null },
  allowed: ReadonlyArray<{ tierHash: string; position: number }>,
): boolean {
  if (allowed.length === 0) return false
  const lowest = Math.min(...allowed.map((entry) => entry.position))
  const named = allowed.some((entry) => entry.tierHash === tier.tierHash)
  const included = named || (!tier.free && tier.position >= lowest)
  if (!included) return false
  if (tier.streak && content.uploadedAt) {
    return content.uploadedAt.getTime() >= monthStart(tier.startedAt).getTime()
  }
  return true
}
