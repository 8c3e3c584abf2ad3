import { useEffect, useState } from 'react'
import type { TierView } from '../../platform/channels/contract'
import type { ContentItem } from '../../web/api/content'
import { useSession } from '../../web/session'
import { channelApi } from '../channel/channel-api'
import { tierText } from '../channel/tier-text'

/**
 * The tier a viewer joins to open a tier-only content: the lowest of its tiers (a paid tier
 * above it opens it too), or null when none of them exists any more.
 */
export function unlockingTier<Tier extends Pick<TierView, 'tierHash' | 'position' | 'name'>>(
  tiers: readonly Tier[],
  viewableTiers: readonly string[],
): Tier | null {
  const allowed = tiers.filter((tier) => viewableTiers.includes(tier.tierHash))
  return allowed.reduce<Tier | null>(
    (lowest, tier) => (!lowest || tier.position < lowest.position ? tier : lowest),
    null,
  )
}

/** The name of the tier that opens this content (in the reader's language), once read. */
export function useUnlockingTier(item: ContentItem): string | null {
  const [name, setName] = useState<string | null>(null)
  const language = useSession((state) => state.activeLanguage)
  const gated = item.canViewReason === 'subscriber-only'
  const key = item.viewableTiers.join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the tier list
  useEffect(() => {
    if (!gated || !item.creatorOid) return
    let current = true
    channelApi.tiers(item.creatorOid).then(
      ({ tiers }) => {
        const tier = unlockingTier(tiers, item.viewableTiers)
        if (current) setName(tier ? tierText(tier, language).name : null)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [gated, item.creatorOid, key, language])
  return name
}
