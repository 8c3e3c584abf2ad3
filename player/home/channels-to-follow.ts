/** A creator as the creator list answers one (`GET /account/creatorlist`). */
export interface ListedCreator {
  oid: string
  nickname: string
  customUrl: string | null
}

/** How many channels the home page suggests. */
export const CHANNELS_SUGGESTED = 8

/**
 * The channels worth suggesting: not the viewer's own, not one they already subscribe to,
 * each once, at most `CHANNELS_SUGGESTED`, in the list's order.
 */
export function channelsToFollow(
  creators: readonly ListedCreator[],
  viewer: { oid: string | null; subscribedTo: ReadonlySet<string> },
): ListedCreator[] {
  const seen = new Set<string>()
  const chosen: ListedCreator[] = []
  for (const creator of creators) {
    if (creator.oid === viewer.oid || viewer.subscribedTo.has(creator.oid)) continue
    if (seen.has(creator.oid)) continue
    seen.add(creator.oid)
    chosen.push(creator)
    if (chosen.length === CHANNELS_SUGGESTED) break
  }
  return chosen
}
