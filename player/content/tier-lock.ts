import { useEffect, useState } from 'react'
import type { TierView } from '../../platform/channels/contract'
import type { ContentItem } from '../../web/api/content'
import { channelApi } from '../channel/channel-api'

/**
 * The tier a viewer joins to open a tier-only content: the lowest of its tiers (a paid tier
 * above it opens it too), or null when none of them exists any more.
 */
export function unlockingTier(
  tiers: readonly Pick<TierView, 'tierHash' | 'position' | 'name'>[],
  viewableTiers: readonly string[],
): Pick<TierView, 'tierHash' | 'position' | 'name'> | null {
  const allowed = tiers.filter((tier) => viewableTiers.includes(tier.tierHash))
  return allowed.reduce<(typeof allowed)[number] | null>(
    (lowest, tier) => (!lowest || tier.position < lowest.position ? tier : lowest),
    null,
  )
}

/** The name of the tier that opens this content, once the creator's tiers are read. */
export function useUnlockingTier(item: ContentItem): string | null {
  const [name, setName] = useState<string | null>(null)
  const gated = item.canViewReason === 'subscriber-only'
  const key = item.viewableTiers.join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the tier list
  useEffect(() => {
    if (!gated || !item.creatorOid) return
    let current = true
    channelApi.tiers(item.creatorOid).then(
      ({ tiers }) => current && setName(unlockingTier(tiers, item.viewableTiers)?.name ?? null),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [gated, item.creatorOid, key])
  return name
}
