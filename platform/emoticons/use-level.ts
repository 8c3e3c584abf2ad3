/**
 * Who may use which group (spec §6): a viewer's level for a creator is their subscribed
 * tier's position + 1 (0 when not subscribed); managers, the creator and admins get the
 * highest. A tier group needs its tier's level, a free group none.
 */
import { HIGHEST_USE_LEVEL } from './contract'

export interface Viewer {
  oid: string
  roles: readonly string[]
}

export function isPrivileged(viewer: Viewer | null, creatorOid: string): boolean {
  if (!viewer) return false
  return (
    viewer.oid === creatorOid ||
    viewer.roles.includes('admin') ||
    viewer.roles.includes('channelManager')
  )
}

/** `viewerUseLevel(viewer, 'c…', 1)` → 2; `null` position (not subscribed) → 0. */
export function viewerUseLevel(
  viewer: Viewer | null,
  creatorOid: string,
  tierPosition: number | null,
): number {
  if (isPrivileged(viewer, creatorOid)) return HIGHEST_USE_LEVEL
  return tierPosition === null ? 0 : tierPosition + 1
}

/**
 * The level a group needs: a tier group follows its tier's current position (tiers can be
 * reordered after the group was saved); the stored level when the tier is gone.
 */
export function requiredUseLevel(
  group: { type: 'free' | 'tier'; tierHash: string | null; useLevel: number },
  positions: ReadonlyMap<string, number>,
): number {
  if (group.type === 'free') return 0
  const position = group.tierHash ? positions.get(group.tierHash) : undefined
  return position === undefined ? Math.max(group.useLevel, 1) : position + 1
}
