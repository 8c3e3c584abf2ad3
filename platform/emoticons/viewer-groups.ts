/** The groups a viewer sees, may use, or gets for free. */
import type { SessionUser } from '../http'
import type { EmoticonsContext } from './context'
import { type EmoticonGroupsResponse, PLATFORM_EMOTICON_OWNER } from './contract'
import { presentGroups } from './present'
import { isPrivileged, requiredUseLevel, viewerUseLevel } from './use-level'

/** The creator's groups as a viewer sees them: every group, flagged usable or not. */
export async function viewerGroups(
  context: EmoticonsContext,
  viewer: SessionUser | null,
  creatorOid: string,
): Promise<EmoticonGroupsResponse> {
  const [groups, positions, position] = await Promise.all([
    context.store.groupsOf([creatorOid]),
    context.tiers.tierPositions(creatorOid),
    viewer && !isPrivileged(viewer, creatorOid)
      ? context.tiers.tierPosition(viewer.oid, creatorOid)
      : Promise.resolve(null),
  ])
  const level = viewerUseLevel(viewer, creatorOid, position)
  const withLevels = groups.map((group) => ({
    ...group,
    useLevel: requiredUseLevel(group, positions),
  }))
  return {
    emoticonGroups: await presentGroups(
      context,
      withLevels,
      (group) => !!viewer && level >= group.useLevel,
    ),
    useLevel: viewer ? level : 0,
  }
}

/** Only the groups the viewer may use for this creator, plus the platform's free ones. */
export async function usableGroups(
  context: EmoticonsContext,
  viewer: SessionUser | null,
  creatorOid: string,
): Promise<EmoticonGroupsResponse> {
  const [own, platform] = await Promise.all([
    viewerGroups(context, viewer, creatorOid),
    viewer ? context.store.groupsOf([PLATFORM_EMOTICON_OWNER], true) : Promise.resolve([]),
  ])
  return {
    emoticonGroups: [
      ...own.emoticonGroups.filter((group) => group.usable),
      ...(await presentGroups(context, platform, () => true)),
    ],
    useLevel: own.useLevel ?? 0,
  }
}

/** Free groups: a creator's (given), else the platform's. */
export async function freeGroups(
  context: EmoticonsContext,
  creatorOid: string | undefined,
): Promise<EmoticonGroupsResponse> {
  const groups = await context.store.groupsOf([creatorOid ?? PLATFORM_EMOTICON_OWNER], true)
  return { emoticonGroups: await presentGroups(context, groups) }
}
